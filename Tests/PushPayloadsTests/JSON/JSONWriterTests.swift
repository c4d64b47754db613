import Testing

@testable import PushPayloads

/// The library's compact encoding, byte for byte.
@Suite("JSON writer")
struct JSONWriterTests {
    @Test("escapes exactly the characters §4.2 lists")
    func escaping() {
        let value: JSONValue = .string("\"\\\u{08}\u{0C}\n\r\t\u{01}\u{1F}/\u{7F}\u{2028}\u{2029}é😀")
        let expected = #""\"\\\b\f\n\r\t\u0001\u001f/"# + "\u{7F}\u{2028}\u{2029}é😀\""
        #expect(value.jsonBytes() == Array(expected.utf8))
        #expect(value.compactByteCount == expected.utf8.count)
    }

    @Test("keys are escaped like strings and members keep their order, duplicates included")
    func membersInOrder() {
        var object: JSONObject = ["z": 1, "a\"b": 2]
        object.append(key: "z", value: 3)
        #expect(JSONValue.object(object).jsonBytes() == Array(#"{"z":1,"a\"b":2,"z":3}"#.utf8))
    }

    @Test("no insignificant whitespace; literals and empty containers")
    func compact() {
        let value: JSONValue = ["a": [], "b": [:], "c": [nil, true, false], "d": [[[]]]]
        #expect(value.description == #"{"a":[],"b":{},"c":[null,true,false],"d":[[[]]]}"#)
    }

    @Test("parsed numbers are written as their literal")
    func literalsKept() throws {
        let text = "[1.89,1E+2,-0,0.10,9007199254740993,1e400]"
        #expect(try JSONValue(parsing: text).description == text)
    }

    @Test(
        "numbers built in code use the canonical literal",
        arguments: [
            (1.0, "1"), (-0.0, "-0"), (0.1, "0.1"), (123.456, "123.456"), (1e-7, "1e-7"), (1.5e300, "1.5e300"),
            (9_007_199_254_740_992.0, "9007199254740992"), (1e16, "1e16"),
            (9_007_199_254_740_991.0, "9007199254740991"),
            (1e21, "1e21"), (Double.leastNonzeroMagnitude, "5e-324"),
            (1.7976931348623157e308, "1.7976931348623157e308"), (-2.5, "-2.5"),
        ])
    func canonicalDoubles(_ value: Double, _ literal: String) throws {
        let number = try #require(JSONNumber(value))
        #expect(number.literal == literal)
        #expect(Double(literal) == value)
        #expect(JSONNumber(literal: literal) != nil)
    }

    @Test("NaN and infinities have no JSON form")
    func nonFinite() {
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(Double.infinity) == nil)
        #expect(JSONValue(floatLiteral: .infinity) == .null)
    }

    @Test("canonical literals read back to the same Double (seeded sample)")
    func shortestRoundTrip() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Double(bitPattern: state >> 1)
            guard value.isFinite else { continue }
            let number = try #require(JSONNumber(value))
            #expect(number.doubleValue == value)
            #expect(JSONNumber.isValidLiteral(number.literal.utf8))
            #expect(!number.literal.contains("+"))
        }
    }

    @Test("integers of every width")
    func integers() {
        #expect(JSONNumber(Int64.min).literal == "-9223372036854775808")
        #expect(JSONNumber(UInt64.max).literal == "18446744073709551615")
        #expect(JSONValue(integerLiteral: 42).description == "42")
    }
}
