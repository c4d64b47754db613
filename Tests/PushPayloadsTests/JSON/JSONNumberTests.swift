import Testing

@testable import PushPayloads

/// Exact integer access, correct rounding, and decimal-value equality.
@Suite("JSON numbers")
struct JSONNumberTests {
    @Test(
        "literal validation follows RFC 8259",
        arguments: [
            ("0", true), ("-0", true), ("-0.0e-0", true), ("1E+2", true), ("123", true),
            ("01", false), ("+1", false), (".5", false), ("1.", false), ("1e", false), ("-", false), ("1 ", false),
            ("", false), ("0x1", false), ("NaN", false), ("1e+", false), ("--1", false),
        ])
    func literalValidation(_ literal: String, _ valid: Bool) {
        #expect((JSONNumber(literal: literal) != nil) == valid)
    }

    @Test(
        "Int64 access is exact and range-checked",
        arguments: [
            ("9223372036854775807", Int64.max), ("-9223372036854775808", Int64.min), ("1e2", 100), ("1.0", 1),
            ("-0", 0), ("12.5e1", 125), ("1000e-3", 1), ("0.0e5", 0),
        ] as [(String, Int64)])
    func int64Exact(_ literal: String, _ expected: Int64) throws {
        #expect(try #require(JSONNumber(literal: literal)).int64Value == expected)
    }

    @Test(
        "values that are not Int64",
        arguments: ["9223372036854775808", "-9223372036854775809", "1.5", "1e19", "1e400", "0.1"])
    func notInt64(_ literal: String) throws {
        #expect(try #require(JSONNumber(literal: literal)).int64Value == nil)
    }

    @Test("UInt64 access")
    func uint64() throws {
        #expect(JSONNumber(literal: "18446744073709551615")?.uint64Value == .max)
        #expect(JSONNumber(literal: "18446744073709551616")?.uint64Value == nil)
        #expect(JSONNumber(literal: "-1")?.uint64Value == nil)
        #expect(JSONNumber(literal: "-0")?.uint64Value == 0)
    }

    @Test("Double access is correctly rounded")
    func doubles() {
        #expect(JSONNumber(literal: "1.89")?.doubleValue == 1.89)
        #expect(JSONNumber(literal: "9007199254740993")?.doubleValue == 9_007_199_254_740_992)
        #expect(JSONNumber(literal: "2.2250738585072014e-308")?.doubleValue == .leastNormalMagnitude)
        #expect(JSONNumber(literal: "1e400")?.doubleValue == .infinity)
        #expect(JSONNumber(literal: "-1e400")?.doubleValue == -.infinity)
        #expect(JSONNumber(literal: "1e-400")?.doubleValue == 0)
    }

    @Test("equal decimal values are equal and hash alike")
    func decimalEquality() throws {
        let ones = ["1", "1.0", "1e0", "10e-1", "0.1e1", "1.000"].compactMap { JSONNumber(literal: $0) }
        #expect(ones.count == 6)
        #expect(Set(ones).count == 1)
        #expect(JSONNumber(literal: "0") == JSONNumber(literal: "-0.0"))
        #expect(JSONNumber(literal: "1.5") != JSONNumber(literal: "1.50001"))
        #expect(JSONNumber(literal: "9007199254740993") != JSONNumber(literal: "9007199254740992"))
        #expect(JSONNumber(literal: "-1") != JSONNumber(literal: "1"))
    }

    @Test("integral-ness by value")
    func integral() {
        #expect(JSONNumber(literal: "3.0")?.isInteger == true)
        #expect(JSONNumber(literal: "3e0")?.isInteger == true)
        #expect(JSONNumber(literal: "3.5")?.isInteger == false)
        #expect(JSONNumber(literal: "35e-1")?.isInteger == false)
    }
}

/// The literal written for a `Double`: it must read back as the same value, and be Swift's own
/// shortest form wherever Swift writes one without an exponent.
@Suite("Double literals")
struct DoubleLiteralTests {

    /// Swift's text for values it writes without an exponent or a trailing `.0`.
    static func swiftForm(_ value: Double) -> String? {
        let text = value.description
        return text.contains("e") || text.hasSuffix(".0") ? nil : text
    }

    static func check(_ value: Double) {
        let literal = JSONNumber.canonicalLiteral(value)
        #expect(Double(literal) == value, "\(value) written as \(literal)")
        if let expected = swiftForm(value) { #expect(literal == expected, "\(value) written as \(literal)") }
    }

    @Test("short decimals, as payloads carry them (prices, coordinates, scores)")
    func shortDecimals() throws {
        var random = SplitMix(state: 1)
        for _ in 0..<20_000 {
            let whole = UInt64.random(in: 0..<1_000_000, using: &random)
            let fraction = UInt64.random(in: 1..<1_000_000_000, using: &random)
            let sign = Bool.random(using: &random) ? "-" : ""
            Self.check(try #require(Double("\(sign)\(whole).\(fraction)")))
        }
    }

    @Test("doubles with full mantissas, across and beyond the plain-decimal range")
    func fullMantissas() {
        var random = SplitMix(state: 2)
        for _ in 0..<50_000 {
            // Exponents from 2^-12 to 2^54, around both ends of 0.001..<2^51.
            let exponent = UInt64.random(in: 1011...1077, using: &random)
            Self.check(Double(bitPattern: exponent << 52 | random.next() >> 12))
        }
        for _ in 0..<20_000 {
            let value = Double(bitPattern: random.next())
            if value.isFinite { Self.check(value) }
        }
        for value in [
            0.001, 0.000_999_99, 0.001_000_000_000_000_000_2, 0x1p51 - 0.5, 0x1p51 + 1, 9_007_199_254_740_993.0,
            0.1, 0.3, 1e15 + 0.5, 123_456_789.123_456_78, 2.5e-3, Double.leastNonzeroMagnitude, -0.000_999, -0.0,
            52.520008, 13.404954,
        ] {
            Self.check(value)
        }
    }
}
