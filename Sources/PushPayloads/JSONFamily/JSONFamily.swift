extension PayloadKind {
    /// Any JSON text: only the `json.*` rules, no limit unless ``ValidationOptions/maxBytes`` is set.
    public static let json = PayloadKind(registering: "json")
}

extension PayloadFamily {
    /// The JSON layer as a family: kind `json`, the `json.*` rules (which run for every kind), and
    /// the fallback of `auto`.
    public static let json = PayloadFamily(JSONFamily())
}

/// The json family's declaration (see ``PayloadFamily/json``).
struct JSONFamily: FamilyDefinition {
    let name = "json"
    let summary = "any JSON text: syntax, encoding, numbers, duplicates and an optional byte limit"
    let kinds: [PayloadKind] = [.json]
    let rules: [Rule] = Rule.json.all
    // Every json.* rule concerns the text (grammar, encoding, duplicates, number literals,
    // size), which a schema never sees: any JSON value is valid.
    // Any JSON value: a root that is no object is no finding, and only the JSON layer's rules run.
    let rootIsObject = false

    func schema(for kind: PayloadKind) -> JSONObject? {
        ["description": "Any JSON value. The json.* rules check the text itself, which JSON Schema cannot see."]
    }

    func check(_ _: inout ValidationRun, _ _: PayloadKind, _ size: BodySize) -> FamilyOutcome {
        FamilyOutcome(size: size)
    }
}

extension DocumentChecks {
    /// The `json.*` rules every payload gets.
    static let json = DocumentChecks(
        checkDocument: { run in JSONChecks.run(&run) },
        reportUnreadable: { run, error in
            if run.document.source.starts(with: JSONReader.byteOrderMark) {
                JSONChecks.reportByteOrderMark(&run)
            }
            let end = min(error.byteOffset + 1, run.document.source.count)
            run.report(
                RuleRegistry.rule(id: error.code.ruleID) ?? .json.syntax, error.message, pointer: error.pointer,
                byteRange: error.byteOffset..<max(end, error.byteOffset))
        },
        reportDetection: { run, detection, other in
            guard let detection else {
                run.report(
                    .json.autoKind, "checked as \(PayloadKind.json.name): no kind-specific keys found",
                    at: JSONPointer()
                )
                return
            }
            run.report(
                .json.autoKind, "checked as \(detection.kind.name): \(detection.reason())", at: detection.pointer(),
                token: .key)
            if let other {
                run.report(
                    .json.autoKindAmbiguous,
                    "\"\(other.keyName)\" points to \(other.kind.name) too, but \"\(detection.keyName)\" decided"
                        + " \(detection.kind.name); pass --kind to choose",
                    at: other.pointer(), token: .key)
            }
        },
        reportDocumentArray: { run, index, detection in
            let element = [String(index)]
            run.report(
                .json.documentArray,
                "the root is an array, and element \(JSONPointer(tokens: element)) is a document of kind \(detection.kind.name)"
                    + " (\(detection.reason(under: element))); lint each document on its own",
                at: detection.pointer(under: element), token: .key)
        },
        callerLimit: { bytes in ByteLimit(bytes: bytes, name: "--max-bytes", rule: .json.maxBytes) },
        checkLimits: { run, size, family, caller in
            JSONChecks.checkLimits(&run, size: size, family: family, caller: caller)
        },
        fallbackKind: .json,
        requireObjectRoot: { run, kind in JSONChecks.requireObjectRoot(&run, kind: kind) },
        omissionNotice: { omitted in
            guard !omitted.isEmpty else { return nil }
            let total = omitted.reduce(0) { $0 + $1.count }
            let parts = omitted.prefix(5).map { "\($0.ruleID) ×\($0.count.grouped)" }
            let more = omitted.count > 5 ? ", and \(omitted.count - 5) more rules" : ""
            var notice = Diagnostic(
                rule: .json.findingsOmitted,
                message:
                    "\(total.grouped) more findings not shown (\(parts.joined(separator: ", "))\(more)); raise maxFindings (--max-findings) to see them",
                pointer: JSONPointer())
            notice.severity = .info
            return notice
        }
    )
}
