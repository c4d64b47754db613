import PushPayloads

/// `pushlint format FILE|-`: prints the library's compact re-encoding of one JSON text and a
/// newline, so that a compact input comes back byte for byte (the newline aside).
///
/// Key order, duplicate keys and number literals are kept. A text that is not JSON, or whose
/// strings hold lone surrogates (which would come back as U+FFFD), is refused with exit code 1.
enum FormatCommand {
    static let help = """
        pushlint format: print the compact encoding of one JSON text (key order, duplicates and number
        literals kept), then a newline. Text that is not JSON, or that holds lone surrogates, exits 1.

        usage: pushlint format FILE|-

        """

    static func run(_ arguments: [String], resolver: InputResolver) -> Outcome {
        if arguments == ["--help"] || arguments == ["-h"] {
            return Outcome(exitCode: .success, standardOutput: Array(help.utf8))
        }
        guard arguments.count == 1, let path = arguments.first, path == "-" || !path.hasPrefix("-") else {
            return .usage(UsageError("'pushlint format' takes exactly one FILE or '-'"))
        }
        let input: LintInput
        do {
            input = try resolver.read(resolver.input(path))
        } catch {
            return .usage(error)
        }
        let document: JSONDocument
        do {
            document = try JSONReader.read(input.bytes)
        } catch {
            return refuse(input)
        }
        if document.findings.contains(where: { $0.kind == .loneSurrogate }) { return refuse(input) }
        return Outcome(exitCode: .success, standardOutput: document.root.jsonBytes() + [UInt8(ascii: "\n")])
    }

    /// Exit 1 with the located finding that prevents an exact re-encoding.
    private static func refuse(_ input: LintInput) -> Outcome {
        let report = PayloadValidator.validate(input.bytes, as: .json)
        let blocking = report.diagnostics.first { $0.severity == .error && $0.ruleID != Rule.json.duplicateKey.id }
        let line =
            blocking.map { TextReporter.line(path: input.displayPath, $0) }
            ?? "\(input.displayPath): error: cannot re-encode"
        return Outcome(exitCode: .findings, standardError: line + "\n")
    }
}
