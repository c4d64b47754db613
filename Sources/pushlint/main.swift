import PushLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// A crash (a bug in pushlint) ends with one line and exit code 3.
InternalErrorExit.install()

// Every failure of the streams ends with one line and exit code 2, never a trap; a reader that
// goes away ends the output quietly (by SIGPIPE, or with it ignored, by EPIPE).
// An argument that is not UTF-8 (a file name in another encoding) cannot become a String without
// changing it: it is reported and left out, and the others are still linted.
var arguments: [String] = []
var unreadableNames: [String] = []
for index in 1..<Int(CommandLine.argc) {
    guard let raw = CommandLine.unsafeArgv[index] else { continue }
    let bytes = Array(UnsafeBufferPointer(start: raw, count: strlen(raw))).map { UInt8(bitPattern: $0) }
    if let argument = String(validating: bytes, as: UTF8.self) {
        arguments.append(argument)
    } else {
        unreadableNames.append("pushlint: \(PushLint.notUTF8(bytes))\n")
    }
}
// Text is coloured only on a terminal, and never with NO_COLOR set.
let noColor = getenv("NO_COLOR").map { String(cString: $0) }
let colour = PushLint.usesColour(isTerminal: isatty(1) != 0, environment: noColor.map { ["NO_COLOR": $0] } ?? [:])
// The repository root that github annotations and SARIF paths are relative to, when Actions gives it.
let workspace = getenv("GITHUB_WORKSPACE").map { ["GITHUB_WORKSPACE": String(cString: $0)] } ?? [:]
let outcome = PushLint.run(arguments: arguments, colour: colour, environment: workspace) {
    try StandardStreams.readAll(from: 0, limit: PushLint.maxInputBytes, action: "read standard input")
}
var exitCode = outcome.exitCode.rawValue
if !unreadableNames.isEmpty {
    try? StandardStreams.writeAll(Array(unreadableNames.joined().utf8), to: 2, action: "write standard error")
    exitCode = max(exitCode, ExitCode.usage.rawValue)
}
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
