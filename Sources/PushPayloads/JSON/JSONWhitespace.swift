/// The four JSON whitespace bytes (RFC 8259: space, tab, line feed, carriage return).
enum JSONWhitespace {
    static func contains(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}
