/// The result of validating one payload.
public struct ValidationReport: Sendable, Hashable {
    /// The kind the payload was checked as (the detected kind when `auto` was asked for).
    public var kind: PayloadKind
    /// The measured size in bytes, or the input's length when it was rejected before measuring.
    public var byteCount: Int
    /// The compact size, when the payload parsed.
    public var compactByteCount: Int?
    /// The applicable body limit, if any.
    public var byteLimit: Int?
    /// The findings, sorted by position and then rule id.
    public var diagnostics: [Diagnostic]

    /// Whether no finding has severity `error`.
    public var isValid: Bool {
        !diagnostics.contains { $0.severity == .error }
    }

    /// The number of findings with `severity`.
    public func count(of severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}
