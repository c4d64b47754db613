import Foundation

/// One thing to lint: a file's path as the user should see it, and its bytes.
struct LintInput {
    var displayPath: String
    var bytes: [UInt8]
}

/// Turns command-line paths into inputs: files as given, directories walked in sorted order for
/// `.json` and `.apns` files (hidden entries skipped, each real directory visited once), `-` for
/// standard input.
struct InputResolver {
    /// The file extensions a directory walk picks up.
    static let extensions: Set<String> = ["json", "apns"]

    var readStandardInput: () throws -> [UInt8]
    private let files = FileManager.default

    init(readStandardInput: @escaping () throws -> [UInt8]) {
        self.readStandardInput = readStandardInput
    }

    /// The paths of the files to lint, in order; throws for a path that does not exist.
    func expand(_ paths: [String]) throws(UsageError) -> [String] {
        var result: [String] = []
        for path in paths {
            if path == "-" {
                result.append(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("cannot read '\(path)': no such file or directory")
            }
            if isDirectory.boolValue {
                var visited: Set<String> = []
                let found = walk(path, visited: &visited)
                guard !found.isEmpty else { throw UsageError("no .json or .apns files under '\(path)'") }
                result += found
            } else {
                result.append(path)
            }
        }
        return result
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
        guard let bytes = FileBytes.read(path) else {
            throw UsageError("cannot read '\(path)': permission denied or not a regular file")
        }
        return LintInput(displayPath: path, bytes: bytes)
    }
}

/// Whole-file reads for the command.
enum FileBytes {
    /// The bytes of a regular file, or `nil` when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
