/// What the caller decides about a validation run.
public struct ValidationOptions: Sendable, Hashable {
    /// Which serialization a body limit is measured on (RULES.md §4.2).
    public enum Measure: String, Sendable, Hashable, CaseIterable {
        /// The bytes exactly as given: what is sent when the file is sent as it is.
        case asGiven = "as-given"
        /// The library's compact re-encoding of the parsed document.
        case compact
    }

    /// A byte limit for kind `json` (`json.max-bytes`); `nil` for none.
    public var maxBytes: Int?
    /// How bodies given as bytes are measured. Values built in code are always measured compact.
    public var measure: Measure
    /// Whether every warning is reported as an error.
    public var strict: Bool
    /// Severities that replace a rule's default, by rule id.
    public var severityOverrides: [String: Severity]
    /// Rules not to run, by id.
    public var disabledRules: Set<String>
    /// The APNs request the body goes with (headers, device token, authentication); the `[ctx]`
    /// rules run only when it is given (RULES.md §1.4).
    public var request: APNs.Request?
    /// The current time in Unix seconds for rules that compare with it (`apns.expiration-past`);
    /// `nil` skips them, so results never depend on the clock unless asked.
    public var now: Int64?
    /// Whether device tokens may carry `<`, `>` and spaces (the old `NSData` description form),
    /// stripped before checking.
    public var lenientDeviceTokens: Bool
    /// Whether the body is an Xcode simulator `.apns` file, whose `Simulator Target Bundle` key is
    /// tooling metadata: reported as info and left out of the size.
    public var isSimulatorFile: Bool
    /// The limit for APNs broadcast sends (`apns.broadcastLimit`): 4096, or the unconfirmed 5120.
    public var broadcastLimit: Int

    /// Creates options; the defaults report every rule at its default severity.
    public init(
        maxBytes: Int? = nil, measure: Measure = .asGiven, strict: Bool = false,
        severityOverrides: [String: Severity] = [:], disabledRules: Set<String> = [], request: APNs.Request? = nil,
        now: Int64? = nil, lenientDeviceTokens: Bool = false, isSimulatorFile: Bool = false,
        broadcastLimit: Int = APNs.broadcastPayloadLimit
    ) {
        self.maxBytes = maxBytes
        self.measure = measure
        self.strict = strict
        self.severityOverrides = severityOverrides
        self.disabledRules = disabledRules
        self.request = request
        self.now = now
        self.lenientDeviceTokens = lenientDeviceTokens
        self.isSimulatorFile = isSimulatorFile
        self.broadcastLimit = broadcastLimit
    }

    /// The severity a finding of `ruleID` is reported with, or `nil` if the rule is disabled.
    func severity(for ruleID: String, default severity: Severity) -> Severity? {
        guard disabledRules.isEmpty || !disabledRules.contains(ruleID) else { return nil }
        let chosen = severityOverrides.isEmpty ? severity : severityOverrides[ruleID] ?? severity
        return strict && chosen == .warning ? .error : chosen
    }
}
