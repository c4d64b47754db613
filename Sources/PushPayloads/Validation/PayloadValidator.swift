/// The one entry point for checking a payload against the rule catalog.
///
/// Validation runs on the JSON layer, never on typed models: it parses once, reports every finding
/// (it does not stop at the first), and measures the bytes that are really sent.
public enum PayloadValidator {
    /// Validates a payload given as bytes.
    ///
    /// When the text is not JSON at all, the report holds only the first fatal finding (and
    /// `json.bom` if present) and nothing else runs (RULES.md §1.4).
    ///
    /// - Parameters:
    ///   - bytes: The payload exactly as it would be sent.
    ///   - kind: What the payload is; `.auto` detects it from the keys.
    ///   - options: Limits, measuring, severities.
    /// - Returns: The report: kind, sizes, limit and findings.
    public static func validate(
        _ bytes: some Collection<UInt8>, as kind: PayloadKind, options: ValidationOptions = ValidationOptions()
    ) -> ValidationReport {
        var run = start(bytes, options: options, rendersFindings: true)
        return report(run: &run, kind: kind)
    }

    /// Validates a document the reader has already parsed (for example one also handed to
    /// ``PayloadDecoder``), without reading the text again.
    public static func validate(
        _ document: JSONDocument, as kind: PayloadKind, options: ValidationOptions = ValidationOptions()
    ) -> ValidationReport {
        var run = Run.parsed(ValidationRun(document: document, options: options))
        return report(run: &run, kind: kind)
    }

    /// Validates a value built in code. It has no text, so findings have pointers but no lines,
    /// and sizes are measured on the library's compact encoding.
    public static func validate(
        _ value: JSONValue, as kind: PayloadKind, options: ValidationOptions = ValidationOptions()
    ) -> ValidationReport {
        // Rules run on the tape of exactly the bytes that would be sent.
        validate(encoded: value.jsonBytes(), as: kind, options: options)
    }

    /// Validates the library's own compact encoding of a value built in code: no lines and
    /// columns, sizes measured compact.
    static func validate(encoded bytes: [UInt8], as kind: PayloadKind, options: ValidationOptions) -> ValidationReport {
        var run = start(bytes, options: options, hasText: false, rendersFindings: true)
        return report(run: &run, kind: kind)
    }

    /// A run over bytes: parsed, or rejected with its fatal finding already reported.
    enum Run {
        case parsed(ValidationRun)
        case rejected(ValidationRun)
    }

    static func start(
        _ bytes: some Collection<UInt8>, options: ValidationOptions, hasText: Bool = true, rendersFindings: Bool
    ) -> Run {
        do {
            let document = try JSONReader.read(bytes)
            return .parsed(
                ValidationRun(document: document, hasText: hasText, options: options, rendersFindings: rendersFindings))
        } catch {
            return .rejected(
                rejected(bytes, error: error, options: options, hasText: hasText, rendersFindings: rendersFindings))
        }
    }

    /// Runs the checks (unless the text was rejected) and makes the full report.
    private static func report(run: inout Run, kind: PayloadKind) -> ValidationReport {
        switch run {
        case .parsed(var parsed):
            let outcome = check(&parsed, kind: kind)
            return ValidationReport(
                kind: outcome.kind, byteCount: outcome.size.measured, compactByteCount: outcome.size.compact,
                byteLimit: outcome.limit, diagnostics: parsed.finishedDiagnostics())
        case .rejected(let rejected):
            return ValidationReport(
                kind: kind == .auto ? .json : kind, byteCount: rejected.document.byteCount, compactByteCount: nil,
                byteLimit: nil, diagnostics: rejected.finishedDiagnostics())
        }
    }

    /// What the checks decided besides the findings.
    struct Outcome {
        var kind: PayloadKind
        var size: BodySize
        var limit: Int?
    }

    static func check(_ run: inout ValidationRun, kind requested: PayloadKind) -> Outcome {
        let kind = requested == .auto ? KindDetection.detect(&run).with(pushType: requested.pushType) : requested
        JSONChecks.run(&run)
        var size = BodySize(run)
        var limit: Int? = nil
        if kind.name == PayloadKind.json.name {
            if let maxBytes = run.options.maxBytes {
                limit = maxBytes
                JSONChecks.checkLimit(
                    &run, size: size, limit: maxBytes, limitName: "--max-bytes", rule: .jsonMaxBytes)
            }
        } else if case let rootKind = run.document.kind(of: 0), rootKind != .object {
            run.report(
                .jsonRootNotObject, "kind \(kind.name) needs an object at the root, found \(rootKind.article)",
                pointer: JSONPointer(), node: 0)
        } else if kind.name == PayloadKind.apns.name {
            (size, limit) = APNsChecks.validateBody(&run, pushType: kind.pushType, size: size)
        }
        return Outcome(kind: kind, size: size, limit: limit)
    }

    /// The run for bytes that are not JSON: the fatal finding, and a byte-order mark if any.
    private static func rejected(
        _ bytes: some Collection<UInt8>, error: JSONReadError, options: ValidationOptions, hasText: Bool,
        rendersFindings: Bool
    ) -> ValidationRun {
        let source = (bytes as? [UInt8]) ?? Array(bytes)
        let document = JSONDocument(source: source, nodes: [], findings: [], hasByteOrderMark: false, escapeSavings: 0)
        var run = ValidationRun(
            document: document, hasText: hasText, options: options, rendersFindings: rendersFindings)
        if source.starts(with: JSONReader.byteOrderMark) {
            JSONChecks.reportByteOrderMark(&run)
        }
        let end = min(error.byteOffset + 1, source.count)
        run.report(
            Rule.fatal(error.code), error.message, pointer: error.pointer,
            byteRange: error.byteOffset..<max(end, error.byteOffset))
        return run
    }
}
