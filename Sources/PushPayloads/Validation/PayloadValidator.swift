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
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes)
        } catch {
            return rejected(bytes, error: error, kind: kind, options: options)
        }
        var run = ValidationRun(document: document, options: options)
        return check(&run, kind: kind)
    }

    /// Validates a document the reader has already parsed (for example one also handed to
    /// ``PayloadDecoder``), without reading the text again.
    public static func validate(
        _ document: JSONDocument, as kind: PayloadKind, options: ValidationOptions = ValidationOptions()
    ) -> ValidationReport {
        var run = ValidationRun(document: document, options: options)
        return check(&run, kind: kind)
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
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes)
        } catch {
            return rejected(bytes, error: error, kind: kind, options: options, hasText: false)
        }
        var run = ValidationRun(document: document, hasText: false, options: options)
        return check(&run, kind: kind)
    }

    private static func check(_ run: inout ValidationRun, kind requested: PayloadKind) -> ValidationReport {
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
        } else if run.document.kind(of: 0) != .object {
            run.report(
                .jsonRootNotObject,
                "kind \(kind.name) needs an object at the root, found \(run.document.kind(of: 0).article)",
                pointer: JSONPointer(), node: 0)
        } else if kind.name == PayloadKind.apns.name {
            (size, limit) = APNsChecks.validateBody(&run, pushType: kind.pushType, size: size)
        }
        return ValidationReport(
            kind: kind, byteCount: size.measured, compactByteCount: size.compact, byteLimit: limit,
            diagnostics: run.finishedDiagnostics()
        )
    }

    /// The report for bytes that are not JSON: the fatal finding, and a byte-order mark if any.
    private static func rejected(
        _ bytes: some Collection<UInt8>, error: JSONReadError, kind: PayloadKind, options: ValidationOptions,
        hasText: Bool = true
    ) -> ValidationReport {
        let source = (bytes as? [UInt8]) ?? Array(bytes)
        let document = JSONDocument(source: source, nodes: [], findings: [], hasByteOrderMark: false, escapeSavings: 0)
        var run = ValidationRun(document: document, hasText: hasText, options: options)
        if source.starts(with: JSONReader.byteOrderMark) {
            JSONChecks.reportByteOrderMark(&run)
        }
        let end = min(error.byteOffset + 1, source.count)
        run.report(
            Rule.fatal(error.code), error.message, pointer: error.pointer,
            byteRange: error.byteOffset..<max(end, error.byteOffset))
        return ValidationReport(
            kind: kind == .auto ? .json : kind, byteCount: source.count, compactByteCount: nil, byteLimit: nil,
            diagnostics: run.finishedDiagnostics()
        )
    }
}
