/// Well-formed UTF-8 per RFC 3629 (Table 3-7 of the Unicode Standard).
enum UTF8Validation {
    /// The length of the well-formed sequence starting at `index`, or 0 if the bytes there are not
    /// one (overlong forms, encoded surrogates, code points above U+10FFFF, stray continuation
    /// bytes, truncation). `index` must be in bounds.
    @inline(__always)
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let count = bytes.count
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < count && (low...high).contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }

    /// Describes the character at `index` for a message: `'x'` for printable ASCII, `U+00A0` for
    /// other scalars, `byte 0xFF` for bytes that are not well-formed UTF-8.
    static func describeCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
        guard index < bytes.count else { return "end of input" }
        let length = sequenceLength(bytes, at: index)
        if length == 0 { return "byte 0x" + hex(bytes[index], digits: 2) }
        let scalarBytes = UnsafeBufferPointer(rebasing: bytes[index..<index + length])
        let scalar = String(decoding: scalarBytes, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        if scalar == "'" { return "\"'\"" }
        if scalar.value >= 0x21 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
        return "U+" + hex(scalar.value, digits: 4)
    }

    /// Uppercase hexadecimal, zero-padded to `digits`.
    static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
