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
                let found = walk(path, visited: &visited)
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

    private func walk(_ directory: String, visited: inout Set<String>) -> [String] {
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted,
            let entries = try? files.contentsOfDirectory(atPath: directory)
        else { return [] }
        var result: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                result += walk(path, visited: &visited)
            } else if InputResolver.extensions.contains((entry as NSString).pathExtension.lowercased()) {
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
        guard let bytes = FileBytes.read(path) else {
            throw UsageError("cannot read \(what): permission denied or not a regular file")
        }
        return bytes
    }
}

/// Whole-file reads for the command.
enum FileBytes {
    /// The bytes of a regular file, or `nil` when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
