import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// The command behaves like the linters people know: flags beat the config file, subcommands take
/// `--help`, a missing file does not hide the others, and an APNs push type never turns checks off.
@Suite("pushlint behaviour")
struct PushLintBehaviourTests {
    static func run(_ arguments: [String], stdin: String = "") -> Outcome {
        PushLint.run(arguments: arguments) { Array(stdin.utf8) }
    }

    static func file(_ text: String, named name: String = "payload.json") throws -> String {
        let url = try PushLintTests.temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static let mistypedBadge = #"{"aps":{"badge":"3"}}"#
    static let oversized = #"{"aps":{"alert":"\#(String(repeating: "x", count: 9000))"}}"#

    @Test("--push-type alert still reports an invalid and an oversized body", arguments: [mistypedBadge, oversized])
    func pushTypeKeepsChecks(_ body: String) throws {
        let path = try Self.file(body)
        #expect(Self.run(["--push-type", "alert", path]).exitCode == .findings)
        #expect(Self.run(["--kind", "apns", "--push-type", "alert", path]).exitCode == .findings)
        #expect(Self.run(["--push-type", "alert", "-"], stdin: body).exitCode == .findings)
    }

    @Test("config pushType still reports an invalid and an oversized body", arguments: [mistypedBadge, oversized])
    func configPushTypeKeepsChecks(_ body: String) throws {
        let path = try Self.file(body)
        let config = try Self.file(#"{"pushType":"alert"}"#, named: "pushlint.json")
        #expect(Self.run(["--config", config, path]).exitCode == .findings)
    }

    @Test("--push-type with a kind that has no push type is a usage error")
    func pushTypeNeedsAPNs() throws {
        let path = try Self.file("{}")
        let outcome = Self.run(["--kind", "json", "--push-type", "alert", path])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("--push-type"))
    }

    @Test("--max-bytes is a limit besides APNs' own, never ignored")
    func maxBytesOnAPNs() throws {
        let path = try Self.file(#"{"aps":{"alert":"\#(String(repeating: "x", count: 100))"}}"#)
        let outcome = Self.run(["--kind", "apns", "--max-bytes", "50", "--format", "json", path])
        #expect(outcome.exitCode == .findings)
        #expect(outcome.outputText.contains(#""rule":"json.max-bytes""#))
        #expect(outcome.outputText.contains(#""limit":50"#))
    }

    @Test("--max-bytes, by flag or config: the largest allowed is a limit, one past it a clear error, never a trap")
    func largestMaxBytes() throws {
        let path = try Self.file(Self.mistypedBadge)
        let largest = try Self.file(#"{"maxBytes":1099511627776}"#, named: "largest.json")
        for arguments in [["--max-bytes", "1099511627776", path], ["--config", largest, path]] {
            let outcome = Self.run(["--format", "json"] + arguments)
            #expect(outcome.exitCode == .findings, "\(arguments)")
            #expect(outcome.outputText.contains(#""limit":4096"#), "\(arguments)")
        }
        let huge = try Self.file(#"{"maxBytes":9223372036854775807}"#, named: "huge.json")
        for arguments in [["--max-bytes", "9223372036854775807", path], ["--config", huge, path]] {
            let outcome = Self.run(arguments)
            #expect(outcome.exitCode == .usage, "\(arguments)")
            #expect(outcome.standardError.contains("from 0 to 1099511627776"), "\(arguments)")
        }
    }

    @Test("flags beat the config file whichever comes first")
    func flagsBeatConfig() throws {
        let path = try Self.file(#"{"aps":{"alert":"hi"},"k":"\u0041"}"#)
        let strictConfig = try Self.file(#"{"strict":true,"kind":"json"}"#, named: "strict.json")
        let looseConfig = try Self.file(#"{"kind":"apns","maxBytes":10}"#, named: "loose.json")
        // The config says kind json; the flag says apns, before or after it.
        for arguments in [["--kind", "apns", "--config", strictConfig], ["--config", strictConfig, "--kind", "apns"]] {
            let outcome = Self.run(arguments + ["--format", "json", path])
            #expect(outcome.outputText.contains(#""kind":"apns""#), "\(arguments)")
        }
        // The config sets a 10-byte limit; the flag raises it, before or after it.
        for arguments in [
            ["--max-bytes", "1000", "--config", looseConfig], ["--config", looseConfig, "--max-bytes", "1000"],
        ] {
            #expect(Self.run(arguments + [path]).exitCode == .success, "\(arguments)")
        }
    }

    @Test("a missing file is reported, and every other file is still linted")
    func missingFileAmongGood() throws {
        let good = try Self.file(#"{"aps":{"alert":"hi"}}"#)
        let bad = try Self.file(Self.mistypedBadge, named: "bad.json")
        let outcome = Self.run(["--format", "json", good, "/nonexistent/missing.json", bad])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("missing.json"))
        #expect(outcome.outputText.contains("payload.json") && outcome.outputText.contains("bad.json"))
        #expect(outcome.outputText.contains("apns.aps-value-type"))
    }

    @Test("every subcommand prints its own help and exits 0", arguments: ["rules", "format"])
    func subcommandHelp(_ command: String) {
        let outcome = Self.run([command, "--help"])
        #expect(outcome.exitCode == .success)
        #expect(outcome.outputText.contains("pushlint \(command)"))
    }

    @Test("rules --kind lists the json rules, the kind's family and the families it carries, nothing else")
    func rulesForKind() throws {
        func families(_ kind: String, _ format: String = "text") -> Set<String> {
            let outcome = Self.run(["rules", "--kind", kind, "--format", format])
            #expect(outcome.exitCode == .success)
            if format == "json" {
                let value = try? JSONValue(parsing: Array(outcome.outputText.utf8))
                let ids = value?["rules"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
                return Set(ids.map { String($0.prefix { $0 != "." }) })
            }
            return Set(outcome.outputText.split(separator: "\n").map { String($0.prefix { $0 != "." }) })
        }
        #expect(families("mtpush") == ["json", "apns", "mtpush"])
        #expect(families("altcraft", "json") == ["json", "apns", "altcraft"])
        #expect(families("mpaas") == ["json", "apns", "liveactivity", "mpaas"])
        #expect(families("fcm-legacy") == ["json", "fcm"])
        #expect(families("json") == ["json"])
        #expect(families("auto").count == PayloadFamily.all.count)
        let markdown = Self.run(["rules", "--kind", "fingerpush", "--format", "markdown"]).outputText
        #expect(markdown.contains("## fingerpush") && markdown.contains("## apns") && !markdown.contains("## fcm"))
        let unknown = Self.run(["rules", "--kind", "nope"])
        #expect(unknown.exitCode == .usage && unknown.standardError.contains("mtpush"))
    }

    @Test("--stdin-name names standard input, and its extension counts as a file's")
    func stdinName() throws {
        let body = #"{"aps":{"alert":"hi"},"Simulator Target Bundle":"com.example"}"#
        let named = Self.run(["--stdin-name", "push.apns", "--format", "json", "-"], stdin: body)
        let file = try #require(try JSONValue(parsing: Array(named.outputText.utf8))["files"]?[0])
        #expect(file["path"]?.stringValue == "push.apns")
        let rules = file["diagnostics"]?.arrayValue?.compactMap { $0["rule"]?.stringValue } ?? []
        #expect(rules.contains("apns.simulator-metadata"))
        let unnamed = Self.run(["--format", "json", "-"], stdin: body).outputText
        #expect(unnamed.contains(#""path":"<stdin>""#) && !unnamed.contains("apns.simulator-metadata"))
        #expect(Self.run(["--stdin-name", "", "-"], stdin: body).exitCode == .usage)
    }

    @Test("--output writes the report to a file instead of standard output; an unwritable one is exit 2")
    func outputFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushlint-\(UUID().uuidString).sarif")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let expected = Self.run(["--format", "sarif", "-"], stdin: #"{"aps":1}"#)
        let written = Self.run(["--format", "sarif", "--output", path, "-"], stdin: #"{"aps":1}"#)
        #expect(written.exitCode == expected.exitCode && written.exitCode == .findings)
        #expect(written.standardOutput.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected.outputText)
        let failed = Self.run(["-o", "/nonexistent-dir/report.json", "-"], stdin: "{}")
        #expect(failed.exitCode == .usage && failed.standardError.contains("cannot write the report"))
    }

    @Test("text is coloured only when asked (a terminal without NO_COLOR), never in other formats or files")
    func colour() throws {
        let body = #"{"aps":{"badge":"x"}}"#
        let escape = "\u{1B}["
        let coloured = PushLint.run(arguments: ["-"], colour: true) { Array(body.utf8) }
        #expect(coloured.outputText.contains(escape + "1;31merror" + escape + "0m"))
        #expect(!Self.run(["-"], stdin: body).outputText.contains(escape))
        let json = PushLint.run(arguments: ["--format", "json", "-"], colour: true) { Array(body.utf8) }
        #expect(!json.outputText.contains(escape))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushlint-\(UUID().uuidString).txt")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = PushLint.run(arguments: ["--output", path, "-"], colour: true) { Array(body.utf8) }
        #expect(try !String(contentsOfFile: path, encoding: .utf8).contains(escape))
        #expect(PushLint.usesColour(isTerminal: true, environment: [:]))
        #expect(PushLint.usesColour(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!PushLint.usesColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!PushLint.usesColour(isTerminal: false, environment: [:]))
    }

    @Test("github output annotates 10 findings of a kind, logs the rest, and a closing notice counts them")
    func githubCap() {
        let numbers =
            Array(repeating: "1e400", count: 12) + Array(repeating: "1e-400", count: 3)
            + Array(repeating: "12345678901234567890", count: 12)
        let outcome = Self.run(
            ["--kind", "json", "--format", "github", "--verbose", "-"], stdin: "[\(numbers.joined(separator: ","))]")
        let lines = outcome.outputText.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 3)
        // Nine info notices and the closing one: ten notices in all.
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 10)
        #expect(lines.filter { !$0.hasPrefix("::") }.count == 2 + 3)
        #expect(lines.last?.hasPrefix("::notice title=pushlint::5 more findings (2 errors, 3 infos)") == true)
        let few = Self.run(
            ["--kind", "json", "--format", "github", "--verbose", "-"], stdin: "[1e400,12345678901234567890]")
        #expect(
            few.outputText.split(separator: "\n").allSatisfy { $0.hasPrefix("::") && !$0.contains("title=pushlint") })
    }

    @Test("a subcommand is found after global flags")
    func subcommandAfterFlags() {
        let outcome = Self.run(["--format", "json", "rules"])
        #expect(outcome.exitCode == .success)
        #expect(outcome.outputText.hasPrefix(#"{"version":1"#))
    }

    @Test("after --, a subcommand's name is a path")
    func subcommandNameAsPath() {
        let outcome = Self.run(["--", "rules"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("cannot read 'rules': the file does not exist"))
    }

    @Test("format names a missing file and ends its output with a newline")
    func formatBehaviour() throws {
        let missing = Self.run(["format", "/nonexistent/missing.json"])
        #expect(missing.exitCode == .usage)
        #expect(missing.standardError.contains("does not exist"))
        let formatted = Self.run(["format", "-"], stdin: #"{ "a" : 1 }"#)
        #expect(formatted.outputText == "{\"a\":1}\n")
    }

    @Test("an unknown flag suggests the nearest one")
    func unknownFlag() {
        let outcome = Self.run(["--push-typ", "alert", "-"], stdin: "{}")
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("--push-type"))
    }

    @Test("a malformed device token says what is wrong and mentions --lenient-token")
    func badDeviceToken() {
        let outcome = Self.run(["--device-token", "<abc zz>", "-"], stdin: #"{"aps":{"alert":"hi"}}"#)
        #expect(outcome.outputText.contains("--lenient-token"))
    }

    @Test("infos are shown in text and github output only with --verbose, in SARIF only when asked; json keeps them")
    func infosNeedVerbose() throws {
        let path = try Self.file(#"{"aps":{"alert":"hi"}}"#)
        #expect(!Self.run([path]).outputText.contains("json.auto-kind"))
        #expect(!Self.run(["--format", "github", path]).outputText.contains("json.auto-kind"))
        #expect(Self.run(["--verbose", path]).outputText.contains("json.auto-kind"))
        #expect(Self.run(["--format", "json", path]).outputText.contains("json.auto-kind"))
        // A clean file gives code scanning nothing: no result, no rule.
        let sarif = try JSONValue(parsing: Self.run(["--format", "sarif", path]).standardOutput)
        #expect(sarif["runs"]?[0]?["results"] == [])
        #expect(sarif["runs"]?[0]?["tool"]?["driver"]?["rules"] == [])
        #expect(Self.run(["--format", "sarif", "--min-severity", "info", path]).outputText.contains("json.auto-kind"))
        // --min-severity error leaves warnings out of every format, json too.
        let warning = try Self.file(#"{"aps":{"alert":"hi","colour":1}}"#)
        #expect(Self.run(["--format", "json", warning]).outputText.contains(#""severity":"warning""#))
        #expect(!Self.run(["--format", "json", "--min-severity", "error", warning]).outputText.contains("warning\""))
        #expect(Self.run(["--min-severity", "eror", warning]).standardError.contains("did you mean 'error'?"))
    }

    @Test("rules that compare with the clock run only with --now: the same findings on every day")
    func noClockByDefault() throws {
        // A Live Activity update dated 2001: stale against any clock after it.
        let path = try Self.file(#"{"aps":{"timestamp":1000000000,"event":"update","content-state":{}}}"#)
        let undated = Self.run(["--format", "json", "--kind", "liveactivity", path])
        #expect(!undated.outputText.contains("liveactivity.timestamp-stale"), "\(undated.outputText)")
        let dated = Self.run(["--format", "json", "--kind", "liveactivity", "--now", "1767225600", path])
        #expect(dated.outputText.contains("liveactivity.timestamp-stale"), "\(dated.outputText)")
    }

    @Test("help lists exactly the kinds that exist")
    func helpListsKinds() {
        let help = Self.run(["--help"]).outputText
        let kinds = PayloadKind.allCases.map(\.name).joined(separator: "|")
        #expect(help.contains(kinds))
    }

    @Test("help lists every config key and every setting's flag")
    func helpListsSettings() {
        let help = Self.run(["--help"]).outputText
        #expect(help.contains(LintConfiguration.keys.joined(separator: ", ")))
        for setting in PayloadFamily.allSettings { #expect(help.contains(setting.flag), "\(setting.flag)") }
    }

    @Test("Docs/Rules.md is what 'pushlint rules --format markdown' prints, a section per rule")
    func ruleReference() throws {
        let committed = try String(
            contentsOf: PushLintTests.root.appendingPathComponent("Docs/Rules.md"), encoding: .utf8)
        #expect(committed == Self.run(["rules", "--format", "markdown"]).outputText)
        for rule in RuleRegistry.all { #expect(committed.contains("### \(rule.id)\n")) }
    }
}
