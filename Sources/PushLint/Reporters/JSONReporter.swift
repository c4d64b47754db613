import PushPayloads

/// The stable machine format README.md documents: `{"version":1,"files":[…],"summary":{…}}`, written with
/// the library's own compact writer. `line`/`column` and `limit` are omitted when there are none;
/// each diagnostic ends with `url`, its rule's documentation.
enum JSONReporter {
    static func render(_ results: [FileResult], summary: Summary) -> String {
        let files: [JSONValue] = results.map { result in
            var file: JSONObject = [
                "path": .string(result.path),
                "kind": .string(result.report.kind.name),
                "bytes": .number(JSONNumber(result.report.byteCount)),
            ]
            if let limit = result.report.byteLimit { file.append(key: "limit", value: .number(JSONNumber(limit))) }
            file.append(key: "valid", value: .bool(result.report.isValid))
            file.append(key: "diagnostics", value: .array(result.shown.map(diagnostic)))
            return .object(file)
        }
        let document: JSONValue = [
            "version": 1,
            "files": .array(files),
            "summary": [
                "files": .number(JSONNumber(summary.files)),
                "errors": .number(JSONNumber(summary.errors)),
                "warnings": .number(JSONNumber(summary.warnings)),
                "infos": .number(JSONNumber(summary.infos)),
            ],
        ]
        return document.description + "\n"
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        var object: JSONObject = [
            "rule": .string(diagnostic.ruleID),
            "severity": .string(diagnostic.severity.rawValue),
            "pointer": .string(diagnostic.pointer.description),
        ]
        if let location = diagnostic.location {
            object.append(key: "line", value: .number(JSONNumber(location.line)))
            object.append(key: "column", value: .number(JSONNumber(location.column)))
        }
        object.append(key: "message", value: .string(diagnostic.message))
        object.append(key: "url", value: .string(RuleDocumentation.url(for: diagnostic.ruleID)))
        return .object(object)
    }
}
