#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension HeaderFormats {
    /// `^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`.
    static func isUUID(_ text: String) -> Bool { uuid(text) != nil }

    /// The UUID a header value spells (8-4-4-4-12 hexadecimal digits, either case), read byte by
    /// byte in one pass; `nil` for any other value.
    static func uuid(_ text: String) -> UUID? {
        withUTF8Bytes(of: text) { bytes -> UUID? in
            guard bytes.count == 36, let base = bytes.baseAddress else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let valid = hexValues.withUnsafeBufferPointer { hex in
                withUnsafeMutableBytes(of: &value) { out -> Bool in
                    var index = 0
                    var invalid: UInt8 = 0
                    for position in 0..<16 {
                        if position == 4 || position == 6 || position == 8 || position == 10 {
                            invalid |= base[index] == UInt8(ascii: "-") ? 0 : 0xFF
                            index &+= 1
                        }
                        // A table, not comparisons: hex digits are random, so branches on them miss.
                        let high = hex[Int(base[index])]
                        let low = hex[Int(base[index &+ 1])]
                        invalid |= high | low
                        out[position] = high &<< 4 | low & 0x0F
                        index &+= 2
                    }
                    return invalid & 0xF0 == 0
                }
            }
            return valid ? UUID(uuid: value) : nil
        }
    }

    /// Each byte's value as a hexadecimal digit, or 0xFF when it is not one.
    private static let hexValues: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(byte) - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(byte) - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt8(byte) - UInt8(ascii: "A") + 10
        default: 0xFF
        }
    }
}
