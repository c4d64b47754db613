#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command's standard streams through POSIX calls that report their errors, instead of
/// Foundation's `FileHandle` methods, which trap on a closed or full stream.
public enum StandardStreams {
    /// Reads a descriptor to its end, refusing more than `limit` bytes.
    ///
    /// - Parameters:
    ///   - descriptor: What to read.
    ///   - limit: The most bytes accepted.
    ///   - action: What the error message says was being done.
    ///   - expectedSize: A regular file's size from `fstat`, read with one allocation; 0 when unknown.
    /// - Throws: ``Failure`` for a descriptor that cannot be read (closed, a directory, ...), or
    ///   `EFBIG` when it holds more than `limit` bytes.
    public static func readAll(
        from descriptor: Int32, limit: Int, action: String, expectedSize: Int = 0
    ) throws(Failure) -> [UInt8] {
        var result: [UInt8] = []
        if expectedSize > 0 {
            // A regular file: read straight into an array one byte larger than its size, so the
            // end shows in one more read; a file that grew meanwhile goes on below.
            let capacity = min(expectedSize, limit) + 1
            var failure: Failure? = nil
            result = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                while count < capacity, let base = buffer.baseAddress {
                    let got = read(descriptor, base + count, capacity - count)
                    if got < 0 {
                        if errno == EINTR { continue }
                        failure = Failure(.readFailed, errorNumber: errno, action: action)
                        return
                    }
                    if got == 0 { return }
                    count += got
                }
            }
            if let failure { throw failure }
            guard result.count == capacity else { return result }
            guard result.count <= limit else { throw Failure(.tooLarge, errorNumber: EFBIG, action: action) }
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(.readFailed, errorNumber: errno, action: action)
            }
            if count == 0 { return result }
            guard result.count + count <= limit else { throw Failure(.tooLarge, errorNumber: EFBIG, action: action) }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes all of `bytes` to a descriptor.
    ///
    /// - Throws: ``Failure`` when the descriptor is closed, the device is full, or the pipe's
    ///   reader has gone (with `SIGPIPE` ignored; otherwise the signal ends the process quietly).
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32, action: String) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(.writeFailed, errorNumber: errno, action: action)
            }
            offset += written
        }
    }
}
