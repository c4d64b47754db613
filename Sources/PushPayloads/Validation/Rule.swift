/// One check of the rule catalog: declared once, read by the validator, `pushlint rules`, SARIF
/// output and the documentation alike.
public struct Rule: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The stable id, `<family>.<kebab-name>`.
    public let id: String
    /// The severity the rule reports with unless configuration says otherwise.
    public let defaultSeverity: Severity
    /// One line: what triggers the rule.
    public let summary: String
    /// What to do about it.
    public let help: String
    /// Where the fact comes from: a URL, or `—` for the library's own conventions.
    public let source: String

    /// Declares a rule.
    public init(id: String, defaultSeverity: Severity, summary: String, help: String, source: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
        self.source = source
    }

    /// The family: the part of the id before the first dot.
    public var family: String {
        String(id.prefix { $0 != "." })
    }

    /// The id.
    public var description: String { id }
}

/// Every rule the library knows, in catalog order.
public enum RuleRegistry {
    /// All rules, family by family in the order of ``PayloadFamily/all``.
    public static let all: [Rule] = PayloadFamily.all.flatMap(\.rules)

    private static let byID: [String: Rule] = Dictionary(
        all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule with this id.
    public static func rule(id: String) -> Rule? {
        byID[id]
    }
}
