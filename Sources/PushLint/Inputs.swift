import Foundation
import PushPayloads

/// One thing to lint: a file's path as the user should see it, and its bytes.
struct LintInput {
    var displayPath: String
    var bytes: [UInt8]
}

/// Turns command-line paths into inputs: files as given, directories walked in sorted order for
/// payload files (`.json` and the families' own extensions; hidden entries skipped, each real directory visited once), `-` for
/// standard input.
struct InputResolver {
    /// The file extensions a directory walk picks up: `json` and the families' own.
    static let extensions = PayloadFamily.fileExtensions

    var readStandardInput: () throws -> [UInt8]
    private let files = FileManager.default

    init(readStandardInput: @escaping () throws -> [UInt8]) {
        self.readStandardInput = readStandardInput
    }

    /// The files to lint, in order, and for each path that gives none, why.
    func expand(_ paths: [String]) -> (files: [String], problems: [UsageError]) {
        var files: [String] = []
        var problems: [UsageError] = []
        for path in paths {
            if path == "-" {
                files.append(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard self.files.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(UsageError("cannot read '\(path)': the file does not exist"))
                continue
            }
            if isDirectory.boolValue {
                var visited: Set<String> = []
                let found = walk(path, visited: &visited, problems: &problems)
                if found.isEmpty {
                    let types = PayloadFamily.fileExtensions.sorted().map { "." + $0 }.joined(separator: " or ")
                    problems.append(UsageError("no \(types) files under '\(path)'"))
                }
                files += found
            } else {
                files.append(path)
            }
        }
        return (files, problems)
    }

    /// The payload files under `directory`, in sorted order; what cannot be read (a directory, a
    /// broken or looping link to a payload file, a name that is not UTF-8) goes to `problems`.
    private func walk(_ directory: String, visited: inout Set<String>, problems: inout [UsageError]) -> [String] {
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return [] }
        guard let stream = opendir(directory) else {
            problems.append(UsageError("cannot read directory '\(directory)': \(String(cString: strerror(errno)))"))
            return []
        }
        var names: [String] = []
        while let entry = readdir(stream) {
            let raw = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: raw, as: UTF8.self) else {
                problems.append(UsageError(PushLint.notUTF8(Array((directory + "/").utf8) + raw)))
                continue
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(stream)
        var result: [String] = []
        for name in names.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let isPayload = InputResolver.extensions.contains((name as NSString).pathExtension.lowercased())
            var info = stat()
            guard stat(path, &info) == 0 else {
                // A link whose target is missing or loops: reported for payload names only.
                if isPayload {
                    problems.append(UsageError("cannot read '\(path)': \(String(cString: strerror(errno)))"))
                }
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                result += walk(path, visited: &visited, problems: &problems)
            } else if isPayload {
                result.append(path)
            }
        }
        return result
    }

    /// Reads one input; throws a usage error naming the path when it cannot.
    func read(_ path: String) throws(UsageError) -> LintInput {
        if path == "-" {
            do {
                return LintInput(displayPath: "<stdin>", bytes: try readStandardInput())
            } catch let failure as StandardStreams.Failure {
                throw UsageError(failure.description)
            } catch {
                throw UsageError("cannot read standard input: \(error)")
            }
        }
        return LintInput(displayPath: path, bytes: try readFile(path, purpose: nil))
    }

    /// The bytes of a file; throws a usage error saying whether it is missing or unreadable.
    func readFile(_ path: String, purpose: String?) throws(UsageError) -> [UInt8] {
        let what = purpose.map { "\($0) '\(path)'" } ?? "'\(path)'"
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("cannot read \(what): the file does not exist")
        }
        guard !isDirectory.boolValue else { throw UsageError("cannot read \(what): it is a directory") }
        switch FileBytes.read(path) {
        case .success(let bytes): return bytes
        case .failure(let problem): throw UsageError("cannot read \(what): \(problem.message)")
        }
    }
}

/// Whole-file reads for the command: regular files measured before they are read, pipes and
/// character devices read with the same limit enforced as they stream.
enum FileBytes {
    /// The bytes of a file, or why it cannot be read, in words.
    static func read(_ path: String, limit: Int = PushLint.maxInputBytes) -> Result<[UInt8], UsageError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(UsageError(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(UsageError(String(cString: strerror(errno)))) }
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit {
            return .failure(
                UsageError("it is \(Int(info.st_size).grouped) bytes, over the \(limit >> 20) MiB input limit"))
        }
        do {
            return .success(try StandardStreams.readAll(from: descriptor, limit: limit, action: "read it"))
        } catch  where error.code == EFBIG {
            return .failure(UsageError("it holds more than the \(limit >> 20) MiB input limit"))
        } catch {
            return .failure(UsageError(String(cString: strerror(error.code))))
        }
    }
}
