import Foundation
import Testing

@testable import PushLint

#if canImport(Glibc)
    import Glibc
#endif

/// The command's I/O reports failures instead of trapping, and reads what it is given within a
/// limit.
@Suite("Standard streams and inputs")
struct StandardStreamsTests {
    @Test("reading a closed descriptor or a directory is an error, not a trap")
    func unreadable() {
        let closed = #expect(throws: StandardStreams.Failure.self) {
            try StandardStreams.readAll(from: 987, limit: 10, action: "read")
        }
        #expect(closed?.code == .readFailed)
        #expect(closed?.errorNumber == EBADF)
        let directory = open("/tmp", O_RDONLY)
        defer { close(directory) }
        let notAFile = #expect(throws: StandardStreams.Failure.self) {
            try StandardStreams.readAll(from: directory, limit: 10, action: "read")
        }
        #expect(notAFile?.code == .readFailed)
        #expect(notAFile?.errorNumber == EISDIR)
        #expect(notAFile?.description == "cannot read: \(String(cString: strerror(EISDIR)))")
    }

    @Test("a stream longer than the limit is refused")
    func overLimit() throws {
        let descriptor = open("/dev/zero", O_RDONLY)
        defer { close(descriptor) }
        let error = #expect(throws: StandardStreams.Failure.self) {
            try StandardStreams.readAll(from: descriptor, limit: 100_000, action: "read")
        }
        #expect(error?.code == .tooLarge)
        #expect(error?.errorNumber == EFBIG)
    }

    @Test("writing to a full device, a closed descriptor or a pipe nobody reads is an error")
    func unwritable() throws {
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        let noSpace = #expect(throws: StandardStreams.Failure.self) {
            try StandardStreams.writeAll([1, 2, 3], to: full, action: "write")
        }
        #expect(noSpace?.code == .writeFailed)
        #expect(noSpace?.errorNumber == ENOSPC)
        let closed = #expect(throws: StandardStreams.Failure.self) {
            try StandardStreams.writeAll([1], to: 987, action: "write")
        }
        #expect(closed?.code == .writeFailed)
        #expect(closed?.errorNumber == EBADF)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        do {
            try StandardStreams.writeAll([1], to: ends[1], action: "write")
            Issue.record("a write to a pipe with no reader succeeded")
        } catch {
            #expect(error.isBrokenPipe)
        }
    }

    @Test("a FIFO is read; a file over the input limit is refused without reading it")
    func fileKinds() throws {
        let directory = try PushLintTests.temporaryDirectory()
        let fifo = directory.appendingPathComponent("payload.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            _ = try? StandardStreams.writeAll(Array(#"{"aps":{"badge":"3"}}"#.utf8), to: descriptor, action: "write")
            close(descriptor)
        }
        writer.start()
        let fromFIFO = PushLint.run(arguments: ["--kind", "apns", fifo]) { [] }
        #expect(fromFIFO.exitCode == .findings)
        let big = directory.appendingPathComponent("big.json").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, off_t(PushLint.maxInputBytes + 1)) == 0)
        let refused = PushLint.run(arguments: [big]) { [] }
        #expect(refused.exitCode == .usage)
        #expect(refused.standardError.contains("over the 256 MiB input limit"))
    }

    @Test("standard input may be given once")
    func stdinOnce() {
        let outcome = PushLint.run(arguments: ["-", "-"]) { Array("{}".utf8) }
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("'-' (standard input) may be given once"))
    }
}
