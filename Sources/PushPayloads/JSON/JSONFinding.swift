/// Something the reader noticed in a text that is still valid JSON.
///
/// The reader reports these so the validator can turn them into diagnostics without a second pass:
/// duplicate keys, lone surrogate escapes (replaced by U+FFFD in the value), and numbers that a
/// `Double` or an `Int64` cannot hold.
public struct JSONFinding: Sendable, Hashable {
    /// What was found.
    public enum Kind: Sendable, Hashable {
        /// A key occurring a second (or later) time in one object. `firstKeyOffset` is the byte
        /// offset of the first occurrence's key; `sameValue` tells whether the values are equal.
        case duplicateKey(firstKeyOffset: Int, sameValue: Bool)
        /// A `\uD800`–`\uDFFF` escape that is not part of a surrogate pair.
        case loneSurrogate
        /// A number literal that rounds to an infinity in binary64.
        case numberOverflow
        /// A number literal with a non-zero digit that rounds to zero in binary64.
        case numberUnderflow
        /// An integral number whose magnitude exceeds 2^53; `exceedsInt64` when it is also outside
        /// the signed 64-bit range.
        case largeInteger(exceedsInt64: Bool)
    }

    /// What was found.
    public var kind: Kind {
        get {
            switch tag {
            case .duplicateKey: .duplicateKey(firstKeyOffset: Int(detail), sameValue: flag)
            case .loneSurrogate: .loneSurrogate
            case .numberOverflow: .numberOverflow
            case .numberUnderflow: .numberUnderflow
            case .largeInteger: .largeInteger(exceedsInt64: flag)
            }
        }
        set {
            switch newValue {
            case .duplicateKey(let offset, let same):
                (tag, detail, flag) = (.duplicateKey, UInt32(clamping: offset), same)
            case .loneSurrogate: (tag, detail, flag) = (.loneSurrogate, 0, false)
            case .numberOverflow: (tag, detail, flag) = (.numberOverflow, 0, false)
            case .numberUnderflow: (tag, detail, flag) = (.numberUnderflow, 0, false)
            case .largeInteger(let exceeds): (tag, detail, flag) = (.largeInteger, 0, exceeds)
            }
        }
    }

    /// The tape node of the token concerned: the second key of a duplicate, the string or key
    /// holding a lone surrogate, the number. ``JSONDocument/pointer(to:)`` turns it into a JSON
    /// Pointer; the reader never builds one, so findings cost the same under any path.
    public var node: Int {
        get { Int(storedNode) }
        set { storedNode = UInt32(clamping: newValue) }
    }

    /// The byte range of the token concerned (the key token for duplicates, the escape for surrogates).
    public var byteRange: Range<Int> {
        get { Int(start)..<Int(end) }
        set { (start, end) = (UInt32(clamping: newValue.lowerBound), UInt32(clamping: newValue.upperBound)) }
    }

    // A finding is 20 bytes: a text with a million duplicate keys holds a million of them. Offsets
    // and nodes fit 32 bits, as the reader's input does.
    fileprivate enum Tag: UInt8 { case duplicateKey, loneSurrogate, numberOverflow, numberUnderflow, largeInteger }
    private var start: UInt32 = 0
    private var end: UInt32 = 0
    private var storedNode: UInt32 = 0
    /// The first key's offset of a duplicate.
    private var detail: UInt32 = 0
    fileprivate var tag = Tag.loneSurrogate
    /// `sameValue` of a duplicate, `exceedsInt64` of a large integer.
    fileprivate var flag = false

    /// A finding of `kind` at the token `node` spanning `byteRange`.
    public init(kind: Kind, node: Int, byteRange: Range<Int>) {
        self.kind = kind
        self.node = node
        self.byteRange = byteRange
    }
}

extension JSONFinding {
    /// Findings of one category go to one rule with one severity: the kind, with `sameValue` of a
    /// duplicate and `exceedsInt64` of a large integer, but not where the first key stands.
    var category: Int { Int(tag.rawValue) << 1 | (flag ? 1 : 0) }

    /// The number of categories.
    static let categoryCount = 10
}
