import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// `--strings` and the configuration's `strings` on real apps' resources (Fixtures/strings/README.md):
/// Bark's String Catalog and ntfy's Android `res/` folder, with payloads that use their keys right,
/// with a key missing, and with the wrong number of arguments.
@Suite("pushlint --strings")
struct StringsOptionTests {
    static let strings = PushLintTests.root.appendingPathComponent("Fixtures/strings")
    static let bark = strings.appendingPathComponent("bark/Localizable.xcstrings").path
    static let ntfy = strings.appendingPathComponent("ntfy/res").path

    /// Each payload's errors and warnings as `rule pointer`, with both apps' resources given.
    static func findings(_ payload: String, extra: [String] = []) -> (ExitCode, [String]) {
        let path = strings.appendingPathComponent("payloads/\(payload)").path
        let outcome = PushLintTests.run(
            ["--strings", bark, "--strings", ntfy, "--format", "json"] + extra + [path])
        let report = try? JSONValue(parsing: outcome.standardOutput)
        let findings = (report?["files"]?.arrayValue?.first?["diagnostics"]?.arrayValue ?? []).filter {
            $0["severity"]?.stringValue != "info"
        }
        return (
            outcome.exitCode,
            findings.map { "\($0["rule"]?.stringValue ?? "?") \($0["pointer"]?.stringValue ?? "?")" }
        )
    }

    // The expectations come from the resources as published: Bark's `groupMuted` is `Group "%@"
    // muted!` in en, ja, tr and zh-Hans; `AddedSuccessfully` has no specifier; `timeMinHourAgo` is
    // `%1$d hour %2$d minutes ago`. ntfy's `detail_test_message_error` is `Cannot send message:
    // %1$s`, `connection_alert_text_one` takes `%1$s` and `%2$d`, `common_button_save` none.
    @Test(
        "each real payload's findings",
        arguments: [
            ("bark-right.json", [String]()),
            ("bark-missing.json", ["apns.loc-key-unknown /aps/alert/title-loc-key"]),
            (
                "bark-wrong-count.json",
                ["apns.loc-args-count /aps/alert/title-loc-key", "apns.loc-args-unused /aps/alert/loc-args"]
            ),
            ("bark-integer-arguments.json", ["apns.loc-format-type /aps/alert/loc-args"]),
            ("ntfy-right.json", []),
            ("ntfy-missing.json", ["fcm.loc-key-unknown /message/android/notification/title_loc_key"]),
            (
                "ntfy-wrong-count.json",
                [
                    "fcm.loc-args-count /message/android/notification/title_loc_args",
                    "fcm.loc-args-unused /message/android/notification/body_loc_args",
                ]
            ),
        ])
    func realPayloads(_ payload: String, _ expected: [String]) {
        let (exitCode, found) = Self.findings(payload)
        #expect(found == expected, "\(payload)")
        // Only the unused-argument rules are warnings; an error fails the run.
        #expect(exitCode == (expected.contains { !$0.contains("-unused ") } ? .findings : .success))
    }

    @Test("without --strings, no localization rule runs on the same payloads")
    func withoutStrings() {
        let path = Self.strings.appendingPathComponent("payloads/bark-missing.json").path
        let outcome = PushLintTests.run(["--format", "json", path])
        #expect(outcome.exitCode == .success)
        #expect(!outcome.outputText.contains("loc-key-unknown"))
    }

    @Test("every language of ntfy's res/ folder is read, the empty values-lt too")
    func androidLanguages() throws {
        var resources = StringResources()
        for language in ["values", "values-de", "values-nl", "values-lt"] {
            let path = "\(Self.ntfy)/\(language)/strings.xml"
            try resources.add([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        }
        var options = ValidationOptions()
        options.strings = resources
        let payload = #"{"message":{"token":"t","android":{"notification":{"body_loc_key":"common_button_save"}}}}"#
        let report = PayloadValidator.validate(Array(payload.utf8), as: .fcm, options: options)
        let untranslated = report.diagnostics.filter { $0.ruleID == "fcm.loc-key-untranslated" }
        #expect(untranslated.count == 1)
        #expect(untranslated.first?.message.contains("in lt:") == true)
    }

    @Test("a folder's .stringsdict files are said on stderr, not read")
    func stringsDictionary() throws {
        let folder = try PushLintTests.temporaryDirectory()
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(#""HELLO" = "Hello %@";"#.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        try Data("<plist/>".utf8).write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
        let payload = folder.appendingPathComponent("p.json")
        try Data(#"{"aps":{"alert":{"loc-key":"HELLO","loc-args":["Ann"]}}}"#.utf8).write(to: payload)
        let outcome = PushLintTests.run(["--strings", folder.path, payload.path])
        #expect(outcome.exitCode == .success, "\(outcome.outputText)")
        #expect(outcome.standardError.contains("Localizable.stringsdict"))
        let named = PushLintTests.run([
            "--strings", lproj.appendingPathComponent("Localizable.stringsdict").path, payload.path,
        ])
        #expect(named.exitCode == .usage)
        #expect(named.standardError.contains(".stringsdict is not read"))
    }

    @Test("a configuration's strings: paths relative to it, per override too")
    func configuration() throws {
        let folder = try PushLintTests.temporaryDirectory()
        try Data(#""HELLO" = "Hello %@";"#.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        let config = folder.appendingPathComponent(".pushlint.json")
        try Data(
            #"{"kind":"apns","overrides":[{"files":["loc/*.json"],"strings":"Localizable.strings"}]}"#.utf8
        ).write(to: config)
        let loc = folder.appendingPathComponent("loc")
        try FileManager.default.createDirectory(at: loc, withIntermediateDirectories: true)
        let body = #"{"aps":{"alert":{"loc-key":"HELLO"}}}"#
        try Data(body.utf8).write(to: loc.appendingPathComponent("a.json"))
        try Data(body.utf8).write(to: folder.appendingPathComponent("b.json"))
        let outcome = PushLintTests.run(["--config", config.path, folder.path])
        #expect(outcome.outputText.contains("loc/a.json:1:"), "\(outcome.outputText)")
        #expect(outcome.outputText.contains("[apns.loc-args-count]"))
        #expect(!outcome.outputText.contains("b.json:1:"))
    }

    @Test("a resource that breaks its format stops the run with its place")
    func malformed() throws {
        let folder = try PushLintTests.temporaryDirectory()
        let file = folder.appendingPathComponent("Localizable.strings")
        try Data("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8).write(to: file)
        let outcome = PushLintTests.run(["--strings", file.path, "x.json"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("Localizable.strings:2:1:"), "\(outcome.standardError)")
    }
}
