import PushPayloads

/// The `pushlint` command, as a library: parse the arguments, run, return an ``Outcome``.
///
/// ```
/// pushlint [--kind KIND] [--format text|json|sarif|github] [--strict] [--max-bytes N] [--config FILE] PATH|DIR|- ...
/// pushlint rules [--format text|json]
/// pushlint format FILE|-
/// pushlint --help | --version
/// ```
public enum PushLint {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - readStandardInput: Reads all of standard input, for the path `-`.
    /// - Returns: The exit code and what to print.
    public static func run(arguments: [String], readStandardInput: @escaping () throws -> [UInt8]) -> Outcome {
        let resolver = InputResolver(readStandardInput: readStandardInput)
        switch arguments.first {
        case "rules": return RulesCommand.run(arguments.dropFirst())
        case "format": return FormatCommand.run(arguments.dropFirst(), resolver: resolver)
        default: break
        }
        var settings = LintSettings()
        settings.readConfig = { path throws(UsageError) in
            guard let bytes = FileBytes.read(path) else { throw UsageError("cannot read config '\(path)'") }
            return bytes
        }
        let paths: [String]
        do {
            paths = try LintSettings.parser.parse(arguments, into: &settings)
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
        return LintCommand(settings: settings, paths: paths, resolver: resolver).run()
    }

    static var help: String {
        """
        pushlint: lint push notification payloads (APNs, Live Activity, FCM and vendor formats).

        usage: pushlint [options] PATH|DIR|- ...
               pushlint rules [--format text|json]
               pushlint format FILE|-
               pushlint --help | --version

        options:
        \(LintSettings.parser.helpLines.joined(separator: "\n"))

        Directories are walked in sorted order for .json and .apns files.
        exit codes: 0 no errors, 1 error findings, 2 usage or unreadable input, 3 internal error.

        """
    }
}
