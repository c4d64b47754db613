/// The Web Notification options FCM passes on from `webpush.notification` (a free-form object:
/// other members are kept as data), each with the JSON type the Notification API takes: the table
/// the check (`fcm.webpush-notification`) reads. The schema states errors only, so not this warning.
enum WebNotificationOptions {
    /// The JSON types an option takes.
    enum Shape {
        case string, boolean, number
        /// A number or an array of numbers (`vibrate`).
        case numberOrNumbers
        /// An array of action objects (`actions`).
        case actions
    }

    /// Each option and its shape, as the Notification API names them (`dir` has a rule of its own,
    /// `fcm.webpush-dir`; `data` is any value).
    static let all: [(name: String, shape: Shape)] = [
        ("title", .string), ("body", .string), ("icon", .string), ("image", .string), ("badge", .string),
        ("lang", .string), ("tag", .string), ("renotify", .boolean), ("requireInteraction", .boolean),
        ("silent", .boolean), ("timestamp", .number), ("vibrate", .numberOrNumbers), ("actions", .actions),
    ]

    /// The string members of an action, and which it must have.
    static let actionMembers: [(name: String, required: Bool)] = [("action", true), ("title", true), ("icon", false)]

    /// What a value of `shape` is, for messages.
    static func expected(_ shape: Shape) -> String {
        switch shape {
        case .string: "a string"
        case .boolean: "true or false"
        case .number: "a number (milliseconds since 1970)"
        case .numberOrNumbers: "a number or an array of numbers (milliseconds)"
        case .actions: "an array of {\"action\", \"title\", \"icon\"} objects"
        }
    }

    /// Whether the value at `node` has `shape`.
    static func accepts(_ shape: Shape, _ node: Int, in document: JSONDocument) -> Bool {
        let kind = document.kind(of: node)
        switch shape {
        case .string: return kind == .string
        case .boolean: return kind == .true || kind == .false
        case .number: return kind == .number
        case .numberOrNumbers:
            return kind == .number
                || kind == .array
                    && document.nodes.children(of: node).allSatisfy { document.kind(of: $0.value) == .number }
        case .actions:
            return kind == .array
                && document.nodes.children(of: node).allSatisfy { element in
                    guard document.kind(of: element.value) == .object else { return false }
                    return actionMembers.allSatisfy { member in
                        guard let found = document.member(named: member.name, in: element.value) else {
                            return !member.required
                        }
                        return document.kind(of: found.value) == .string
                    }
                }
        }
    }
}
