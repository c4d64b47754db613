import Foundation
import Testing

@testable import PushLint

/// A JSON Lines file (`.jsonl`, `.ndjson`) is one document a line: each record is linted on its own
/// and its findings are placed on the file's lines.
@Suite("JSON Lines")
struct JSONLinesTests {
    /// Line 1 an answer, line 2 blank, line 3 a malformed answer (CRLF), line 4 an APNs body with a
    /// string badge, line 5 not JSON, no final newline.
    static let log =
        #"{"status":410,"body":{"reason":"Unregistered","timestamp":1764288000000}}"# + "\n\n"
        + #"{"status":"429","body":{"reason":"TooManyRequests"}}"# + "\r\n" + #"{"aps":{"badge":"3"}}"# + "\n"
        + "{not json}"

    static func run(_ arguments: [String], name: String = "log.jsonl") -> Outcome {
        PushLint.run(arguments: arguments + ["--stdin-name", name, "-"]) { Array(log.utf8) }
    }

    @Test("a path is JSON Lines by its last component's extension, in any letter case")
    func pathsByExtension() {
        let yes = ["log.jsonl", "a/b/LOG.NDJSON", "x.JsonL", "dir.d/f.ndjson", "a.json.jsonl"]
        let no = [
            "log.json", ".jsonl", "a/.ndjson", "dir.jsonl/f.json", "jsonl", "f.jsonlx", "f.json-l", "f.", "", "a/",
            "f.jsonk", "f.JSON\u{4C}X",
        ]
        for path in yes { #expect(JSONLines.isJSONLines(path), "\(path)") }
        for path in no { #expect(!JSONLines.isJSONLines(path), "\(path)") }
    }

    @Test("the records are the non-blank lines, a final CR left out")
    func records() {
        let records = JSONLines.records(Array(Self.log.utf8))
        #expect(records.map(\.line) == [1, 3, 4, 5])
        #expect(records.map { String(decoding: $0.bytes, as: UTF8.self) }.last == "{not json}")
        #expect(String(decoding: records[1].bytes, as: UTF8.self).hasSuffix("}}"))
        #expect(JSONLines.records(Array("\n \n\t\n".utf8)).isEmpty)
    }

    @Test("each record's findings are at the file's line and column", arguments: ["log.jsonl", "LOG.NDJSON"])
    func positions(_ name: String) {
        let outcome = Self.run(["-q"], name: name)
        #expect(outcome.exitCode == .findings)
        #expect(
            outcome.outputText.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
                == ["\(name):3:11:", "\(name):4:17:", "\(name):5:2:"])
        #expect(outcome.outputText.contains("[apns-response.shape]") && outcome.outputText.contains("[json.syntax]"))
    }

    @Test("--format json: one entry a record, with its line as record and its own kind")
    func json() throws {
        let outcome = Self.run(["--format", "json"])
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.standardOutput)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["record"] as? Int } == [1, 3, 4, 5])
        #expect(files.compactMap { $0["kind"] as? String } == ["apns-response", "apns-response", "apns", "json"])
        #expect(Set(files.compactMap { $0["path"] as? String }) == ["log.jsonl"])
        #expect(outcome.standardError.contains("4 JSON Lines records: 3 errors"))
    }

    @Test("SARIF lists the file once, and records with the same finding have distinct fingerprints")
    func sarif() throws {
        let twice = #"{"aps":{"badge":"3"}}"# + "\n" + #"{"aps":{"badge":"3"}}"# + "\n"
        let outcome = PushLint.run(arguments: ["--format", "sarif", "--stdin-name", "t.jsonl", "-"]) {
            Array(twice.utf8)
        }
        let log = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["artifacts"] as? [Any])?.count == 1)
        let results = run["results"] as? [[String: Any]] ?? []
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first }
        #expect(prints.count == 2 && Set(prints).count == 2)
    }
}
