import PushLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Every failure of the streams ends with one line and exit code 2, never a trap; a reader that
// goes away ends the output quietly (by SIGPIPE, or with it ignored, by EPIPE).
let outcome = PushLint.run(arguments: Array(CommandLine.arguments.dropFirst())) {
    try StandardStreams.readAll(from: 0, limit: PushLint.maxInputBytes, action: "read standard input")
}
var exitCode = outcome.exitCode.rawValue
do {
    try StandardStreams.writeAll(outcome.standardOutput, to: 1, action: "write standard output")
} catch {
    if !error.isBrokenPipe {
        try? StandardStreams.writeAll(Array("pushlint: \(error)\n".utf8), to: 2, action: "write standard error")
    }
    exitCode = ExitCode.usage.rawValue
}
try? StandardStreams.writeAll(Array(outcome.standardError.utf8), to: 2, action: "write standard error")
exit(exitCode)
