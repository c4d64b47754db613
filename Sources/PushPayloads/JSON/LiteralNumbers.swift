/// Reading numbers from their JSON literal exactly: integers without going through `Double`, and
/// floating-point values correctly rounded.
enum LiteralNumbers {
    /// The integer a literal denotes, if it is integral and fits `T`.
    static func integer<T: FixedWidthInteger>(_ literal: UnsafeBufferPointer<UInt8>, as type: T.Type) -> T? {
        // Fast path: plain digits, at most 18 of them.
        var index = 0
        let negative = literal.first == UInt8(ascii: "-")
        if negative { index = 1 }
        let digitCount = literal.count - index
        if digitCount > 0, digitCount <= 18 {
            var value: Int64 = 0
            var plain = true
            while index < literal.count {
                let digit = literal[index] &- UInt8(ascii: "0")
                if digit > 9 {
                    plain = false
                    break
                }
                value = value &* 10 &+ Int64(digit)
                index += 1
            }
            if plain { return T(exactly: negative ? -value : value) }
        }
        let decimal = NormalizedDecimal(literal: literal)
        if let value = decimal.int64Value { return T(exactly: value) }
        if let value = decimal.uint64Value { return T(exactly: value) }
        return nil
    }

    /// The value of a literal written as an integer (digits, with a `-` or not: no fraction and no
    /// exponent, so `410.0` and `4.1e2` are not), when it fits an `Int64`: how members that are
    /// integers on the wire are read, by the checks and by the models.
    static func integerLiteral(_ literal: some Collection<UInt8>) -> Int64? {
        let negative = literal.first == UInt8(ascii: "-")
        var value: Int64 = 0
        for byte in literal.dropFirst(negative ? 1 : 0) {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            // Accumulated toward the sign, so Int64.min is read too.
            let digit = Int64(byte &- UInt8(ascii: "0"))
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            guard !overflow, !overflow2 else { return nil }
            value = next
        }
        return value
    }

    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowers: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The `Double` nearest to a literal (±infinity beyond the range).
    ///
    /// Literals with at most 15 significant digits and a small exponent are computed exactly from
    /// one multiplication or division (both operands exact, so the one rounding is correct);
    /// others go through the standard library's correctly rounded parser.
    static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double {
        if let fast = fastDouble(literal) { return fast }
        return Double(String(decoding: literal, as: UTF8.self)) ?? .nan
    }

    /// The `Float` nearest to a literal, rounded once (not through `Double`).
    static func float(_ literal: UnsafeBufferPointer<UInt8>) -> Float {
        Float(String(decoding: literal, as: UTF8.self)) ?? .nan
    }

    private static func fastDouble(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = literal.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var seenPoint = false
        while index < literal.count {
            let byte = literal[index]
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                return nil
            } else {
                let digit = byte &- UInt8(ascii: "0")
                guard digit <= 9 else { return nil }
                if mantissa != 0 || digit != 0 { digits += 1 }
                guard digits <= 15 else { return nil }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                if seenPoint { exponent -= 1 }
            }
            index += 1
        }
        guard -exponent < exactPowers.count else { return nil }
        let value = Double(mantissa) / exactPowers[-exponent]
        return negative ? -value : value
    }

    /// Whether a literal has a non-zero digit (to tell underflow from a real zero).
    static func hasNonZeroDigit(_ literal: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in literal {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }
}
