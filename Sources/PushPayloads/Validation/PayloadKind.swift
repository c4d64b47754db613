/// What a payload is, which decides the rules and limits that apply (RULES.md §2).
///
/// Kinds are values with a stable ``name`` (the `--kind` argument), so families can add theirs
/// without breaking exhaustive switches in client code.
public struct PayloadKind: Sendable, Hashable, CustomStringConvertible {
    /// The `--kind` name.
    public let name: String

    private init(name: String) {
        self.name = name
    }

    /// Any JSON text: only the `json.*` rules, no limit unless one is given.
    public static let json = PayloadKind(name: "json")

    /// Detect the kind from the payload's keys (§2.11); the choice is reported as `json.auto-kind`.
    public static let auto = PayloadKind(name: "auto")

    /// Every kind, `auto` first.
    public static let allCases: [PayloadKind] = [.auto, .json]

    /// The kind with this `--kind` name.
    public init?(named name: String) {
        guard let kind = PayloadKind.allCases.first(where: { $0.name == name }) else { return nil }
        self = kind
    }

    /// The name.
    public var description: String { name }
}
