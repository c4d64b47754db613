import PushPayloads

/// The stable machine format README.md documents: `{"version":1,"files":[…],"summary":{…}}`.
///
/// It is the library's own encoding: each file is its `path` followed by the `ValidationReport`
/// as its `Codable` conformance writes it (with the shown findings), and each finding has `url`,
/// its rule's documentation, from `Diagnostic.DocumentationLinks` in the encoder's `userInfo`.
/// `PayloadEncoder` writes members in the order encoded, compactly.
enum JSONReporter {
    /// The document for `results`, and a newline.
    ///
    /// - Throws: An `EncodingError`, which the report's strings and integers do not produce.
    static func render(_ results: [FileResult], summary: Summary, docs: RuleDocumentation = .standard) throws -> String
    {
        var encoder = PayloadEncoder()
        encoder.userInfo[Diagnostic.documentationLinksKey] = Diagnostic.DocumentationLinks { docs.url(for: $0) }
        let bytes = try encoder.encode(Document(files: results.map(FileEntry.init), summary: summary))
        return String(decoding: bytes, as: UTF8.self) + "\n"
    }

    /// `{"version":1,"files":[…],"summary":{…}}`.
    private struct Document: Encodable {
        var files: [FileEntry]
        var summary: Summary

        private enum CodingKeys: String, CodingKey {
            case version, files, summary
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .version)
            try container.encode(files, forKey: .files)
            try container.encode(summary, forKey: .summary)
        }
    }

    /// One file: `path` (and `record`, the line of a JSON Lines file's record), then the members
    /// of its report with the shown findings as `diagnostics`.
    private struct FileEntry: Encodable {
        var path: String
        var record: Int?
        var report: ValidationReport

        private enum CodingKeys: String, CodingKey {
            case path, record
        }

        init(_ result: FileResult) {
            path = result.path
            record = result.record
            report = result.report
            report.diagnostics = result.shown
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encodeIfPresent(record, forKey: .record)
            // The same object: the report's members follow `path`.
            try report.encode(to: encoder)
        }
    }
}

extension Summary: Encodable {
    private enum CodingKeys: String, CodingKey {
        case files, errors, warnings, infos
    }

    /// `{"files","errors","warnings","infos"}`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(files, forKey: .files)
        try container.encode(errors, forKey: .errors)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(infos, forKey: .infos)
    }
}
