/// One check of the rule catalog: declared once, read by the validator, `pushlint rules`, SARIF
/// output and the documentation alike.
///
/// A rule is a value with reference storage: findings and limits copy it with one reference count,
/// not five strings'.
public struct Rule: Sendable, Hashable, Identifiable, CustomStringConvertible {
    private final class Storage: Sendable {
        let id: String
        let defaultSeverity: Severity
        let summary: String
        let help: String
        let source: String
        let offByDefault: String?
        let kinds: [String]

        init(
            id: String, defaultSeverity: Severity, summary: String, help: String, source: String, offByDefault: String?,
            kinds: [String]
        ) {
            self.id = id
            self.defaultSeverity = defaultSeverity
            self.summary = summary
            self.help = help
            self.source = source
            self.offByDefault = offByDefault
            self.kinds = kinds
        }
    }

    private let storage: Storage

    /// The stable id, `<family>.<kebab-name>`.
    public var id: String { storage.id }
    /// The severity the rule reports with unless configuration says otherwise.
    public var defaultSeverity: Severity { storage.defaultSeverity }
    /// One line: what triggers the rule.
    public var summary: String { storage.summary }
    /// What to do about it.
    public var help: String { storage.help }
    /// Where the fact comes from: a URL, or `—` for the library's own conventions.
    public var source: String { storage.source }
    /// Why the rule reports nothing unless a caller turns it on (its source is unconfirmed, so by
    /// default it would be noise on every ordinary payload); `nil` for a rule that is on. A
    /// severity for it in ``ValidationOptions/severityOverrides`` (pushlint:
    /// `"rules": {"<id>": "info"}`) turns it on.
    public var offByDefault: String? { storage.offByDefault }
    /// The names of the kinds and documents validation can report it on, as its declaration in
    /// `Rules/` gives them: `*` for every named kind, `*object` for every named kind whose documents
    /// are objects; none for a rule only `auto` or the fit operation reports.
    package var kinds: [String] { storage.kinds }

    /// Declares a rule.
    ///
    /// - Parameters:
    ///   - id: The stable id, `<family>.<kebab-name>`.
    ///   - defaultSeverity: The severity unless configuration says otherwise.
    ///   - summary: One line: what triggers the rule.
    ///   - help: What to do about it.
    ///   - source: Where the fact comes from: a URL, or `—` for the library's own conventions.
    ///   - offByDefault: Why the rule is off unless a caller turns it on, or `nil`.
    public init(
        id: String, defaultSeverity: Severity, summary: String, help: String, source: String,
        offByDefault: String? = nil
    ) {
        self.init(
            id: id, defaultSeverity: defaultSeverity, summary: summary, help: help, source: source,
            offByDefault: offByDefault, kinds: [])
    }

    /// Declares a rule of the catalog, with the kinds it reports on (see ``kinds``).
    package init(
        id: String, defaultSeverity: Severity, summary: String, help: String, source: String,
        offByDefault: String? = nil, kinds: [String]
    ) {
        storage = Storage(
            id: id, defaultSeverity: defaultSeverity, summary: summary, help: help, source: source,
            offByDefault: offByDefault, kinds: kinds)
    }

    /// Whether validation can report it on a document asked for as `kind` (not ``PayloadKind/auto``,
    /// which can get every rule), whose family's documents are objects or not.
    func reports(on kind: PayloadKind, objectRoot: Bool) -> Bool {
        storage.kinds.contains { $0 == kind.name || $0 == "*" || ($0 == "*object" && objectRoot) }
    }

    /// Whether two rules are the same declaration, or declare the same.
    public static func == (lhs: Rule, rhs: Rule) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.id == rhs.id && lhs.defaultSeverity == rhs.defaultSeverity && lhs.summary == rhs.summary
                && lhs.help == rhs.help && lhs.source == rhs.source && lhs.offByDefault == rhs.offByDefault
                && lhs.kinds == rhs.kinds)
    }

    /// Hashes the id (rules with equal ids and different text are rare and still unequal).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
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
