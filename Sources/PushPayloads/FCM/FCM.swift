/// Firebase Cloud Messaging: HTTP v1 messages and their send request.
///
/// The models keep every field as given (``KeptMembers``), under its snake_case name: decoding
/// reads both proto3 spellings of a field name (`fcmOptions`, `fcm_options`), and encoding writes
/// snake_case. The `fcm.*` rules and the `fcm` kinds come with the FCM family.
public enum FCM {}

extension FCM {
    /// The one target of a message.
    public enum Target: Sendable, Hashable {
        /// A registration token: one app instance.
        case token(String)
        /// A topic name (without `/topics/`).
        case topic(String)
        /// A condition over topics, e.g. `'news' in topics && 'sports' in topics`.
        case condition(String)
        /// A Firebase installation ID.
        case fid(String)

        /// The field that names it.
        var field: String {
            switch self {
            case .token: "token"
            case .topic: "topic"
            case .condition: "condition"
            case .fid: "fid"
            }
        }

        /// Its value.
        var value: String {
            switch self {
            case .token(let value), .topic(let value), .condition(let value), .fid(let value): value
            }
        }

        /// The target fields, in the order a message is read.
        static let fields = ["token", "topic", "condition", "fid"]
    }

    /// The send request: `{"message": ..., "validate_only": ...}`.
    public struct SendRequest: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// A request of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// Decodes any object, naming each field, and each field of its nested proto objects, in
        /// snake_case.
        public init(from decoder: any Decoder) throws { try self.init(protoFrom: decoder) }

        /// A request to send `message`; `validateOnly` asks FCM to check it without sending.
        public init(message: Message, validateOnly: Bool? = nil) {
            members = ["message": .object(message.members)]
            self.validateOnly = validateOnly
        }

        /// `message`.
        public var message: Message? {
            get { object("message", as: Message.self) }
            set { setMember("message", newValue) }
        }

        /// `validate_only`.
        public var validateOnly: Bool? {
            get { member("validate_only") }
            set { setMember("validate_only", newValue) }
        }

        /// `message` is a ``Message``.
        static func objectType(of field: String) -> (any ProtoObject.Type)? {
            field == "message" ? Message.self : nil
        }
    }
}

extension FCM {
    /// The limit of a data map: keys and values of `data` together, 4096 bytes.
    public static let dataMaxBytes = 4096
    /// The data limit of messages to a topic or a condition: 2048 bytes.
    public static let topicDataMaxBytes = 2048
    /// The size of a whole message, compact, above which FCM may refuse it (undocumented which
    /// fields count): 4096 bytes.
    public static let messageMaxBytes = 4096
    /// The longest time to live: 28 days, in seconds.
    public static let maximumTTLSeconds = 2_419_200
}

extension PayloadKind {
    /// An FCM HTTP v1 send request or bare message.
    public static let fcm = PayloadKind(registering: "fcm")
    /// A body for the retired legacy `fcm/send` endpoint.
    public static let fcmLegacy = PayloadKind(registering: "fcm-legacy")
    /// What an iOS app receives from FCM: the APNs body with FCM's metadata keys.
    public static let fcmUserInfo = PayloadKind(registering: "fcm-userinfo")
    /// An HTTP v1 send request, `{"message": {...}, "validate_only": ...}` (``FCM/SendRequest``).
    public static let fcmSendRequest = PayloadKind(registering: "fcm-send-request")
    /// An HTTP v1 message on its own (``FCM/Message``).
    public static let fcmMessage = PayloadKind(registering: "fcm-message")
}
