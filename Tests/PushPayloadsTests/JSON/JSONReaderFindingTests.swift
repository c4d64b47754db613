import Testing

@testable import PushPayloads

/// Non-fatal findings with their positions, and source spans (the non-fatal `json.*` rules).
@Suite("JSON reader findings and positions")
struct JSONReaderFindingTests {
    @Test("duplicate keys: located at the second key, first position in the message")
    func duplicates() throws {
        let text = "{\n  \"a\": 1,\n  \"b\": {\"c\": 1, \"c\": 1},\n  \"a\": 2\n}"
        let report = TestSupport.validate(text)
        #expect(report.ruleIDs == ["json.duplicate-key-same-value", "json.duplicate-key"])
        let same = report.diagnostics[0]
        #expect(same.pointer == "/b/c")
        #expect(same.severity == .warning)
        #expect(same.location == SourceLocation(line: 3, column: 17, endLine: 3, endColumn: 20, byteOffset: 28))
        let different = report.diagnostics[1]
        #expect(different.pointer == "/a")
        #expect(different.location?.line == 4)
        #expect(different.location?.column == 3)
        #expect(different.message.contains("first at line 2, column 3"))
    }

    @Test("duplicates are compared by code point, not canonical equivalence")
    func duplicatesByCodePoint() {
        #expect(TestSupport.validate("{\"\u{E9}\": 1, \"e\u{301}\": 2}").diagnostics.isEmpty)
        #expect(TestSupport.validate(#"{"\u00e9": 1, "é": 2}"#).ruleIDs == ["json.duplicate-key"])
    }

    @Test("duplicates in a large object are found through the hash index")
    func duplicatesInLargeObject() {
        var text = "{"
        for index in 0..<5_000 { text += "\"k\(index)\":\(index)," }
        text += "\"k4321\":4321,\"k17\":0}"
        let report = TestSupport.validate(text)
        #expect(report.ruleIDs == ["json.duplicate-key-same-value", "json.duplicate-key"])
        #expect(report.diagnostics.map(\.pointer) == ["/k4321", "/k17"])
        let first = "{" + (0..<17).map { "\"k\($0)\":\($0)," }.joined()
        #expect(report.diagnostics[1].message.contains("column \(first.count + 1)"))
    }

    @Test("objects just over the linear limit, and large objects inside large objects, find their own duplicates")
    func largeObjectsAtDepth() throws {
        func object(_ count: Int, repeating key: Int?, inner: String = "") -> String {
            var members = (0..<count).map { "\"k\($0)\":\($0)" }
            if !inner.isEmpty { members.append("\"inner\":\(inner)") }
            if let key { members.append("\"k\(key)\":-1") }
            return "{" + members.joined(separator: ",") + "}"
        }
        for count in [31, 32, 33, 34, 35, 64] {
            #expect(TestSupport.validate(object(count, repeating: nil)).ruleIDs.isEmpty, "\(count) keys")
            #expect(TestSupport.validate(object(count, repeating: 0)).ruleIDs == ["json.duplicate-key"], "\(count)")
        }
        // Three levels of large objects, closed and reopened: each index belongs to its own object.
        let deepest = object(40, repeating: 39)
        let middle = object(35, repeating: nil, inner: deepest)
        let text = "[" + object(50, repeating: 3, inner: middle) + "," + object(33, repeating: 32, inner: middle) + "]"
        let report = TestSupport.validate(text)
        #expect(
            report.diagnostics.map(\.pointer) == [
                "/0/inner/inner/k39", "/0/k3", "/1/inner/inner/k39", "/1/k32",
            ])
    }

    @Test("20,000 objects with a duplicate each: every finding names its own first key")
    func manyDuplicates() {
        let object = #"{"a":1,"a":2}"#
        let text = "[" + Array(repeating: object, count: 20_000).joined(separator: ",") + "]"
        let report = TestSupport.validate(text, options: .init(maxFindings: 20_000))
        #expect(report.diagnostics.count == 20_000)
        let last = report.diagnostics.last
        // The last object starts at byte 1 + 19,999 × 14; its first key one byte later, column = byte + 1.
        let firstKeyColumn = 1 + 19_999 * (object.utf8.count + 1) + 1 + 1
        #expect(last?.message.hasSuffix("first at line 1, column \(firstKeyColumn)") == true)
    }

    @Test("a large first value repeated under 5,000 duplicate keys is compared once per duplicate")
    func largeFirstValue() {
        let big = "[" + Array(repeating: #""xxxxxxxxxxxxxxxxxxxx""#, count: 5_000).joined(separator: ",") + "]"
        let text = #"{"a":"# + big + String(repeating: #","a":1"#, count: 5_000) + "}"
        let report = TestSupport.validate(text, options: .init(maxFindings: 5_000))
        #expect(report.ruleIDs == Array(repeating: "json.duplicate-key", count: 5_000))
    }

    @Test("keys alike in length, head and tail are still told apart, and their duplicates found")
    func keysAlikeButForTheMiddle() {
        var text = "{"
        for index in 0..<3_000 { text += "\"prefix__\(String(1_000_000 + index))suffix__\":\(index)," }
        text += "\"prefix__1000017suffix__\":17,\"prefix__1002999suffix__\":0}"
        let report = TestSupport.validate(text)
        #expect(report.ruleIDs == ["json.duplicate-key-same-value", "json.duplicate-key"])
        #expect(
            report.diagnostics.map(\.pointer.description) == ["/prefix__1000017suffix__", "/prefix__1002999suffix__"])
    }

    @Test("an escaped key equals its raw spelling in small and large objects")
    func escapedKeys() {
        #expect(TestSupport.validate(#"{"badge": 1, "b\u0061dge": 2}"#).ruleIDs == ["json.duplicate-key"])
        let large = "{" + (0..<40).map { "\"k\($0)\":0," }.joined() + #""k\u0033": 0}"#
        #expect(TestSupport.validate(large).ruleIDs == ["json.duplicate-key-same-value"])
    }

    @Test("lone surrogates: in values and keys, replaced by U+FFFD, located at the escape")
    func loneSurrogates() throws {
        let report = TestSupport.validate(#"{"a": "x\ud800y", "\udc00": 1}"#)
        #expect(report.ruleIDs == ["json.lone-surrogate", "json.lone-surrogate"])
        #expect(report.diagnostics[0].pointer == "/a")
        #expect(report.diagnostics[0].location?.column == 9)
        #expect(report.diagnostics[1].pointer == JSONPointer(tokens: ["\u{FFFD}"]))
        #expect(report.diagnostics[1].location?.column == 20)
        let value = try JSONValue(parsing: #"["x\ud800y"]"#)
        #expect(value[0] == "x\u{FFFD}y")
    }

    @Test("surrogate pairs decode to one scalar")
    func surrogatePairs() throws {
        #expect(try JSONValue(parsing: #"["\ud83d\ude00"]"#) == ["😀"])
        #expect(TestSupport.validate(#"["\ud83d\ude00"]"#).diagnostics.isEmpty)
    }

    @Test("numbers beyond Double and Int64")
    func numbers() {
        let report = TestSupport.validate(
            "[1e400, -0, 1e-400, 9007199254740993, 9007199254740992, 1e20, 0.1e-5, -1.8e308]")
        #expect(
            report.ruleIDs == [
                "json.number-overflow", "json.number-underflow", "json.large-integer", "json.large-integer",
                "json.number-overflow",
            ])
        #expect(report.diagnostics.map(\.pointer) == ["/0", "/2", "/3", "/5", "/7"])
        #expect(report.diagnostics.map(\.severity) == [.error, .warning, .info, .info, .error])
    }

    @Test("spans of keys and values")
    func spans() throws {
        let text = #"{"aps": {"alert": {"body": "Hi"}, "badge": 3}, "list": [true, null]}"#
        let document = try JSONReader.read(Array(text.utf8))
        let body = try #require(document.span(at: "/aps/alert/body"))
        #expect(body.key == 19..<25)
        #expect(body.value == 27..<31)
        #expect(document.span(at: "/aps/badge")?.value == 43..<44)
        #expect(document.span(at: "/list/1")?.value == 62..<66)
        #expect(document.span(at: "/list/1")?.key == nil)
        #expect(document.span(at: "")?.value == 0..<text.utf8.count)
        #expect(document.span(at: "/missing") == nil)
        #expect(
            document.location(of: 27..<31)
                == SourceLocation(line: 1, column: 28, endLine: 1, endColumn: 32, byteOffset: 27))
    }

    @Test("a duplicated key resolves to its first occurrence, as JSONDecoder does")
    func spanOfDuplicate() throws {
        let document = try JSONReader.read(Array(#"{"a":1,"b":2,"a":3}"#.utf8))
        #expect(document.span(at: "/a")?.value == 5..<6)
        #expect(document.root["a"] == 1)
        #expect(document.root.objectValue?.values(forKey: "a") == [1, 3])
    }

    @Test("the document's tree equals the plain parse; sub-values and compact size come from the tape")
    func documentValues() throws {
        let bytes = Array(#"{"a": [1, {"b": null, "c": "\u00e9\/"}], "d": {}}"#.utf8)
        let document = try JSONReader.read(bytes)
        #expect(document.root == (try JSONValue(parsing: bytes)))
        #expect(document.value(at: "/a/1/c") == "é/")
        #expect(document.value(at: "/a/2") == nil)
        #expect(document.compactByteCount == document.root.compactByteCount)
        #expect(document.compactByteCount == #"{"a":[1,{"b":null,"c":"é/"}],"d":{}}"#.utf8.count)
        #expect(document.byteCount == bytes.count)
    }

    @Test("line breaks: LF, CR and CRLF each count once")
    func lineBreaks() {
        var locator = SourceLocator(source: Array("a\nb\rc\r\nd".utf8))
        #expect(locator.position(of: 2) == (2, 1))
        #expect(locator.position(of: 4) == (3, 1))
        #expect(locator.position(of: 7) == (4, 1))
        #expect(locator.position(of: 0) == (1, 1))
    }

    @Test("each byte of an ill-formed sequence is one column")
    func illFormedColumns() {
        var locator = SourceLocator(source: [0x61, 0xE2, 0x82, 0x62, 0xC3, 0xA9, 0x63])
        #expect(locator.position(of: 3) == (1, 4))
        #expect(locator.position(of: 6) == (1, 6))
    }
}
