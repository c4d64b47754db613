extension FCM {
    /// The `userInfo` an iOS app receives for an FCM message: the APNs `aps`, FCM's metadata keys
    /// (`gcm.*`, `google.*`, `from`, `fcm_options`), and the app's data.
    ///
    /// Every member is kept as delivered, in order; the typed accessors read metadata with the types
    /// the iOS SDK tolerates (digit strings or integers; `google.c.a.e` counts only as the string
    /// `"1"`, as the SDK's analytics check does).
    public struct UserInfo: CarriesAPS {
        /// Every member, in order.
        public var members: JSONObject

        /// A `userInfo` of these members.
        public init(members: JSONObject) { self.members = members }

        /// Whether a key is FCM's metadata rather than the app's data.
        public static func isMetadata(_ key: String) -> Bool {
            key.hasPrefix("gcm.") || key.hasPrefix("google.") || key == "from" || key == "fcm_options"
        }

        /// FCM's metadata members, in order.
        public var metadata: JSONObject {
            JSONObject(members.members.filter { Self.isMetadata($0.key) })
        }

        /// The app's data: every member that is neither `aps` nor metadata (strings from
        /// `message.data`, any JSON from `apns.payload` custom keys).
        public var data: JSONObject {
            JSONObject(members.members.filter { $0.key != "aps" && !Self.isMetadata($0.key) })
        }

        /// `gcm.message_id`, a string or a number (as text).
        public var messageID: String? { text("gcm.message_id") }

        /// `gcm.n.e`: whether FCM marks it a notification message (`"1"` or `1`).
        public var isNotificationMessage: Bool { text("gcm.n.e") == "1" }

        /// `google.c.a.e`: whether analytics are logged, which the SDK does only for the string `"1"`.
        public var analyticsEnabled: Bool { members["google.c.a.e"]?.stringValue == "1" }

        /// `google.c.a.ts`: the send time in Unix seconds, from digits or an integer.
        public var sendTime: Int64? { integer("google.c.a.ts") }

        /// `google.c.a.c_id`: the campaign id, exactly as sent (real ids exceed 2^53).
        public var campaignID: String? { text("google.c.a.c_id") }

        /// `google.c.sender.id`: the sender (project) number.
        public var senderID: String? { text("google.c.sender.id") }

        /// `google.c.fid`: the Firebase installation id.
        public var installationID: String? {
            get { member("google.c.fid") }
            set { setMember("google.c.fid", newValue) }
        }

        /// `gcm.app_link`: the link opened on tap.
        public var appLink: String? {
            get { member("gcm.app_link") }
            set { setMember("gcm.app_link", newValue) }
        }

        /// `from`: the sender, or `/topics/<name>` for a topic message.
        public var from: String? {
            get { member("from") }
            set { setMember("from", newValue) }
        }

        /// `fcm_options.image`: the image the SDK's notification extension attaches.
        public var image: String? { members["fcm_options"]?["image"]?.stringValue }

        /// A metadata value as text: a string as it is, an integer as its digits.
        private func text(_ key: String) -> String? { members[key]?.integerText }

        /// A metadata value as an integer: a digit string or an integral number.
        private func integer(_ key: String) -> Int64? { members[key]?.integerFromText }
    }
}
