extension FCM {
    /// `android`: the Android delivery options and notification.
    public struct AndroidConfig: ProtoObject {
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

        /// A configuration: every typed field, in the order of the REST reference, which is the
        /// order they are written in.
        public init(
            collapseKey: String? = nil, priority: AndroidPriority? = nil, ttl: Duration? = nil,
            restrictedPackageName: String? = nil, data: [String: String]? = nil,
            notification: AndroidNotification? = nil, fcmOptions: FCMOptions? = nil, directBootOK: Bool? = nil
        ) {
            members = [:]
            self.collapseKey = collapseKey
            self.priority = priority
            self.ttl = ttl
            self.restrictedPackageName = restrictedPackageName
            self.data = data
            self.notification = notification
            self.fcmOptions = fcmOptions
            self.directBootOK = directBootOK
        }

        /// `collapse_key`.
        public var collapseKey: String? {
            get { member("collapse_key") }
            set { setMember("collapse_key", newValue) }
        }

        /// `priority`: `normal` or `high` (the proto names `NORMAL`, `HIGH` read the same).
        public var priority: AndroidPriority? {
            get { member("priority").map(AndroidPriority.init(rawValue:)) }
            set { setMember("priority", newValue?.rawValue) }
        }

        /// `ttl`, when it is a duration.
        public var ttl: Duration? {
            get { member("ttl").flatMap { try? Duration(parsing: $0) } }
            set { setMember("ttl", newValue?.text) }
        }

        /// `restricted_package_name`.
        public var restrictedPackageName: String? {
            get { member("restricted_package_name") }
            set { setMember("restricted_package_name", newValue) }
        }

        /// `notification`.
        public var notification: AndroidNotification? {
            get { object("notification", as: AndroidNotification.self) }
            set { setMember("notification", newValue) }
        }

        /// `fcm_options`: the analytics label of messages to Android.
        public var fcmOptions: FCMOptions? {
            get { object("fcm_options", as: FCMOptions.self) }
            set { setMember("fcm_options", newValue) }
        }

        /// `direct_boot_ok`.
        public var directBootOK: Bool? {
            get { member("direct_boot_ok") }
            set { setMember("direct_boot_ok", newValue) }
        }

        /// `notification` and `fcm_options` are proto objects.
        static func objectType(of field: String) -> (any ProtoObject.Type)? {
            switch field {
            case "notification": AndroidNotification.self
            case "fcm_options": FCMOptions.self
            default: nil
            }
        }
    }

    /// `android.priority`; unknown values are kept.
    public struct AndroidPriority: OpenStringValue {
        /// The wire value.
        public var rawValue: String
        /// A priority with this wire value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `normal`.
        public static let normal = AndroidPriority(rawValue: "normal")
        /// `high`.
        public static let high = AndroidPriority(rawValue: "high")

        /// The SDK spelling of a proto name (`HIGH` → `high`), or the value itself.
        public var canonical: AndroidPriority { AndroidPriority(rawValue: rawValue.lowercased()) }
    }
}
