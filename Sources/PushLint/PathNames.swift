/// Paths as the command compares them: absolute, `/`-separated, without `.` or `..` segments and
/// without a trailing `/`. Links are not resolved, so a path matches patterns as the user wrote it.
enum PathNames {
    /// `path` made absolute against `workingDirectory` (itself absolute) and normalized.
    static func absolute(_ path: String, in workingDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var segments: [Substring] = []
        for segment in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..": _ = segments.popLast()
            default: segments.append(segment)
            }
        }
        return "/" + segments.joined(separator: "/")
    }

    /// `path` (absolute, normalized) relative to `directory` (absolute, normalized), when under it.
    static func relative(_ path: String, to directory: String) -> String? {
        if directory == "/" { return String(path.dropFirst()) }
        guard path.hasPrefix(directory), path.utf8.count > directory.utf8.count,
            path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: directory.utf8.count)] == UInt8(ascii: "/")
        else { return nil }
        return String(path.utf8.dropFirst(directory.utf8.count + 1))
    }

    /// The directory part of a path as given, with its trailing `/` (`""` for a bare name).
    static func directory(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }
}
