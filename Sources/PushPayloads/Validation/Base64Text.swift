/// The base64 text rules share (RFC 4648 §4: the standard alphabet, `=` padding, no whitespace).
enum Base64Text {
    /// ``isPadded(_:)`` as a regular expression (ECMA-262, as JSON Schema's `pattern` reads it).
    static let paddedPattern = "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"

    /// Whether `text` is padded standard base64: a multiple of 4 characters from the alphabet, with
    /// at most two `=` at the end only (`""` is the empty data).
    static func isPadded(_ text: String) -> Bool {
        isPadded(bytes: text.utf8)
    }

    /// The same test on UTF-8 bytes.
    static func isPadded(bytes: some BidirectionalCollection<UInt8>) -> Bool {
        guard bytes.count % 4 == 0 else { return false }
        let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2 else { return false }
        return bytes.dropLast(padding).allSatisfy(isAlphabet)
    }

    private static func isAlphabet(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }
}
