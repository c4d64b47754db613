import Foundation
import Testing

@testable import PushPayloads

/// Table-driven over `Fixtures/json/{valid,invalid}/*.json`: each fixture's findings must equal
/// its `.expected` sidecar (rule, severity, pointer, line, column, in order), whose positions were
/// computed independently of this library.
@Suite("Fixtures")
struct FixtureTests {
    static let folder = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/json")

    static let fixtures: [String] = ["valid", "invalid"].flatMap { group in
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(group).path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(group)/\($0)" }
    }

    struct Expected {
        var options = ValidationOptions()
        var diagnostics: [String] = []
        var size: (size: Int, limit: Int, contributors: [String])?

        init(_ value: JSONValue) throws {
            if let options = value["options"] {
                self.options.maxBytes = options["maxBytes"]?.numberValue?.intValue
                if options["measure"] == "compact" { self.options.measure = .compact }
                self.options.strict = options["strict"]?.boolValue ?? false
            }
            diagnostics = try (value["diagnostics"]?.arrayValue ?? []).map(Expected.describe)
            if let size = value["size"] {
                self.size = (
                    size["size"]?.numberValue?.intValue ?? -1, size["limit"]?.numberValue?.intValue ?? -1,
                    size["contributors"]?.arrayValue?.compactMap(\.stringValue) ?? []
                )
            }
        }

        static func describe(_ value: JSONValue) throws -> String {
            let rule = try #require(value["rule"]?.stringValue)
            let severity = try #require(value["severity"]?.stringValue)
            let pointer = try #require(value["pointer"]?.stringValue)
            let line = value["line"]?.numberValue?.intValue.map(String.init) ?? "-"
            let column = value["column"]?.numberValue?.intValue.map(String.init) ?? "-"
            return "\(line):\(column) \(severity) \(rule) \(pointer)"
        }
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        let line = diagnostic.location.map { String($0.line) } ?? "-"
        let column = diagnostic.location.map { String($0.column) } ?? "-"
        return "\(line):\(column) \(diagnostic.severity.rawValue) \(diagnostic.ruleID) \(diagnostic.pointer)"
    }

    @Test("there are fixtures of both groups")
    func present() {
        #expect(Self.fixtures.filter { $0.hasPrefix("valid/") }.count >= 10)
        #expect(Self.fixtures.filter { $0.hasPrefix("invalid/") }.count >= 20)
    }

    @Test("findings match the sidecar", arguments: fixtures)
    func matches(_ fixture: String) throws {
        let url = Self.folder.appendingPathComponent(fixture)
        let sidecar = url.deletingPathExtension().appendingPathExtension("expected")
        let expected = try Expected(try JSONValue(parsing: [UInt8](try Data(contentsOf: sidecar))))
        let report = PayloadValidator.validate([UInt8](try Data(contentsOf: url)), as: .json, options: expected.options)
        #expect(report.diagnostics.map(Self.describe) == expected.diagnostics)
        if fixture.hasPrefix("valid/") {
            #expect(report.isValid)
        } else {
            #expect(!report.isValid)
        }
        if let size = expected.size {
            let details = try #require(report.diagnostics.first { $0.ruleID == "json.max-bytes" }?.size)
            #expect(details.size == size.size)
            #expect(details.limit == size.limit)
            #expect(details.contributors.map(\.pointer.description) == size.contributors)
        }
    }
}
