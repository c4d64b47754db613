/// What a payload is, which decides the rules and limits that apply (RULES.md §2).
///
/// Kinds are values with a stable ``name`` (the `--kind` argument), so families can add theirs
/// without breaking exhaustive switches in client code. An APNs kind may carry the push type, which
/// feeds every rule that reads it and picks the body limit.
public struct PayloadKind: Sendable, Hashable, CustomStringConvertible {
    /// The `--kind` name.
    public let name: String
    /// The push type, when the caller knows it (`--push-type`).
    public let pushType: APNs.PushType?

    private init(name: String, pushType: APNs.PushType? = nil) {
        self.name = name
        self.pushType = pushType
    }

    /// Any JSON text: only the `json.*` rules, no limit unless one is given.
    public static let json = PayloadKind(name: "json")

    /// Detect the kind from the payload's keys (§2.11); the choice is reported as `json.auto-kind`.
    public static let auto = PayloadKind(name: "auto")

    /// An APNs request body (`aps` and custom keys, or an MDM body), push type unknown.
    public static let apns = PayloadKind(name: "apns")

    /// An APNs request body sent with this push type.
    public static func apns(pushType: APNs.PushType?) -> PayloadKind {
        PayloadKind(name: "apns", pushType: pushType)
    }

    /// The same kind with a push type (for kinds that take one).
    public func with(pushType: APNs.PushType?) -> PayloadKind {
        PayloadKind(name: name, pushType: pushType)
    }

    /// Every kind, `auto` first.
    public static let allCases: [PayloadKind] = [.auto, .json, .apns]

    /// The kind with this `--kind` name.
    public init?(named name: String) {
        guard let kind = PayloadKind.allCases.first(where: { $0.name == name }) else { return nil }
        self = kind
    }

    /// The name, and the push type if known: `apns(voip)`.
    public var description: String { pushType.map { "\(name)(\($0))" } ?? name }
}
