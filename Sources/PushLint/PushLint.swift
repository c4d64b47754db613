import Foundation
import PushPayloads

/// The `pushlint` command, as a library: parse the arguments, run, return an ``Outcome``.
///
/// ```
/// pushlint [options] PATH|DIR|- ...
/// pushlint rules [--kind KIND] [--format text|json|markdown]
/// pushlint explain RULE-ID
/// pushlint fit FILE|- [--kind KIND] [--max-bytes N] [--fields body,subtitle,title] [--word-boundary] [--ellipsis TEXT]
/// pushlint fix [--dry-run] [--kind KIND] FILE...
/// pushlint format FILE|-
/// pushlint schema KIND
/// pushlint --help | --version
/// ```
public enum PushLint {
    /// The version `--version` prints: the one place it is written (`Scripts/release.sh` and the
    /// Action read it here).
    public static let version = "1.0.0-rc.1"

    /// The most bytes read from one input (a file or standard input): 256 MiB, far above any push
    /// payload, so a mistaken or hostile input is refused instead of filling memory.
    public static let maxInputBytes = 256 << 20

    /// What to say of a file name that is not UTF-8, its other bytes escaped (`bad\xff.json`):
    /// the directory walk and the command line both report such names this way.
    public static func notUTF8(_ name: [UInt8]) -> String {
        let shown = name.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16) }.joined()
        return "cannot lint '\(shown)': its name is not UTF-8"
    }

    /// The subcommands, found as the first argument that is not an option or an option's value.
    static let subcommands: [String: @Sendable ([String], InputResolver) -> Outcome] = [
        "rules": { arguments, _ in RulesCommand.run(arguments) },
        "format": { arguments, resolver in FormatCommand.run(arguments, resolver: resolver) },
        "fit": { arguments, resolver in FitCommand.run(arguments, resolver: resolver) },
        "fix": { arguments, resolver in FixCommand.run(arguments, resolver: resolver) },
        "explain": { arguments, resolver in ExplainCommand.run(arguments, resolver: resolver) },
        "schema": { arguments, _ in SchemaCommand.run(arguments) },
    ]

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - colour: Whether text output may be coloured (see ``usesColour(isTerminal:environment:)``);
    ///     a report written with `--output` never is.
    ///   - workingDirectory: What relative paths are resolved against, and where the search for
    ///     `.pushlint.json` starts; the process's working directory by default.
    ///   - environment: The variables pushlint reads: `GITHUB_WORKSPACE`, the repository root
    ///     that github annotations and SARIF paths are relative to (see ``RepositoryRoot``).
    ///   - readStandardInput: Reads all of standard input, for the path `-`.
    /// - Returns: The exit code and what to print.
    public static func run(
        arguments: [String], colour: Bool = false, workingDirectory: String? = nil,
        environment: [String: String] = [:], readStandardInput: @escaping () throws -> [UInt8]
    ) -> Outcome {
        let resolver = InputResolver(readStandardInput: readStandardInput, workingDirectory: workingDirectory)
        if let index = LintSettings.parser.firstPositional(in: arguments),
            let subcommand = subcommands[arguments[index]]
        {
            return subcommand(Array(arguments[..<index] + arguments[(index + 1)...]), resolver)
        }
        let plan: LintPlan
        let paths: [String]
        do {
            (plan, paths) = try parse(arguments, resolver: resolver)
        } catch {
            return .usage(error)
        }
        let settings = plan.base
        if settings.showHelp { return Outcome(exitCode: .success, standardOutput: Array(help.utf8)) }
        if settings.showVersion {
            return Outcome(exitCode: .success, standardOutput: Array("pushlint \(version)\n".utf8))
        }
        guard !paths.isEmpty else {
            return .usage(UsageError("no input: give one or more PATH, DIR or '-' (see 'pushlint --help')"))
        }
        guard paths.filter({ $0 == "-" }).count <= 1 else {
            return .usage(UsageError("'-' (standard input) may be given once"))
        }
        var colouredPlan = plan
        colouredPlan.base.colour = colour && settings.outputPath == nil
        let root =
            settings.format == .github || settings.format == .sarif
            ? RepositoryRoot.find(workingDirectory: resolver.workingDirectory, environment: environment) : nil
        return LintCommand(plan: colouredPlan, paths: paths, resolver: resolver, repositoryRoot: root).run()
    }

    /// Whether text output is coloured: only on a terminal, and never when `NO_COLOR` is set to a
    /// non-empty value (https://no-color.org).
    public static func usesColour(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Reads the arguments: the configuration files (`--config`, or the `.pushlint.json` found
    /// from the working directory upward unless `--no-config`), then every other flag in order, so
    /// flags win over configuration wherever they stand.
    private static func parse(_ arguments: [String], resolver: InputResolver) throws(UsageError) -> (
        LintPlan, [String]
    ) {
        let (given, paths) = try LintSettings.parser.read(arguments)
        let named = given.filter { $0.name == "--config" }.map(\.value)
        let noConfig = given.contains { $0.name == "--no-config" }
        if noConfig, !named.isEmpty { throw UsageError("'--config' and '--no-config' cannot be given together") }
        var configurations: [LintConfiguration] = []
        // A named file is read whatever it is; a found one must be a regular file.
        let found = !noConfig && named.isEmpty
        let configurationPaths = try found ? discoverConfiguration(from: resolver.workingDirectory) : named
        for path in noConfig ? [] : configurationPaths {
            let absolute = PathNames.absolute(path, in: resolver.workingDirectory)
            let bytes = try InputResolver.readFile(absolute, purpose: "config", shown: path, regular: found)
            configurations.append(
                try LintConfiguration(bytes, path: path, workingDirectory: resolver.workingDirectory))
        }
        let flags = given.filter { $0.name != "--config" && $0.name != "--no-config" }
        return (
            try LintPlan(configurations: configurations, flags: flags, workingDirectory: resolver.workingDirectory),
            paths
        )
    }

    /// The nearest `.pushlint.json` in `directory` or one of its parents, as an absolute path.
    ///
    /// - Throws: A message naming the nearest one when it is there but is no regular file (a
    ///   broken link, a FIFO, a device, a directory) or cannot be looked at: it is never passed
    ///   over for a parent's in silence. It is only looked at, never opened, so a FIFO cannot block.
    static func discoverConfiguration(from directory: String) throws(UsageError) -> [String] {
        var current = directory
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + LintConfiguration.fileName
            var info = stat()
            if lstat(candidate, &info) == 0 {
                guard stat(candidate, &info) == 0 else {
                    let reason = errno == ENOENT ? "it is a link to a missing file" : String(cString: strerror(errno))
                    throw UsageError("cannot read config '\(candidate)': \(reason)")
                }
                guard (info.st_mode & S_IFMT) == S_IFREG else {
                    throw UsageError(
                        "cannot read config '\(candidate)': not a regular file (\(FileType.name(ofMode: info.st_mode)))"
                    )
                }
                return [candidate]
            }
            guard errno == ENOENT || errno == ENOTDIR else {
                throw UsageError("cannot read config '\(candidate)': \(String(cString: strerror(errno)))")
            }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return [] }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    static var help: String {
        """
        pushlint: lint push notification payloads (\(PayloadFamily.all.map(\.name).joined(separator: ", "))).

        usage: pushlint [options] PATH|DIR|'PATTERN'|- ...
               pushlint rules [--kind KIND] [--format text|json|markdown]
               pushlint explain RULE-ID
               pushlint fit FILE|- [--kind KIND] [--max-bytes N] [--fields body,subtitle,title] [--word-boundary]
               pushlint fix [--dry-run] [--kind KIND] FILE...
               pushlint format FILE|-
               pushlint schema KIND
               pushlint --help | --version

        options:
        \(LintSettings.parser.helpLines.joined(separator: "\n"))

        Directories are walked in sorted order for \(PayloadFamily.fileExtensions.sorted().map { "." + $0 }.joined(separator: " and ")) files (and the
        configuration's "extensions"); a quoted pattern ('payloads/**/*.json') is expanded by pushlint.
        Walked and expanded files pass the configuration's "include" and "exclude"; a named file is
        always linted. Configuration: .pushlint.json, found from the working directory upward.
        A subcommand is the first argument that is not an option: lint a file named 'rules' as ./rules
        or after --.
        exit codes: 0 no errors, 1 error findings, 2 usage or unreadable input, 3 internal error.

        """
    }
}
