/// The library's string escaping, in one place for the writer and for byte counts.
///
/// `"` → `\"`, `\` → `\\`; U+0008, U+000C, U+000A, U+000D, U+0009 → `\b`, `\f`, `\n`, `\r`, `\t`;
/// other U+0000–U+001F → `\u00XX` with lowercase hex; nothing else (not `/`, not U+2028/U+2029,
/// not U+007F, not non-ASCII, which stays raw UTF-8).
enum JSONEscaping {
    /// The escape sequence for each byte that needs one; empty for bytes written as they are.
    static let sequences: [[UInt8]] = (0..<256).map { value -> [UInt8] in
        switch value {
        case 0x22: return Array("\\\"".utf8)
        case 0x5C: return Array("\\\\".utf8)
        case 0x08: return Array("\\b".utf8)
        case 0x0C: return Array("\\f".utf8)
        case 0x0A: return Array("\\n".utf8)
        case 0x0D: return Array("\\r".utf8)
        case 0x09: return Array("\\t".utf8)
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            return Array("\\u00".utf8) + [hex[value >> 4], hex[value & 0xF]]
        default: return []
        }
    }

    /// Whether `byte` is written escaped.
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C
    }

    /// The high bit of each byte that is a quote, a backslash or below 0x20; bytes above a flagged
    /// one may be flagged falsely (borrows), so only the lowest set bit is exact.
    @inline(__always)
    static func escapeFlags(_ word: UInt64) -> UInt64 {
        WordScan.matches(word, 0x22) | WordScan.matches(word, 0x5C) | WordScan.below(word, 0x20)
    }

    /// The high bit of each of eight bytes that needs attention inside a string: a quote, a
    /// backslash, a byte below 0x20 or a byte at or above 0x80. Bytes above a flagged one may be
    /// flagged falsely (borrows), so only the lowest set bit is exact.
    @inline(__always)
    static func attentionMask(_ word: UInt64) -> UInt64 {
        escapeFlags(word) | (word & WordScan.highs)
    }

    /// The number of bytes the escaped form of `utf8` takes, quotes excluded.
    static func escapedLength(of utf8: some Sequence<UInt8>) -> Int {
        var length = 0
        for byte in utf8 {
            length += needsEscape(byte) ? sequences[Int(byte)].count : 1
        }
        return length
    }
}
