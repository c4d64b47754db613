#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension HeaderFormats {
    /// The UUID a header value spells (8-4-4-4-12 hexadecimal digits, either case, as
    /// ``isUUID(_:)`` accepts), read byte by byte; `nil` for any other value.
    static func uuid(_ text: String) -> UUID? {
        guard isUUID(text) else { return nil }
        return withUTF8Bytes(of: text) { bytes in
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &value) { out in
                var index = 0
                for position in 0..<16 {
                    if bytes[index] == UInt8(ascii: "-") { index += 1 }
                    out[position] = nibble(bytes[index]) << 4 | nibble(bytes[index + 1])
                    index += 2
                }
            }
            return UUID(uuid: value)
        }
    }

    /// The value of a hexadecimal digit.
    private static func nibble(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: byte - UInt8(ascii: "A") + 10
        }
    }
}
