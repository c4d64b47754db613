extension JSONWriter {
    /// Writes the library's literal for a finite `Double` (see ``JSONNumber/canonicalLiteral(_:)``):
    /// integers in plain digits, most other values as their shortest plain decimal found without
    /// building a `String`, and the rest through Swift's shortest round-tripping `description`.
    static func writeDouble<Output: JSONOutput & ~Copyable>(_ value: Double, to output: inout Output) {
        if value.magnitude < 9_007_199_254_740_992, let integer = Int64(exactly: value) {
            if integer == 0 && value.sign == .minus {
                writeStatic("-0", to: &output)
            } else {
                writeInteger(integer, to: &output)
            }
            return
        }
        if writeShortestFixedPoint(value, to: &output) { return }
        writeRaw(JSONNumber.plainExponent(value.description), to: &output)
    }

    /// Writes the shortest plain decimal that reads back as `value` (`52.520008`, `-0.85`), or
    /// writes nothing and returns `false` when `|value|` is outside `0.001..<2^51` or needs more
    /// than 15 fraction digits.
    ///
    /// For `k = 1, 2, …` let `P = |value| × 10^k`, computed as `p` with one rounding. A `k`-digit
    /// decimal `m × 10^-k` reads back as `value` only if `|m - P| ≤ ½ ulp(value) × 10^k ≤ 2^-53 P`,
    /// so `|m - p| ≤ 2^-52 p < ½`: `m` is `p` rounded, and `p` is within `2^-50 p` of it. Other
    /// `k` are passed over with a subtraction. The candidate is then checked exactly: `m` (below
    /// 2^51) and `10^k` (up to 10^15) are exact doubles, so `m / 10^k` is correctly rounded, the
    /// double nearest the decimal, which is what reading the literal gives. Only a literal that reads
    /// back as `value` is written, and the first `k` that passes has the fewest fraction digits.
    private static func writeShortestFixedPoint<Output: JSONOutput & ~Copyable>(
        _ value: Double, to output: inout Output
    ) -> Bool {
        let magnitude = value.magnitude
        guard magnitude >= 0.001 else { return false }
        var scale = 1.0
        for fractionDigits in 1...15 {
            scale *= 10
            let product = magnitude * scale
            guard product < 0x1p51 else { return false }
            let candidate = product.rounded()
            guard (product - candidate).magnitude <= product * 0x1p-50, candidate / scale == magnitude else {
                continue
            }
            writeDecimal(UInt64(candidate), fractionDigits: fractionDigits, negative: value < 0, to: &output)
            return true
        }
        return false
    }

    /// Writes `digits` with a decimal point before its last `fractionDigits` digits, dropping
    /// trailing zeros of the fraction.
    private static func writeDecimal<Output: JSONOutput & ~Copyable>(
        _ digits: UInt64, fractionDigits: Int, negative: Bool, to output: inout Output
    ) {
        var fraction = fractionDigits
        var rest = digits
        while fraction > 0, rest % 10 == 0 {
            rest /= 10
            fraction -= 1
        }
        writeDigits(rest, fractionDigits: fraction, negative: negative, to: &output)
    }
}
