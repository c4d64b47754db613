import Foundation
import PushPayloads

/// One thing to lint: a file's path as the user should see it, and its bytes.
struct LintInput: Sendable {
    var displayPath: String
    var bytes: [UInt8]
}

/// A file to lint: its path as given or found, the same path absolute (for patterns), and
/// whether the directory walk that found it saw a regular file.
struct InputPath: Sendable {
    var path: String
    var absolute: String
    var isRegularFile = false
    /// The open directory a walk found the file in, and the file's name there: opened relative to
    /// it, the kernel looks up one name instead of the whole path. `-1` when there is none.
    var directoryDescriptor: Int32 = -1
    var name = ""
}

/// The directories a walk keeps open, so files in them are opened by name (`openat`); closed when
/// the last reference goes. At most ``limit`` are kept, well under the usual 1,024 descriptors.
final class DirectoryHandles: @unchecked Sendable {
    // Unchecked: descriptors are added by the one thread that walks, before any file is read.
    static let limit = 256
    private var descriptors: [Int32] = []

    /// A descriptor for the directory, or `-1` when the limit is reached or it cannot be opened.
    func open(_ absolutePath: String) -> Int32 {
        guard descriptors.count < Self.limit else { return -1 }
        let descriptor = Foundation.open(absolutePath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { descriptors.append(descriptor) }
        return descriptor
    }

    deinit {
        for descriptor in descriptors { close(descriptor) }
    }
}

/// A directory as the file system knows it, so a walk visits it once.
struct DirectoryIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
}

/// Turns command-line paths into inputs: files as given; directories walked in sorted order for
/// payload files (`.json`, the families' own extensions and the configured ones; hidden entries
/// skipped, each real directory visited once); quoted patterns (`'payloads/**/*.json'`) expanded
/// in sorted order; `-` for standard input. Walked and expanded files pass the configuration's
/// `include` and `exclude`; a file named on the command line is always linted.
struct InputResolver {
    var readStandardInput: () throws -> [UInt8]
    /// The directory relative paths are resolved against, absolute.
    var workingDirectory: String

    init(readStandardInput: @escaping () throws -> [UInt8], workingDirectory: String? = nil) {
        self.readStandardInput = readStandardInput
        self.workingDirectory = PathNames.absolute(
            workingDirectory ?? FileManager.default.currentDirectoryPath, in: "/")
    }

    /// The files to lint, in order, and for each path that gives none, why.
    func expand(_ paths: [String], plan: LintPlan, handles: DirectoryHandles = DirectoryHandles()) -> (
        files: [InputPath], problems: [UsageError]
    ) {
        var found: [InputPath] = []
        var problems: [UsageError] = []
        let extensions = plan.extensions
        for path in paths {
            if path == "-" {
                found.append(InputPath(path: path, absolute: path))
                continue
            }
            let absolute = PathNames.absolute(path, in: workingDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                if Glob.isPattern(path) {
                    found += expandPattern(path, plan: plan, problems: &problems)
                } else {
                    problems.append(UsageError("cannot read '\(path)': the file does not exist"))
                }
                continue
            }
            if isDirectory.boolValue {
                var visited: Set<DirectoryIdentity> = []
                let walked = walk(
                    InputPath(path: path, absolute: absolute), plan: plan, handles: handles, visited: &visited,
                    problems: &problems
                ) { extensions.contains(Self.fileExtension(of: $0)) }
                if walked.isEmpty {
                    let types = extensions.sorted().map { "." + $0 }.joined(separator: " or ")
                    problems.append(UsageError("no \(types) files to lint under '\(path)'"))
                }
                found += walked
            } else {
                found.append(InputPath(path: path, absolute: absolute))
            }
        }
        return (found, problems)
    }

    /// The lowercased extension of a name (`""` when it has none).
    static func fileExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The files a pattern matches, of any extension, walked from its literal leading directory.
    private func expandPattern(_ pattern: String, plan: LintPlan, problems: inout [UsageError]) -> [InputPath] {
        let glob: Glob
        do {
            glob = try Glob(pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern, anyDepth: false)
        } catch {
            problems.append(error)
            return []
        }
        let prefix = glob.literalPrefix
        let root = pattern.hasPrefix("/") ? "/" + prefix : prefix
        let start = InputPath(
            path: root.isEmpty ? "." : root,
            absolute: PathNames.absolute(root.isEmpty ? "." : root, in: workingDirectory))
        var visited: Set<DirectoryIdentity> = []
        var walked = walk(start, plan: plan, handles: DirectoryHandles(), visited: &visited, problems: &problems) {
            _ in true
        }
        // Matched on the path as written, without the `./` a walk from the working directory adds.
        walked = walked.compactMap { input in
            var shown = input.path
            if root.isEmpty, shown.hasPrefix("./") { shown.removeFirst(2) }
            let relative = pattern.hasPrefix("/") ? String(shown.dropFirst()) : shown
            return glob.matchesExactly(relative) ? InputPath(path: shown, absolute: input.absolute) : nil
        }
        if walked.isEmpty { problems.append(UsageError("no files to lint match '\(pattern)'")) }
        return walked
    }

    /// The files under `directory` that `wanted` accepts and the plan selects, in sorted order;
    /// what cannot be read (a directory, a broken or looping link to a wanted file, a name that is
    /// not UTF-8) goes to `problems`.
    private func walk(
        _ directory: InputPath, plan: LintPlan, handles: DirectoryHandles, visited: inout Set<DirectoryIdentity>,
        problems: inout [UsageError], wanted: (String) -> Bool
    ) -> [InputPath] {
        var result: [InputPath] = []
        walk(
            directory, into: &result, plan: plan, handles: handles, visited: &visited, problems: &problems,
            wanted: wanted)
        return result
    }

    /// ``walk(_:plan:handles:visited:problems:wanted:)``, appending to `result` (no array per level).
    private func walk(
        _ directory: InputPath, into result: inout [InputPath], plan: LintPlan, handles: DirectoryHandles,
        visited: inout Set<DirectoryIdentity>, problems: inout [UsageError], wanted: (String) -> Bool
    ) {
        var info = stat()
        guard stat(directory.absolute, &info) == 0 else {
            problems.append(
                UsageError("cannot read directory '\(directory.path)': \(String(cString: strerror(errno)))"))
            return
        }
        // Each real directory once, however many links lead to it.
        guard visited.insert(DirectoryIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted
        else { return }
        guard let stream = opendir(directory.absolute) else {
            problems.append(
                UsageError("cannot read directory '\(directory.path)': \(String(cString: strerror(errno)))"))
            return
        }
        // The entry's type from the directory itself when the file system gives it (no stat).
        var names: [(name: String, type: UInt8)] = []
        while let entry = readdir(stream) {
            let raw = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: raw, as: UTF8.self) else {
                problems.append(UsageError(PushLint.notUTF8(Array((directory.path + "/").utf8) + raw)))
                continue
            }
            if !name.hasPrefix(".") { names.append((name, entry.pointee.d_type)) }
        }
        closedir(stream)
        var descriptor: Int32? = nil
        // Each child's paths are one concatenation to a prefix made once.
        let shownPrefix = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        let absolutePrefix = directory.absolute == "/" ? "/" : directory.absolute + "/"
        for (name, type) in names.sorted(by: { $0.name < $1.name }) {
            let child = InputPath(path: shownPrefix + name, absolute: absolutePrefix + name)
            let isWanted = wanted(name)
            if type == UInt8(DT_REG) {
                guard isWanted, plan.selects(child.absolute) else { continue }
                var file = child
                file.isRegularFile = true
                descriptor = descriptor ?? handles.open(directory.absolute)
                file.directoryDescriptor = descriptor ?? -1
                file.name = name
                result.append(file)
                continue
            }
            if type == UInt8(DT_DIR) {
                guard !plan.excludes(directory: child.absolute) else { continue }
                walk(
                    child, into: &result, plan: plan, handles: handles, visited: &visited, problems: &problems,
                    wanted: wanted)
                continue
            }
            // A link, or a file system that does not say: stat follows it.
            guard stat(child.absolute, &info) == 0 else {
                // A link whose target is missing or loops: reported for wanted names only.
                if isWanted {
                    problems.append(UsageError("cannot read '\(child.path)': \(String(cString: strerror(errno)))"))
                }
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard !plan.excludes(directory: child.absolute) else { continue }
                walk(
                    child, into: &result, plan: plan, handles: handles, visited: &visited, problems: &problems,
                    wanted: wanted)
            } else if isWanted, plan.selects(child.absolute) {
                result.append(child)
            }
        }
    }

    /// A path as given on the command line, with its absolute form.
    func input(_ path: String) -> InputPath {
        InputPath(path: path, absolute: path == "-" ? path : PathNames.absolute(path, in: workingDirectory))
    }

    /// Reads one input; throws a usage error naming the path when it cannot.
    func read(_ input: InputPath) throws(UsageError) -> LintInput {
        let path = input.path
        if path == "-" {
            do {
                return LintInput(displayPath: "<stdin>", bytes: try readStandardInput())
            } catch let failure as StandardStreams.Failure {
                throw UsageError(failure.description)
            } catch {
                throw UsageError("cannot read standard input: \(error)")
            }
        }
        return try Self.readFile(input)
    }

    /// Reads a file input (not `-`); safe on any thread.
    static func readFile(_ input: InputPath) throws(UsageError) -> LintInput {
        let opened =
            input.directoryDescriptor >= 0
            ? openat(input.directoryDescriptor, input.name, O_RDONLY | O_CLOEXEC) : open(input.absolute, O_RDONLY)
        let bytes = try named(FileBytes.read(opened: opened, regular: input.isRegularFile), "'\(input.path)'")
        return LintInput(displayPath: input.path, bytes: bytes)
    }

    /// The bytes of a file; throws a usage error saying whether it is missing or unreadable.
    static func readFile(_ path: String, purpose: String?, shown: String? = nil) throws(UsageError) -> [UInt8] {
        try named(FileBytes.read(path), purpose.map { "\($0) '\(shown ?? path)'" } ?? "'\(shown ?? path)'")
    }

    /// The bytes read, or the problem as `cannot read WHAT: why`.
    private static func named(_ result: Result<[UInt8], UsageError>, _ what: String) throws(UsageError) -> [UInt8] {
        switch result {
        case .success(let bytes): return bytes
        case .failure(let problem): throw UsageError("cannot read \(what): \(problem.message)")
        }
    }
}

/// Whole-file reads for the command: regular files measured before they are read, pipes and
/// character devices read with the same limit enforced as they stream.
enum FileBytes {
    /// What one read tries first.
    static let firstRead = 16 * 1024

    /// The whole of a regular file shorter than ``firstRead``, read at once (a short read of a
    /// regular file is its end); `nil`, with the offset back at the start, when the first read
    /// filled the buffer, so the caller measures the file.
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
        guard failure == 0, bytes.count < firstRead else {
            lseek(descriptor, 0, SEEK_SET)
            return nil
        }
        return .success(bytes)
    }

    /// The bytes of a file, or why it cannot be read, in words.
    static func read(_ path: String, limit: Int = PushLint.maxInputBytes) -> Result<[UInt8], UsageError> {
        read(opened: open(path, O_RDONLY), limit: limit, regular: false)
    }

    /// The bytes of a descriptor just opened (this function closes it), or why it could not be
    /// opened (`descriptor` is `-1` and `errno` says why) or read.
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
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit {
            return .failure(
                UsageError("it is \(Int(info.st_size).grouped) bytes, over the \(limit >> 20) MiB input limit"))
        }
        do {
            let size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
            return .success(
                try StandardStreams.readAll(from: descriptor, limit: limit, action: "read it", expectedSize: size))
        } catch  where error.code == EFBIG {
            return .failure(UsageError("it holds more than the \(limit >> 20) MiB input limit"))
        } catch {
            return .failure(UsageError(String(cString: strerror(error.code))))
        }
    }
}

/// `read(2)`, named apart from ``FileBytes/read(_:limit:regular:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
