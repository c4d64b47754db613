import Foundation
import Testing

@testable import PushLint
@testable import PushPayloads

/// Rules whose source is unconfirmed run in pushlint only when a configuration turns them on.
@Suite("Rules off by default")
struct OffByDefaultTests {
    static let tokenMessage = Array(#"{"message":{"token":"abc","notification":{"title":"x"}}}"#.utf8)

    static func rules(_ arguments: [String], in directory: URL) throws -> [String] {
        let outcome = PushLint.run(arguments: arguments + ["--format", "json", "-"], workingDirectory: directory.path) {
            tokenMessage
        }
        let report = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput)) as? [String: Any]
        let files = try #require(report?["files"] as? [[String: Any]])
        return (files.first?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    }

    @Test("fcm.token-deprecated is off unless a configuration (or, in the library, a severity) turns it on")
    func tokenDeprecated() throws {
        let root = try PushLintTests.temporaryDirectory()
        #expect(!(try Self.rules(["--no-config"], in: root)).contains("fcm.token-deprecated"))
        try Data(#"{"rules": {"fcm.token-deprecated": "info"}}"#.utf8)
            .write(to: root.appendingPathComponent(".pushlint.json"))
        #expect(try Self.rules([], in: root).contains("fcm.token-deprecated"))
        let library = PayloadValidator.validate(Self.tokenMessage, as: .fcm)
        #expect(!library.diagnostics.contains { $0.ruleID == "fcm.token-deprecated" })
        let asked = PayloadValidator.validate(
            Self.tokenMessage, as: .fcm, options: ValidationOptions(severityOverrides: ["fcm.token-deprecated": .info]))
        #expect(asked.diagnostics.contains { $0.ruleID == "fcm.token-deprecated" })
    }

    @Test("explain and the rule reference say so, with the reason")
    func documented() {
        let explained = PushLint.run(arguments: ["explain", "fcm.token-deprecated"]) { [] }.outputText
        #expect(explained.contains("By default: off unless turned on"))
        #expect(RuleReference.markdown().contains("- Default: off unless turned on"))
        #expect(RuleRegistry.all.compactMap(\.offByDefault).allSatisfy { $0.contains("unconfirmed") })
        #expect(RuleRegistry.all.contains { $0.offByDefault != nil })
    }
}
