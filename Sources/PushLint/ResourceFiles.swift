import Foundation
import PushPayloads

/// The files a setting that reads files (`--strings PATH`) gets: the file named, or the files a
/// folder holds that the setting takes, walked in name order; each with the path as given or
/// found under it.
enum ResourceFiles {
    /// The largest resource file read: a String Catalog of a big app is a few megabytes.
    static let maxBytes = 256 * 1024 * 1024

    /// Reads `path` for `setting`.
    ///
    /// - Parameters:
    ///   - regular: Whether a named file must be a regular file (one a configuration file names).
    ///   - notRead: Gets the files of a folder the setting does not take but that look like its
    ///     own (`.stringsdict`), so the run can say it did not read them.
    static func read(
        _ path: String, for setting: PayloadSetting, accepts: (String) -> Bool, regular: Bool,
        notRead: inout [String]
    ) throws(UsageError) -> [(path: String, bytes: [UInt8])] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("option '\(setting.flag)': no such file or folder '\(path)'")
        }
        guard isDirectory.boolValue else { return [(path, try bytes(of: path, for: setting, regular: regular))] }
        let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
        var files: [(path: String, bytes: [UInt8])] = []
        let folder = path.hasSuffix("/") ? path : path + "/"
        for relative in found {
            let full = folder + relative
            if accepts(full) {
                files.append((full, try bytes(of: full, for: setting, regular: true)))
            } else if relative.hasSuffix(".stringsdict") {
                notRead.append(full)
            }
        }
        guard !files.isEmpty else {
            throw UsageError("option '\(setting.flag)': '\(path)' holds no file it reads")
        }
        return files
    }

    private static func bytes(of path: String, for setting: PayloadSetting, regular: Bool) throws(UsageError)
        -> [UInt8]
    {
        switch regular ? FileBytes.readRegular(path, limit: maxBytes) : FileBytes.read(path, limit: maxBytes) {
        case .success(let bytes): return bytes
        case .failure(let problem):
            throw UsageError("option '\(setting.flag)': cannot read '\(path)': \(problem.message)")
        }
    }
}
