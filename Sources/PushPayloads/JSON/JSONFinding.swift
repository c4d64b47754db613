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
    public var kind: Kind
    /// The tape node of the token concerned: the second key of a duplicate, the string or key
    /// holding a lone surrogate, the number. ``JSONDocument/pointer(to:)`` turns it into a JSON
    /// Pointer; the reader never builds one, so findings cost the same under any path.
    public var node: Int
    /// The byte range of the token concerned (the key token for duplicates, the escape for surrogates).
    public var byteRange: Range<Int>
}
