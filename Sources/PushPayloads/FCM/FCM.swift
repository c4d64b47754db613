/// Firebase Cloud Messaging: HTTP v1 messages and their send request.
///
/// The models keep every field as given (see ``ProtoObject``) and read both proto3 spellings of a
/// field name, writing snake_case. The `fcm.*` rules and the `fcm` kinds come with the FCM family.
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
        public var fields: JSONObject

        /// A request of these fields, as given.
        public init(fields: JSONObject) { self.fields = fields }

        /// A request to send `message`; `validateOnly` asks FCM to check it without sending.
        public init(message: Message, validateOnly: Bool? = nil) {
            fields = ["message": .object(message.fields)]
            self.validateOnly = validateOnly
        }

        /// `message`.
        public var message: Message? {
            get { object("message", as: Message.self) }
            set { setObject("message", newValue) }
        }

        /// `validate_only`.
        public var validateOnly: Bool? {
            get { bool("validate_only") }
            set { setBool("validate_only", newValue) }
        }

        /// `message` is a ``Message``.
        public static func objectType(of field: String) -> (any ProtoObject.Type)? {
            field == "message" ? Message.self : nil
        }
    }
}
