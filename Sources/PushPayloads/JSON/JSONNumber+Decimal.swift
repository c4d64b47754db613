/// A number literal reduced to sign, significant digits and the position of the decimal point.
///
/// The value is `0.d1d2…dn × 10^pointPosition`; `digits` has no leading or trailing zeros and is
/// empty for zero (whose sign is ignored). Exponents are read with saturation, so a literal such as
/// `1e99999999999999999999` normalizes without overflow.
struct NormalizedDecimal: Hashable {
    var isNegative: Bool
    var digits: [UInt8]
    var pointPosition: Int

    /// 2^53 written out: integers above it cannot pass through a `Double` unchanged.
    static let twoToThe53: [UInt8] = Array("9007199254740992".utf8)
    static let int64MaxMagnitude: [UInt8] = Array("9223372036854775807".utf8)
    static let int64MinMagnitude: [UInt8] = Array("9223372036854775808".utf8)
    static let uint64MaxMagnitude: [UInt8] = Array("18446744073709551615".utf8)

    init(literal: some Collection<UInt8>) {
        var negative = false
        var digits: [UInt8] = []
        var integerDigits = 0
        var exponent = 0
        var exponentNegative = false
        var state = 0  // 0 integer part, 1 fraction, 2 exponent
        for byte in literal {
            switch byte {
            case UInt8(ascii: "-"):
                if state == 2 { exponentNegative = true } else { negative = true }
            case UInt8(ascii: "+"):
                break
            case UInt8(ascii: "."):
                state = 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                state = 2
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if state == 2 {
                    // Saturate far beyond any binary64 exponent; lengths stay far below this.
                    exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 1 << 40)
                } else {
                    if state == 0 { integerDigits += 1 }
                    digits.append(byte)
                }
            default:
                break
            }
        }
        var point = integerDigits + (exponentNegative ? -exponent : exponent)
        let firstSignificant = digits.firstIndex { $0 != UInt8(ascii: "0") }
        if let first = firstSignificant {
            point -= first
            let last = digits.lastIndex { $0 != UInt8(ascii: "0") } ?? first
            self.digits = Array(digits[first...last])
            self.isNegative = negative
            self.pointPosition = point
        } else {
            self.digits = []
            self.isNegative = false
            self.pointPosition = 0
        }
    }

    var isZero: Bool { digits.isEmpty }

    /// Whether the value has no fractional part.
    var isIntegral: Bool { isZero || digits.count <= pointPosition }

    /// The integer's magnitude as decimal digits, if integral and with at most `maxDigits` digits.
    private func integerMagnitude(maxDigits: Int) -> [UInt8]? {
        guard isIntegral, pointPosition <= maxDigits else { return nil }
        if isZero { return [UInt8(ascii: "0")] }
        return digits + repeatElement(UInt8(ascii: "0"), count: pointPosition - digits.count)
    }

    /// Compares two magnitudes written as decimal digits without leading zeros.
    private static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return 0
    }

    /// Whether an integral value's magnitude exceeds 2^53.
    var exceedsTwoToThe53: Bool {
        guard isIntegral, !isZero else { return false }
        if pointPosition != 16 { return pointPosition > 16 }
        return NormalizedDecimal.compare(integerMagnitude(maxDigits: 16) ?? [], NormalizedDecimal.twoToThe53) > 0
    }

    var int64Value: Int64? {
        guard let magnitude = integerMagnitude(maxDigits: 19) else { return nil }
        let limit = isNegative ? NormalizedDecimal.int64MinMagnitude : NormalizedDecimal.int64MaxMagnitude
        guard NormalizedDecimal.compare(magnitude, limit) <= 0 else { return nil }
        var value: UInt64 = 0
        for byte in magnitude { value = value &* 10 &+ UInt64(byte - UInt8(ascii: "0")) }
        return isNegative ? Int64(bitPattern: 0 &- value) : Int64(value)
    }

    var uint64Value: UInt64? {
        guard !isNegative, let magnitude = integerMagnitude(maxDigits: 20) else { return nil }
        guard NormalizedDecimal.compare(magnitude, NormalizedDecimal.uint64MaxMagnitude) <= 0 else { return nil }
        var value: UInt64 = 0
        for byte in magnitude { value = value &* 10 &+ UInt64(byte - UInt8(ascii: "0")) }
        return value
    }

    /// Whether an integral value is outside the signed 64-bit range.
    var exceedsInt64: Bool { isIntegral && int64Value == nil }
}

extension JSONNumber {
    /// The literal's normalized decimal value.
    var decimal: NormalizedDecimal { NormalizedDecimal(literal: literal.utf8) }

    /// What the validator needs to know about a literal's representability.
    struct Representability: Equatable {
        /// The literal rounds to an infinity in binary64.
        var overflows = false
        /// The literal has a non-zero digit but rounds to zero in binary64.
        var underflows = false
        /// The value is integral, finite, and its magnitude exceeds 2^53.
        var exceedsDoublePrecision = false
        /// The value is integral and outside the signed 64-bit range.
        var exceedsInt64 = false
    }

    /// Classifies a literal. Cheap literals (at most 15 digits, no exponent) are never flagged.
    static func representability(of literal: some Collection<UInt8>) -> Representability {
        let decimal = NormalizedDecimal(literal: literal)
        var result = Representability()
        guard !decimal.isZero else { return result }
        // |value| < 10^pointPosition and ≥ 10^(pointPosition-1); binary64 spans about 4.9e-324 ... 1.8e308.
        if decimal.pointPosition > 308 || decimal.pointPosition < -322 {
            let double = Double(String(decoding: literal, as: UTF8.self)) ?? (decimal.pointPosition > 0 ? .infinity : 0)
            result.overflows = double.isInfinite
            result.underflows = double == 0
        }
        if !result.overflows, decimal.isIntegral {
            result.exceedsDoublePrecision = decimal.exceedsTwoToThe53
            result.exceedsInt64 = decimal.exceedsInt64
        }
        return result
    }
}
