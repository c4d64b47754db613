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

/// A problem with the command line or the inputs: one clear line (or one line per problem, when
/// several are found in one pass), exit code 2.
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }

    /// Several problems found in one pass, a line each.
    init(combining errors: [UsageError]) {
        message = errors.map(\.message).joined(separator: "\n")
    }

    /// The message for standard error: each line after `pushlint: `.
    var standardErrorText: String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { "pushlint: \($0)\n" }.joined()
    }
}
