import Foundation
import Testing

@testable import PushLint

/// What a new user met: help that says what a flag does, every mistake of a configuration entry at
/// once, suggestions for a near miss.
@Suite("A new user's first runs")
struct NewUserTests {
    static let expired = Array(#"{"aps":{"alert":"hi"}}"#.utf8)

    static func rules(_ arguments: [String]) throws -> [String] {
        let outcome = PushLint.run(arguments: arguments + ["--format", "json", "-"]) { expired }
        let report = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput)) as? [String: Any]
        let file = (report?["files"] as? [[String: Any]])?.first
        return (file?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    }

    @Test("--now: the help says there is no default, and the clock rules run only with it")
    func now() throws {
        let help = PushLint.run(arguments: ["--help"]) { [] }.outputText
        let line = try #require(help.split(separator: "\n").first { $0.contains("--now SECONDS") })
        #expect(line.contains("default: none") && !line.contains("clock"))
        let header = ["--kind", "apns", "--header", "apns-expiration:1700000000"]
        #expect(!(try Self.rules(header)).contains("apns.expiration-past"))
        #expect(try Self.rules(header + ["--now", "1800000000"]).contains("apns.expiration-past"))
    }

    @Test("an override entry's unknown member does not hide its other mistakes")
    func everyOverrideMistake() throws {
        let root = try PushLintTests.temporaryDirectory()
        try Data(#"{"overrides":[{"files":"a/*.json","maxByte":4000,"pushType":"vopi","strict":"yes"}]}"#.utf8)
            .write(to: root.appendingPathComponent(".pushlint.json"))
        let outcome = PushLint.run(arguments: ["-"], workingDirectory: root.path) { Self.expired }
        #expect(outcome.exitCode == .usage)
        #expect(
            outcome.standardError.contains("/overrides/0/maxByte: unknown override member; did you mean 'maxBytes'?"))
        #expect(outcome.standardError.contains("/overrides/0/pushType:"))
        #expect(outcome.standardError.contains("/overrides/0/strict:"))
    }

    @Test("a near miss gets its suggestion: a push type, a rule id without its family")
    func suggestions() {
        let pushType = PushLint.run(arguments: ["--push-type", "vopi", "-"]) { Self.expired }
        #expect(pushType.exitCode == .usage && pushType.standardError.contains("did you mean 'voip'?"))
        let explain = PushLint.run(arguments: ["explain", "content-available-value"]) { [] }
        #expect(explain.standardError.contains("did you mean 'apns.content-available-value'?"))
    }
}
