import Foundation
import Testing

@testable import PushLint

/// A configuration's `ignore` entries: findings accepted by file, pointer and rule.
@Suite("Ignore entries")
struct SuppressionTests {
    static func run(_ arguments: [String], in directory: URL) -> Outcome {
        PushLint.run(arguments: arguments, workingDirectory: directory.path) { [] }
    }

    /// Two files with the same error (a string badge) and a warning at another pointer.
    static func repository(config: String) throws -> URL {
        let root = try PushLintTests.temporaryDirectory()
        let folder = root.appendingPathComponent("payloads")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["a", "b"] {
            try Data(#"{"aps":{"badge":"3","alert":"hi","sound":""}}"#.utf8)
                .write(to: folder.appendingPathComponent("\(name).json"))
        }
        try Data(config.utf8).write(to: root.appendingPathComponent(".pushlint.json"))
        return root
    }

    @Test("an entry accepts its rule at its pointer in its files, nothing else")
    func acceptsOnlyItsFinding() throws {
        let root = try Self.repository(
            config:
                #"{"ignore": [{"path": "payloads/a.json", "pointer": "/aps/badge", "rule": "apns.aps-value-type", "reason": "filled in by the server"}]}"#
        )
        let outcome = Self.run(["--format", "json", "payloads"], in: root)
        let report = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput)) as? [String: Any]
        let files = try #require(report?["files"] as? [[String: Any]])
        let findings = files.map { file in
            (file["diagnostics"] as? [[String: Any]] ?? []).map { "\($0["rule"]!) \($0["pointer"]!)" }
        }
        #expect(!findings[0].contains("apns.aps-value-type /aps/badge"))
        #expect(findings[0].contains { $0.hasSuffix(" /aps/sound") })
        #expect(findings[1].contains("apns.aps-value-type /aps/badge"))
        // The file whose only error was accepted is valid, and the summary counts what was left out.
        #expect(files[0]["valid"] as? Bool == true && files[1]["valid"] as? Bool == false)
        #expect(outcome.exitCode == .findings)
        #expect(outcome.standardError.contains("(1 more ignored by the configuration)"))
    }

    @Test("without a rule, an entry accepts every finding at its pointer; patterns match as include's do")
    func everyRuleAtPointer() throws {
        let root = try Self.repository(config: #"{"ignore": [{"path": "payloads/*.json", "pointer": "/aps/badge"}]}"#)
        let outcome = Self.run(["payloads"], in: root)
        #expect(outcome.exitCode == .success, "\(outcome.outputText)")
        #expect(!outcome.outputText.contains("/aps/badge"))
        #expect(outcome.outputText.contains("/aps/sound"))
    }

    @Test("every mistake in the entries is named with its pointer and a suggestion")
    func mistakes() throws {
        let root = try Self.repository(
            config:
                #"{"ignore": [{"pth": "a.json", "pointer": "aps", "rule": "apns.badge-valu"}, 3, {"path": 1, "pointer": ""}]}"#
        )
        let outcome = Self.run(["payloads"], in: root)
        #expect(outcome.exitCode == .usage)
        for expected in [
            "at /ignore/0/pth: unknown ignore member; did you mean 'path'?",
            "at /ignore/0/pointer: not a JSON Pointer",
            "at /ignore/0/rule: no rule has this id; did you mean 'apns.badge-value'?",
            "at /ignore/0: an ignore entry needs \"path\"", "at /ignore/1: expected an object",
            "at /ignore/2/path: expected a string",
        ] {
            #expect(outcome.standardError.contains(expected), "\(expected)\n\(outcome.standardError)")
        }
    }
}
