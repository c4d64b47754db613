import Foundation
import Testing

@testable import PushPayloads

/// A fixture of `Fixtures/<kind>/{valid,invalid}/` and its `.expected` sidecar, whose findings and
/// positions were computed independently of this library (see each folder's README).
struct Fixture: CustomStringConvertible, Sendable {
    static let root = TestSupport.repositoryRoot.appendingPathComponent("Fixtures")

    /// The folder, which is also the kind validated as.
    let kind: String
    /// `valid/NAME.json` and so on.
    let path: String

    var description: String { "\(kind)/\(path)" }
    var url: URL { Self.root.appendingPathComponent(kind).appendingPathComponent(path) }
    var isValidGroup: Bool { path.hasPrefix("valid/") }
    var bytes: [UInt8] { get throws { [UInt8](try Data(contentsOf: url)) } }

    /// Every fixture of a kind, valid ones first, sorted by name.
    static func all(_ kind: String) -> [Fixture] {
        ["valid", "invalid"].flatMap { group in
            let folder = root.appendingPathComponent(kind).appendingPathComponent(group)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { PayloadFamily.fileExtensions.contains(($0 as NSString).pathExtension) }.sorted()
                .map { Fixture(kind: kind, path: "\(group)/\($0)") }
        }
    }

    /// The sidecar: options, findings as `line:column severity rule pointer`, size details.
    ///
    /// Its `options` members are the settings of the family table by name (`pushType`, `headers`,
    /// `maxBytes`, ...) and `rules`, applied exactly as `pushlint --config` applies them.
    struct Expected {
        var options = ValidationOptions()
        var diagnostics: [String] = []
        var size: (size: Int, limit: Int, contributors: [String], rule: String?)?

        init(_ value: JSONValue, fileExtension: String) throws {
            options.apply(fileExtension: fileExtension)
            options.now = 1_767_225_600
            if case .object(let given)? = value["options"] {
                for member in given.members {
                    // `rules`, as a `.pushlint.json` gives them: a severity (a rule off by default
                    // is turned on by one) or "off".
                    if member.key == "rules", case .object(let rules) = member.value {
                        for rule in rules.members {
                            let text = try #require(rule.value.stringValue)
                            if text == "off" {
                                options.disabledRules.insert(rule.key)
                            } else {
                                let severity: Severity = try #require(Severity(rawValue: text))
                                options.severityOverrides[rule.key] = severity
                            }
                        }
                        continue
                    }
                    let setting = try #require(PayloadFamily.allSettings.first { $0.name == member.key })
                    try setting.apply(.json(member.value), to: &options)
                }
            }
            diagnostics = try (value["diagnostics"]?.arrayValue ?? []).map(Expected.describe)
            if let size = value["size"] {
                self.size = (
                    size["size"]?.numberValue?.intValue ?? -1, size["limit"]?.numberValue?.intValue ?? -1,
                    size["contributors"]?.arrayValue?.compactMap(\.stringValue) ?? [], size["rule"]?.stringValue
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

    var expected: Expected {
        get throws {
            let sidecar = url.deletingPathExtension().appendingPathExtension("expected")
            return try Expected(
                try JSONValue(parsing: [UInt8](try Data(contentsOf: sidecar))), fileExtension: url.pathExtension)
        }
    }

    /// Validates the fixture as its folder's kind with the sidecar's options.
    func validate() throws -> (ValidationReport, Expected) {
        let expected = try self.expected
        let kind = try #require(PayloadKind(named: kind))
        return (PayloadValidator.validate(try bytes, as: kind, options: expected.options), expected)
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        let line = diagnostic.location.map { String($0.line) } ?? "-"
        let column = diagnostic.location.map { String($0.column) } ?? "-"
        return "\(line):\(column) \(diagnostic.severity.rawValue) \(diagnostic.ruleID) \(diagnostic.pointer)"
    }
}

/// Table-driven over every fixture: its findings must equal its sidecar, in order.
@Suite("Fixtures")
struct FixtureTests {
    /// Every kind of the family table has a fixture folder.
    static let kinds = PayloadFamily.all.flatMap(\.kinds).map(\.name)
    static let fixtures = kinds.flatMap(Fixture.all)

    @Test("there are fixtures of both groups for each kind", arguments: kinds)
    func present(_ kind: String) {
        let fixtures = Fixture.all(kind)
        #expect(fixtures.filter(\.isValidGroup).count >= 10)
        #expect(fixtures.filter { !$0.isValidGroup }.count >= 20)
    }

    @Test("check counts exactly the findings validate reports", arguments: fixtures)
    func summaryAgrees(_ fixture: Fixture) throws {
        let (report, expected) = try fixture.validate()
        let kind = try #require(PayloadKind(named: fixture.kind))
        let summary = PayloadValidator.check(try fixture.bytes, as: kind, options: expected.options)
        #expect(summary.errors == report.count(of: .error))
        #expect(summary.warnings == report.count(of: .warning))
        #expect(summary.infos == report.count(of: .info))
        #expect(summary.isValid == report.isValid)
        #expect(summary.byteCount == report.byteCount && summary.limit == report.limit)
        #expect(summary.kind == report.kind)
    }

    @Test("findings match the sidecar", arguments: fixtures)
    func matches(_ fixture: Fixture) throws {
        let (report, expected) = try fixture.validate()
        #expect(report.diagnostics.map(Fixture.describe) == expected.diagnostics)
        if fixture.isValidGroup {
            // Valid fixtures of kind json may carry infos and warnings; other kinds only the infos
            // their sidecar lists, and the findings that describe every document of a shape
            // (the legacy FCM API's shutdown warning on every legacy body).
            #expect(
                report.diagnostics.allSatisfy {
                    $0.severity == .info || FixtureCoverageTests.onValidDocuments.contains($0.ruleID)
                } || fixture.kind == PayloadKind.json.name)
            #expect(report.isValid)
        } else {
            #expect(!report.diagnostics.isEmpty)
            #expect(report.isValid == !expected.diagnostics.contains { $0.contains(" error ") })
        }
        if let size = expected.size {
            // The sidecar names the rule when the file has several size findings.
            let sized = report.diagnostics.filter { $0.size != nil && (size.rule.map($0.ruleID.elementsEqual) ?? true) }
            let details = try #require(sized.first?.size)
            #expect(details.size == size.size)
            #expect(details.limit == size.limit)
            #expect(details.contributors.map(\.pointer.description) == size.contributors)
        }
    }
}

/// `--kind auto` on the fixtures, as `pushlint FOLDER` runs it (default options, the file's
/// extension): each detects as its folder's kind, or its folder's README says why not.
@Suite("Fixture auto-detection")
struct FixtureDetectionTests {
    /// The files a folder README's "Auto-detection" section lists as not detected as its kind.
    static func listedExceptions(_ kind: String) throws -> [String] {
        let readme = Fixture.root.appendingPathComponent(kind).appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(
            text.components(separatedBy: "\n## ").first { $0.hasPrefix("Auto-detection\n") },
            "\(kind)/README.md has no Auto-detection section")
        return section.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("- `") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
    }

    @Test("each fixture auto-detects as its folder's kind, or its README says why not", arguments: FixtureTests.kinds)
    func detects(_ kind: String) throws {
        var undetected: [String] = []
        for fixture in Fixture.all(kind) {
            var options = ValidationOptions()
            options.apply(fileExtension: fixture.url.pathExtension)
            let report = PayloadValidator.validate(try fixture.bytes, as: .auto, options: options)
            if report.kind.name != kind { undetected.append(fixture.path) }
        }
        let listed = try Self.listedExceptions(kind)
        #expect(undetected.sorted() == listed.sorted())
    }

    @Test("a root array holding a kind's document is an error, naming the element and its deciding key")
    func documentArray() throws {
        let report = PayloadValidator.validate(Array(#"[1,{"aps":{"alert":"Hi"}}]"#.utf8), as: .auto)
        let finding = try #require(report.diagnostics.first { $0.ruleID == "json.document-array" })
        #expect(finding.severity == .error && !report.isValid)
        #expect(finding.pointer.description == "/1/aps")
        #expect(
            finding.message
                == "the root is an array, and element /1 is a document of kind apns (\"/1\" has \"aps\"); lint each document on its own"
        )
        let plain = PayloadValidator.validate(Array(#"[{"a":1},2]"#.utf8), as: .auto)
        #expect(plain.isValid && !plain.diagnostics.contains { $0.ruleID == "json.document-array" })
    }

    @Test(
        "the reason names the deciding key by its path",
        arguments: [
            (#"{"aps":{"alert":"Hi"}}"#, "checked as apns: the root has \"aps\"", "/aps"),
            (
                #"{"aps":{"event":"update","timestamp":1}}"#, "checked as liveactivity: \"/aps\" has \"event\"",
                "/aps/event"
            ),
            (#"{"message":{"topic":"news"}}"#, "checked as fcm: \"/message\" has \"topic\"", "/message/topic"),
        ])
    func reasonPath(_ text: String, _ message: String, _ pointer: String) throws {
        let report = PayloadValidator.validate(Array(text.utf8), as: .auto)
        let finding = try #require(report.diagnostics.first { $0.ruleID == "json.auto-kind" })
        #expect(finding.message == message)
        #expect(finding.pointer.description == pointer)
    }
}
