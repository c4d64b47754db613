/// Eight bytes at a time ("SWAR"): which bytes of a little-endian word are a given value.
enum WordScan {
    /// Bytes `0x01` repeated.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// The high bit of every byte.
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that equals `byte`. Bytes above a match may be flagged
    /// falsely (borrows), so only the lowest set bit is exact; "any" and "first" are both exact.
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highs
    }

    /// The high bit of each byte that is not an ASCII digit. Exact for every byte: the sum cannot
    /// carry into the next byte (at most 0x7F + 0x76).
    @inline(__always)
    static func nonDigits(_ word: UInt64) -> UInt64 {
        let shifted = word ^ (ones &* 0x30)
        return (((shifted & ~highs) &+ (ones &* 0x76)) | shifted) & highs
    }

    /// The high bit of each byte below `bound` (at most 0x80), with the same caveat.
    @inline(__always)
    static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word & highs
    }
}
