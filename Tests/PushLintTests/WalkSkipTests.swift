import Foundation
import Testing

@testable import PushLint

#if canImport(Glibc)
    import Glibc
#endif

/// A walk opens regular files only, and never blocks: a FIFO, a device or a socket among the files
/// it would lint is skipped and named (exit 2); named on the command line, it is read.
@Suite("Walks skip what is not a regular file")
struct WalkSkipTests {
    static let valid = #"{"aps":{"alert":"hi"}}"#

    /// A directory `w` holding a valid `a.json`, in a new temporary directory.
    static func walked() throws -> (root: String, directory: String) {
        let root = try PushLintTests.temporaryDirectory().path
        try FileManager.default.createDirectory(atPath: root + "/w", withIntermediateDirectories: true)
        try Data(valid.utf8).write(to: URL(fileURLWithPath: root + "/w/a.json"))
        return (root, root + "/w")
    }

    static func run(_ arguments: [String], in directory: String) -> Outcome {
        PushLint.run(arguments: arguments, workingDirectory: directory) { [] }
    }

    @Test("a FIFO in a walked directory is skipped and named, the other files linted")
    func fifo() throws {
        let (root, directory) = try Self.walked()
        #expect(mkfifo(directory + "/p.json", 0o600) == 0)
        // Not a wanted name: passed over as any other file would be.
        #expect(mkfifo(directory + "/q.txt", 0o600) == 0)
        let outcome = Self.run(["w"], in: root)
        #expect(outcome.exitCode == .usage)
        #expect(
            outcome.standardError.contains(
                "pushlint: skipped 'w/p.json': not a regular file (a FIFO); name it on the command line to read it\n"))
        #expect(!outcome.standardError.contains("q.txt"))
        #expect(outcome.standardError.contains("1 file: 0 errors"))
    }

    @Test("links to a FIFO and to a character device are skipped and named")
    func links() throws {
        let (root, directory) = try Self.walked()
        #expect(mkfifo(root + "/elsewhere.fifo", 0o600) == 0)
        #expect(symlink("../elsewhere.fifo", directory + "/in.json") == 0)
        #expect(symlink("/dev/zero", directory + "/zero.json") == 0)
        let outcome = Self.run(["w"], in: root)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("skipped 'w/in.json': not a regular file (a FIFO)"))
        #expect(outcome.standardError.contains("skipped 'w/zero.json': not a regular file (a character device)"))
        #expect(outcome.standardError.contains("1 file: 0 errors"))
    }

    @Test("a pattern's walk skips and names a FIFO it matches, and says nothing of one it does not")
    func pattern() throws {
        let (root, directory) = try Self.walked()
        #expect(mkfifo(directory + "/p.json", 0o600) == 0)
        #expect(mkfifo(directory + "/p.other", 0o600) == 0)
        #expect(symlink("/nonexistent/target", directory + "/broken.other") == 0)
        let outcome = Self.run(["w/*.json"], in: root)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("skipped 'w/p.json': not a regular file (a FIFO)"))
        #expect(!outcome.standardError.contains("p.other") && !outcome.standardError.contains("broken.other"))
        #expect(outcome.standardError.contains("1 file: 0 errors"))
    }

    @Test("a file a walk found that is a FIFO when read is refused at once, not waited on")
    func swappedForFIFO() throws {
        let (_, directory) = try Self.walked()
        #expect(mkfifo(directory + "/p.json", 0o600) == 0)
        var input = InputPath(path: "w/p.json", absolute: directory + "/p.json")
        input.isRegularFile = true
        #expect {
            try InputResolver.readFile(input)
        } throws: { error in
            (error as? UsageError)?.message
                == "cannot read 'w/p.json': not a regular file (a FIFO); name it on the command line to read it"
        }
    }

    @Test("a FIFO named on the command line is read")
    func namedFIFO() throws {
        let (root, directory) = try Self.walked()
        let path = directory + "/p.json"
        #expect(mkfifo(path, 0o600) == 0)
        let writer = Thread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            _ = try? StandardStreams.writeAll(Array(#"{"aps":{"badge":"3"}}"#.utf8), to: descriptor, action: "write")
            close(descriptor)
        }
        writer.start()
        let outcome = Self.run(["w/p.json"], in: root)
        #expect(outcome.exitCode == .findings)
        #expect(outcome.outputText.contains("w/p.json:1:17: error:"))
    }
}
