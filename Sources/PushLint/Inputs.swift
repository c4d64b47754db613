import Foundation
import PushPayloads

/// One thing to lint: a file's path as the user should see it, and its bytes.
struct LintInput: Sendable {
    var displayPath: String
    var bytes: [UInt8]
}

/// A file to lint: its path as given or found, the same path absolute (for patterns), and
/// whether a walk found it (a regular file then, which is all a walk takes).
struct InputPath: Sendable {
    var path: String
    var absolute: String
    /// Whether a walk found the file, as a regular file: it is opened without blocking, and
    /// refused if it is no longer one when read.
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
/// payload files (`.json`, the families' own extensions and the configured ones; hidden entries and
/// `node_modules` skipped, each real directory visited once); quoted patterns (`'payloads/**/*.json'`) expanded
/// in sorted order; `-` for standard input. Walked and expanded files pass the configuration's
/// `include` and `exclude`; a file named on the command line is linted unless `--select-named` asks
/// for the same selection.
struct InputResolver {
    var readStandardInput: () throws -> [UInt8]
    /// The directory relative paths are resolved against, absolute.
    var workingDirectory: String

    init(readStandardInput: @escaping () throws -> [UInt8], workingDirectory: String? = nil) {
        self.readStandardInput = readStandardInput
        self.workingDirectory = PathNames.absolute(
            workingDirectory ?? FileManager.default.currentDirectoryPath, in: "/")
    }

    /// The files to lint, in order; for each path that gives none, why; and the named files the
    /// configuration passes over (only with ``LintSettings/selectsNamed``).
    func expand(_ paths: [String], plan: LintPlan, handles: DirectoryHandles = DirectoryHandles()) -> (
        files: [InputPath], problems: [UsageError], passedOver: [String]
    ) {
        var found: [InputPath] = []
        var problems: [UsageError] = []
        var passedOver: [String] = []
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
                    found += expandPattern(path, plan: plan, handles: handles, problems: &problems)
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
                ) { name, _ in extensions.contains(Self.fileExtension(of: name)) }
                if walked.isEmpty {
                    let types = extensions.sorted().map { "." + $0 }.joined(separator: " or ")
                    problems.append(UsageError("no \(types) files to lint under '\(path)'"))
                }
                found += walked
            } else if plan.base.selectsNamed, !plan.selects(absolute) {
                passedOver.append(path)
            } else {
                found.append(InputPath(path: path, absolute: absolute))
            }
        }
        return (found, problems, passedOver)
    }

    /// The lowercased extension of a name (`""` when it has none).
    static func fileExtension(of name: String) -> String {
        String(Substring(extensionBytes(of: name))).lowercased()
    }

    /// The extension of a path's last component as written, read on the path's bytes in place:
    /// after the name's last dot, unless the name starts there; empty when it has none.
    static func extensionBytes(of path: String) -> Substring.UTF8View {
        let bytes = path.utf8
        let name = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        guard let dot = bytes[name...].lastIndex(of: UInt8(ascii: ".")), dot != name else {
            return bytes[bytes.endIndex...]
        }
        return bytes[bytes.index(after: dot)...]
    }

    /// The files a pattern matches, of any extension, walked from its literal leading directory.
    private func expandPattern(
        _ pattern: String, plan: LintPlan, handles: DirectoryHandles, problems: inout [UsageError]
    ) -> [InputPath] {
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
        // Matched on the path as written, without the `./` a walk from the working directory adds.
        let shown = { (path: String) in root.isEmpty && path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        var visited: Set<DirectoryIdentity> = []
        var walked = walk(start, plan: plan, handles: handles, visited: &visited, problems: &problems) { _, path in
            let written = shown(path)
            return glob.matchesExactly(pattern.hasPrefix("/") ? String(written.dropFirst()) : written)
        }
        for index in walked.indices { walked[index].path = shown(walked[index].path) }
        if walked.isEmpty { problems.append(UsageError("no files to lint match '\(pattern)'")) }
        return walked
    }

    /// The files under `directory` that `wanted` accepts (given a name and the path as shown) and
    /// the plan selects, in sorted order. Only regular files are taken: what cannot be read (a
    /// directory, a broken or looping link, a name that is not UTF-8) and what is not opened (a
    /// FIFO, a device or a socket, which could block or never end) go to `problems`, so nothing
    /// wanted is left out in silence.
    private func walk(
        _ directory: InputPath, plan: LintPlan, handles: DirectoryHandles, visited: inout Set<DirectoryIdentity>,
        problems: inout [UsageError], wanted: (String, String) -> Bool
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
        visited: inout Set<DirectoryIdentity>, problems: inout [UsageError], wanted: (String, String) -> Bool
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
            var child = InputPath(path: shownPrefix + name, absolute: absolutePrefix + name)
            // Whether the file would be linted, were it readable.
            func isTaken() -> Bool { wanted(name, child.path) && plan.selects(child.absolute) }
            switch type {
            case UInt8(DT_REG):
                guard isTaken() else { continue }
                child.isRegularFile = true
                descriptor = descriptor ?? handles.open(directory.absolute)
                child.directoryDescriptor = descriptor ?? -1
                child.name = name
                result.append(child)
            case UInt8(DT_DIR):
                guard !plan.skips(directory: child.absolute, named: name) else { continue }
                walk(
                    child, into: &result, plan: plan, handles: handles, visited: &visited, problems: &problems,
                    wanted: wanted)
            case UInt8(DT_FIFO), UInt8(DT_CHR), UInt8(DT_BLK), UInt8(DT_SOCK):
                if isTaken() { problems.append(Self.skipped(child, FileType.name(ofEntryType: type))) }
            default:
                // A link, or a file system that does not say: stat follows it.
                guard stat(child.absolute, &info) == 0 else {
                    // A link whose target is missing or loops.
                    let reason = String(cString: strerror(errno))
                    if isTaken() { problems.append(UsageError("cannot read '\(child.path)': \(reason)")) }
                    continue
                }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    guard !plan.skips(directory: child.absolute, named: name) else { continue }
                    walk(
                        child, into: &result, plan: plan, handles: handles, visited: &visited, problems: &problems,
                        wanted: wanted)
                case S_IFREG:
                    guard isTaken() else { continue }
                    child.isRegularFile = true
                    result.append(child)
                default:
                    if isTaken() { problems.append(Self.skipped(child, FileType.name(ofMode: info.st_mode))) }
                }
            }
        }
    }

    /// What a walk says of a file it does not open: `skipped 'w/p.json': not a regular file (a
    /// FIFO); ...`.
    private static func skipped(_ file: InputPath, _ type: String) -> UsageError {
        UsageError("skipped '\(file.path)': not a regular file (\(type)); \(Self.nameItHint)")
    }

    /// How to lint a FIFO or a device a walk skips.
    static let nameItHint = "name it on the command line to read it"

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
        // A file a walk found is opened without blocking, in case a FIFO has taken its place.
        let flags = input.isRegularFile ? FileBytes.foundFileFlags : O_RDONLY | O_CLOEXEC
        let opened =
            input.directoryDescriptor >= 0
            ? openat(input.directoryDescriptor, input.name, flags) : open(input.absolute, flags)
        switch FileBytes.read(opened: opened, regular: input.isRegularFile) {
        case .success(let bytes):
            return LintInput(displayPath: input.path, bytes: bytes)
        case .failure(let problem):
            let hint = problem.message.hasPrefix("not a regular file") ? "; \(nameItHint)" : ""
            throw UsageError("cannot read '\(input.path)': \(problem.message)\(hint)")
        }
    }

    /// The bytes of a file; throws a usage error saying whether it is missing or unreadable.
    ///
    /// - Parameter regular: Whether the file must be a regular file (one the command found, not
    ///   one the user named): opened without blocking, and refused when it is not one.
    static func readFile(_ path: String, purpose: String?, shown: String? = nil, regular: Bool = false)
        throws(UsageError) -> [UInt8]
    {
        try named(
            regular ? FileBytes.readRegular(path) : FileBytes.read(path),
            purpose.map { "\($0) '\(shown ?? path)'" } ?? "'\(shown ?? path)'")
    }

    /// The bytes read, or the problem as `cannot read WHAT: why`.
    private static func named(_ result: Result<[UInt8], UsageError>, _ what: String) throws(UsageError) -> [UInt8] {
        switch result {
        case .success(let bytes): return bytes
        case .failure(let problem): throw UsageError("cannot read \(what): \(problem.message)")
        }
    }
}
