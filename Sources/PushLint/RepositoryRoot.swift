#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder that code-scanning and annotation paths are relative to, as GitHub resolves them:
/// `GITHUB_WORKSPACE` when it is set, else the nearest folder from the working directory up that
/// holds `.git` (a folder, or a worktree's file); `nil` outside a repository. So `--format github`
/// and SARIF name `payloads/a.json` whether pushlint ran in the repository's root, in a
/// `working-directory:` below it, or on `./payloads`.
enum RepositoryRoot {
    static func find(workingDirectory: String, environment: [String: String]) -> String? {
        if let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty {
            return PathNames.absolute(workspace, in: workingDirectory)
        }
        var directory = workingDirectory
        while true {
            if access((directory == "/" ? "" : directory) + "/.git", F_OK) == 0 { return directory }
            guard directory != "/" else { return nil }
            directory = PathNames.absolute("..", in: directory)
        }
    }

    /// `results`' paths relative to `root` (for the files under it; standard input and files
    /// elsewhere keep the path they were given).
    static func relativize(_ results: inout [FileResult], absolutes: [String], to root: String) {
        for index in results.indices where absolutes[index] != "-" {
            if let relative = PathNames.relative(absolutes[index], to: root) { results[index].path = relative }
        }
    }
}
