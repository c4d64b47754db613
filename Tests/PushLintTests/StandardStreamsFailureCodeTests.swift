import PushPayloads
import Testing

@testable import PushLint

#if canImport(Glibc)
    import Glibc
#endif

/// PushLint's one public error type has stable ids in the scheme of `CodedError`, all in its own
/// area, `pushlint`, so they are unique across the package.
@Suite("StandardStreams.Failure codes")
struct StandardStreamsFailureCodeTests {
    @Test("the ids are the ones released, in the pushlint area, in the scheme")
    func pinned() {
        let ids = StandardStreams.Failure.Code.allCases.map(\.description)
        #expect(ids == ["pushlint.stream.read-failed", "pushlint.stream.write-failed", "pushlint.stream.too-large"])
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let segments = id.split(separator: ".", omittingEmptySubsequences: false)
            #expect(segments.first == "pushlint" && segments.count >= 2, "\(id)")
            let words = segments.flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
            #expect(
                words.allSatisfy {
                    !$0.isEmpty && $0.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
                },
                "\(id)")
        }
    }

    @Test("failures are equal when their codes are, whatever the errno and action")
    func equality() {
        let closed = StandardStreams.Failure(.readFailed, errorNumber: EBADF, action: "read standard input")
        let directory = StandardStreams.Failure(.readFailed, errorNumber: EISDIR, action: "read it")
        #expect(closed == directory)
        #expect(closed != StandardStreams.Failure(.writeFailed, errorNumber: EBADF, action: "read standard input"))
        #expect(closed.message == "cannot read standard input: \(String(cString: strerror(EBADF)))")
        #expect(closed.description == closed.message)
    }
}
