import PushPayloads

/// `pushlint format FILE|-`: prints the library's compact re-encoding of one JSON text, with no
/// trailing newline, so that a compact input comes back byte for byte.
///
/// Key order, duplicate keys and number literals are kept. A text that is not JSON, or whose
/// strings hold lone surrogates (which would come back as U+FFFD), is refused with exit code 1.
enum FormatCommand {
    static func run(_ arguments: ArraySlice<String>, resolver: InputResolver) -> Outcome {
        guard arguments.count == 1, let path = arguments.first, path == "-" || !path.hasPrefix("-") else {
            return .usage(UsageError("'pushlint format' takes exactly one FILE or '-'"))
        }
        let input: LintInput
        do {
            input = try resolver.read(path)
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
        return Outcome(exitCode: .success, standardOutput: document.root.jsonBytes())
    }

    /// Exit 1 with the located finding that prevents an exact re-encoding.
    private static func refuse(_ input: LintInput) -> Outcome {
        let report = PayloadValidator.validate(input.bytes, as: .json)
        let blocking = report.diagnostics.first { $0.severity == .error && $0.ruleID != Rule.jsonDuplicateKey.id }
        let line =
            blocking.map { TextReporter.line(path: input.displayPath, $0) }
            ?? "\(input.displayPath): error: cannot re-encode"
        return Outcome(exitCode: .findings, standardError: line + "\n")
    }
}
