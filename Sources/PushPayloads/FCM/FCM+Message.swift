extension FCM {
    /// An HTTP v1 message: one target, data, a notification and per-platform configuration.
    public struct Message: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// A message of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// Decodes any object, naming each field, and each field of its nested proto objects, in
        /// snake_case.
        public init(from decoder: any Decoder) throws { try self.init(protoFrom: decoder) }

        /// `data`, when every value is a string (FCM takes nothing else; other values stay in
        /// ``KeptMembers/members``). `android.data` and `webpush.data` replace the message's for
        /// their platform.
        public var data: [String: String]? {
            get { stringMap("data") }
            set { setStringMap("data", newValue) }
        }

        /// A message to one target: exactly one of token, topic, condition or fid by construction.
        public init(
            target: Target, data: [String: String]? = nil, notification: Notification? = nil,
            android: AndroidConfig? = nil, webpush: WebPushConfig? = nil, apns: APNsConfig? = nil,
            fcmOptions: FCMOptions? = nil
        ) {
            members = [target.field: .string(target.value)]
            self.data = data
            self.notification = notification
            self.android = android
            self.webpush = webpush
            self.apns = apns
            self.fcmOptions = fcmOptions
        }

        /// The target: the first of `token`, `topic`, `condition` and `fid` present. Setting it
        /// removes the others.
        public var target: Target? {
            get {
                for member in members.members where member.value.stringValue != nil {
                    let value = member.value.stringValue ?? ""
                    switch member.key {
                    case "token": return .token(value)
                    case "topic": return .topic(value)
                    case "condition": return .condition(value)
                    case "fid": return .fid(value)
                    default: continue
                    }
                }
                return nil
            }
            set {
                let position = members.members.firstIndex { Target.fields.contains($0.key) } ?? 0
                members.members.removeAll { Target.fields.contains($0.key) }
                if let newValue {
                    members.members.insert(
                        JSONObject.Member(key: newValue.field, value: .string(newValue.value)),
                        at: min(position, members.count))
                }
            }
        }

        /// `name`: the message's resource name, set by FCM in responses.
        public var name: String? {
            get { member("name") }
            set { setMember("name", newValue) }
        }

        /// `notification`: the basic notification shown on every platform.
        public var notification: Notification? {
            get { object("notification", as: Notification.self) }
            set { setMember("notification", newValue) }
        }

        /// `android`.
        public var android: AndroidConfig? {
            get { object("android", as: AndroidConfig.self) }
            set { setMember("android", newValue) }
        }

        /// `webpush`.
        public var webpush: WebPushConfig? {
            get { object("webpush", as: WebPushConfig.self) }
            set { setMember("webpush", newValue) }
        }

        /// `apns`.
        public var apns: APNsConfig? {
            get { object("apns", as: APNsConfig.self) }
            set { setMember("apns", newValue) }
        }

        /// `fcm_options`.
        public var fcmOptions: FCMOptions? {
            get { object("fcm_options", as: FCMOptions.self) }
            set { setMember("fcm_options", newValue) }
        }

        /// The fields that hold proto objects.
        static func objectType(of field: String) -> (any ProtoObject.Type)? {
            switch field {
            case "notification": Notification.self
            case "android": AndroidConfig.self
            case "webpush": WebPushConfig.self
            case "apns": APNsConfig.self
            case "fcm_options": FCMOptions.self
            default: nil
            }
        }
    }

    /// `notification`: `title`, `body` and `image`.
    public struct Notification: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// A notification of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// Decodes any object, naming each field, and each field of its nested proto objects, in
        /// snake_case.
        public init(from decoder: any Decoder) throws { try self.init(protoFrom: decoder) }

        /// `title`.
        public var title: String? {
            get { member("title") }
            set { setMember("title", newValue) }
        }

        /// `body`.
        public var body: String? {
            get { member("body") }
            set { setMember("body", newValue) }
        }

        /// A notification.
        public init(title: String? = nil, body: String? = nil, image: String? = nil) {
            members = [:]
            self.title = title
            self.body = body
            self.image = image
        }

        /// `image`: an HTTPS URL of an image to show.
        public var image: String? {
            get { member("image") }
            set { setMember("image", newValue) }
        }

        /// No nested proto objects.
        static func objectType(of field: String) -> (any ProtoObject.Type)? { nil }
    }

    /// `fcm_options` of a message: `analytics_label`.
    public struct FCMOptions: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// Options of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// Decodes any object, naming each field, and each field of its nested proto objects, in
        /// snake_case.
        public init(from decoder: any Decoder) throws { try self.init(protoFrom: decoder) }

        /// `analytics_label`.
        public var analyticsLabel: String? {
            get { member("analytics_label") }
            set { setMember("analytics_label", newValue) }
        }

        /// Options with an analytics label.
        public init(analyticsLabel: String? = nil) {
            members = [:]
            self.analyticsLabel = analyticsLabel
        }

        /// No nested proto objects.
        static func objectType(of field: String) -> (any ProtoObject.Type)? { nil }
    }
}
