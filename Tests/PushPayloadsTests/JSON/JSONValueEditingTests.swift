import Foundation
import Testing

@testable import PushPayloads

/// Editing values in place through subscripts, with one rule for duplicate keys, and objects as
/// `Codable` values of their own.
@Suite("Editing JSON values")
struct JSONValueEditingTests {
    @Test("a key subscript sets, replaces in place, appends and removes through optional chains")
    func keySubscript() {
        var value: JSONValue = ["aps": ["alert": "Hi"], "orderID": "A-1"]
        value["aps"]?["badge"] = 3
        #expect(value.description == #"{"aps":{"alert":"Hi","badge":3},"orderID":"A-1"}"#)
        value["aps"]?["alert"] = ["title": "Hi", "body": "There"]
        #expect(value.description == #"{"aps":{"alert":{"title":"Hi","body":"There"},"badge":3},"orderID":"A-1"}"#)
        value["aps"]?["alert"]?["title"] = nil
        value["orderID"] = .null
        #expect(value.description == #"{"aps":{"alert":{"body":"There"},"badge":3},"orderID":null}"#)
        value["orderID"] = nil
        #expect(value.description == #"{"aps":{"alert":{"body":"There"},"badge":3}}"#)
    }

    @Test("setting a key never leaves it twice: the first member is replaced, later ones removed")
    func duplicateKeys() throws {
        var value = try JSONValue(parsing: #"{"a":1,"b":2,"a":3,"c":4,"a":5}"#)
        value["a"] = 9
        #expect(value.description == #"{"a":9,"b":2,"c":4}"#)
        var object = try #require(try JSONValue(parsing: #"{"x":1,"x":2}"#).objectValue)
        object["x"] = 3
        #expect(object.values(forKey: "x") == [3] && object.keys == ["x"])
        object.append(key: "x", value: 4)
        object["x"] = nil
        #expect(object.isEmpty)
    }

    @Test("setting a key on a value that is not an object, or through a missing member, changes nothing")
    func keySubscriptOnOtherValues() {
        var array: JSONValue = [1, 2]
        array["a"] = 1
        #expect(array == [1, 2])
        var string: JSONValue = "text"
        string["a"] = 1
        #expect(string == "text")
        var value: JSONValue = ["aps": [:]]
        value["missing"]?["badge"] = 3
        #expect(value.description == #"{"aps":{}}"#)
    }

    @Test("an index subscript replaces and removes elements; out of range it changes nothing")
    func indexSubscript() {
        var value: JSONValue = ["tags": ["a", "b", "c"]]
        value["tags"]?[0] = "z"
        #expect(value["tags"] == ["z", "b", "c"])
        value["tags"]?[1] = nil
        #expect(value["tags"] == ["z", "c"])
        value["tags"]?[2] = "d"
        value["tags"]?[-1] = "d"
        #expect(value["tags"] == ["z", "c"])
        value["tags"]?[1] = .null
        #expect(value.description == #"{"tags":["z",null]}"#)
        var object: JSONValue = ["a": 1]
        object[0] = 2
        #expect(object == ["a": 1])
    }

    @Test("an object round-trips through the library's coders with its duplicates and literals")
    func objectCodable() throws {
        let text = #"{"a":1.50,"b":[1e2,true],"a":"second"}"#
        let object = try #require(try JSONValue(parsing: text).objectValue)
        let bytes = try PayloadEncoder().encode(object)
        #expect(String(decoding: bytes, as: UTF8.self) == text)
        let decoded = try PayloadDecoder().decode(JSONObject.self, from: bytes)
        #expect(decoded.keys == ["a", "b", "a"] && decoded == object)
        let plain = try #require(try JSONValue(parsing: #"{"n":3,"s":"x","l":[null]}"#).objectValue)
        #expect(try JSONDecoder().decode(JSONObject.self, from: try JSONEncoder().encode(plain)) == plain)
    }

    @Test("decoding an object from another JSON value is a typeMismatch", arguments: ["[]", "1", #""a""#, "null"])
    func objectFromOtherValues(_ text: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try PayloadDecoder().decode(JSONObject.self, from: Array(text.utf8))
        }
        guard case .typeMismatch = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
    }
}
