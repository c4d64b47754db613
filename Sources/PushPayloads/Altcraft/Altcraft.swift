/// Altcraft: the iOS SDK's server responses and their `ResponseWithHttpCode` wrapper, the
/// subscribe request body, the subscription call's arguments, and the push `userInfo` keys.
///
/// The server and the SDK's `Codable` models write snake_case keys (`error_text`, `is_test`,
/// `subscription_id`, `hash_id`); Altcraft's guide shows the Swift property names. The models
/// decode both spellings and encode the wire one. The `altcraft.*` rules and the `altcraft` kind
/// come with the Altcraft family.
public enum Altcraft {
    /// The subscription fields the SDK collects itself; a custom field of the same name replaces it.
    public static let systemFields: Set<String> = [
        "_os", "_os_tz", "_os_language", "_device_type", "_device_model", "_device_name", "_os_ver", "_ad_track",
        "_ad_id", "_app_id", "_app_iid", "_app_ver",
    ]

    /// Push keys only the Android SDK reads.
    public static let androidOnlyKeys: Set<String> = [
        "_click_action", "_title", "_body", "_icon", "_image", "_color", "_vibration", "_soundless",
    ]

    /// The most `_buttons` entries whose taps the SDK handles.
    public static let maxButtons = 3
}

extension PayloadKind {
    /// An Altcraft document: a response, its wrapper, a subscribe request, subscription arguments,
    /// or a push `userInfo`.
    public static let altcraft = PayloadKind(registering: "altcraft")
    /// A push `userInfo` (``Altcraft/UserInfo``).
    public static let altcraftUserInfo = PayloadKind(registering: "altcraft-userinfo")
    /// The SDK's wrapper of a response (``Altcraft/ResponseWithHttpCode``).
    public static let altcraftResponseWithHttpCode = PayloadKind(registering: "altcraft-response-with-http-code")
    /// A server response (``Altcraft/Response``).
    public static let altcraftResponse = PayloadKind(registering: "altcraft-response")
    /// A subscribe request body (``Altcraft/SubscribeRequest``).
    public static let altcraftSubscribeRequest = PayloadKind(registering: "altcraft-subscribe-request")
    /// Subscription arguments (``Altcraft/SubscriptionArguments``).
    public static let altcraftSubscriptionArguments = PayloadKind(registering: "altcraft-subscription-arguments")
}

extension Altcraft {
    /// The objects of Altcraft's JSON, with their members: one table for the models' spelling and
    /// for the `altcraft.*` type and key rules.
    enum Object: Sendable {
        case wrapper, response, profile, subscription, category
        case requestBody, requestSubscription, arguments

        /// The documented members: wire key, the Swift name when it differs, and type.
        var fields: [Field] {
            switch self {
            case .wrapper: Self.wrapperFields
            case .response: Self.responseFields
            case .profile: Self.profileFields
            case .subscription: Self.subscriptionFields
            case .requestSubscription: Self.requestSubscriptionFields
            case .category: Self.categoryFields
            case .requestBody: Self.requestBodyFields
            case .arguments: Self.argumentFields
            }
        }

        private static let wrapperFields = [
            Field("httpCode", .httpCode), Field("response", .object(.response)), Field("eventCode", .integer),
        ]
        private static let responseFields = [
            Field("error", .integer), Field("error_text", alias: "errorText", .string),
            Field("profile", .object(.profile)),
        ]
        private static let profileFields = [
            Field("id", .string), Field("status", .string), Field("is_test", alias: "isTest", .boolean),
            Field("subscription", .object(.subscription)), Field("cats", .misplaced),
        ]
        private static let subscriptionFields = [
            Field("subscription_id", alias: "subscriptionId", .string), Field("hash_id", alias: "hashId", .string),
            Field("provider", .string), Field("status", .string), Field("fields", .fields), Field("cats", .categories),
        ]
        /// A request's subscription: the SDK writes `hash_id` only in responses.
        private static let requestSubscriptionFields = [
            Field("subscription_id", alias: "subscriptionId", .string), Field("provider", .string),
            Field("status", .string), Field("fields", .fields), Field("cats", .categories),
        ]
        private static let categoryFields = [
            Field("name", .string), Field("title", .string), Field("steady", .boolean), Field("active", .boolean),
        ]
        private static let requestBodyFields = [
            Field("time", .integer), Field("subscription_id", .string),
            Field("subscription", .object(.requestSubscription)), Field("replace", .boolean),
            Field("skip_triggers", alias: "skipTriggers", .boolean),
            Field("profile_fields", alias: "profileFields", .fields),
        ]
        private static let argumentFields = [
            Field("sync", .boolean), Field("profileFields", .fields), Field("customFields", .fields),
            Field("cats", .categories), Field("replace", .boolean), Field("skipTriggers", .boolean),
        ]

        /// Whether the SDK ignores keys it does not know here (`altcraft.unknown-key`): the objects
        /// of a response.
        var reportsUnknownKeys: Bool {
            switch self {
            case .response, .profile, .subscription, .category: true
            default: false
            }
        }

        /// The member with this wire key or Swift name.
        func field(named key: String) -> (field: Field, isAlias: Bool)? {
            for field in fields {
                if field.wire == key { return (field, false) }
                if field.alias == key { return (field, true) }
            }
            return nil
        }
    }

    /// A documented member.
    struct Field: Sendable {
        let wire: String
        let alias: String?
        let type: FieldType

        init(_ wire: String, alias: String? = nil, _ type: FieldType) {
            self.wire = wire
            self.alias = alias
            self.type = type
        }
    }

    /// What a member holds (`null` is accepted for each: the SDK's properties are optional).
    enum FieldType: Sendable {
        case string, integer, boolean
        /// Judged by `altcraft.http-code` alone.
        case httpCode
        /// Another object of the table.
        indirect case object(Object)
        /// Arbitrary JSON values by name (`fields`, `profileFields`, `customFields`).
        case fields
        /// An array of ``Object/category``.
        case categories
        /// A member the SDK does not read where it is (`profile.cats`).
        case misplaced
    }

    /// The object with camelCase members renamed to their wire keys, nested objects too (unless
    /// the wire key is also present: then both stay, as given). Members inside `fields` keep their
    /// names.
    static func wireSpelled(_ object: JSONObject, as type: Object) -> JSONObject {
        JSONObject(
            object.members.map { member in
                guard let (field, isAlias) = type.field(named: member.key) else { return member }
                let key = isAlias && !object.contains(key: field.wire) ? field.wire : member.key
                switch (field.type, member.value) {
                case (.object(let nested), .object(let inner)):
                    return JSONObject.Member(key: key, value: .object(wireSpelled(inner, as: nested)))
                case (.categories, .array(let entries)):
                    let spelled = entries.map { entry in
                        entry.objectValue.map { JSONValue.object(wireSpelled($0, as: .category)) } ?? entry
                    }
                    return JSONObject.Member(key: key, value: .array(spelled))
                default:
                    return JSONObject.Member(key: key, value: member.value)
                }
            })
    }
}
