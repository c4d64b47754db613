/// ASCII comparisons that ignore letter case, on the bytes of a key.
enum ASCIIFold {
    static func lower(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }

    /// Whether `bytes` spell `word` (lowercase ASCII) in any letter case.
    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        bytes.count == word.utf8.count && hasPrefix(bytes, word)
    }

    /// Whether `a` and `b` are the same bytes, ASCII letters compared in any case (HTTP header names).
    static func caselessEquals(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where lower(a[index]) != lower(b[index]) { return false }
        return true
    }

    /// Whether two names are equal, ASCII letters compared in any case (as HTTP compares header
    /// names), without making lowercased copies.
    static func caselessEquals(_ a: String, _ b: String) -> Bool {
        withUTF8Bytes(of: a) { a in withUTF8Bytes(of: b) { caselessEquals(a, $0) } }
    }

    /// Whether `bytes` start with `word` (lowercase ASCII) in any letter case.
    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        withUTF8Bytes(of: word) { word in
            guard bytes.count >= word.count else { return false }
            for index in 0..<word.count where lower(bytes[index]) != word[index] { return false }
            return true
        }
    }
}
