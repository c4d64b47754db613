// libFuzzer target for pushlint's argument and configuration parsing: the input is split at NUL
// bytes into arguments; the last piece is also read as a configuration file and as standard input.
// Paths are replaced by `-`, so the run never touches the file system. Built by
// Scripts/fuzz-smoke.sh together with the library's and PushLint's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommand(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let pieces = bytes.split(separator: 0, omittingEmptySubsequences: false)
    let last = Array(pieces.last ?? [])
    var arguments = pieces.dropLast().map { String(decoding: $0, as: UTF8.self) }.map { argument in
        argument.hasPrefix("-") || argument == "rules" || argument == "format" ? argument : "-"
    }
    // `--config` takes a path: keep runs away from the file system.
    arguments.removeAll { $0 == "--config" || $0.hasPrefix("--config=") }
    var settings = LintSettings()
    try? LintConfiguration.apply(last, path: "fuzz.json", to: &settings)
    _ = try? LintSettings.parser.read(arguments)
    let outcome = PushLint.run(arguments: arguments) { last }
    guard [0, 1, 2].contains(outcome.exitCode.rawValue) else { fatalError("exit code \(outcome.exitCode)") }
    return 0
}
