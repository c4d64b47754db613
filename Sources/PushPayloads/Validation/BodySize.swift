/// The size of a body as the options say to measure it (RULES.md §4.2).
struct BodySize {
    /// The size limits are compared with.
    let measured: Int
    /// How it was measured.
    let measure: SizeDetails.Measure
    /// The library's compact encoding of the parsed value.
    let compact: Int
    /// Insignificant whitespace in the text as given (0 for values built in code).
    let whitespace: Int
    /// Bytes the writer would save on escapes (0 for values built in code).
    let escapeSavings: Int

    init(_ run: ValidationRun) {
        let document = run.document
        compact = document.compactByteCount
        escapeSavings = document.escapeSavings
        let bom = document.hasByteOrderMark ? 3 : 0
        whitespace = max(0, document.byteCount - compact - escapeSavings - bom)
        if run.hasText, run.options.measure == .asGiven {
            measured = document.byteCount
            measure = .asGiven
        } else {
            measured = compact
            measure = .compact
        }
    }
}
