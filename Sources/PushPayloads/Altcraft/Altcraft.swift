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

/// Every member name of Altcraft's JSON objects, one case per spelling: the wire keys and, where
/// the SDK's Swift property names differ, those too (`errorTextCamel` is `errorText`, beside
/// `error_text`). The subscription call's arguments use Swift names as their wire keys.
enum AltcraftKey: Int, WireKey {
    case httpCode, response, eventCode, error, errorText, errorTextCamel, profile, id, status, isTest, isTestCamel
    case subscription, cats, subscriptionID, subscriptionIDCamel, hashID, hashIDCamel, provider, fields
    case name, title, steady, active, time, replace, skipTriggers, skipTriggersCamel, profileFields
    case profileFieldsCamel, sync, customFields

    /// The spelling.
    var name: String {
        switch self {
        case .httpCode: "httpCode"
        case .response: "response"
        case .eventCode: "eventCode"
        case .error: "error"
        case .profile: "profile"
        case .id: "id"
        case .status: "status"
        case .subscription: "subscription"
        case .cats: "cats"
        case .provider: "provider"
        case .fields: "fields"
        case .name: "name"
        case .title: "title"
        case .steady: "steady"
        case .active: "active"
        case .time: "time"
        case .replace: "replace"
        case .sync: "sync"
        case .customFields: "customFields"
        case .errorText: "error_text"
        case .errorTextCamel: "errorText"
        case .isTest: "is_test"
        case .isTestCamel: "isTest"
        case .subscriptionID: "subscription_id"
        case .subscriptionIDCamel: "subscriptionId"
        case .hashID: "hash_id"
        case .hashIDCamel: "hashId"
        case .skipTriggers: "skip_triggers"
        case .skipTriggersCamel: "skipTriggers"
        case .profileFields: "profile_fields"
        case .profileFieldsCamel: "profileFields"
        }
    }

    static let table = KeyTable<AltcraftKey>()
}

extension Altcraft {
    /// An object of Altcraft's JSON: its members, their types (`null` is accepted for each: the
    /// SDK's properties are optional) and the Swift names it is also read by. The objects of a
    /// response are closed (the SDK ignores keys it does not know: `altcraft.unknown-key`); a
    /// request's are open. One table for the
    /// models' spelling and for the `altcraft.*` type and key rules.
    typealias Object = MemberTable<AltcraftKey>
}

extension Altcraft.Object {
    static let category = Altcraft.Object(
        "category", plural: "categories",
        [(.name, .string), (.title, .string), (.steady, .boolean), (.active, .boolean)])
    static let subscription = Altcraft.Object(
        "subscription",
        [
            (.subscriptionID, .string), (.hashID, .string), (.provider, .string), (.status, .string),
            (.fields, .freeForm), (.cats, .array(.object(category))),
        ], aliases: [(.subscriptionIDCamel, .subscriptionID), (.hashIDCamel, .hashID)])
    static let profile = Altcraft.Object(
        "profile",
        [
            (.id, .string), (.status, .string), (.isTest, .boolean), (.subscription, .object(subscription)),
            (.cats, .ruled(.altcraft.catsUnderProfile)),
        ], aliases: [(.isTestCamel, .isTest)])
    static let response = Altcraft.Object(
        "response", [(.error, .integer), (.errorText, .string), (.profile, .object(profile))],
        aliases: [(.errorTextCamel, .errorText)])
    static let wrapper = Altcraft.Object(
        "wrapper", [(.httpCode, .ruled(.altcraft.httpCode)), (.response, .object(response)), (.eventCode, .integer)],
        open: true)
    /// A request's subscription: the SDK writes `hash_id` only in responses.
    static let requestSubscription = Altcraft.Object(
        "subscription",
        [
            (.subscriptionID, .string), (.provider, .string), (.status, .string), (.fields, .freeForm),
            (.cats, .array(.object(category))),
        ], aliases: [(.subscriptionIDCamel, .subscriptionID)], open: true)
    static let requestBody = Altcraft.Object(
        "request",
        [
            (.time, .integer), (.subscriptionID, .string), (.subscription, .object(requestSubscription)),
            (.replace, .boolean), (.skipTriggers, .boolean), (.profileFields, .freeForm),
        ], aliases: [(.skipTriggersCamel, .skipTriggers), (.profileFieldsCamel, .profileFields)],
        open: true)
    static let arguments = Altcraft.Object(
        "arguments",
        [
            (.sync, .boolean), (.profileFieldsCamel, .freeForm), (.customFields, .freeForm),
            (.cats, .array(.object(category))), (.replace, .boolean), (.skipTriggersCamel, .boolean),
        ], open: true)

}

extension Altcraft {
    /// The object with camelCase members renamed to their wire keys, nested objects too (unless
    /// the wire key is also present: then both stay, as given). Members inside `fields` keep their
    /// names.
    static func wireSpelled(_ object: JSONObject, as type: Object) -> JSONObject {
        JSONObject(
            object.members.map { member in
                guard let spelled = AltcraftKey(name: member.key), let (wire, isAlias) = type.member(for: spelled),
                    let memberType = type.type(of: wire)
                else { return member }
                let key = isAlias && !object.contains(key: wire.name) ? wire.name : member.key
                switch (memberType, member.value) {
                case (.object(let nested), .object(let inner)):
                    return JSONObject.Member(key: key, value: .object(wireSpelled(inner, as: nested)))
                case (.array(.object(let nested)), .array(let entries)):
                    let spelled = entries.map { entry in
                        entry.objectValue.map { JSONValue.object(wireSpelled($0, as: nested)) } ?? entry
                    }
                    return JSONObject.Member(key: key, value: .array(spelled))
                default:
                    return JSONObject.Member(key: key, value: member.value)
                }
            })
    }
}
