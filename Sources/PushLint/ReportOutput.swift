#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--output FILE`: the report written into the file named, in place, as a shell's `>` does.
///
/// The path is opened (created when missing, emptied when a regular file) and written: a link's
/// target receives the report, a FIFO's reader all of it, a device its bytes. Nothing is ever
/// renamed over the path, so what is there stays what it was; a directory is refused.
enum ReportOutput {
    /// Writes `bytes` to the file at `path`.
    ///
    /// - Parameters:
    ///   - bytes: The report.
    ///   - path: The file, absolute or relative to the process's working directory.
    ///   - shown: The path as the user gave it, for the message.
    /// - Throws: `cannot write the report to 'P': reason` when it cannot be opened or written.
    static func write(_ bytes: [UInt8], to path: String, shown: String) throws(UsageError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(shown, errno) }
        do {
            try StandardStreams.writeAll(bytes, to: descriptor, action: "write the report")
        } catch {
            close(descriptor)
            throw failure(shown, error.errorNumber)
        }
        // A file system may report a failed write only when the file is closed.
        guard close(descriptor) == 0 || errno == EINTR else { throw failure(shown, errno) }
    }

    private static func failure(_ shown: String, _ code: Int32) -> UsageError {
        UsageError("cannot write the report to '\(shown)': \(String(cString: strerror(code)))")
    }
}
