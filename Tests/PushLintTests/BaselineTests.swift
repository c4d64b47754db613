import Foundation
import Testing

@testable import PushLint

/// `--baseline FILE` and `--update-baseline`: accepted findings stay out of later runs.
@Suite("Baseline")
struct BaselineTests {
    static func run(_ arguments: [String], in directory: URL) -> Outcome {
        PushLint.run(arguments: arguments, workingDirectory: directory.path) { [] }
    }

    /// A repository of `count` invalid payloads (a string badge, an error) under `payloads/`.
    static func repository(invalid count: Int) throws -> URL {
        let root = try PushLintTests.temporaryDirectory()
        let folder = root.appendingPathComponent("payloads")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            try Data(#"{"aps":{"badge":"\#(index)","alert":"hi"}}"#.utf8)
                .write(to: folder.appendingPathComponent("p\(index).json"))
        }
        return root
    }

    @Test("50 invalid files baselined, then one new invalid file: only that file is reported")
    func onlyNewFindings() throws {
        let root = try Self.repository(invalid: 50)
        let recorded = Self.run(["--baseline", ".pushlint-baseline.json", "--update-baseline", "."], in: root)
        #expect(recorded.exitCode == .success, "\(recorded.standardError)")
        #expect(recorded.standardError.contains("recorded 50 findings in the baseline '.pushlint-baseline.json'"))
        let text = try String(contentsOf: root.appendingPathComponent(".pushlint-baseline.json"), encoding: .utf8)
        #expect(text.hasPrefix(#"{"version":1,"findings":["#))
        #expect(text.contains(#""path":"payloads/p7.json","rule":"apns.aps-value-type","pointer":"/aps/badge"}"#))

        // Nothing new: exit 0, the summary says how many the baseline holds back.
        let clean = Self.run(["--baseline", ".pushlint-baseline.json", "."], in: root)
        #expect(clean.exitCode == .success, "\(clean.outputText)\(clean.standardError)")
        #expect(clean.outputText.isEmpty)
        #expect(clean.standardError.contains("50 files: 0 errors, 0 warnings, 50 infos (50 more in the baseline)"))

        // A new invalid file, and the folder named another way: only the new file is reported.
        try Data(#"{"aps":{"badge":"x"}}"#.utf8).write(to: root.appendingPathComponent("payloads/new.json"))
        let json = Self.run(["--baseline", ".pushlint-baseline.json", "--format", "json", "payloads"], in: root)
        #expect(json.exitCode == .findings)
        let paths = json.outputText.components(separatedBy: #""rule":"apns.aps-value-type""#).count - 1
        #expect(paths == 1, "\(json.outputText)")
        #expect(json.outputText.contains(#""path":"payloads/new.json""#))
        // The baselined files' json reports are valid, their counts without the accepted finding.
        #expect(json.outputText.contains(#""path":"payloads/p7.json","kind":"apns""#))
        let p7 = try #require(json.outputText.range(of: #""path":"payloads/p7.json""#))
        let rest = json.outputText[p7.upperBound...]
        let p7Report = rest[..<(rest.range(of: #""path":"#)?.lowerBound ?? rest.endIndex)]
        #expect(p7Report.contains(#""valid":true"#), "\(p7Report)")
        #expect(p7Report.contains(#""errors":0"#), "\(p7Report)")
        let sarif = Self.run(["--baseline", ".pushlint-baseline.json", "--format", "sarif", "."], in: root)
        #expect(sarif.outputText.components(separatedBy: #""ruleId":"apns.aps-value-type""#).count - 1 == 1)
    }

    @Test("a second finding of the same rule at the same pointer is new")
    func occurrences() throws {
        let root = try Self.repository(invalid: 1)
        _ = Self.run(["--baseline", "b.json", "--update-baseline", "."], in: root)
        // The same file now has the finding twice (a duplicate key repeats the bad badge).
        try Data(#"{"aps":{"badge":"0","badge":"1","alert":"hi"}}"#.utf8)
            .write(to: root.appendingPathComponent("payloads/p0.json"))
        let outcome = Self.run(["--baseline", "b.json", "--format", "json", "."], in: root)
        #expect(outcome.outputText.contains(#""rule":"json.duplicate-key""#), "\(outcome.outputText)")
    }

    @Test("a missing or malformed baseline, or --update-baseline alone, is exit 2")
    func mistakes() throws {
        let root = try Self.repository(invalid: 1)
        let missing = Self.run(["--baseline", "none.json", "."], in: root)
        #expect(missing.exitCode == .usage)
        #expect(missing.standardError.contains("cannot read baseline 'none.json': the file does not exist"))
        try Data(#"{"version":2,"findings":[]}"#.utf8).write(to: root.appendingPathComponent("v2.json"))
        let version = Self.run(["--baseline", "v2.json", "."], in: root)
        #expect(version.exitCode == .usage)
        #expect(version.standardError.contains("bad baseline 'v2.json': expected \"version\": 1"))
        let alone = Self.run(["--update-baseline", "."], in: root)
        #expect(alone.exitCode == .usage)
        #expect(alone.standardError.contains("'--update-baseline' needs '--baseline FILE'"))
    }
}
