/// The size of a body as the options say to measure it (``ValidationOptions/Measure``).
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

    init(measured: Int, measure: SizeDetails.Measure, compact: Int, whitespace: Int, escapeSavings: Int) {
        self.measured = measured
        self.measure = measure
        self.compact = compact
        self.whitespace = whitespace
        self.escapeSavings = escapeSavings
    }

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

extension BodySize {
    /// The size without one member of the root object (tooling metadata that is never sent): its
    /// compact `"key":value` and a comma, and as given, the text from its key to the next key (or
    /// from the previous value, when it is the last member).
    func excluding(rootMember key: Int, value: Int, in document: JSONDocument) -> BodySize {
        let nodes = document.nodes
        let separator = nodes.childCount(of: 0, upTo: 2) > 1 ? 1 : 0
        let compactMember = document.compactByteCount(ofNode: key) + 1 + document.compactByteCount(ofNode: value)
        var givenMember = compactMember + separator
        if measure == .asGiven {
            let next = Int(nodes[value].next)
            if next < nodes.count {
                givenMember = Int(nodes[next].start) - Int(nodes[key].start)
            } else {
                var from = Int(nodes[key].start)
                for child in nodes.children(of: 0) where child.value != value {
                    from = Int(nodes[child.value].end)
                }
                givenMember = Int(nodes[value].end) - from
            }
        }
        return BodySize(
            measured: measured - (measure == .asGiven ? givenMember : compactMember + separator), measure: measure,
            compact: compact - compactMember - separator, whitespace: whitespace, escapeSavings: escapeSavings)
    }
}
