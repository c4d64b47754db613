/// The encoded cost of text under the library's escaping, and the
/// longest whole-grapheme prefix within a budget.
enum TextBudget {
    /// The bytes one scalar costs inside a JSON string written by the library.
    static func cost(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x22, 0x5C: 2
        case 0x08, 0x09, 0x0A, 0x0C, 0x0D: 2
        case 0x00...0x1F: 6
        case 0x20...0x7F: 1
        case 0x80...0x7FF: 2
        case 0x800...0xFFFF: 3
        default: 4
        }
    }

    /// The encoded cost of a string (quotes not counted).
    static func cost(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + cost($1) }
    }

    /// The longest prefix of whole grapheme clusters costing at most `budget`; with
    /// `wordBoundary`, cut back to the last whitespace unless the cut already falls before one,
    /// and drop the whitespace the prefix then ends with. Without it, the prefix is kept as cut,
    /// trailing whitespace included, so it spends the whole budget but for one character's cost.
    static func prefix(of text: String, budget: Int, wordBoundary: Bool) -> Substring {
        var spent = 0
        var end = text.startIndex
        for character in text {
            let characterCost = character.unicodeScalars.reduce(0) { $0 + cost($1) }
            guard spent + characterCost <= budget else { break }
            spent += characterCost
            end = text.index(after: end)
        }
        var kept = text[..<end]
        guard wordBoundary else { return kept }
        if end < text.endIndex, !text[end].isWhitespace, let space = kept.lastIndex(where: \.isWhitespace) {
            kept = kept[..<space]
        }
        while let last = kept.last, last.isWhitespace { kept = kept.dropLast() }
        return kept
    }
}
