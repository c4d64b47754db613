import Foundation
import Testing

@testable import PushPayloads

/// What the coders promise beyond Foundation: exact numbers, order, determinism, JSON values.
@Suite("Coder behaviour")
struct CoderBehaviourTests {
    @Test(
        "integers of every width decode exactly at their limits",
        arguments: [
            #"{"a": -128, "b": 255, "c": -32768, "d": 65535, "e": -2147483648, "f": 4294967295, "g": -9223372036854775808, "h": 18446744073709551615}"#
        ])
    func integerLimits(_ text: String) throws {
        struct Widths: Codable, Equatable {
            var a: Int8, b: UInt8, c: Int16, d: UInt16, e: Int32, f: UInt32, g: Int64, h: UInt64
        }
        let decoded = try PayloadDecoder().decode(Widths.self, from: Array(text.utf8))
        #expect(decoded == Widths(a: .min, b: .max, c: .min, d: .max, e: .min, f: .max, g: .min, h: .max))
        #expect(try JSONValue(parsing: try PayloadEncoder().encode(decoded)) == (try JSONValue(parsing: text)))
    }

    @Test("integral literals with fraction or exponent decode as integers, as JSONDecoder allows")
    func integralLiterals() throws {
        struct Count: Decodable { var n: Int }
        #expect(try PayloadDecoder().decode(Count.self, from: Array(#"{"n": 3.0}"#.utf8)).n == 3)
        #expect(try PayloadDecoder().decode(Count.self, from: Array(#"{"n": 1e2}"#.utf8)).n == 100)
    }

    @Test("floating-point values are correctly rounded from the literal")
    func rounding() throws {
        struct Numbers: Decodable { var d: [Double]; var f: [Float] }
        let text =
            #"{"d": [0.1, 2.2250738585072014e-308, 9007199254740993, 1.7976931348623157e308, 5e-324], "f": [0.1, 3.4028235e38, 1e-45]}"#
        let numbers = try PayloadDecoder().decode(Numbers.self, from: Array(text.utf8))
        #expect(
            numbers.d == [
                0.1, .leastNormalMagnitude, 9_007_199_254_740_992, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
            ])
        #expect(numbers.f == [0.1, .greatestFiniteMagnitude, .leastNonzeroMagnitude])
    }

    @Test("Decimal decodes exactly from the literal")
    func decimal() throws {
        struct Price: Decodable { var amount: Decimal }
        let price = try PayloadDecoder().decode(
            Price.self, from: Array(#"{"amount": 12345678901234567890.123456789}"#.utf8))
        #expect(price.amount == Decimal(string: "12345678901234567890.123456789"))
    }

    @Test("members come out in the order the type encodes them; nil optionals are left out")
    func order() throws {
        struct Ordered: Encodable {
            var zebra = 1
            var apple: String? = nil
            var mango = "m"
        }
        #expect(try PayloadEncoder().encode(Ordered()) == Array(#"{"zebra":1,"mango":"m"}"#.utf8))
    }

    @Test("dictionaries come out in sorted key order, so bytes never depend on the hash seed")
    func dictionaries() throws {
        let byName = ["b": 2, "a": 1, "é": 4, "Z": 0]
        let byNumber = [10: "x", 2: "y", -1: "z"]
        #expect(String(decoding: try PayloadEncoder().encode(byName), as: UTF8.self) == #"{"Z":0,"a":1,"b":2,"é":4}"#)
        #expect(
            String(decoding: try PayloadEncoder().encode(byNumber), as: UTF8.self) == #"{"-1":"z","2":"y","10":"x"}"#)
        #expect(
            try PayloadEncoder().encode(Everything.samples[0]) == (try PayloadEncoder().encode(Everything.samples[0])))
    }

    @Test("NaN and infinity are refused with the path")
    func nonFinite() {
        struct Reading: Encodable { var values: [Double] }
        do {
            _ = try PayloadEncoder().encode(Reading(values: [1, .nan]))
            Issue.record("expected an error")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["values", "Index 1"])
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("JSON values pass through both coders unchanged, literals and duplicates included")
    func jsonPassThrough() throws {
        struct Carrier: Codable, Equatable {
            var known: Int
            var extra: JSONValue
            var number: JSONNumber
        }
        let text = #"{"known":1,"extra":{"z":[1.50,null],"a":"x","a":true},"number":9007199254740993}"#
        let carrier = try PayloadDecoder().decode(Carrier.self, from: Array(text.utf8))
        #expect(carrier.extra.objectValue?.keys == ["z", "a", "a"])
        #expect(carrier.number.literal == "9007199254740993")
        #expect(try PayloadEncoder().encode(carrier) == Array(text.utf8))
    }

    @Test("a value that encodes nothing becomes {}, and nothing at the top level is an error")
    func emptyEncodings() throws {
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        struct Holder: Encodable { var inner = Nothing() }
        #expect(try PayloadEncoder().encode(Holder()) == Array(#"{"inner":{}}"#.utf8))
        #expect(throws: EncodingError.self) { try PayloadEncoder().encode(Nothing()) }
    }

    @Test("containers written out of order still land in the right place")
    func outOfOrder() throws {
        struct Interleaved: Encodable {
            enum Keys: String, CodingKey { case a, b, c }
            func encode(to encoder: any Encoder) throws {
                var outer = encoder.container(keyedBy: Keys.self)
                var inner = outer.nestedContainer(keyedBy: Keys.self, forKey: .a)
                var list = outer.nestedUnkeyedContainer(forKey: .b)
                try outer.encode(3, forKey: .c)
                try inner.encode(1, forKey: .a)
                try list.encode(2)
                try inner.encode(4, forKey: .b)
            }
        }
        #expect(try PayloadEncoder().encode(Interleaved()) == Array(#"{"a":{"a":1,"b":4},"b":[2],"c":3}"#.utf8))
    }

    @Test("superEncoder, as subclasses use it, writes the parent under \"super\"")
    func superEncoder() throws {
        class Base: Encodable {
            var id = 7
        }
        final class Child: Base {
            var name = "c"
            enum Keys: String, CodingKey { case name }
            override func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(name, forKey: .name)
                try super.encode(to: container.superEncoder())
            }
        }
        #expect(
            String(decoding: try PayloadEncoder().encode(Child()), as: UTF8.self) == #"{"name":"c","super":{"id":7}}"#)
    }

    @Test("encodeValue gives the same document as encode")
    func encodeValue() throws {
        // encode streams; encodeValue builds the tree: both must agree byte for byte.
        for sample in Everything.samples {
            #expect(try PayloadEncoder().encodeValue(sample).jsonBytes() == (try PayloadEncoder().encode(sample)))
        }
    }
}
