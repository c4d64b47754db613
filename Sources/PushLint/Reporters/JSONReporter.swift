import PushPayloads

/// The stable machine format README.md documents: `{"version":1,"files":[…],"summary":{…}}`.
///
/// It is the library's own encoding: each file is its `path` (and a JSON Lines record's `record`)
/// followed by the `ValidationReport`'s members as its `Codable` conformance writes them (with the
/// shown findings), and each finding has `url`, its rule's documentation. Compact, members in order.
enum JSONReporter {
    /// The document for `results`, and a newline.
    ///
    /// - Throws: An `EncodingError` for a next step whose time is outside 1970 to 9999, which no
    ///   validation produces.
    static func render(_ results: [FileResult], summary: Summary, docs: RuleDocumentation = .standard) throws -> String
    {
        // Each rule's link made once, not once a finding.
        var urls: [String: String] = [:]
        for result in results {
            for diagnostic in result.shown where urls[diagnostic.ruleID] == nil {
                urls[diagnostic.ruleID] = docs.url(for: diagnostic.ruleID)
            }
        }
        let made = urls
        let links = Diagnostic.DocumentationLinks { made[$0] ?? docs.url(for: $0) }
        // Built as one value from the report's own members (``ValidationReport/jsonObject``) and
        // written once: no coder's containers per member.
        let files: [JSONValue] = try results.map { result in
            var leading = [JSONObject.Member(key: "path", value: .string(result.path))]
            if let record = result.record {
                leading.append(JSONObject.Member(key: "record", value: .number(JSONNumber(record))))
            }
            var report = result.report
            report.diagnostics = result.shown
            return .object(try report.jsonObject(leading: leading, links: links))
        }
        let document: JSONValue = ["version": 1, "files": .array(files), "summary": .object(summary.jsonObject)]
        return String(decoding: document.jsonBytes(), as: UTF8.self) + "\n"
    }
}

extension Summary {
    /// `{"files","errors","warnings","infos"}`.
    var jsonObject: JSONObject {
        [
            "files": .number(JSONNumber(files)), "errors": .number(JSONNumber(errors)),
            "warnings": .number(JSONNumber(warnings)), "infos": .number(JSONNumber(infos)),
        ]
    }
}
