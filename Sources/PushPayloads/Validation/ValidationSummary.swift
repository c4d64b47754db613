/// The verdict of a validation without its findings' text: what a server sending at volume needs
/// to decide whether to send.
///
/// Made by ``PayloadValidator/check(_:as:options:)``, which evaluates exactly the rules
/// `PayloadValidator.validate(_:as:options:)` does, with the same severities, but never builds a
/// message, pointer or position. Call `validate` for the findings when `isValid` is false.
public struct ValidationSummary: Sendable, Hashable {
    /// The kind the payload was checked as (the detected kind when `auto` was asked for).
    public var kind: PayloadKind
    /// The measured size in bytes, or the input's length when it was rejected before measuring.
    public var byteCount: Int
    /// The applicable body limit in bytes, if any (its JSON key is `limit` too). A limit a result
    /// reports is `limit`; a limit a caller sets, or a documented constant, is `...MaxBytes`.
    public var limit: Int?

    /// Findings with severity `error`.
    public var errors: Int
    /// Findings with severity `warning`.
    public var warnings: Int
    /// Findings with severity `info`.
    public var infos: Int

    /// Whether no finding has severity `error`.
    public var isValid: Bool { errors == 0 }
}

extension PayloadValidator {
    /// Checks a payload given as bytes against every rule of its kind, counting the findings
    /// without rendering them.
    ///
    /// - Parameters:
    ///   - bytes: The payload exactly as it would be sent.
    ///   - kind: What the payload is; `.auto` detects it from the keys.
    ///   - options: Limits, measuring, severities, request context.
    /// - Returns: The kind, the size, the limit and the number of findings by severity; equal to
    ///   what `validate(_:as:options:)` reports.
    public static func check(
        _ bytes: some Collection<UInt8>, as kind: PayloadKind, options: ValidationOptions = ValidationOptions()
    ) -> ValidationSummary {
        switch start(bytes, options: options, rendersFindings: false) {
        case .parsed(var run):
            let outcome = check(&run, kind: kind)
            return summary(of: run, kind: outcome.kind, byteCount: outcome.size.measured, limit: outcome.limit)
        case .rejected(let run):
            return summary(of: run, kind: unreadableKind(kind), byteCount: run.document.byteCount, limit: nil)
        }
    }

    private static func summary(of run: ValidationRun, kind: PayloadKind, byteCount: Int, limit: Int?)
        -> ValidationSummary
    {
        ValidationSummary(
            kind: kind, byteCount: byteCount, limit: limit, errors: run.counts.errors,
            warnings: run.counts.warnings, infos: run.counts.infos)
    }
}
