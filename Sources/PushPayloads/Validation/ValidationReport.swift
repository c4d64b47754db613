/// The result of validating one payload.
public struct ValidationReport: Sendable, Hashable {
    /// The kind the payload was checked as (the detected kind when `auto` was asked for).
    public var kind: PayloadKind
    /// The measured size in bytes, or the input's length when it was rejected before measuring.
    public var byteCount: Int
    /// The compact size, when the payload parsed.
    public var compactByteCount: Int?
    /// The applicable body limit in bytes, if any (its JSON key is `limit` too). A limit a result
    /// reports is `limit`; a limit a caller sets, or a documented constant, is `...MaxBytes`.
    public var limit: Int?

    /// The findings shown, sorted by position and then rule id: at most
    /// ``ValidationOptions/maxFindings``, then a `json.findings-omitted` finding if more were found.
    public var diagnostics: [Diagnostic]
    /// Every finding by severity, shown or not (the closing `json.findings-omitted` aside); three
    /// stored counts, not an array, so a report allocates nothing beyond its findings.
    private var errors: Int
    private var warnings: Int
    private var infos: Int

    init(
        kind: PayloadKind, byteCount: Int, compactByteCount: Int?, limit: Int?, diagnostics: [Diagnostic],
        counts: (errors: Int, warnings: Int, infos: Int)
    ) {
        self.kind = kind
        self.byteCount = byteCount
        self.compactByteCount = compactByteCount
        self.limit = limit
        self.diagnostics = diagnostics
        errors = counts.errors
        warnings = counts.warnings
        infos = counts.infos
    }

    /// Whether no finding, shown or not, has severity `error`.
    public var isValid: Bool {
        errors == 0
    }

    /// The number of findings with `severity`, shown or not.
    public func count(of severity: Severity) -> Int {
        switch severity {
        case .error: errors
        case .warning: warnings
        case .info: infos
        }
    }

    /// Removes the shown findings that `shouldBeRemoved` picks, and takes them out of the counts
    /// (so ``isValid`` and ``count(of:)`` describe what is left): for findings a caller has
    /// accepted, such as those recorded in a baseline. Findings that were only counted (beyond
    /// ``ValidationOptions/maxFindings``) cannot be picked and stay counted.
    public mutating func removeAll(where shouldBeRemoved: (Diagnostic) throws -> Bool) rethrows {
        var kept: [Diagnostic] = []
        kept.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            guard try shouldBeRemoved(diagnostic) else {
                kept.append(diagnostic)
                continue
            }
            // The closing summary of omitted findings is not one of the counted findings.
            if diagnostic.ruleID == Rule.json.findingsOmitted.id { continue }
            switch diagnostic.severity {
            case .error: errors -= 1
            case .warning: warnings -= 1
            case .info: infos -= 1
            }
        }
        diagnostics = kept
    }
}
