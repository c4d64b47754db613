import Foundation
import Testing

@testable import PushPayloads

/// The tape other targets build value by value must decode exactly as the same JSON text does.
@Suite("Tape builder")
struct JSONTapeBuilderTests {
    static let samples = [
        #"{"a":[1,-2,3.5,18446744073709551615,-9223372036854775808,1e-7],"b":{"c":[[],{}],"d":null},"e":true}"#,
        #"["quote \" backslash \\ newline \n tab \t nul \u0000 unit \u001f", "é 🚲 \u2028", ""]"#,
        #"{"key with \"quotes\"":{"\\":"\/"},"":[false,[[[0]]]]}"#,
        #""just a string""#, "42", "null",
    ]

    @Test("a tape decodes to the value its JSON text decodes to", arguments: samples)
    func sameAsText(_ text: String) throws {
        let expected = try JSONValue(parsing: text)
        var tape = JSONTapeBuilder()
        tape.write(expected)
        #expect(try PayloadDecoder().decode(JSONValue.self, fromTape: tape) == expected)
        #expect(try PayloadDecoder().decode(JSONValue.self, from: expected) == expected)
    }

    @Test("decoding a JSONValue keeps number literals and reads them exactly")
    func literalsKept() throws {
        let value = try JSONValue(parsing: "[1.0, 1e400, 123456789012345678901234567890, -0]")
        let numbers = try PayloadDecoder().decode([JSONNumber].self, from: value)
        #expect(numbers.map(\.literal) == ["1.0", "1e400", "123456789012345678901234567890", "-0"])
        let decimal = try PayloadDecoder().decode(Decimal.self, from: value[2]!)
        #expect(decimal == Decimal(string: "123456789012345678901234567890"))
        #expect(throws: DecodingError.self) { try PayloadDecoder().decode([Double].self, from: value) }
    }

    @Test("the first of duplicated keys wins, as in text")
    func duplicates() throws {
        struct One: Decodable { var a: Int }
        let value = try JSONValue(parsing: #"{"a":1,"a":2}"#)
        #expect(try PayloadDecoder().decode(One.self, from: value).a == 1)
        #expect(try PayloadDecoder().decode(One.self, from: Array(#"{"a":1,"a":2}"#.utf8)).a == 1)
    }

    @Test("typed decoding reads strings and numbers from the tape exactly")
    func typed() throws {
        struct Row: Decodable, Equatable {
            var name: String
            var count: UInt64
            var ratio: Double
            var tags: [String]
        }
        var tape = JSONTapeBuilder()
        tape.beginObject()
        tape.writeKey("tags")
        tape.beginArray()
        tape.writeString("a\"b")
        tape.writeString("")
        tape.endArray()
        tape.writeKey("ratio")
        tape.writeDouble(0.1)
        tape.writeKey("name")
        tape.writeString("Jamie \\ R.")
        tape.writeKey("count")
        tape.writeInteger(UInt64.max)
        tape.endObject()
        let row = try PayloadDecoder().decode(Row.self, fromTape: tape)
        #expect(row == Row(name: "Jamie \\ R.", count: .max, ratio: 0.1, tags: ["a\"b", ""]))
    }

    @Test("an error on a tape has a pointer and no line or column")
    func errorWithoutPosition() throws {
        struct Badge: Decodable { var badge: Int8 }
        var tape = JSONTapeBuilder()
        tape.beginObject()
        tape.writeKey("badge")
        tape.writeInteger(300)
        tape.endObject()
        do {
            _ = try PayloadDecoder().decode(Badge.self, fromTape: tape)
            Issue.record("expected an error")
        } catch DecodingError.dataCorrupted(let context) {
            let details = try #require(context.underlyingError as? PayloadDecodingError)
            #expect(details.pointer == "/badge")
            #expect(details.location == nil)
            #expect(details.description == "/badge: expected an integer in Int8 range -128...127, found the number 300")
        }
    }

    @Test("nesting stops at the reader's 512 levels")
    func depthLimit() throws {
        func nested(_ levels: Int) -> JSONValue {
            var value = JSONValue.null
            for level in 0..<levels { value = level.isMultiple(of: 2) ? .array([value]) : .object(["k": value]) }
            return value
        }
        #expect(try PayloadDecoder().decode(JSONValue.self, from: nested(512)) == nested(512))
        #expect(throws: DecodingError.self) { try PayloadDecoder().decode(JSONValue.self, from: nested(513)) }
        #expect(throws: JSONReadError.self) { try JSONValue(parsing: nested(513).jsonBytes()) }
    }

    @Test("a key outside an object or a close with nothing open is an error, not a crash")
    func outOfOrder() {
        #expect(throws: DecodingError.self) {
            var keyInArray = JSONTapeBuilder()
            keyInArray.beginArray()
            keyInArray.writeKey("k")
            keyInArray.writeInteger(1)
            keyInArray.endArray()
            return try PayloadDecoder().decode([Int].self, fromTape: keyInArray)
        }
        #expect(throws: DecodingError.self) {
            var extraClose = JSONTapeBuilder()
            extraClose.writeInteger(1)
            extraClose.endObject()
            return try PayloadDecoder().decode(Int.self, fromTape: extraClose)
        }
    }

    @Test("an unfinished tape is an error, not a crash")
    func unfinished() {
        #expect(throws: DecodingError.self) {
            var open = JSONTapeBuilder()
            open.beginArray()
            open.writeInteger(1)
            return try PayloadDecoder().decode([Int].self, fromTape: open)
        }
        #expect(throws: DecodingError.self) { try PayloadDecoder().decode(Int.self, fromTape: JSONTapeBuilder()) }
    }
}
