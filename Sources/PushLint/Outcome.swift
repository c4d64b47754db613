/// What a `pushlint` run produced: the exit code and both output streams.
///
/// The engine never writes to the terminal itself, so tests run it in-process and read everything.
public struct Outcome: Sendable, Equatable {
    /// The process exit code.
    public var exitCode: ExitCode
    /// Bytes for standard output.
    public var standardOutput: [UInt8]
    /// Text for standard error.
    public var standardError: String

    init(exitCode: ExitCode, standardOutput: [UInt8] = [], standardError: String = "") {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Standard output as text.
    public var outputText: String { String(decoding: standardOutput, as: UTF8.self) }

    static func usage(_ error: UsageError) -> Outcome {
        Outcome(exitCode: .usage, standardError: error.standardErrorText)
    }
}
