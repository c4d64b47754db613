import Testing

@testable import PushPayloads

/// RFC 6901: parsing, formatting, escaping and lookup.
@Suite("JSON Pointer")
struct JSONPointerTests {
    @Test(
        "text and tokens round-trip",
        arguments: [
            ("", [String]()), ("/aps/alert/body", ["aps", "alert", "body"]), ("/a~1b/~0c/0", ["a/b", "~c", "0"]),
            ("/", [""]), ("/gcm.message_id", ["gcm.message_id"]), ("/~01", ["~1"]),
        ])
    func roundTrip(_ text: String, _ tokens: [String]) throws {
        let pointer = try JSONPointer(parsing: text)
        #expect(pointer.tokens == tokens)
        #expect(pointer.description == text)
    }

    @Test("invalid text is rejected", arguments: ["a", "aps/alert", "/~2", "/~"])
    func invalid(_ text: String) {
        #expect(throws: JSONPointer.ParseError.self) { try JSONPointer(parsing: text) }
    }

    @Test("lookup follows RFC 6901")
    func lookup() throws {
        let value = try JSONValue(parsing: #"{"a/b": [10, {"~": true}], "": 1, "x": {"x": 2}}"#)
        #expect(value[JSONPointer(tokens: ["a/b", "1", "~"])] == true)
        #expect(value[try JSONPointer(parsing: "/a~1b/0")] == 10)
        #expect(value[try JSONPointer(parsing: "/")] == 1)
        #expect(value[try JSONPointer(parsing: "/a~1b/01")] == nil)
        #expect(value[try JSONPointer(parsing: "/a~1b/-")] == nil)
        #expect(value[try JSONPointer(parsing: "/a~1b/2")] == nil)
        #expect(value[try JSONPointer(parsing: "/x/x/x")] == nil)
        #expect(value[JSONPointer()] == value)
    }

    @Test("appending and parent")
    func building() {
        let pointer = JSONPointer().appending(key: "aps").appending(key: "a/b").appending(index: 3)
        #expect(pointer.description == "/aps/a~1b/3")
        #expect(pointer.parent?.description == "/aps/a~1b")
        #expect(JSONPointer().parent == nil)
    }
}
