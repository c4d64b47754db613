import PushPayloads

/// How each file is linted: the configurations in force and the flags given, replayed for the
/// files an override matches so that flags still win over it.
struct LintPlan {
    /// The configuration files, in the order given (or the one found).
    var configurations: [LintConfiguration]
    /// The options given on the command line, `--config` and `--no-config` aside.
    var flags: [ArgumentParser<LintSettings>.Given]
    /// The settings of a file no override matches.
    var base: LintSettings
    /// The working directory, absolute: what relative paths are resolved against.
    var workingDirectory: String

    /// Reads the configurations and the flags into the base settings.
    init(
        configurations: [LintConfiguration], flags: [ArgumentParser<LintSettings>.Given], workingDirectory: String
    ) throws(UsageError) {
        self.configurations = configurations
        self.flags = flags
        self.workingDirectory = workingDirectory
        base = try Self.settings(configurations, flags, overrides: [])
    }

    private static func settings(
        _ configurations: [LintConfiguration], _ flags: [ArgumentParser<LintSettings>.Given],
        overrides: [[Int]]
    ) throws(UsageError) -> LintSettings {
        var settings = LintSettings()
        for (index, configuration) in configurations.enumerated() {
            try configuration.apply(configuration.members, at: [], to: &settings)
            for override in index < overrides.count ? overrides[index] : [] {
                try configuration.apply(
                    configuration.overrides[override].members, at: ["overrides", String(override)], to: &settings)
            }
        }
        for flag in flags { try flag.apply(to: &settings) }
        try settings.checkSettingsFitKind()
        return settings
    }

    /// The file extensions a directory walk picks up: `json`, the families' own, the configured.
    var extensions: Set<String> {
        PayloadFamily.fileExtensions.union(configurations.flatMap(\.extensions).map { $0.lowercased() })
    }

    /// Whether a walked or pattern-matched file is linted (`include` and `exclude`).
    func selects(_ absolutePath: String) -> Bool {
        configurations.allSatisfy { $0.selects(absolutePath) }
    }

    /// The configurations' `ignore` entries for a file.
    func suppressions(for absolutePath: String) -> [Suppression] {
        configurations.flatMap { $0.suppressions(for: absolutePath) }
    }

    /// The folder of installed dependencies (npm's) that walks skip unless an `include` names it:
    /// its JSON files are packages' own, never a repository's payloads.
    static let dependencyFolder = "node_modules"

    /// Whether a directory walk skips a directory: an `exclude` pattern matches it, or it is a
    /// ``dependencyFolder`` that no `include` names. (Hidden entries, `.git` and `.build` among
    /// them, are never walked.)
    func skips(directory absolutePath: String, named name: String) -> Bool {
        if name == Self.dependencyFolder, !configurations.contains(where: \.includesDependencies) { return true }
        return configurations.contains { $0.excludes(directory: absolutePath) }
    }

    /// The distinct settings, and for each file the index of its own: the base settings (index 0)
    /// unless an override matches. Each distinct set of matching overrides is worked out once.
    func settings(for absolutePaths: [String]) -> (distinct: [Result<LintSettings, UsageError>], indices: [Int]) {
        var distinct: [Result<LintSettings, UsageError>] = [.success(base)]
        guard configurations.contains(where: { !$0.overrides.isEmpty }) else {
            return (distinct, Array(repeating: 0, count: absolutePaths.count))
        }
        var known: [[[Int]]: Int] = [:]
        let indices = absolutePaths.map { path in
            let matched = configurations.map { $0.overrides(for: path) }
            guard matched.contains(where: { !$0.isEmpty }) else { return 0 }
            if let index = known[matched] { return index }
            distinct.append(
                Result { () throws(UsageError) in try Self.settings(configurations, flags, overrides: matched) })
            known[matched] = distinct.count - 1
            return distinct.count - 1
        }
        return (distinct, indices)
    }
}
