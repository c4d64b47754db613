import PushPayloads

/// The `pushlint` command, as a library: parse the arguments, run, return an ``Outcome``.
///
/// ```
/// pushlint [options] PATH|DIR|- ...
/// pushlint rules [--format text|json|markdown]
/// pushlint format FILE|-
/// pushlint --help | --version
/// ```
public enum PushLint {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// The most bytes read from one input (a file or standard input): 64 MiB, far above any push
    /// payload, so a mistaken or hostile input is refused instead of filling memory.
    public static let maxInputBytes = 64 << 20

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
    ]

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - colour: Whether text output may be coloured (see ``usesColour(isTerminal:environment:)``);
    ///     a report written with `--output` never is.
    ///   - readStandardInput: Reads all of standard input, for the path `-`.
    /// - Returns: The exit code and what to print.
    public static func run(
        arguments: [String], colour: Bool = false, readStandardInput: @escaping () throws -> [UInt8]
    ) -> Outcome {
        let resolver = InputResolver(readStandardInput: readStandardInput)
        if let index = LintSettings.parser.firstPositional(in: arguments),
            let subcommand = subcommands[arguments[index]]
        {
            return subcommand(Array(arguments[..<index] + arguments[(index + 1)...]), resolver)
        }
        var settings = LintSettings()
        let paths: [String]
        do {
            paths = try parse(arguments, into: &settings, resolver: resolver)
        } catch {
            return .usage(error)
        }
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
        settings.colour = colour && settings.outputPath == nil
        return LintCommand(settings: settings, paths: paths, resolver: resolver).run()
    }

    /// Whether text output is coloured: only on a terminal, and never when `NO_COLOR` is set to a
    /// non-empty value (https://no-color.org).
    public static func usesColour(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Reads the arguments: `--config` files first, in order, then every other flag in order, so
    /// flags win over configuration wherever they stand.
    private static func parse(
        _ arguments: [String], into settings: inout LintSettings, resolver: InputResolver
    ) throws(UsageError) -> [String] {
        let (given, paths) = try LintSettings.parser.read(arguments)
        for option in given where option.name == "--config" {
            let bytes = try resolver.readFile(option.value, purpose: "config")
            try LintConfiguration.apply(bytes, path: option.value, to: &settings)
        }
        for option in given where option.name != "--config" {
            try option.apply(to: &settings)
        }
        try settings.checkSettingsFitKind()
        return paths
    }

    static var help: String {
        """
        pushlint: lint push notification payloads (\(PayloadFamily.all.map(\.name).joined(separator: ", "))).

        usage: pushlint [options] PATH|DIR|- ...
               pushlint rules [--format text|json|markdown]
               pushlint format FILE|-
               pushlint --help | --version

        options:
        \(LintSettings.parser.helpLines.joined(separator: "\n"))

        Directories are walked in sorted order for \(PayloadFamily.fileExtensions.sorted().map { "." + $0 }.joined(separator: " and ")) files.
        A subcommand is the first argument that is not an option: lint a file named 'rules' as ./rules
        or after --.
        exit codes: 0 no errors, 1 error findings, 2 usage or unreadable input, 3 internal error.

        """
    }
}
