import Foundation
import Testing

@testable import PushPayloads

/// Reports, findings and their parts are `Codable` in the shape of `pushlint --format json`, and
/// decode back to what was encoded, with the library's coders and with Foundation's.
@Suite("Findings are Codable")
struct FindingCodingTests {
    /// A report with a size finding (details, contributors), a finding with a suggestion and one
    /// with an `actual` value, all located.
    static let tooLarge: ValidationReport = {
        let text =
            #"{"aps":{"alert":{"title":"Hi","bodi":"x"},"badge":"3"},"blob":"\#(String(repeating: "a", count: 4200))"}"#
        return PayloadValidator.validate(Array(text.utf8), as: .apns)
    }()

    @Test("a report round-trips through every fixture, with both coders", arguments: FixtureTests.fixtures)
    func fixtureReportsRoundTrip(_ fixture: Fixture) throws {
        let (report, _) = try fixture.validate()
        let ours = try PayloadEncoder().encode(report)
        #expect(try PayloadDecoder().decode(ValidationReport.self, from: ours) == report)
        let foundation = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(ValidationReport.self, from: foundation) == report)
        // The same members and values, whichever encoder wrote them.
        #expect(try JSONValue(parsing: ours) == JSONValue(parsing: [UInt8](foundation)))
    }

    @Test("a report's members are those of a pushlint file entry, in its order")
    func reportShape() throws {
        let report = Self.tooLarge
        #expect(report.diagnostics.contains { $0.size != nil } && report.diagnostics.contains { $0.suggestion != nil })
        let value = try JSONValue(parsing: try PayloadEncoder().encode(report))
        #expect(
            value.objectValue?.keys == [
                "kind", "bytes", "limit", "valid", "diagnostics", "compactBytes", "errors", "warnings", "infos",
            ])
        #expect(value["kind"] == "apns" && value["limit"] == 4096 && value["valid"] == false)
        #expect(value["bytes"] == .number(JSONNumber(report.byteCount)))
        #expect(value["errors"] == .number(JSONNumber(report.count(of: .error))))
        let sized = try #require(value["diagnostics"]?.arrayValue?.first { $0["size"] != nil })
        #expect(
            sized.objectValue?.keys == [
                "rule", "severity", "pointer", "line", "column", "message", "size", "endLine", "endColumn",
                "byteOffset",
            ])
        #expect(
            sized["size"]?.objectValue?.keys == [
                "size", "limit", "limitName", "measure", "compactSize", "contributors",
            ])
        #expect(sized["size"]?["contributors"]?[0]?.objectValue?.keys == ["pointer", "bytes", "percent"])
        #expect(sized["size"]?["contributors"]?[0]?["pointer"] == "/blob")
        let suggested = try #require(value["diagnostics"]?.arrayValue?.first { $0["suggestion"] != nil })
        #expect(suggested["pointer"] == "/aps/alert/bodi")
    }

    @Test("a finding without a position has no line, column or end, not nulls")
    func unlocatedFinding() throws {
        let report = PayloadValidator.validate(["aps": ["badge": -1]] as JSONValue, as: .apns)
        let finding = try #require(report.diagnostics.first { $0.ruleID == "apns.badge-value" })
        #expect(finding.location == nil)
        let bytes = try PayloadEncoder().encode(finding)
        let expected: JSONValue = [
            "rule": "apns.badge-value", "severity": "warning", "pointer": "/aps/badge",
            "message": .string(finding.message),
        ]
        #expect(bytes == expected.jsonBytes())
        #expect(try PayloadDecoder().decode(Diagnostic.self, from: bytes) == finding)
    }

    @Test("documentation links in userInfo add url after the message, with both encoders")
    func documentationLinks() throws {
        let finding = try #require(Self.tooLarge.diagnostics.first)
        let links = Diagnostic.DocumentationLinks { "https://example.com/rules#" + $0 }
        var ours = PayloadEncoder()
        ours.userInfo[Diagnostic.documentationLinksKey] = links
        let foundation = JSONEncoder()
        foundation.userInfo[Diagnostic.documentationLinksKey] = links
        let keys = try #require(try JSONValue(parsing: try ours.encode(finding)).objectValue?.keys)
        #expect(keys.firstIndex(of: "url") == keys.firstIndex(of: "message").map { $0 + 1 })
        // Foundation's encoder writes the same members, in an order of its own.
        for bytes in [try ours.encode(finding), [UInt8](try foundation.encode(finding))] {
            let value = try JSONValue(parsing: bytes)
            #expect(value["url"] == .string("https://example.com/rules#" + finding.ruleID))
            // The link is output only: the finding decodes as it was.
            #expect(try PayloadDecoder().decode(Diagnostic.self, from: bytes) == finding)
        }
        #expect(try JSONValue(parsing: try PayloadEncoder().encode(finding))["url"] == nil)
    }

    @Test("a summary round-trips and has the report's members but the findings")
    func summary() throws {
        let text = Array(#"{"aps":{"badge":-1,"alert":""}}"#.utf8)
        let summary = PayloadValidator.check(text, as: .auto)
        let bytes = try PayloadEncoder().encode(summary)
        #expect(
            try JSONValue(parsing: bytes).objectValue?.keys == [
                "kind", "bytes", "limit", "valid", "errors", "warnings", "infos",
            ])
        #expect(try PayloadDecoder().decode(ValidationSummary.self, from: bytes) == summary)
        #expect(try JSONDecoder().decode(ValidationSummary.self, from: try JSONEncoder().encode(summary)) == summary)
    }

    @Test("locations, pointers and kinds round-trip on their own")
    func parts() throws {
        let location = SourceLocation(line: 3, column: 7, endLine: 4, endColumn: 1, byteOffset: 40)
        let bytes = try PayloadEncoder().encode(location)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"line":3,"column":7,"endLine":4,"endColumn":1,"byteOffset":40}"#)
        #expect(try PayloadDecoder().decode(SourceLocation.self, from: bytes) == location)
        for pointer in [JSONPointer(), JSONPointer(tokens: ["aps", "a/b", "m~n", ""]), "/0/x"] {
            let encoded = try PayloadEncoder().encode(pointer)
            #expect(try JSONValue(parsing: encoded) == .string(pointer.description))
            #expect(try PayloadDecoder().decode(JSONPointer.self, from: encoded) == pointer)
            #expect(try JSONDecoder().decode(JSONPointer.self, from: try JSONEncoder().encode(pointer)) == pointer)
        }
        for kind in PayloadKind.allCases {
            let encoded = try PayloadEncoder().encode(kind)
            #expect(String(decoding: encoded, as: UTF8.self) == "\"\(kind.name)\"")
            #expect(try PayloadDecoder().decode(PayloadKind.self, from: encoded) == kind)
        }
    }

    @Test("an unknown kind name is a dataCorrupted error that names it and the kinds there are")
    func unknownKind() throws {
        let error = try #require(throws: DecodingError.self) {
            try PayloadDecoder().decode(PayloadKind.self, from: Array(#""apnz""#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription.contains("unknown payload kind \"apnz\""))
        #expect(context.debugDescription.contains("apns"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PayloadKind.self, from: Data(#""x""#.utf8)) }
    }

    @Test("a pointer that is not RFC 6901 is a dataCorrupted error with the parse error beneath")
    func invalidPointer() throws {
        for text in [#""aps""#, #""/a~2""#] {
            let error = try #require(throws: DecodingError.self) {
                try PayloadDecoder().decode(JSONPointer.self, from: Array(text.utf8))
            }
            guard case .dataCorrupted(let context) = error else {
                Issue.record("expected dataCorrupted, got \(error)")
                continue
            }
            #expect(context.underlyingError is JSONPointer.ParseError)
        }
    }

    @Test("a report whose valid contradicts its error count is refused")
    func contradictoryReport() throws {
        var value = try JSONValue(parsing: try PayloadEncoder().encode(Self.tooLarge))
        value["valid"] = true
        #expect(throws: DecodingError.self) { try PayloadDecoder().decode(ValidationReport.self, from: value) }
        var summary = try PayloadEncoder().encodeValue(PayloadValidator.check(Array("{}".utf8), as: .json))
        summary["valid"] = false
        #expect(throws: DecodingError.self) { try PayloadDecoder().decode(ValidationSummary.self, from: summary) }
    }

    @Test("a report without counts counts its listed findings")
    func reportWithoutCounts() throws {
        var value = try JSONValue(parsing: try PayloadEncoder().encode(Self.tooLarge))
        for key in ["errors", "warnings", "infos"] { value[key] = nil }
        let decoded = try PayloadDecoder().decode(ValidationReport.self, from: value)
        for severity in Severity.allCases {
            #expect(decoded.count(of: severity) == Self.tooLarge.diagnostics.count { $0.severity == severity })
        }
        #expect(decoded.diagnostics == Self.tooLarge.diagnostics)
    }

    @Test("a report of text that is not JSON has no compactBytes")
    func unparsedReport() throws {
        let report = TestSupport.validate("{\"a\":")
        let value = try JSONValue(parsing: try PayloadEncoder().encode(report))
        #expect(report.compactByteCount == nil && value["compactBytes"] == nil)
        #expect(try PayloadDecoder().decode(ValidationReport.self, from: value) == report)
    }
}
