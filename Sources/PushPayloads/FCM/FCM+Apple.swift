extension FCM {
    /// `apns`: the APNs request FCM makes for Apple devices.
    public struct APNsConfig: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// A configuration of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// Decodes any object, naming each field, and each field of its nested proto objects, in
        /// snake_case.
        public init(from decoder: any Decoder) throws { try self.init(protoFrom: decoder) }

        /// `headers`, when every value is a string.
        public var headers: [String: String]? {
            get { stringMap("headers") }
            set { setStringMap("headers", newValue) }
        }

        /// A configuration with APNs headers and an APNs body.
        public init(
            headers: [String: String]? = nil, payload: APNs.Payload? = nil, fcmOptions: APNsFCMOptions? = nil,
            liveActivityToken: String? = nil
        ) {
            members = [:]
            self.headers = headers
            self.payload = payload
            self.fcmOptions = fcmOptions
            self.liveActivityToken = liveActivityToken
        }

        /// `payload`: the APNs body, typed; `nil` when absent or not a body (it stays in ``members``).
        public var payload: APNs.Payload? {
            get { members["payload"].flatMap { try? PayloadDecoder().decode(APNs.Payload.self, from: $0) } }
            set { members["payload"] = newValue.flatMap { try? PayloadEncoder().encodeValue($0) } }
        }

        /// `fcm_options`.
        public var fcmOptions: APNsFCMOptions? {
            get { object("fcm_options", as: APNsFCMOptions.self) }
            set { setMember("fcm_options", newValue) }
        }

        /// `live_activity_token`: the Live Activity push token the update goes to.
        public var liveActivityToken: String? {
            get { member("live_activity_token") }
            set { setMember("live_activity_token", newValue) }
        }

        /// `fcm_options` is a proto object; `payload` is a free-form APNs body.
        static func objectType(of field: String) -> (any ProtoObject.Type)? {
            field == "fcm_options" ? APNsFCMOptions.self : nil
        }
    }

    /// `apns.fcm_options`: `analytics_label` and `image`.
    public struct APNsFCMOptions: ProtoObject {
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

        /// Options.
        public init(analyticsLabel: String? = nil, image: String? = nil) {
            members = [:]
            self.analyticsLabel = analyticsLabel
            self.image = image
        }

        /// `image`: an image URL the Notification Service Extension of the FCM SDK downloads.
        public var image: String? {
            get { member("image") }
            set { setMember("image", newValue) }
        }

        /// No nested proto objects.
        static func objectType(of field: String) -> (any ProtoObject.Type)? { nil }
    }

    /// `webpush`: the Web Push request.
    public struct WebPushConfig: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// A configuration of these fields, as given.
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

        /// `headers`, when every value is a string.
        public var headers: [String: String]? {
            get { stringMap("headers") }
            set { setStringMap("headers", newValue) }
        }

        /// A configuration.
        public init(
            headers: [String: String]? = nil, data: [String: String]? = nil, notification: JSONObject? = nil,
            fcmOptions: WebPushFCMOptions? = nil
        ) {
            members = [:]
            self.headers = headers
            self.data = data
            self.notification = notification
            self.fcmOptions = fcmOptions
        }

        /// `notification`: a free-form Web Notification options object, keys as written.
        public var notification: JSONObject? {
            get { members["notification"]?.objectValue }
            set { members["notification"] = newValue.map(JSONValue.object) }
        }

        /// `fcm_options`.
        public var fcmOptions: WebPushFCMOptions? {
            get { object("fcm_options", as: WebPushFCMOptions.self) }
            set { setMember("fcm_options", newValue) }
        }

        /// `fcm_options` is a proto object; `notification` is free-form.
        static func objectType(of field: String) -> (any ProtoObject.Type)? {
            field == "fcm_options" ? WebPushFCMOptions.self : nil
        }
    }

    /// `webpush.fcm_options`: `link` and `analytics_label`.
    public struct WebPushFCMOptions: ProtoObject {
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

        /// Options.
        public init(link: String? = nil, analyticsLabel: String? = nil) {
            members = [:]
            self.link = link
            self.analyticsLabel = analyticsLabel
        }

        /// `link`: the HTTPS page opened when the notification is clicked.
        public var link: String? {
            get { member("link") }
            set { setMember("link", newValue) }
        }

        /// No nested proto objects.
        static func objectType(of field: String) -> (any ProtoObject.Type)? { nil }
    }
}
