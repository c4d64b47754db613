/// What the caller decides about a validation run: the options every kind shares, and each
/// family's own group (`options.apns`, ...), which that family declares in its folder.
public struct ValidationOptions: Sendable, Hashable {
    /// Which serialization a body limit is measured on (see the `json.max-bytes` and size rules in
    /// `Docs/Rules.md`).
    public enum Measure: String, Sendable, Hashable, CaseIterable {
        /// The bytes exactly as given: what is sent when the file is sent as it is.
        case asGiven = "as-given"
        /// The library's compact re-encoding of the parsed document.
        case compact
    }

    /// A byte limit of the caller's (`json.max-bytes`), for every kind: the only limit of kind
    /// `json`, and a limit besides the family's own for the others; `nil` for none.
    public var maxBytes: Int?
    /// How bodies given as bytes are measured. Values built in code are always measured compact.
    public var measure: Measure
    /// Whether every warning is reported as an error.
    public var strict: Bool
    /// Severities that replace a rule's default, by rule id.
    public var severityOverrides: [String: Severity]
    /// Rules not to run, by id.
    public var disabledRules: Set<String>
    /// How many findings a report shows at most; the others are counted, and one closing
    /// `json.findings-omitted` finding says how many of which rules were left out.
    public var maxFindings: Int
    /// The lowest severity a report lists: findings below it are counted (``ValidationReport``'s
    /// counts and validity include them) but neither listed nor built, which saves their messages
    /// and positions when only errors, or errors and warnings, will be shown. `.info` lists all.
    public var minimumListedSeverity: Severity = .info
    /// The current time in Unix seconds for rules that compare with it (`apns.expiration-past`);
    /// `nil` skips them, so results never depend on the clock unless asked.
    public var now: Int64?
    /// The app's localized strings, for the rules that check a payload's localization keys and
    /// arguments against them (`apns.loc-key-unknown`, `fcm.loc-args-count`, ...); empty (the
    /// default) skips them. Load them once and share them: a copy costs no copy of the strings.
    public var strings = StringResources()
    /// The families' own option groups.
    var groups = FamilyOptionGroups()
    /// The families whose file type the payload's file has (``apply(fileExtension:)``): under
    /// `auto`, their detectors are asked first.
    var fileTypeFamilies: Set<String> = []

    /// Creates options; the defaults report every rule at its default severity.
    public init(
        maxBytes: Int? = nil, measure: Measure = .asGiven, strict: Bool = false,
        severityOverrides: [String: Severity] = [:], disabledRules: Set<String> = [], now: Int64? = nil,
        maxFindings: Int = ValidationOptions.defaultMaxFindings
    ) {
        self.maxFindings = maxFindings
        self.maxBytes = maxBytes
        self.measure = measure
        self.strict = strict
        self.severityOverrides = severityOverrides
        self.disabledRules = disabledRules
        self.now = now
    }

    /// The default of ``maxFindings``.
    public static let defaultMaxFindings = 1000

    /// A family's option group; its default when none was set. Families expose their group as a
    /// property (`options.apns`) built on this.
    public subscript<Group: FamilyOptions>(group type: Group.Type) -> Group {
        get { groups[type] }
        set { groups[type] = newValue }
    }

    /// The severity a finding of `rule` is reported with, or `nil` if the rule is disabled (or
    /// off by default and not turned on by a severity override).
    func severity(for rule: Rule) -> Severity? {
        guard disabledRules.isEmpty || !disabledRules.contains(rule.id) else { return nil }
        let override = severityOverrides.isEmpty ? nil : severityOverrides[rule.id]
        if override == nil, rule.offByDefault != nil { return nil }
        let chosen = override ?? rule.defaultSeverity
        return strict && chosen == .warning ? .error : chosen
    }
}
