import Foundation
import Testing

@testable import PushLint

#if canImport(Glibc)
    import Glibc
#endif

/// A directory walk says what it cannot lint, after linting everything else.
@Suite("Directory walk")
struct DirectoryWalkTests {
    @Test("broken and looping links, and names that are not UTF-8, are reported with exit 2")
    func reportsWhatItSkips() throws {
        let directory = try PushLintTests.temporaryDirectory()
        let path = directory.path
        try Data(#"{"aps":{"badge":"3"}}"#.utf8).write(to: directory.appendingPathComponent("a.json"))
        #expect(symlink("/nonexistent/target.json", path + "/broken.json") == 0)
        #expect(symlink("loop.json", path + "/loop.json") == 0)
        let rawName = Array((path + "/bad").utf8) + [0xFF] + Array(".json".utf8) + [0]
        let descriptor = rawName.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_CREAT | O_WRONLY, 0o600)
            }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let outcome = PushLint.run(arguments: [path]) { [] }
        #expect(outcome.exitCode == .usage)
        #expect(outcome.outputText.contains("a.json:1:17: error:"))
        #expect(outcome.standardError.contains("broken.json': No such file or directory"))
        #expect(outcome.standardError.contains("loop.json': Too many levels of symbolic links"))
        #expect(outcome.standardError.contains("bad\\xff.json': its name is not UTF-8"))
    }

    @Test("a newline in a file name does not split a text line")
    func newlineInName() throws {
        let directory = try PushLintTests.temporaryDirectory()
        try Data(#"{"aps":{"badge":"3"}}"#.utf8).write(to: directory.appendingPathComponent("two\nlines.json"))
        let outcome = PushLint.run(arguments: ["--quiet", directory.path]) { [] }
        #expect(outcome.outputText.split(separator: "\n").count == 1)
        #expect(outcome.outputText.contains("two\\nlines.json:1:17"))
    }
}
