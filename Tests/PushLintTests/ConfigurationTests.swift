import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// `.pushlint.json`: found upward, file selection, overrides, and flags over all of it.
@Suite("Configuration")
struct ConfigurationTests {
    /// A project: a config at its root, payloads two levels down, a broken file to exclude.
    static func project(config: String?) throws -> URL {
        let root = try PushLintTests.temporaryDirectory()
        let files: [String: String] = [
            "payloads/a.json": #"{"aps":{"badge":"3"}}"#,
            "payloads/sub/b.json": #"{"aps":{"alert":"hi"}}"#,
            "payloads/c.payload": #"{"aps":{"badge":"x"}}"#,
            "broken/x.json": "{",
            "templates/fcm/m.json": #"{"message":{"token":"t","fid":"f","notification":{"title":"t"}}}"#,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        if let config { try Data(config.utf8).write(to: root.appendingPathComponent(".pushlint.json")) }
        return root
    }

    static func run(_ arguments: [String], in directory: URL) -> Outcome {
        PushLint.run(arguments: arguments, workingDirectory: directory.path) { [] }
    }

    @Test("with no configuration, a directory walk lints .json files only")
    func noConfig() throws {
        let root = try Self.project(config: nil)
        let outcome = Self.run(["."], in: root)
        #expect(outcome.standardError.contains("4 files"))
        #expect(outcome.outputText.contains("./broken/x.json:1:2: error:"))
        #expect(!outcome.outputText.contains("c.payload"))
    }

    @Test("the configuration is found from a subdirectory, and its patterns are relative to it")
    func discovered() throws {
        let root = try Self.project(
            config: #"{"exclude": ["broken"], "extensions": ["payload"]}"#)
        let outcome = Self.run(["."], in: root.appendingPathComponent("payloads"))
        // a.json, sub/b.json and c.payload: the extension is the configuration's.
        #expect(outcome.standardError.contains("3 files: 2 errors"))
        #expect(outcome.outputText.contains("./c.payload:1:17: error:"))
        let fromRoot = Self.run(["."], in: root)
        #expect(!fromRoot.outputText.contains("broken"))
        #expect(Self.run(["--no-config", "."], in: root).outputText.contains("broken/x.json"))
    }

    @Test("a file named on the command line is linted even when excluded")
    func namedFileWins() throws {
        let root = try Self.project(config: #"{"exclude": ["broken/**"]}"#)
        #expect(Self.run(["broken/x.json"], in: root).exitCode == .findings)
        #expect(Self.run(["broken"], in: root).standardError.contains("no .apns or .json files to lint under"))
    }

    @Test("include keeps only its matches")
    func include() throws {
        let root = try Self.project(config: #"{"include": ["payloads/sub/**"]}"#)
        let outcome = Self.run(["."], in: root)
        #expect(outcome.standardError.contains("1 file: 0 errors"))
    }

    @Test("an override sets the kind and rules of its files; a flag still wins over it")
    func overrides() throws {
        let root = try Self.project(
            config: #"""
                {"overrides": [{"files": "templates/fcm/**", "kind": "fcm",
                                "rules": {"fcm.target-count": "warning"}}]}
                """#)
        // The message has two targets: fcm.target-count, an error, lowered to a warning here.
        let outcome = Self.run(["--verbose", "templates"], in: root)
        #expect(outcome.exitCode == .success)
        #expect(outcome.outputText.contains(": warning: ") && outcome.outputText.contains("[fcm.target-count]"))
        #expect(!outcome.outputText.contains("json.auto-kind"))
        let flagged = Self.run(["--kind", "json", "templates"], in: root)
        #expect(!flagged.outputText.contains("fcm."))
    }

    @Test(
        "mistakes name the file and the pointer, exit 2",
        arguments: [
            (#"{"include": 3}"#, "at /include: expected a string or an array of strings"),
            (#"{"overrides": [{"kind": "fcm"}]}"#, "at /overrides/0: an override needs \"files\""),
            (
                #"{"overrides": [{"files": "a[", "kind": "fcm"}]}"#,
                "at /overrides/0/files/0: the pattern 'a[' has a '[' with no ']'"
            ),
            (#"{"overrides": [{"files": "*", "colour": true}]}"#, "at /overrides/0/colour: unknown override member"),
            (
                #"{"overrides": [{"files": "*", "rules": {"no.such": "off"}}]}"#,
                "at /overrides/0/rules/no.such: no rule has this id"
            ),
            (#"{"extensions": [""]}"#, "at /extensions/0: an extension must not be empty"),
            (#"{"exlude": []}"#, "at /exlude: unknown setting"),
        ])
    func mistakes(_ config: String, _ message: String) throws {
        let root = try Self.project(config: config)
        let outcome = Self.run(["."], in: root)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("bad config '"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test(
        "a renamed setting or flag is refused with its new name; a near miss with the nearest name",
        arguments: [
            (#"{"broadcastLimit": 4096}"#, [], "at /broadcastLimit: unknown setting; renamed to 'broadcastMaxBytes'"),
            (
                #"{"overrides": [{"files": "*", "liveActivityLimit": 5}]}"#, [],
                "at /overrides/0/liveActivityLimit: unknown override member; renamed to 'liveActivityMaxBytes'"
            ),
            (
                #"{"liveActivityIdMaxBytes": 5}"#, [],
                "at /liveActivityIdMaxBytes: unknown setting; renamed to 'liveActivityIDMaxBytes'"
            ),
            (#"{"pushTyp": "alert"}"#, [], "at /pushTyp: unknown setting; did you mean 'pushType'?"),
            (#"{"max_bytes": 5}"#, [], "at /max_bytes: unknown setting; did you mean 'maxBytes'?"),
            (
                "{}", ["--live-activity-limit", "5"],
                "unknown option '--live-activity-limit'; renamed to '--live-activity-max-bytes'"
            ),
            ("{}", ["--broadcast-limit=5"], "unknown option '--broadcast-limit'; renamed to '--broadcast-max-bytes'"),
        ] as [(String, [String], String)])
    func renamed(_ config: String, _ flags: [String], _ message: String) throws {
        let root = try Self.project(config: config)
        let outcome = Self.run(flags + ["."], in: root)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    }

    @Test("every mistake of a configuration is reported in one run, each with its pointer")
    func allMistakesAtOnce() throws {
        let config = #"""
            {"exlude": [], "include": 3, "kind": "apn",
             "rules": {"apns.badge-valu": "warn", "json.bom": "of", "json.duplicate-key": 2},
             "overrides": [{"files": "*", "colour": true}, {"kind": "fcm"}]}
            """#
        let root = try Self.project(config: config)
        let outcome = Self.run(["."], in: root)
        #expect(outcome.exitCode == .usage)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        let expected = [
            "at /exlude: unknown setting; did you mean 'exclude'?",
            "at /include: expected a string or an array of strings",
            "at /overrides/0/colour: unknown override member",
            "at /overrides/1: an override needs \"files\"",
            "at /kind: expected one of", "did you mean 'apns'?",
            "at /rules/apns.badge-valu: no rule has this id; did you mean 'apns.badge-value'?",
            "at /rules/json.bom: expected \"off\"", "did you mean 'off'?",
        ]
        for part in expected {
            #expect(outcome.standardError.contains(part), "\(part)\n\(outcome.standardError)")
        }
        #expect(lines.count == 7, "\(outcome.standardError)")
        #expect(lines.allSatisfy { $0.hasPrefix("pushlint: bad config '") }, "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("/rules/json.duplicate-key"))
    }

    @Test(
        "severities take eslint's spellings too: warn, 0, 1, 2",
        arguments: [
            (#""warn""#, "warning"), ("1", "warning"), ("2", "error"), (#""info""#, "info"), ("0", nil),
            (#""off""#, nil),
        ] as [(String, String?)])
    func severitySpellings(_ value: String, _ severity: String?) throws {
        // payloads/a.json has a string badge: apns.aps-value-type, an error by default.
        let root = try Self.project(config: #"{"rules": {"apns.aps-value-type": "# + value + "}}")
        let outcome = Self.run(["--format", "json", "payloads/a.json"], in: root)
        let text = outcome.outputText
        if let severity {
            #expect(text.contains(#""rule":"apns.aps-value-type","severity":"\#(severity)""#), "\(text)")
        } else {
            #expect(!text.contains("apns.aps-value-type"), "\(text)")
        }
    }

    @Test("minSeverity in the configuration sets the lowest severity printed; the flag wins")
    func minSeverity() throws {
        let root = try Self.project(config: #"{"minSeverity": "error", "rules": {"apns.aps-value-type": "warning"}}"#)
        let quiet = Self.run(["--format", "json", "payloads/a.json"], in: root)
        #expect(!quiet.outputText.contains("apns.aps-value-type"), "\(quiet.outputText)")
        let flag = Self.run(["--format", "json", "--min-severity", "warning", "payloads/a.json"], in: root)
        #expect(flag.outputText.contains(#""rule":"apns.aps-value-type","severity":"warning""#), "\(flag.outputText)")
        let bad = try Self.project(config: #"{"minSeverity": "eror"}"#)
        let refused = Self.run(["."], in: bad).standardError
        #expect(refused.contains("at /minSeverity: expected one of info, warning, error; did you mean 'error'?"))
        let eslint = try Self.project(config: #"{"minSeverity": "warn"}"#)
        #expect(Self.run(["."], in: eslint).exitCode != .usage)
    }

    @Test("rule links point to --docs-url or the configuration's docsURL, in every format")
    func docsURL() throws {
        let mirror = "https://docs.example.com/pushlint/rules.html"
        let root = try Self.project(config: #"{"docsURL": "\#(mirror)"}"#)
        let link = mirror + "#apnsaps-value-type"
        for format in ["text", "json", "sarif", "github"] {
            let outcome = Self.run(["--format", format, "payloads/a.json"], in: root)
            #expect(outcome.outputText.contains(link), "\(format): \(outcome.outputText)")
            #expect(!outcome.outputText.contains("github.com/PushPayloads/PushPayloads/blob"), "\(format)")
        }
        let flag = Self.run(["--docs-url", "https://x.example/r", "payloads/a.json"], in: root)
        #expect(flag.outputText.contains("https://x.example/r#apnsaps-value-type"))
        let bad = Self.run(["--docs-url", "docs/Rules.md#x", "payloads/a.json"], in: root)
        #expect(bad.exitCode == .usage)
        #expect(bad.standardError.contains("takes an http(s) URL without a '#' fragment"))
    }

    @Test("an unknown --kind gets the nearest kind")
    func kindSuggestion() throws {
        let root = try Self.project(config: nil)
        let outcome = Self.run(["--kind", "apn", "payloads/a.json"], in: root)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("got 'apn'; did you mean 'apns'?"), "\(outcome.standardError)")
    }

    @Test("--select-named applies include and exclude to named files, as pre-commit runs ask")
    func selectNamed() throws {
        let root = try Self.project(config: #"{"include": ["payloads/**"], "exclude": ["**/sub/**"]}"#)
        let named = ["payloads/sub/b.json", "broken/x.json", "payloads/a.json"]
        let selected = Self.run(["--select-named", "--format", "json"] + named, in: root)
        #expect(selected.outputText.contains(#""path":"payloads/a.json""#))
        #expect(!selected.outputText.contains("broken/x.json"))
        #expect(!selected.outputText.contains("sub/b.json"))
        #expect(
            selected.standardError.contains(
                "pushlint: passed over 2 named files that the configuration's include and exclude do not select "
                    + "(--select-named): 'payloads/sub/b.json', 'broken/x.json'\n"), "\(selected.standardError)")
        // a.json's string badge is an error: the exit code is the selected files' own.
        #expect(selected.exitCode == .findings)
        // Without the flag every named file is linted, the broken one too.
        let all = Self.run(["--format", "json"] + named, in: root)
        #expect(all.outputText.contains(#""path":"broken/x.json""#))
        // Nothing selected: nothing to lint, exit 0 (a commit of package.json alone passes).
        let none = Self.run(["--select-named", "broken/x.json"], in: root)
        #expect(none.exitCode == .success, "\(none.standardError)")
    }

    @Test("every former name points at a name that exists now and is no longer accepted itself")
    func formerNamesTable() {
        let settings = LintConfiguration.keys
        for (former, current) in NameHints.formerSettings {
            #expect(settings.contains(current), "\(former) -> \(current)")
            #expect(!settings.contains(former), "\(former)")
        }
        let flags = PayloadFamily.allSettings.map(\.flag)
        for (former, current) in NameHints.formerFlags {
            #expect(flags.contains(current), "\(former) -> \(current)")
            #expect(!flags.contains(former), "\(former)")
        }
    }

    @Test("--config and --no-config together are refused")
    func both() throws {
        let root = try Self.project(config: "{}")
        let outcome = Self.run(["--no-config", "--config", ".pushlint.json", "."], in: root)
        #expect(outcome.exitCode == .usage)
    }

    @Test("quoted patterns are expanded by pushlint, in sorted order")
    func patterns() throws {
        let root = try Self.project(config: nil)
        let outcome = Self.run(["--format", "json", "payloads/**/*.json", "*/c.payload"], in: root)
        let paths = outcome.outputText.split(separator: "\"path\":").dropFirst().map { $0.prefix { $0 != "," } }
        #expect(paths == [#""payloads/a.json""#, #""payloads/sub/b.json""#, #""payloads/c.payload""#])
        let none = Self.run(["nothing/*.json"], in: root)
        #expect(none.exitCode == .usage)
        #expect(none.standardError.contains("no files to lint match 'nothing/*.json'"))
    }
}

/// The `.pushlint.json` example of the command reference (Docs/pushlint.md, linked from the README)
/// is a configuration pushlint accepts.
@Suite("README configuration")
struct READMEConfigurationTests {
    @Test("the example under 'Configuration' in Docs/pushlint.md loads, with its overrides and patterns")
    func example() throws {
        let reference = try String(
            contentsOf: PushLintTests.root.appendingPathComponent("Docs/pushlint.md"), encoding: .utf8)
        let section = try #require(reference.range(of: "## Configuration: `.pushlint.json`\n"))
        let rest = reference[section.upperBound...]
        let start = try #require(rest.range(of: "```json\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        let text = String(rest[start.upperBound..<end.lowerBound])
        let configuration = try LintConfiguration(
            Array(text.utf8), path: "/project/.pushlint.json", workingDirectory: "/project")
        #expect(configuration.overrides.count == 2)
        #expect(configuration.selects("/project/payloads/a.json"))
        #expect(!configuration.selects("/project/payloads/broken/a.json"))
        #expect(!configuration.selects("/project/other/a.json"))
        #expect(configuration.overrides(for: "/project/templates/fcm/x.json") == [0])
        #expect(configuration.overrides(for: "/project/templates/a.voip.json") == [1])
        var settings = LintSettings()
        try configuration.apply(configuration.members, at: [], to: &settings)
        #expect(settings.options.disabledRules.contains("json.bom"))
    }
}

/// Walks skip installed dependencies and hidden folders, which hold JSON that is never a payload.
@Suite("Walks skip dependencies")
struct DependencyWalkTests {
    /// A repository with a payload, an npm package, a hidden folder and a `.build` folder.
    static func repository(config: String?) throws -> URL {
        let root = try PushLintTests.temporaryDirectory()
        let files = [
            "payloads/a.json": #"{"aps":{"alert":"hi"}}"#,
            "node_modules/pkg/package.json": #"{"name":"pkg","priority":2}"#,
            "web/node_modules/other/index.json": "{",
            ".vscode/settings.json": "{ // a comment\n}",
            ".build/debug/description.json": "{",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        if let config { try Data(config.utf8).write(to: root.appendingPathComponent(".pushlint.json")) }
        return root
    }

    @Test("node_modules, at any depth, and hidden folders are not walked")
    func skipped() throws {
        let root = try Self.repository(config: nil)
        let outcome = ConfigurationTests.run(["--format", "json", "."], in: root)
        #expect(outcome.exitCode == .success, "\(outcome.standardError)")
        #expect(outcome.outputText.contains(#""path":"./payloads/a.json""#))
        #expect(!outcome.outputText.contains("node_modules"))
        #expect(!outcome.outputText.contains(".vscode"))
        #expect(outcome.standardError.contains("1 file"), "\(outcome.standardError)")
    }

    @Test("an include pattern that names node_modules lets the walk in")
    func included() throws {
        let root = try Self.repository(config: #"{"include": ["payloads/**", "node_modules/**"]}"#)
        let outcome = ConfigurationTests.run(["--format", "json", "."], in: root)
        #expect(outcome.outputText.contains(#""path":"./node_modules/pkg/package.json""#), "\(outcome.outputText)")
        #expect(!outcome.outputText.contains("web/node_modules"))
    }
}
