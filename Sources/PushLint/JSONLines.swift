import PushPayloads

/// A JSON Lines file (`.jsonl`, `.ndjson`): one document a line, as logs of answers and payloads
/// are kept. Each non-blank line is linted on its own, as the kind asked for (`auto`: each line's
/// own), and its findings are placed on the file's lines: `log.jsonl:42:17` is line 42 of the file.
enum JSONLines {
    /// The extensions that mark a file as JSON Lines (compared without case).
    static let extensions: Set<String> = ["jsonl", "ndjson"]

    /// Whether the file at `path` (a standard input's `--stdin-name` too) is JSON Lines.
    /// Asked once per file, so it reads the path's bytes in place: no string or array is made
    /// (splitting the path cost 4 % of a 100,000-file run).
    static func isJSONLines(_ path: String) -> Bool {
        let found = InputResolver.extensionBytes(of: path)
        // The extensions are lowercase letters: a byte matches one in either case when it equals
        // it with the ASCII case bit set.
        return extensions.contains { wanted in
            found.count == wanted.utf8.count && zip(found, wanted.utf8).allSatisfy { $0 | 0x20 == $1 }
        }
    }

    /// The records of `bytes`: each non-blank line's bytes (a final `\r` left out), its 1-based line
    /// number and the offset of its first byte.
    static func records(_ bytes: [UInt8]) -> [(line: Int, offset: Int, bytes: ArraySlice<UInt8>)] {
        var records: [(line: Int, offset: Int, bytes: ArraySlice<UInt8>)] = []
        var start = 0
        var line = 1
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var text = bytes[start..<end]
            if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
            if text.contains(where: { !($0 == 0x20 || $0 == 0x09) }) { records.append((line, start, text)) }
            start = end + 1
            line += 1
        }
        return records
    }

    /// Each record's report, its findings placed on the file's lines and bytes.
    static func validate(_ bytes: [UInt8], as kind: PayloadKind, options: ValidationOptions)
        -> [(line: Int, report: ValidationReport)]
    {
        records(bytes).map { record in
            var report = PayloadValidator.validate(record.bytes, as: kind, options: options)
            for index in report.diagnostics.indices {
                guard var location = report.diagnostics[index].location else { continue }
                location.line += record.line - 1
                location.endLine += record.line - 1
                location.byteOffset += record.offset
                report.diagnostics[index].location = location
            }
            return (record.line, report)
        }
    }
}
