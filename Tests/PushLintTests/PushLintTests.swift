import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// The command as CI runs it: arguments in, exit code and output out (in-process).
@Suite("pushlint")
struct PushLintTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let suite = root.appendingPathComponent("Tests/PushPayloadsTests/Resources/JSONTestSuite/test_parsing")

    static func run(_ arguments: [String], stdin: [UInt8] = []) -> Outcome {
        PushLint.run(arguments: arguments) { stdin }
    }

    static func suiteFiles(_ prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: suite.path)) ?? []).filter { $0.hasPrefix(prefix) }
            .sorted()
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pushlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("y_ files exit 0, or 1 only for a duplicate key", arguments: suiteFiles("y_"))
    func accepts(_ name: String) {
        let outcome = Self.run(["--kind", "json", Self.suite.appendingPathComponent(name).path])
        if name == "y_object_duplicated_key.json" {
            #expect(outcome.exitCode == .findings)
            #expect(outcome.outputText.contains("[json.duplicate-key]"))
        } else {
            #expect(outcome.exitCode == .success, "\(name): \(outcome.outputText)")
        }
    }

    @Test("n_ files exit 1", arguments: suiteFiles("n_"))
    func rejects(_ name: String) {
        let outcome = Self.run(["--kind", "json", Self.suite.appendingPathComponent(name).path])
        #expect(outcome.exitCode == .findings, "\(name)")
        #expect(outcome.outputText.contains(": error: "))
    }

    @Test("i_ files exit 0 or 1", arguments: suiteFiles("i_"))
    func decides(_ name: String) {
        let outcome = Self.run(["--kind", "json", Self.suite.appendingPathComponent(name).path])
        #expect(outcome.exitCode == .success || outcome.exitCode == .findings)
    }

    @Test("format reproduces compact y_ files byte for byte and re-parses every y_ file", arguments: suiteFiles("y_"))
    func formatRoundTrip(_ name: String) throws {
        let path = Self.suite.appendingPathComponent(name).path
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let outcome = Self.run(["format", path])
        #expect(outcome.exitCode == .success)
        #expect(try JSONValue(parsing: outcome.standardOutput) == (try JSONValue(parsing: original)))
        let document = try JSONReader.read(original)
        if document.root.compactByteCount == original.count, document.escapeSavings == 0 {
            #expect(outcome.standardOutput == original + [UInt8(ascii: "\n")])
        }
    }

    @Test("text output: path:line:column: severity: message [rule], summary on stderr")
    func textOutput() {
        let outcome = Self.run(["--kind", "json", "-"], stdin: Array("{\n  \"a\": [1,]\n}".utf8))
        #expect(outcome.exitCode == .findings)
        #expect(
            outcome.outputText
                == "<stdin>:2:11: error: trailing comma before ']' (at /a/1) [json.syntax]\n\njson.syntax: https://github.com/PushPayloads/PushPayloads/blob/main/Docs/Rules.md#jsonsyntax\n"
        )
        // --quiet: errors only, no links.
        let quiet = Self.run(["--kind", "json", "--quiet", "-"], stdin: Array("{\n  \"a\": [1,]\n}".utf8))
        #expect(quiet.outputText == "<stdin>:2:11: error: trailing comma before ']' (at /a/1) [json.syntax]\n")
        #expect(outcome.standardError == "pushlint: 1 file: 1 error, 0 warnings, 0 infos\n")
    }

    @Test("long pointers are abbreviated for people, whole for machines")
    func longPointers() throws {
        let deep = Array((String(repeating: "[", count: 600)).utf8)
        let text = Self.run(["--kind", "json", "-"], stdin: deep)
        #expect(
            text.outputText
                == "<stdin>:1:513: error: arrays and objects are nested more than 512 deep (at /0/0/0/0/…505 more…/0/0/0) [json.depth-exceeded]\n\njson.depth-exceeded: https://github.com/PushPayloads/PushPayloads/blob/main/Docs/Rules.md#jsondepth-exceeded\n"
        )
        let json = Self.run(["--kind", "json", "--format", "json", "-"], stdin: deep)
        let pointer = try JSONValue(parsing: json.standardOutput)["files"]?[0]?["diagnostics"]?[0]?["pointer"]?
            .stringValue
        #expect(pointer == String(repeating: "/0", count: 512))
        let github = Self.run(["--kind", "json", "--format", "github", "-"], stdin: deep)
        #expect(
            github.outputText.hasSuffix(
                "(at /0/0/0/0/…505 more…/0/0/0) (docs: https://github.com/PushPayloads/PushPayloads/blob/main/Docs/Rules.md#jsondepth-exceeded)\n"
            ))
    }

    @Test("json output has the documented shape")
    func jsonOutput() throws {
        let outcome = Self.run(
            ["--kind", "json", "--format", "json", "--max-bytes", "5", "-"], stdin: Array(#"{"a":"xyz"}"#.utf8))
        #expect(outcome.exitCode == .findings)
        let expected =
            #"{"version":1,"files":[{"path":"<stdin>","kind":"json","bytes":11,"limit":5,"valid":false,"diagnostics":[{"rule":"json.max-bytes","severity":"error","pointer":"","line":1,"column":1,"message":"document is 11 bytes, limit 5 (--max-bytes), 6 over; compact 11; largest: /a 9 B (82 %)","url":"https://github.com/PushPayloads/PushPayloads/blob/main/Docs/Rules.md#jsonmax-bytes","size":{"size":11,"limit":5,"limitName":"--max-bytes","measure":"as-given","compactSize":11,"contributors":[{"pointer":"/a","bytes":9,"percent":82}]},"endLine":1,"endColumn":12,"byteOffset":0}],"compactBytes":11,"errors":1,"warnings":0,"infos":0}],"summary":{"files":1,"errors":1,"warnings":0,"infos":0}}"#
        #expect(outcome.outputText == expected + "\n")
    }

    @Test("sarif output: the results' rules, levels mapped, regions in code points, pointers as logical locations")
    func sarifOutput() throws {
        let outcome = Self.run(
            ["--kind", "json", "--format", "sarif", "-"], stdin: Array("\u{FEFF}{\"é\": [1,]}".utf8))
        #expect(outcome.exitCode == .findings)
        let log = try JSONValue(parsing: outcome.standardOutput)
        #expect(log["version"] == "2.1.0")
        let run = try #require(log["runs"]?[0])
        #expect(run["columnKind"] == "unicodeCodePoints")
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules.map { $0["id"] } == ["json.syntax", "json.bom"])  // catalog order
        #expect(run["tool"]?["driver"]?["informationUri"] == "https://github.com/PushPayloads/PushPayloads")
        #expect(run["artifacts"]?[0]?["location"]?["uri"] == "stdin")
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.map { $0["ruleId"] } == ["json.bom", "json.syntax"])
        #expect(results.map { $0["level"] } == ["warning", "error"])
        let region = results[1]["locations"]?[0]?["physicalLocation"]?["region"]
        #expect(region?["startLine"] == 1)
        #expect(region?["startColumn"] == 10)
        #expect(results[1]["locations"]?[0]?["logicalLocations"]?[0]?["fullyQualifiedName"] == "/é/1")
        let index = try #require(results[1]["ruleIndex"]?.numberValue?.intValue)
        #expect(rules[index]["id"] == "json.syntax")
    }

    @Test("sarif artifact URIs are percent-encoded relative references")
    func sarifURIs() {
        #expect(SARIFReporter.uri("Fixtures/json/a b#c.json") == "Fixtures/json/a%20b%23c.json")
        #expect(SARIFReporter.uri("dir/é.json") == "dir/%C3%A9.json")
        #expect(SARIFReporter.level(.info) == "note")
    }

    @Test("github output uses workflow commands")
    func githubOutput() {
        let outcome = Self.run(["--kind", "json", "--format", "github", "-"], stdin: Array("\u{FEFF}{}".utf8))
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.outputText.hasPrefix("::warning file=<stdin>,line=1,col=1,endLine=1,endColumn=1,title=json.bom::"))
    }

    @Test("--strict makes a warning fail; --quiet prints errors only")
    func strictAndQuiet() {
        let bom = Array("\u{FEFF}{}".utf8)
        #expect(Self.run(["--kind", "json", "-"], stdin: bom).exitCode == .success)
        #expect(Self.run(["--kind", "json", "--strict", "-"], stdin: bom).exitCode == .findings)
        let quiet = Self.run(["-q", "-"], stdin: bom)
        #expect(quiet.outputText.isEmpty && quiet.standardError.isEmpty)
        #expect(Self.run(["--verbose", "-"], stdin: bom).outputText.contains("json.auto-kind"))
    }

    @Test(
        "usage errors exit 2 with one line",
        arguments: [
            ["--bogus", "x.json"], ["--kind", "nope", "x.json"], ["--max-bytes", "-3", "-"], ["--format"], [],
            ["/no/such/file.json"], ["rules", "--format", "xml"], ["format"], ["format", "a", "b"],
            ["--strict=yes", "-"], ["--push-type", "Alert", "-"], ["--header", "apns-priority", "-"],
            ["--header", ":5", "-"], ["--auth", "jwt", "-"], ["--now", "soon", "-"],
        ])
    func usage(_ arguments: [String]) {
        let outcome = Self.run(arguments)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.hasPrefix("pushlint: "))
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("--kind=json and --max-bytes=N spellings")
    func inlineValues() {
        let outcome = Self.run(["--kind=json", "--max-bytes=1", "-"], stdin: Array("[1]".utf8))
        #expect(outcome.exitCode == .findings)
        #expect(outcome.outputText.contains("[json.max-bytes]"))
    }

    @Test("directories are walked in sorted order for .json and .apns files")
    func directories() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data("[1,]".utf8).write(to: nested.appendingPathComponent("z.json"))
        try Data("{,}".utf8).write(to: directory.appendingPathComponent("a.apns"))
        try Data("{".utf8).write(to: directory.appendingPathComponent("c.txt"))
        try Data("{".utf8).write(to: directory.appendingPathComponent(".hidden.json"))
        let outcome = Self.run(["--kind", "json", directory.path])
        // The finding lines, before the blank line and the rules' links.
        let paths = outcome.outputText.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
            .map { $0.split(separator: ":")[0] }
        #expect(paths == [Substring(directory.path + "/a.apns"), Substring(nested.path + "/z.json")])
        #expect(outcome.standardError.contains("2 files"))
        let empty = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(Self.run([empty.path]).exitCode == .usage)
    }

    @Test("--config turns rules off, changes severities and sets limits")
    func config() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("pushlint.json")
        try Data(
            #"{"kind": "json", "maxBytes": 100, "rules": {"json.bom": "off", "json.duplicate-key-same-value": "error"}}"#
                .utf8
        )
        .write(to: config)
        let bom = Self.run(["--config", config.path, "-"], stdin: Array("\u{FEFF}{}".utf8))
        #expect(bom.exitCode == .success)
        #expect(bom.outputText.isEmpty)
        let duplicate = Self.run(["--config", config.path, "-"], stdin: Array(#"{"a":1,"a":1}"#.utf8))
        #expect(duplicate.exitCode == .findings)
        #expect(duplicate.outputText.contains("error: duplicate key"))
        let large = Self.run(
            ["--config", config.path, "-"], stdin: Array(("[" + String(repeating: "1,", count: 60) + "1]").utf8))
        #expect(large.outputText.contains("[json.max-bytes]"))
    }

    @Test("--config sets the APNs push type and broadcast limit")
    func apnsConfig() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("pushlint.json")
        try Data(#"{"kind": "apns", "pushType": "voip", "broadcastMaxBytes": 5120}"#.utf8).write(to: config)
        let body = Array((#"{"caller":""# + String(repeating: "x", count: 4200) + #""}"#).utf8)
        #expect(Self.run(["--config", config.path, "-"], stdin: body).exitCode == .success)
        #expect(Self.run(["--kind", "apns", "-"], stdin: body).exitCode == .findings)
    }

    @Test(
        "a bad config exits 2 naming what is wrong",
        arguments: [
            (#"{"rules": {"json.nope": "off"}}"#, "at /rules/json.nope: no rule has this id"),
            (#"{"rules": {"json.bom": "loud"}}"#, "at /rules/json.bom: expected \"off\""),
            (#"{"colour": true}"#, "at /colour: unknown setting"),
            (#"{"maxBytes": "4k"}"#, "at /maxBytes: expected a whole number"),
            (#"{"strict": true,}"#, "trailing comma"),
            ("[]", "the root must be an object"),
            (#"{"pushType": "Alert"}"#, "at /pushType: expected one of alert"),
            (#"{"broadcastMaxBytes": 6000}"#, "at /broadcastMaxBytes: expected 4096"),
        ])
    func badConfig(_ text: String, _ expected: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("bad.json")
        try Data(text.utf8).write(to: config)
        let outcome = Self.run(["--config", config.path, "-"], stdin: Array("{}".utf8))
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
        #expect(Self.run(["--config", "/no/such/config.json", "-"]).exitCode == .usage)
    }

    @Test("rules lists the registry in text and json")
    func rules() throws {
        let text = Self.run(["rules"])
        #expect(text.exitCode == .success)
        #expect(text.outputText.split(separator: "\n").count == RuleRegistry.all.count)
        let json = Self.run(["rules", "--format", "json"])
        let value = try JSONValue(parsing: json.standardOutput)
        #expect(value["rules"]?.arrayValue?.count == RuleRegistry.all.count)
        #expect(value["rules"]?[0]?["id"] == "json.syntax")
        #expect(value["rules"]?[0]?["source"]?.stringValue?.hasPrefix("https://") == true)
    }

    @Test("format refuses what it cannot re-encode exactly")
    func formatRefuses() {
        let broken = Self.run(["format", "-"], stdin: Array("[1,]".utf8))
        #expect(broken.exitCode == .findings)
        #expect(broken.standardError == "<stdin>:1:4: error: trailing comma before ']' (at /1) [json.syntax]\n")
        #expect(Self.run(["format", "-"], stdin: Array(#"["\ud800"]"#.utf8)).exitCode == .findings)
        let spaced = Self.run(["format", "-"], stdin: Array("{ \"a\" : [ 1.50 , \"\\/\" ] }\n".utf8))
        #expect(spaced.outputText == #"{"a":[1.50,"/"]}"# + "\n")
    }

    @Test("help and version")
    func helpAndVersion() {
        #expect(Self.run(["--help"]).outputText.contains("usage: pushlint"))
        #expect(Self.run(["--version"]).outputText == "pushlint \(PushLint.version)\n")
    }
}
