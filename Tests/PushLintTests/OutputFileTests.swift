import Foundation
import Testing

@testable import PushLint

#if canImport(Glibc)
    import Glibc
#endif

/// `--output FILE` writes into a device or a FIFO in place, as a shell's `>` does, and replaces a
/// regular file whole (``FileReplacement``), through a link its target.
@Suite("--output")
struct OutputFileTests {
    static let body = #"{"aps":{"badge":"x"}}"#

    static func run(_ arguments: [String]) -> Outcome {
        PushLint.run(arguments: arguments) { Array(body.utf8) }
    }

    /// The report a run prints to standard output, for comparison.
    static var report: String { run(["-"]).outputText }

    /// The file type bits of `path`, links not followed.
    static func type(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test("onto a character device (/dev/null): written to it, and it stays a character device")
    func device() {
        let outcome = Self.run(["--output", "/dev/null", "-"])
        #expect(outcome.exitCode == .findings)
        #expect(outcome.standardOutput.isEmpty && !outcome.standardError.contains("cannot write"))
        #expect(Self.type("/dev/null") == S_IFCHR)
    }

    @Test("onto a link: its target receives the report, and the link stays a link")
    func link() throws {
        let directory = try PushLintTests.temporaryDirectory().path
        try Data("an older, longer text than the report will be ...........................".utf8)
            .write(to: URL(fileURLWithPath: directory + "/target.txt"))
        #expect(symlink("target.txt", directory + "/link.txt") == 0)
        #expect(symlink("created.txt", directory + "/dangling.txt") == 0)
        #expect(Self.run(["--output", directory + "/link.txt", "-"]).exitCode == .findings)
        #expect(Self.run(["--output", directory + "/dangling.txt", "-"]).exitCode == .findings)
        #expect(Self.type(directory + "/link.txt") == S_IFLNK && Self.type(directory + "/dangling.txt") == S_IFLNK)
        #expect(try String(contentsOfFile: directory + "/target.txt", encoding: .utf8) == Self.report)
        #expect(try String(contentsOfFile: directory + "/created.txt", encoding: .utf8) == Self.report)
    }

    @Test("onto a FIFO: its reader receives the whole report, and it stays a FIFO")
    func fifo() throws {
        let path = try PushLintTests.temporaryDirectory().path + "/report.fifo"
        #expect(mkfifo(path, 0o600) == 0)
        // The reader is there first (opened without waiting for a writer), so the run's open does
        // not wait; the report is far smaller than the pipe's buffer.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let outcome = Self.run(["--format", "json", "--output", path, "-"])
        #expect(outcome.exitCode == .findings && outcome.standardOutput.isEmpty)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        let expected = Self.run(["--format", "json", "-"]).outputText
        #expect(!expected.isEmpty && String(decoding: received, as: UTF8.self) == expected)
        #expect(Self.type(path) == S_IFIFO)
    }

    @Test("onto a directory: exit 2 and one line saying so; the report goes to standard output")
    func directory() throws {
        let path = try PushLintTests.temporaryDirectory().path
        let outcome = Self.run(["--quiet", "--output", path, "-"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError == "pushlint: cannot write the report to '\(path)': Is a directory\n")
        #expect(outcome.outputText == Self.run(["--quiet", "-"]).outputText)
        #expect(Self.type(path) == S_IFDIR)
    }

    @Test("a relative path is the working directory's, written as named")
    func relative() throws {
        let directory = try PushLintTests.temporaryDirectory().path
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        let outcome = PushLint.run(arguments: ["--output", "sub/../report.txt", "-"], workingDirectory: directory) {
            Array(Self.body.utf8)
        }
        #expect(outcome.exitCode == .findings)
        #expect(try String(contentsOfFile: directory + "/report.txt", encoding: .utf8) == Self.report)
    }
}
