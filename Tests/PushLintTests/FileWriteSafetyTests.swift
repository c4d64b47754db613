import Foundation
import Testing

@testable import PushLint

#if canImport(Glibc)
    import Glibc
#endif

/// What pushlint writes of a user's files (`fix`, `--update-baseline`, `--output`) is written whole
/// or not at all, never over a file that changed or over an input, and what it reads of them never
/// blocks on a FIFO; no cap leaves work undone in silence.
@Suite("Writing the user's files safely")
struct FileWriteSafetyTests {
    static let badge = #"{"aps":{"alert":"hi","badge":"3"}}"#
    static let repaired = #"{"aps":{"alert":"hi","badge":3}}"#

    static func run(_ arguments: [String], in directory: String) -> Outcome {
        PushLint.run(arguments: arguments, workingDirectory: directory) { [] }
    }

    static func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Runs `body` on a thread of its own; whether it returned within `seconds` (a blocked `open`
    /// would never return: the thread is then left behind, and the test fails instead of hanging).
    static func returns(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        return done.wait(timeout: .now() + seconds) == .success
    }

    @Test("a file that changed after it was read is not overwritten, and nothing is left beside it")
    func changedFileIsKept() throws {
        let directory = try PushLintTests.temporaryDirectory().path
        let path = directory + "/payload.json"
        try Self.write("changed meanwhile", path)
        #expect(throws: UsageError.self) {
            try FileReplacement.write(
                Array(Self.repaired.utf8), to: path, expected: Array(Self.badge.utf8), what: "the payload",
                shown: "payload.json")
        }
        #expect(try Self.read(path) == "changed meanwhile")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["payload.json"])
    }

    @Test("fix keeps the file's mode and a link stays a link to the repaired file")
    func modeAndLink() throws {
        let directory = try PushLintTests.temporaryDirectory().path
        try Self.write(Self.badge, directory + "/payload.json")
        #expect(chmod(directory + "/payload.json", 0o640) == 0)
        #expect(symlink("payload.json", directory + "/link.json") == 0)
        let outcome = Self.run(["fix", "link.json"], in: directory)
        #expect(outcome.exitCode == .success)
        #expect(try Self.read(directory + "/payload.json") == Self.repaired)
        var info = stat()
        #expect(lstat(directory + "/link.json", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(stat(directory + "/payload.json", &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["link.json", "payload.json"])
    }

    @Test("fix says which files it cannot read and repairs the others")
    func fixGoesOn() throws {
        let directory = try PushLintTests.temporaryDirectory().path
        try Self.write(Self.badge, directory + "/b.json")
        let outcome = Self.run(["fix", "a.json", "b.json", "c.json"], in: directory)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("cannot read 'a.json'"))
        #expect(outcome.standardError.contains("cannot read 'c.json'"))
        #expect(try Self.read(directory + "/b.json") == Self.repaired)
    }

    @Test("fix repairs a finding past the first 1,000 findings")
    func fixSeesEveryFinding() throws {
        let directory = try PushLintTests.temporaryDirectory().path
        let numbers = Array(repeating: "9007199254740993", count: 1_500).joined(separator: ",")
        try Self.write(#"{"x":[\#(numbers)],"aps":{"alert":"hi","badge":"3"}}"#, directory + "/p.json")
        let outcome = Self.run(["fix", "--kind", "apns", "p.json"], in: directory)
        // The badge is repaired; the body stays too large for APNs, an error fix cannot repair.
        #expect(outcome.standardError.contains(#"apns.aps-value-type at /aps/badge: "3" → 3"#))
        #expect(try Self.read(directory + "/p.json").hasSuffix(#""badge":3}}"#))
    }

    @Test("--output naming an input, or a link to one, is refused and the input kept")
    func outputIsNotAnInput() throws {
        let directory = try PushLintTests.temporaryDirectory().path
        try Self.write(Self.badge, directory + "/ok.json")
        #expect(symlink("ok.json", directory + "/report.txt") == 0)
        for output in ["ok.json", "./ok.json", "report.txt", directory + "/ok.json"] {
            let outcome = Self.run(["ok.json", "-o", output], in: directory)
            #expect(outcome.exitCode == .usage, "\(output)")
            #expect(outcome.standardError.contains("the report would replace it"))
        }
        let walked = Self.run([".", "-o", "ok.json"], in: directory)
        #expect(walked.exitCode == .usage)
        #expect(try Self.read(directory + "/ok.json") == Self.badge)
    }

    @Test("fix, --config, --baseline and --schema on a FIFO without a writer do not block")
    func fifosDoNotBlock() throws {
        let directory = try PushLintTests.temporaryDirectory().path
        try Self.write(Self.badge, directory + "/ok.json")
        #expect(mkfifo(directory + "/named.fifo", 0o600) == 0)
        for arguments in [
            ["fix", "named.fifo"], ["--config", "named.fifo", "ok.json"], ["--baseline", "named.fifo", "ok.json"],
            ["--schema", "named.fifo", "--kind", "liveactivity", "ok.json"],
        ] {
            let finished = Self.returns(within: 20) {
                let outcome = Self.run(arguments, in: directory)
                #expect(outcome.exitCode == .usage, "\(arguments)")
            }
            #expect(finished, "\(arguments) blocked")
        }
    }

    @Test("--update-baseline records every finding, past --max-findings, and the next run has none left")
    func baselineRecordsEverything() throws {
        let directory = try PushLintTests.temporaryDirectory().path
        let members = (0..<30).map { #""k\#($0)":1,"k\#($0)":2"# }.joined(separator: ",")
        try Self.write("{\(members)}", directory + "/dup.json")
        let update = Self.run(
            ["--max-findings", "10", "--baseline", "b.json", "--update-baseline", "dup.json"], in: directory)
        #expect(update.exitCode == .success)
        #expect(update.standardError.contains("recorded 30 findings"))
        let next = Self.run(["--max-findings", "10", "--baseline", "b.json", "dup.json"], in: directory)
        #expect(next.exitCode == .success, "\(next.standardError)")
        // New findings past the limit are still said: the first 10 and how many more.
        try Self.write("{\(members),\(members.replacingOccurrences(of: "\"k", with: "\"n"))}", directory + "/dup.json")
        let more = Self.run(
            ["--max-findings", "10", "--format", "json", "--baseline", "b.json", "dup.json"], in: directory)
        #expect(more.exitCode == .findings)
        let report = try JSONSerialization.jsonObject(with: Data(more.standardOutput)) as? [String: Any]
        let file = (report?["files"] as? [[String: Any]])?.first
        let shown = file?["diagnostics"] as? [[String: Any]] ?? []
        #expect(shown.count == 11)
        #expect(shown.last?["rule"] as? String == "json.findings-omitted")
        #expect((shown.last?["message"] as? String)?.contains("more findings not shown (json.duplicate-key ×") == true)
    }
}
