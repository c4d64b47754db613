/// ASCII comparisons that ignore letter case, on the bytes of a key.
enum ASCIIFold {
    static func lower(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }

    /// Whether `bytes` spell `word` (lowercase ASCII) in any letter case.
    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        bytes.count == word.utf8.count && hasPrefix(bytes, word)
    }

    /// Whether `bytes` start with `word` (lowercase ASCII) in any letter case.
    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        guard bytes.count >= word.utf8.count else { return false }
        return zip(bytes, word.utf8).allSatisfy { lower($0) == $1 }
    }
}
