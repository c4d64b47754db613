/// The Web Notification options FCM passes on from `webpush.notification` (a free-form object:
/// other members are kept as data), as the Notification API names them, and the members of one of
/// its `actions`.
enum WebNotificationKey: Int, WireKey {
    case title, body, icon, image, badge, lang, tag, renotify, requireInteraction, silent, timestamp, vibrate
    case actions, dir, action

    /// The wire name.
    var name: String {
        switch self {
        case .title: "title"
        case .body: "body"
        case .icon: "icon"
        case .image: "image"
        case .badge: "badge"
        case .lang: "lang"
        case .tag: "tag"
        case .renotify: "renotify"
        case .requireInteraction: "requireInteraction"
        case .silent: "silent"
        case .timestamp: "timestamp"
        case .vibrate: "vibrate"
        case .actions: "actions"
        case .dir: "dir"
        case .action: "action"
        }
    }

    static let table = KeyTable<WebNotificationKey>()

    /// The unit of a number option, for messages.
    var unit: String? {
        switch self {
        case .timestamp: "milliseconds since 1970"
        case .vibrate: "milliseconds"
        default: nil
        }
    }

    /// One of `actions`: the action's id and title, and an optional icon.
    static let actionObject = MemberTable<WebNotificationKey>(
        "action", plural: #"{"action", "title", "icon"} objects"#,
        [(.action, .string), (.title, .string), (.icon, .string)],
        required: [.action, .title])

    /// `webpush.notification`: the options and what each takes; other members are the app's data.
    static let options = MemberTable<WebNotificationKey>(
        "notification",
        [
            (.title, .string), (.body, .string), (.icon, .string), (.image, .string), (.badge, .string),
            (.lang, .string), (.tag, .string), (.renotify, .boolean), (.requireInteraction, .boolean),
            (.silent, .boolean), (.timestamp, .number), (.vibrate, .oneOf([.number, .array(.number)])),
            (.actions, .array(.object(actionObject))),
            (.dir, .constrained(.init(.values(["auto", "ltr", "rtl"]), .fcm.webpushDir))),
        ], open: true)

    /// How `webpush.notification` is read: an option of the wrong type, judged whole (`null`
    /// included), is `fcm.webpush-notification`; `dir` outside its values `fcm.webpush-dir`.
    static let reading = MemberReading<WebNotificationKey>(
        unknown: nil,
        type: (
            .fcm.webpushNotification,
            { mention in
                let unit = WebNotificationKey(name: mention.wireName)?.unit.map { " (\($0))" } ?? ""
                return "notification.\(mention.wireName) \(mention.found) is not \(mention.expected)\(unit)"
            },
            nil
        ),
        nullIsAbsent: false)
}
