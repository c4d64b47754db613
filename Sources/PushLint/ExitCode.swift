/// The exit codes of `pushlint`, as README.md lists them.
public enum ExitCode: Int32, Sendable {
    /// No error findings (warnings allowed unless `--strict`).
    case success = 0
    /// At least one error finding.
    case findings = 1
    /// A usage error, unreadable input, or a bad configuration.
    case usage = 2
    /// An internal error.
    case internalError = 3
}

/// A problem with the command line or the inputs: one clear line, exit code 2.
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
