import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// `--format json` is the library's encoding: each file is its `path`, then the report exactly as
/// `ValidationReport`'s `Codable` conformance writes it (with the shown findings and their `url`).
@Suite("pushlint --format json")
struct JSONReportEncodingTests {
    static let body = #"{"aps":{"alert":{"title":"Hi","bodi":"x"},"badge":"3","sound":5},"n":1}"#

    /// The library's encoding of `report` with the command's documentation links.
    static func encoded(_ report: ValidationReport) throws -> JSONValue {
        var encoder = PayloadEncoder()
        encoder.userInfo[Diagnostic.documentationLinksKey] = Diagnostic.DocumentationLinks {
            RuleDocumentation.standard.url(for: $0)
        }
        return try encoder.encodeValue(report)
    }

    @Test("a file entry is its path and then the encoded report, member for member")
    func fileEntryIsTheEncodedReport() throws {
        let outcome = PushLint.run(arguments: ["--format", "json", "--stdin-name", "push.json", "-"]) {
            Array(Self.body.utf8)
        }
        let document = try JSONValue(parsing: outcome.standardOutput)
        #expect(document.objectValue?.keys == ["version", "files", "summary"])
        var entry = try #require(document["files"]?[0]?.objectValue)
        #expect(entry.keys.first == "path" && entry["path"] == "push.json")
        entry["path"] = nil
        let report = PayloadValidator.validate(Array(Self.body.utf8), as: .auto)
        let expected = try Self.encoded(report)
        // Compared as text, so the order of members counts too.
        #expect(JSONValue.object(entry).description == expected.description)
        #expect(expected["diagnostics"]?[0]?["url"] != nil)
    }

    @Test("only the shown findings are listed; the counts are of every finding")
    func shownFindings() throws {
        let outcome = PushLint.run(arguments: ["--format", "json", "--quiet", "-"]) { Array(Self.body.utf8) }
        let entry = try #require(try JSONValue(parsing: outcome.standardOutput)["files"]?[0])
        let severities = try #require(entry["diagnostics"]?.arrayValue).map { $0["severity"] }
        #expect(!severities.isEmpty && severities.allSatisfy { $0 == "error" })
        let report = PayloadValidator.validate(Array(Self.body.utf8), as: .auto)
        #expect(entry["warnings"] == .number(JSONNumber(report.count(of: .warning))))
        #expect(report.count(of: .warning) > 0)
    }
}
