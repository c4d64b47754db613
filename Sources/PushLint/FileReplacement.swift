#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every write of a file the user keeps (`fix`, `--update-baseline`, `--output`): the new bytes go
/// to a temporary file beside it, which is flushed, given the old file's mode and owner, and then
/// renamed over it, so a full disk or a crash leaves the old file whole, never a truncated one.
///
/// A symbolic link stays a link: its final target is replaced. A file that was read first (the
/// payload `fix` repairs, the baseline it rewrites) must still hold the bytes that were read, or
/// nothing is written: a change made meanwhile is never overwritten with a repaired old copy.
enum FileReplacement {
    /// What to do with a path that is not a regular file.
    enum OtherFiles {
        /// Refuse it (a payload or a baseline is a regular file).
        case refuse
        /// Write into it in place, as a shell's `>` does: a device gets the bytes, a FIFO's reader
        /// all of them (`--output /dev/stdout`).
        case writeInPlace
    }

    /// Replaces the file at `path` with `bytes`.
    ///
    /// - Parameters:
    ///   - path: The file, absolute or relative to the working directory; created when missing.
    ///   - bytes: Its new content.
    ///   - expected: The bytes the file held when it was read, or `nil` when it was not read.
    ///   - otherFiles: What to do with a path that exists and is not a regular file.
    ///   - what: What the file is, for messages (`the report`, `the baseline`).
    ///   - shown: The path as the user gave it.
    /// - Throws: ``UsageError`` `cannot write WHAT to 'P': reason`, with nothing changed.
    static func write(
        _ bytes: [UInt8], to path: String, expected: [UInt8]? = nil, otherFiles: OtherFiles = .refuse,
        what: String, shown: String
    ) throws(UsageError) {
        func failure(_ reason: String) -> UsageError { UsageError("cannot write \(what) to '\(shown)': \(reason)") }
        let target: String
        switch finalTarget(of: path) {
        case .target(let resolved): target = resolved
        case .failed(let code): throw failure(String(cString: strerror(code)))
        }
        var info = stat()
        let exists = stat(target, &info) == 0
        if !exists, errno != ENOENT { throw failure(String(cString: strerror(errno))) }
        if exists, (info.st_mode & S_IFMT) != S_IFREG {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw failure(String(cString: strerror(EISDIR))) }
            guard otherFiles == .writeInPlace else {
                throw failure("it is \(FileType.name(ofMode: info.st_mode)), not a regular file")
            }
            try writeInPlace(bytes, to: target, failure: failure)
            return
        }
        if expected != nil, !exists { throw failure("it was removed after it was read; nothing was written") }
        let temporary = temporaryPath(beside: target)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        var keep = false
        defer { if !keep { unlink(temporary) } }
        do {
            try StandardStreams.writeAll(bytes, to: descriptor, action: "write")
        } catch {
            close(descriptor)
            throw failure(String(cString: strerror(error.errorNumber)))
        }
        if exists {
            // The old file's permissions and, when this process may set it, its owner.
            _ = fchmod(descriptor, info.st_mode & 0o7777)
            _ = fchown(descriptor, info.st_uid, info.st_gid)
        }
        // A file system may report a failed write only when the data is flushed or the file closed.
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            let code = errno
            close(descriptor)
            throw failure(String(cString: strerror(code)))
        }
        guard close(descriptor) == 0 || errno == EINTR else { throw failure(String(cString: strerror(errno))) }
        if let expected {
            guard case .success(let now) = FileBytes.readRegular(target), now == expected else {
                throw failure("it changed after it was read; nothing was written (run again on the new content)")
            }
        }
        guard rename(temporary, target) == 0 else { throw failure(String(cString: strerror(errno))) }
        keep = true
        syncDirectory(of: target)
    }

    /// The path with every symbolic link followed, the last one included, so that a link is kept
    /// and its target replaced. A path that does not exist yet is its own target (its directory
    /// must exist).
    private static func finalTarget(of path: String) -> Target {
        var current = path
        // As the kernel does, a chain of more than 40 links is a loop.
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else { return errno == ENOENT ? .target(current) : .failed(errno) }
            guard (info.st_mode & S_IFMT) == S_IFLNK else { return .target(current) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, Int(PATH_MAX))
            guard count >= 0 else { return .failed(errno) }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : PathNames.directory(of: current) + link
        }
        return .failed(ELOOP)
    }

    /// A path's final target, or the `errno` of why it has none.
    private enum Target {
        case target(String)
        case failed(Int32)
    }

    /// A name beside `target` that no other file has: `.NAME.pushlint-PID-N`.
    private static func temporaryPath(beside target: String) -> String {
        let directory = PathNames.directory(of: target)
        let name = String(target.dropFirst(directory.count))
        return directory + ".\(name).pushlint-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Writes into a file that is not regular, in place.
    private static func writeInPlace(_ bytes: [UInt8], to path: String, failure: (String) -> UsageError)
        throws(UsageError)
    {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        do {
            try StandardStreams.writeAll(bytes, to: descriptor, action: "write")
        } catch {
            close(descriptor)
            throw failure(String(cString: strerror(error.errorNumber)))
        }
        guard close(descriptor) == 0 || errno == EINTR else { throw failure(String(cString: strerror(errno))) }
    }

    /// Flushes the directory entry of a rename, where the system allows it (best effort: the
    /// file's own content is already flushed).
    private static func syncDirectory(of path: String) {
        let directory = PathNames.directory(of: path)
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
