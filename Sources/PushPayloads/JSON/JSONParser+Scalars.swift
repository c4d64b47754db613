extension JSONParser {
    /// Scans a number token; records representability findings for the rare literals that need them.
    mutating func scanNumber() throws(JSONReadError) {
        let start = index
        var digits = 0
        var hasExponent = false
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw unexpected(expecting: "a digit after '-'")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            digits = 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw syntax("numbers must not have leading zeros")
            }
        } else {
            digits = skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = skipDigits()
            guard fraction > 0 else { throw unexpected(expecting: "a digit after the decimal point") }
            digits += fraction
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            hasExponent = true
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard skipDigits() > 0 else { throw unexpected(expecting: "a digit in the exponent") }
        }
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
                throw syntax(
                    "invalid number: unexpected \(UTF8Validation.describeCharacter(bytes, at: index)) after '\(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))'"
                )
            default:
                break
            }
        }
        // At most 15 digits and no exponent: always exact in a Double, never beyond 2^53.
        if hasExponent || digits > 15 {
            recordRepresentability(of: UnsafeBufferPointer(rebasing: bytes[start..<index]), range: start..<index)
        }
    }

    private mutating func recordRepresentability(of literal: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        let facts = JSONNumber.representability(of: literal)
        let kind: JSONFinding.Kind
        if facts.overflows {
            kind = .numberOverflow
        } else if facts.underflows {
            kind = .numberUnderflow
        } else if facts.exceedsDoublePrecision {
            kind = .largeInteger(exceedsInt64: facts.exceedsInt64)
        } else {
            return
        }
        // The number's node is the next one appended.
        record(JSONFinding(kind: kind, node: nodes.count, byteRange: range))
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always)
    private mutating func skipDigits() -> Int {
        let start = index
        let base = bytes.baseAddress.unsafelyUnwrapped
        let count = bytes.count
        var next = start
        while next &+ 8 <= count {
            let nonDigits = WordScan.nonDigits(UnsafeRawPointer(base + next).loadUnaligned(as: UInt64.self))
            if nonDigits != 0 {
                next &+= nonDigits.trailingZeroBitCount &>> 3
                index = next
                return next &- start
            }
            next &+= 8
        }
        while next < count, isDigit(base[next]) { next &+= 1 }
        index = next
        return next &- start
    }

    /// Consumes `true`, `false` or `null`, pointing at the first byte that differs.
    mutating func scanLiteral(_ literal: StaticString) throws(JSONReadError) {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else {
                throw unexpected(expecting: "'\(literal)'")
            }
            index += 1
        }
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                throw syntax(
                    "invalid literal: unexpected \(UTF8Validation.describeCharacter(bytes, at: index)) after '\(literal)'"
                )
            default:
                break
            }
        }
    }
}
