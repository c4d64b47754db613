import Foundation
import Testing

@testable import PushPayloads

/// Value semantics: JSON equality, accessors, mutation, and Codable through Foundation's coders.
@Suite("JSON values")
struct JSONValueTests {
    @Test("strings compare by code point, not canonical equivalence")
    func stringEquality() {
        #expect(JSONValue.string("\u{E9}") != .string("e\u{301}"))
        #expect(Set<JSONValue>([.string("\u{E9}"), .string("e\u{301}")]).count == 2)
    }

    @Test("objects compare regardless of member order; arrays do not")
    func objectEquality() throws {
        let a = try JSONValue(parsing: #"{"x": 1, "y": [1, 2]}"#)
        let b = try JSONValue(parsing: #"{"y": [1, 2], "x": 1.0}"#)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(try JSONValue(parsing: "[1, 2]") != (try JSONValue(parsing: "[2, 1]")))
        #expect(try JSONValue(parsing: #"{"a":1,"a":2}"#) != (try JSONValue(parsing: #"{"a":2,"a":1}"#)))
        #expect(try JSONValue(parsing: #"{"a":1}"#) != (try JSONValue(parsing: #"{"a":1,"b":1}"#)))
    }

    @Test("types do not compare equal across kinds")
    func crossType() {
        #expect(JSONValue.bool(true) != 1)
        #expect(JSONValue.null != "")
        #expect(JSONValue.string("1") != 1)
    }

    @Test("object subscript replaces in place, appends, and removes")
    func objectMutation() {
        var object: JSONObject = ["a": 1, "b": 2]
        object["a"] = 3
        object["c"] = 4
        #expect(object.keys == ["a", "b", "c"])
        #expect(object["a"] == 3)
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object.contains(key: "c"))
    }

    @Test("accessors")
    func accessors() throws {
        let value = try JSONValue(parsing: #"{"s": "x", "n": 2, "b": false, "a": [null], "o": {}}"#)
        #expect(value["s"]?.stringValue == "x")
        #expect(value["n"]?.numberValue?.int64Value == 2)
        #expect(value["b"]?.boolValue == false)
        #expect(value["a"]?[0]?.isNull == true)
        #expect(value["o"]?.objectValue?.isEmpty == true)
        #expect(value["missing"] == nil)
        #expect(value["a"]?.typeName == "array")
    }

    @Test("Foundation's coders carry JSONValue through Codable")
    func foundationCodable() throws {
        let value = try JSONValue(
            parsing: #"{"aps": {"badge": 3, "sound": "a.caf"}, "big": 9007199254740993, "r": 0.85, "l": [true, null]}"#)
        let data = try JSONEncoder().encode(value)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(decoded == value)
        let number = try JSONDecoder().decode(JSONNumber.self, from: Data("12".utf8))
        #expect(number == 12)
    }

    @Test("parsing from a String and from a non-contiguous collection")
    func parsingSources() throws {
        #expect(try JSONValue(parsing: "[1]") == [1])
        #expect(try JSONValue(parsing: Array("[1,2]".utf8).lazy.map { $0 }) == [1, 2])
    }
}
