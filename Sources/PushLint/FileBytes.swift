import Foundation
import PushPayloads

/// Whole-file reads for the command: regular files measured before they are read, pipes and
/// character devices read with the same limit enforced as they stream.
///
/// A file the command found itself (by a directory walk, a pattern, or the search for
/// `.pushlint.json`) must be a regular file: it is opened with `O_NONBLOCK`, so a FIFO put in its
/// place cannot block the run, and refused when it is not one. A payload the user named is read
/// whatever it is, a FIFO waiting for its writer. A setting's file the user named (`--config`,
/// `--baseline`, `--schema`) never blocks in `open`: it is opened with `O_NONBLOCK`, which is then
/// cleared, so a FIFO without a writer reads as empty instead of waiting for one (a pipe that has a
/// writer, as `<(command)` gives, is read to its end).
enum FileBytes {
    /// What one read tries first.
    static let firstRead = 16 * 1024

    /// The flags a file found by the command is opened with.
    static let foundFileFlags = O_RDONLY | O_CLOEXEC | O_NONBLOCK

    /// The whole of a regular file shorter than ``firstRead`` and not empty, read at once (a short
    /// read of a regular file is its end); `nil`, with the offset back at the start, when the first
    /// read filled the buffer, read nothing or failed, so the caller looks at the file first.
    private static func readSmall(_ descriptor: Int32) -> Result<[UInt8], UsageError>? {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: firstRead) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            var got = readBytes(descriptor, base, firstRead)
            while got < 0, errno == EINTR { got = readBytes(descriptor, base, firstRead) }
            if got < 0 { failure = errno } else { count = got }
        }
        if failure == EISDIR { return .failure(UsageError("it is a directory")) }
        // Nothing read (an empty file, or a FIFO without a writer) and a failure (`EAGAIN` from a
        // FIFO) are told apart by `fstat`.
        guard failure == 0, !bytes.isEmpty, bytes.count < firstRead else {
            lseek(descriptor, 0, SEEK_SET)
            return nil
        }
        return .success(bytes)
    }

    /// The bytes of a setting's file (``openNamed(_:relativeTo:)``), or why it cannot be read, in
    /// words.
    static func read(_ path: String, limit: Int = PushLint.maxInputBytes) -> Result<[UInt8], UsageError> {
        read(opened: openNamed(path), limit: limit, regular: false)
    }

    /// A setting's file the user named, opened for reading without blocking in `open` (a FIFO
    /// without a writer), then set back to blocking reads; `-1` with `errno` when it cannot be
    /// opened.
    static func openNamed(_ path: String) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return descriptor }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// The bytes of a file the command found itself: refused, without blocking, when it is not a
    /// regular file.
    static func readRegular(_ path: String, limit: Int = PushLint.maxInputBytes) -> Result<[UInt8], UsageError> {
        read(opened: open(path, foundFileFlags), limit: limit, regular: true)
    }

    /// The bytes of a descriptor just opened (this function closes it), or why it could not be
    /// opened (`descriptor` is `-1` and `errno` says why) or read.
    ///
    /// - Parameter regular: Whether the file must be a regular file (one the command found, opened
    ///   with ``foundFileFlags``); anything else is refused as `not a regular file (a FIFO)`.
    static func read(opened descriptor: Int32, limit: Int = PushLint.maxInputBytes, regular: Bool) -> Result<
        [UInt8], UsageError
    > {
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "the file does not exist" : String(cString: strerror(errno))
            return .failure(UsageError(reason))
        }
        defer { close(descriptor) }
        // Most payloads are small: for a file a walk saw to be regular, one read gets all of it and
        // open, read and close are the only calls. Other files are measured first.
        if regular, let small = readSmall(descriptor) { return small }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(UsageError(String(cString: strerror(errno)))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(UsageError("it is a directory")) }
        if regular, (info.st_mode & S_IFMT) != S_IFREG {
            return .failure(UsageError("not a regular file (\(FileType.name(ofMode: info.st_mode)))"))
        }
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit {
            return .failure(
                UsageError("it is \(Int(info.st_size).grouped) bytes, over the \(limit >> 20) MiB input limit"))
        }
        do {
            let size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
            return .success(
                try StandardStreams.readAll(from: descriptor, limit: limit, action: "read it", expectedSize: size))
        } catch  where error.code == .tooLarge {
            return .failure(UsageError("it holds more than the \(limit >> 20) MiB input limit"))
        } catch {
            return .failure(UsageError(String(cString: strerror(error.errorNumber))))
        }
    }
}

/// What a file that is not regular is, in words: `a FIFO`, `a character device`, ...
enum FileType {
    /// The name of the type in `st_mode` (from `stat`).
    static func name(ofMode mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        case S_IFREG: return "a regular file"
        default: return "of an unknown type"
        }
    }

    /// The name of the type a directory entry gives (`d_type` from `readdir`), for those a walk
    /// does not open.
    static func name(ofEntryType type: UInt8) -> String {
        switch type {
        case UInt8(DT_FIFO): return name(ofMode: S_IFIFO)
        case UInt8(DT_CHR): return name(ofMode: S_IFCHR)
        case UInt8(DT_BLK): return name(ofMode: S_IFBLK)
        case UInt8(DT_SOCK): return name(ofMode: S_IFSOCK)
        default: return "of an unknown type"
        }
    }
}

/// `read(2)`, named apart from ``FileBytes/read(_:limit:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
