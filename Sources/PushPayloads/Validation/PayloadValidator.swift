/// The one entry point for checking a payload against the rule catalog.
///
/// Validation runs on the JSON layer, never on typed models: it parses once, reports every finding
/// (it does not stop at the first), and measures the bytes that are really sent.
public enum PayloadValidator {
    /// Validates a payload given as bytes.
    ///
    /// When the text is not JSON at all, the report holds only the first fatal finding (and
    /// `json.bom` if present) and nothing else runs (the `json.*` rules in `Docs/Rules.md`).
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
            // Findings a run cannot show are only counted: a run that renders shows at most
            // maxFindings, and one that counts shows none.
            let document = try JSONReader.read(
                bytes, findsDuplicates: true, findingLimit: rendersFindings ? options.maxFindings : 0)
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
                limit: outcome.limit, diagnostics: parsed.finishedDiagnostics(), counts: parsed.counts)
        case .rejected(let rejected):
            return ValidationReport(
                kind: unreadableKind(kind), byteCount: rejected.document.byteCount, compactByteCount: nil,
                limit: nil, diagnostics: rejected.finishedDiagnostics(), counts: rejected.counts)
        }
    }

    /// The kind reported for text that is not JSON: the one asked for, or for `auto`, the fallback.
    static func unreadableKind(_ kind: PayloadKind) -> PayloadKind {
        kind == .auto ? PayloadFamily.documentChecks.fallbackKind : kind
    }

    /// What the checks decided besides the findings.
    struct Outcome {
        var kind: PayloadKind
        var size: BodySize
        var limit: Int?
    }

    /// The dispatch: the document's own findings, the family of the kind (detected for `auto`, or
    /// a family that takes the kind over given the options), then the family's limits and the
    /// caller's.
    static func check(_ run: inout ValidationRun, kind requested: PayloadKind) -> Outcome {
        let common = PayloadFamily.documentChecks
        let asked = requested == .auto ? detect(&run) : requested
        common.checkDocument(&run)
        let family = PayloadFamily.checking(asked, options: run.options)
        let kind =
            family.flatMap { $0.kinds.contains(asked) || $0.documents.contains(asked) ? asked : $0.kinds.first }
            ?? asked
        guard let family else {
            // Kinds are made only by registered families, so this is not reached.
            return Outcome(kind: kind, size: BodySize(run), limit: nil)
        }
        let outcome =
            !family.rootIsObject || common.requireObjectRoot(&run, kind)
            ? family.definition.check(&run, kind, BodySize(run)) : FamilyOutcome(size: BodySize(run))
        let callerLimit = run.options.maxBytes.map(common.callerLimit)
        common.checkLimits(&run, outcome.size, outcome.limit, callerLimit)
        let limit: Int? =
            switch (outcome.limit?.bytes, callerLimit?.bytes) {
            case (let family?, let caller?): min(family, caller)
            case (let family, let caller): family ?? caller
            }
        return Outcome(kind: kind, size: outcome.size, limit: limit)
    }

    /// Every family's `auto` signals, read in one pass over a document's root.
    private static let signals = AutoSignals.Index(PayloadFamily.all)

    /// `auto`: the first family, in table order, whose detector recognises the document. When it
    /// is a vendor family, the later vendor families are asked too: a second one that recognises
    /// the document makes the choice ambiguous (the first still decides). Only the families whose
    /// signals the root has are asked. A root array is no family's document; when one of its
    /// elements is, that is reported.
    private static func detect(_ run: inout ValidationRun) -> PayloadKind {
        let common = PayloadFamily.documentChecks
        let document = run.document
        if document.kind(of: 0) == .array {
            for (index, element) in document.nodes.children(of: 0).enumerated() {
                guard let (detection, _) = detection(in: document, at: element.value, fileFamilies: []) else {
                    continue
                }
                common.reportDocumentArray(&run, index, detection)
                break
            }
        }
        guard let (detection, other) = detection(in: document, at: 0, fileFamilies: run.options.fileTypeFamilies) else {
            common.reportDetection(&run, nil, nil)
            return common.fallbackKind
        }
        common.reportDetection(&run, detection, other)
        return detection.kind
    }

    /// The first family's detection of the node as a document root, and a later vendor family's
    /// when the first is a vendor's too. The families a decisive key names, or whose file type the
    /// file has (`fileFamilies`, by name), are asked first.
    private static func detection(in document: JSONDocument, at node: Int, fileFamilies: Set<String>)
        -> (Detection, Detection?)?
    {
        let families = PayloadFamily.all
        let (signalled, decided) = signals.families(signalledBy: document, at: node)
        // The families whose signals the node has, as bits: no array per document.
        let asked = { (index: Int) in signalled & (UInt64(1) << UInt64(index)) != 0 }
        let first = { (index: Int) in
            decided & (UInt64(1) << UInt64(index)) != 0 || fileFamilies.contains(families[index].name)
        }
        if decided != 0 || !fileFamilies.isEmpty {
            for index in families.indices where first(index) {
                if let detection = families[index].definition.detect(document, node) { return (detection, nil) }
            }
        }
        for index in families.indices where asked(index) {
            let family = families[index]
            guard let detection = family.definition.detect(document, node) else { continue }
            let other =
                family.isVendor
                ? families.indices[(index + 1)...].lazy.filter { asked($0) && families[$0].isVendor }.compactMap {
                    families[$0].definition.detect(document, node)
                }.first : nil
            return (detection, other)
        }
        return nil
    }

    /// The run for bytes that are not JSON: the fatal finding, and what was found before it.
    private static func rejected(
        _ bytes: some Collection<UInt8>, error: JSONReadError, options: ValidationOptions, hasText: Bool,
        rendersFindings: Bool
    ) -> ValidationRun {
        let source = (bytes as? [UInt8]) ?? Array(bytes)
        let document = JSONDocument(
            source: source, nodes: (.allocate(capacity: 1), 0), findings: [], hasByteOrderMark: false,
            escapeSavings: 0)
        var run = ValidationRun(
            document: document, hasText: hasText, options: options, rendersFindings: rendersFindings)
        PayloadFamily.documentChecks.reportUnreadable(&run, error)
        return run
    }
}
