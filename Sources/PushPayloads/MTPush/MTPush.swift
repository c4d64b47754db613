/// EngageLab MTPush (of the JPush lineage): the `userInfo` its iOS SDK receives, custom and in-app
/// messages, the tag, alias and device settings an app sends, and the SDK's result codes.
///
/// The `mtpush.*` rules and the `mtpush` kind come with the MTPush family.
public enum MTPush {
    /// The longest tag or alias, in UTF-8 bytes (client errors 6004, 6006).
    public static let tagMaxBytes = 40
    /// The most tags in one call (client error 6007).
    public static let maxTagsPerCall = 1000
    /// The default limit of the UTF-8 bytes of all tags of one call ("5 K bytes"; `tagTotalMaxBytes`).
    public static let tagTotalMaxBytes = 5000
    /// The most tags the server's Device API adds to one device.
    public static let serverMaxTagsPerDevice = 100
    /// The longest mobile number, in characters (client error 6025).
    public static let mobileNumberMaxCharacters = 20
    /// The badge numbers MTPush manages.
    public static let badgeRange = 0...99999
    /// The default limit of a `liveActivityId`, in UTF-8 bytes (`liveActivityIDMaxBytes`).
    public static let liveActivityIDMaxBytes = 24
    /// The JPush server's limit of the `ios` object, in bytes (`iosObjectMaxBytes`; unconfirmed for EngageLab).
    public static let iosObjectMaxBytes = 2000
    /// The JPush limit of a custom message, in bytes (unconfirmed for EngageLab).
    public static let customMessageMaxBytes = 4000
    /// The `userInfo` keys the SDK adds beside `aps`; the other root keys are the server's extras.
    public static let sdkKeys: Set<String> = Set([MTPushKey.aps, .msgID, .business, .uid].map(\.name))
}

extension PayloadKind {
    /// An MTPush document: a `userInfo`, a custom or in-app message, a device request, or a result.
    public static let mtpush = PayloadKind(registering: "mtpush")
    /// The `userInfo` an iOS app receives through MTPush (``MTPush/UserInfo``).
    public static let mtpushUserInfo = PayloadKind(registering: "mtpush-userinfo")
    /// A custom (in-app data) message (``MTPush/CustomMessage``).
    public static let mtpushCustomMessage = PayloadKind(registering: "mtpush-custom-message")
    /// An in-app message (``MTPush/InAppMessage``).
    public static let mtpushInAppMessage = PayloadKind(registering: "mtpush-inapp-message")
    /// A tag, alias or device request (``MTPush/DeviceRequest``).
    public static let mtpushDeviceRequest = PayloadKind(registering: "mtpush-device-request")
    /// A result record (``MTPush/ResultRecord``).
    public static let mtpushResult = PayloadKind(registering: "mtpush-result")
}

/// The member names of MTPush's documents, each declared once: the models' accessors, the checks,
/// the shapes and the schema read them.
enum MTPushKey: Int, WireKey {
    case aps, msgID, business, uid, content, title, extras, inAppID, messageId, messageID, target, clickAction
    case tags, tag, alias, mobileNumber, mobile, badge, liveActivityId, pushToken, activityAttributes
    case pushToStartToken, resCode, iResCode, add, remove

    /// The wire name.
    var name: String {
        switch self {
        case .aps: "aps"
        case .msgID: "_j_msgid"
        case .business: "_j_business"
        case .uid: "_j_uid"
        case .content: "content"
        case .title: "title"
        case .extras: "extras"
        case .inAppID: "mesageId"
        case .messageId: "messageId"
        case .messageID: "messageID"
        case .target: "target"
        case .clickAction: "clickAction"
        case .tags: "tags"
        case .tag: "tag"
        case .alias: "alias"
        case .mobileNumber: "mobileNumber"
        case .mobile: "mobile"
        case .badge: "badge"
        case .liveActivityId: "liveActivityId"
        case .pushToken: "pushToken"
        case .activityAttributes: "activityAttributes"
        case .pushToStartToken: "pushToStartToken"
        case .resCode: "resCode"
        case .iResCode: "iResCode"
        case .add: "add"
        case .remove: "remove"
        }
    }

    static let table = KeyTable<MTPushKey>()

    /// A custom message's members and their types (`mtpush.custom-message-shape`).
    static let customMessage = MemberTable<MTPushKey>(
        "custom message", [(.content, .string), (.title, .string), (.extras, .freeForm)], open: true)
    /// An in-app message's members and their types (`mtpush.inapp-shape`).
    static let inAppMessage = MemberTable<MTPushKey>(
        "in-app message",
        [
            (.inAppID, .string), (.title, .string), (.content, .string), (.clickAction, .string),
            (.target, .array(.string)), (.extras, .freeForm),
        ], open: true)
    /// A device request's members, each judged by rules of its own.
    static let deviceRequest = MemberTable<MTPushKey>(
        "device request",
        [
            (.tags, .ruled(.mtpush.tagsEmpty)), (.tag, .ruled(.mtpush.tagEmpty)), (.alias, .ruled(.mtpush.aliasEmpty)),
            (.mobileNumber, .ruled(.mtpush.mobileNumberFormat)), (.mobile, .ruled(.mtpush.mobileNumberFormat)),
            (.badge, .ruled(.mtpush.badgeRange)), (.liveActivityId, .ruled(.mtpush.liveActivityIDEmpty)),
            (.pushToken, .ruled(.apnsRequest.deviceTokenFormat)),
            (.activityAttributes, .ruled(.mtpush.activityAttributesEmpty)),
            (.pushToStartToken, .ruled(.apnsRequest.deviceTokenFormat)),
        ], open: true)
}
