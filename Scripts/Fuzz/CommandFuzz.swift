// libFuzzer target for pushlint's argument and configuration parsing: the input is split at NUL
// bytes into arguments; the last piece is also read as a configuration file and as standard input.
// Paths are replaced by `-`, so the run never touches the file system. Built by
// Scripts/fuzz-smoke.sh together with the library's and PushLint's sources.

func fuzzCommand(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let pieces = bytes.split(separator: 0, omittingEmptySubsequences: false)
    // A schema is a file too (`--schema FILE`, or a path in the configuration): renamed away.
    let last = renamingSchema(Array(pieces.last ?? []))
    var arguments = pieces.dropLast().map { String(decoding: $0, as: UTF8.self) }.map { argument in
        argument.hasPrefix("-") || ["rules", "format", "explain", "fit"].contains(argument) ? argument : "-"
    }
    // `--config`, `--schema` and `--output` take a path: keep runs away from the file system.
    arguments.removeAll {
        $0 == "--config" || $0.hasPrefix("--config=") || $0.hasPrefix("--schema") || $0 == "--output" || $0 == "-o"
            || $0.hasPrefix("--output=")
    }
    var settings = LintSettings()
    if let configuration = try? LintConfiguration(last, path: "/fuzz/fuzz.json", workingDirectory: "/fuzz") {
        try? configuration.apply(configuration.members, at: [], to: &settings)
        for (index, override) in configuration.overrides.enumerated() {
            _ = configuration.overrides(for: "/fuzz/templates/fcm/a.json")
            try? configuration.apply(override.members, at: ["overrides", String(index)], to: &settings)
        }
    }
    _ = try? LintSettings.parser.read(arguments)
    let outcome = PushLint.run(arguments: arguments) { last }
    guard [0, 1, 2].contains(outcome.exitCode.rawValue) else { fatalError("exit code \(outcome.exitCode)") }
    return 0
}

/// The bytes with every `schema` spelled `schemx`, so a configuration never names a schema file.
func renamingSchema(_ bytes: [UInt8]) -> [UInt8] {
    let word = Array("schema".utf8)
    var result = bytes
    var index = 0
    while index + word.count <= result.count {
        if Array(result[index..<index + word.count]) == word { result[index + word.count - 1] = UInt8(ascii: "x") }
        index += 1
    }
    return result
}
