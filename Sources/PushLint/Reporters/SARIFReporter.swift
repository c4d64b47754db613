import PushPayloads

/// SARIF 2.1.0, for code-scanning services: one run, the rules of its results as `tool.driver.rules`, each
/// finding a result with its region (columns in Unicode code points, as ``SourceLocation`` counts them)
/// and its JSON Pointer as a logical location. Deterministic: no timestamps, files in order given.
///
/// Each result carries a partial fingerprint, ``fingerprintKey``, made from what identifies the
/// finding and not from where its line is: the path, the rule, the JSON Pointer and the how-many-th
/// finding of that rule at that pointer it is. Code scanning thus tracks a finding across commits
/// that move it to another line. `primaryLocationLineHash` is left to GitHub's upload, which
/// computes it from the file.
enum SARIFReporter {
    /// The partial fingerprint's key; `/v1` changes if what it hashes ever does.
    static let fingerprintKey = "pushlintFinding/v1"

    static func render(_ results: [FileResult], docs: RuleDocumentation = .standard) -> String {
        // The rules of the results only, in catalog order: code scanning reads a rule's help from
        // its descriptor, and a whole catalog would make every log hundreds of kilobytes.
        let referenced = Set(results.flatMap(\.shown).map(\.ruleID))
        let rules = RuleRegistry.all.filter { referenced.contains($0.id) }
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        let findings: [JSONValue] = results.flatMap { file in
            zip(file.shown, fingerprints(of: file.shown, path: file.identity)).map { diagnostic, fingerprint in
                result(diagnostic, path: file.path, ruleIndex: ruleIndex[diagnostic.ruleID], fingerprint: fingerprint)
            }
        }
        // One artifact a file: the records of a JSON Lines file share theirs, whose length is no
        // record's.
        var listed: Set<String> = []
        let artifacts: [JSONValue] = results.compactMap { file in
            guard listed.insert(file.path).inserted else { return nil }
            var artifact: JSONObject = ["location": ["uri": .string(uri(file.path))]]
            if file.record == nil { artifact.append(key: "length", value: .number(JSONNumber(file.report.byteCount))) }
            return .object(artifact)
        }
        let driver: JSONObject = [
            "name": "pushlint",
            "version": .string(PushLint.version),
            "informationUri": .string(RuleDocumentation.home),
            "rules": .array(rules.map { descriptor($0, docs: docs) }),
        ]
        let run: JSONObject = [
            "tool": ["driver": .object(driver)],
            "columnKind": "unicodeCodePoints",
            "artifacts": .array(artifacts),
            "results": .array(findings),
        ]
        let log: JSONValue = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [.object(run)],
        ]
        return log.description + "\n"
    }

    /// The SARIF level of a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private static func descriptor(_ rule: Rule, docs: RuleDocumentation) -> JSONValue {
        var object: JSONObject = [
            "id": .string(rule.id),
            "shortDescription": ["text": .string(rule.summary)],
            "fullDescription": ["text": .string(rule.summary)],
            "help": ["text": .string(helpText(rule)), "markdown": .string(helpMarkdown(rule, docs: docs))],
            "defaultConfiguration": ["level": .string(level(rule.defaultSeverity))],
            "helpUri": .string(docs.url(for: rule.id)),
        ]
        if rule.source.hasPrefix("https://") {
            object.append(key: "properties", value: ["source": .string(rule.source)])
        }
        return .object(object)
    }

    private static func helpText(_ rule: Rule) -> String {
        rule.help + (rule.source.hasPrefix("https://") ? " Source: \(rule.source)" : "")
    }

    private static func helpMarkdown(_ rule: Rule, docs: RuleDocumentation) -> String {
        var text = rule.help
        if rule.source.hasPrefix("https://") { text += "\n\nSource: <\(rule.source)>" }
        return text + "\n\n[`\(rule.id)` in the rule reference](\(docs.url(for: rule.id)))"
    }

    /// The fingerprint of each of a file's findings, in order: the path, the rule, the pointer, and
    /// the how-many-th finding of that rule at that pointer it is (SARIF results and baselines).
    static func fingerprints(of diagnostics: [Diagnostic], path: String) -> [String] {
        var occurrences: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let identity = diagnostic.ruleID + "\u{0}" + diagnostic.pointer.description
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            return fingerprint(path: path, identity: identity, occurrence: occurrence)
        }
    }

    /// FNV-1a over the path, the identity and the occurrence, as 16 hex digits: stable across
    /// runs and platforms.
    static func fingerprint(path: String, identity: String, occurrence: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (path + "\u{0}" + identity + "\u{0}" + String(occurrence)).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func result(_ diagnostic: Diagnostic, path: String, ruleIndex: Int?, fingerprint: String)
        -> JSONValue
    {
        var physical: JSONObject = ["artifactLocation": ["uri": .string(uri(path))]]
        if let location = diagnostic.location {
            physical.append(
                key: "region",
                value: [
                    "startLine": .number(JSONNumber(location.line)),
                    "startColumn": .number(JSONNumber(location.column)),
                    "endLine": .number(JSONNumber(location.endLine)),
                    "endColumn": .number(
                        JSONNumber(max(location.endColumn, location.line == location.endLine ? location.column : 1))),
                ]
            )
        }
        var locationObject: JSONObject = ["physicalLocation": .object(physical)]
        if !diagnostic.pointer.tokens.isEmpty {
            locationObject.append(
                key: "logicalLocations",
                value: [["fullyQualifiedName": .string(diagnostic.pointer.description), "kind": "member"]]
            )
        }
        var object: JSONObject = ["ruleId": .string(diagnostic.ruleID)]
        if let ruleIndex { object.append(key: "ruleIndex", value: .number(JSONNumber(ruleIndex))) }
        object.append(key: "level", value: .string(level(diagnostic.severity)))
        object.append(key: "message", value: ["text": .string(diagnostic.message)])
        object.append(key: "locations", value: [.object(locationObject)])
        object.append(key: "partialFingerprints", value: [fingerprintKey: .string(fingerprint)])
        // What to do next, as a value a tool can act on (a result's property bag, SARIF §3.8).
        if let step = diagnostic.nextStep, let value = try? PayloadEncoder().encodeValue(step) {
            object.append(key: "properties", value: ["nextStep": value])
        }
        return .object(object)
    }

    /// A path as a relative URI reference: `/` kept, everything outside RFC 3986's unreserved
    /// characters percent-encoded; standard input is `stdin`.
    static func uri(_ path: String) -> String {
        guard path != "<stdin>" else { return "stdin" }
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
