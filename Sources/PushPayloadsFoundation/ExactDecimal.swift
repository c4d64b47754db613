/// A decimal number held exactly, digit by digit: what a `Double` is worth to its last bit, moved
/// by a whole number of seconds or scaled by a power of ten, with nothing rounded.
///
/// Every finite `Double` is a whole number times a power of two, so its value has a finite decimal
/// expansion: `0.1` is `0.1000000000000000055511151231257827021181583404541015625`. The dates a
/// `userInfo` holds are written from it (seconds since 1970 are the date's seconds since 2001 plus
/// 978,307,200), so the literal is the instant the `Date` holds, not a neighbour of it.
struct ExactDecimal: Equatable {
    /// Whether the value is below zero (never for zero).
    private var isNegative: Bool
    /// The digits of the value times 10^`scale`, least significant first; empty for zero.
    private var digits: [UInt8]
    /// How many of `digits` are after the decimal point.
    private var scale: Int

    /// The exact value of a finite `Double`.
    init(_ value: Double) {
        precondition(value.isFinite, "only a finite value has a decimal expansion")
        isNegative = value < 0
        // value = significand × 2^exponent, the significand a whole number.
        var significand = value.significandBitPattern
        var exponent: Int
        if value.exponentBitPattern == 0 {
            exponent = -1074
        } else {
            significand |= 1 << UInt64(Double.significandBitCount)
            exponent = Int(value.exponentBitPattern) - 1075
        }
        if significand != 0 {
            let zeros = significand.trailingZeroBitCount
            significand >>= UInt64(zeros)
            exponent += zeros
        }
        digits = Self.digits(of: significand)
        scale = 0
        if exponent >= 0 {
            for _ in 0..<exponent { Self.multiply(&digits, by: 2) }
        } else {
            // m × 2^-k = m × 5^k / 10^k.
            for _ in 0..<(-exponent) { Self.multiply(&digits, by: 5) }
            scale = -exponent
        }
        normalize()
    }

    /// A whole number.
    init(_ value: Int64) {
        isNegative = value < 0
        digits = Self.digits(of: value.magnitude)
        scale = 0
    }

    /// The value as a JSON number literal: `-12.5`, `978307200`, `0.001`; no exponent, no
    /// trailing zeros after the point.
    var literal: String {
        guard !digits.isEmpty else { return "0" }
        var text = isNegative ? "-" : ""
        let whole = digits.count - scale
        if whole <= 0 {
            text += "0." + String(repeating: "0", count: -whole)
            text += digits.reversed().map { String($0) }.joined()
        } else {
            text += digits[scale...].reversed().map { String($0) }.joined()
            if scale > 0 { text += "." + digits[..<scale].reversed().map { String($0) }.joined() }
        }
        return text
    }

    /// The value times 10^`power`.
    func shifted(by power: Int) -> ExactDecimal {
        var result = self
        if power <= result.scale {
            result.scale -= power
        } else {
            result.digits.insert(contentsOf: repeatElement(0, count: power - result.scale), at: 0)
            result.scale = 0
        }
        result.normalize()
        return result
    }

    /// The exact sum.
    static func + (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        let scale = max(lhs.scale, rhs.scale)
        let left = lhs.digits(atScale: scale)
        let right = rhs.digits(atScale: scale)
        var result: ExactDecimal
        if lhs.isNegative == rhs.isNegative {
            result = ExactDecimal(isNegative: lhs.isNegative, digits: add(left, right), scale: scale)
        } else if compare(left, right) >= 0 {
            result = ExactDecimal(isNegative: lhs.isNegative, digits: subtract(right, from: left), scale: scale)
        } else {
            result = ExactDecimal(isNegative: rhs.isNegative, digits: subtract(left, from: right), scale: scale)
        }
        result.normalize()
        return result
    }

    private init(isNegative: Bool, digits: [UInt8], scale: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.scale = scale
    }

    /// The digits with `scale` of them after the point (`scale` at least the value's own).
    private func digits(atScale scale: Int) -> [UInt8] {
        Array(repeating: 0, count: scale - self.scale) + digits
    }

    /// Drops zeros after the point and before the number; zero has no sign.
    private mutating func normalize() {
        var dropped = 0
        while dropped < scale, dropped < digits.count, digits[dropped] == 0 { dropped += 1 }
        digits.removeFirst(dropped)
        scale -= dropped
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty {
            isNegative = false
            scale = 0
        }
    }

    private static func digits(of value: UInt64) -> [UInt8] {
        var rest = value
        var digits: [UInt8] = []
        while rest > 0 {
            digits.append(UInt8(rest % 10))
            rest /= 10
        }
        return digits
    }

    private static func multiply(_ digits: inout [UInt8], by factor: UInt8) {
        var carry: UInt8 = 0
        for index in digits.indices {
            let product = digits[index] * factor + carry
            digits[index] = product % 10
            carry = product / 10
        }
        if carry > 0 { digits.append(carry) }
    }

    private static func add(_ left: [UInt8], _ right: [UInt8]) -> [UInt8] {
        var sum: [UInt8] = []
        var carry: UInt8 = 0
        for index in 0..<max(left.count, right.count) {
            let total = (index < left.count ? left[index] : 0) + (index < right.count ? right[index] : 0) + carry
            sum.append(total % 10)
            carry = total / 10
        }
        if carry > 0 { sum.append(carry) }
        return sum
    }

    /// `larger - smaller`, magnitudes with `larger` at least `smaller`.
    private static func subtract(_ smaller: [UInt8], from larger: [UInt8]) -> [UInt8] {
        var difference: [UInt8] = []
        var borrow: UInt8 = 0
        for index in larger.indices {
            let take = (index < smaller.count ? smaller[index] : 0) + borrow
            if larger[index] >= take {
                difference.append(larger[index] - take)
                borrow = 0
            } else {
                difference.append(larger[index] + 10 - take)
                borrow = 1
            }
        }
        return difference
    }

    /// -1, 0 or 1 as magnitude `left` is below, equal to or above `right` (leading zeros allowed).
    private static func compare(_ left: [UInt8], _ right: [UInt8]) -> Int {
        for index in stride(from: max(left.count, right.count) - 1, through: 0, by: -1) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }
}
