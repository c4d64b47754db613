import Testing

@testable import PushPayloads

/// Fatal errors: rule, position of the first byte that cannot be consumed, and pointer of the
/// member being parsed (line and column in Unicode scalars, 1-based). Expected positions are counted by hand.
@Suite("JSON reader errors")
struct JSONReaderErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: [UInt8]
        var rule: String
        var line: Int
        var column: Int
        var offset: Int
        var pointer: String
        var testDescription: String

        init(_ name: String, _ text: String, _ rule: String, _ line: Int, _ column: Int, offset: Int, pointer: String) {
            self.init(name, Array(text.utf8), rule, line, column, offset: offset, pointer: pointer)
        }

        init(_ name: String, _ bytes: [UInt8], _ rule: String, _ line: Int, _ column: Int, offset: Int, pointer: String)
        {
            text = bytes
            self.rule = rule
            self.line = line
            self.column = column
            self.offset = offset
            self.pointer = pointer
            testDescription = name
        }
    }

    static let cases: [Case] = [
        Case("trailing comma in array", "[1,]", "json.syntax", 1, 4, offset: 3, pointer: "/1"),
        Case("trailing comma in object", #"{"a":1,}"#, "json.syntax", 1, 8, offset: 7, pointer: ""),
        Case("missing colon", #"{"a" 1}"#, "json.syntax", 1, 6, offset: 5, pointer: "/a"),
        Case(
            "leading zero, pretty", "{\n  \"aps\": {\n    \"badge\": 01\n  }\n}", "json.syntax", 3, 15, offset: 27,
            pointer: "/aps/badge"),
        Case("bad literal after CRLF", "{\r\n\"a\":tru}", "json.syntax", 2, 8, offset: 10, pointer: "/a"),
        Case("CR line breaks", "[\r1,\r\r2 x]", "json.syntax", 4, 3, offset: 8, pointer: "/2"),
        Case(
            "columns count scalars (Hangul)", #"{"키": "값", "x": [1, 2,, 3]}"#, "json.syntax", 1, 23, offset: 26,
            pointer: "/x/2"),
        Case("columns count scalars (emoji + modifier)", #"["👍🏽", x]"#, "json.syntax", 1, 8, offset: 13, pointer: "/1"),
        Case("BOM is not a column", "\u{FEFF}{,}", "json.syntax", 1, 2, offset: 4, pointer: ""),
        Case("unterminated string", #"{"a": "abc"#, "json.syntax", 1, 11, offset: 10, pointer: "/a"),
        Case("raw tab in string", "[\"a\tb\"]", "json.syntax", 1, 4, offset: 3, pointer: "/0"),
        Case("raw NUL in string", [0x5B, 0x22, 0x61, 0x00, 0x22, 0x5D], "json.syntax", 1, 4, offset: 3, pointer: "/0"),
        Case("invalid escape", #"["\x"]"#, "json.syntax", 1, 4, offset: 3, pointer: "/0"),
        Case("short \\u escape", #"["\u12G4"]"#, "json.syntax", 1, 7, offset: 6, pointer: "/0"),
        Case("comment", #"{"a":1 /* c */}"#, "json.syntax", 1, 8, offset: 7, pointer: ""),
        Case("single quotes", "{'a':1}", "json.syntax", 1, 2, offset: 1, pointer: ""),
        Case("unquoted key", "{a:1}", "json.syntax", 1, 2, offset: 1, pointer: ""),
        Case("NaN", "[NaN]", "json.syntax", 1, 2, offset: 1, pointer: "/0"),
        Case("plus sign", "[+1]", "json.syntax", 1, 2, offset: 1, pointer: "/0"),
        Case("bare fraction", "[1.]", "json.syntax", 1, 4, offset: 3, pointer: "/0"),
        Case("empty exponent", "[1e]", "json.syntax", 1, 4, offset: 3, pointer: "/0"),
        Case("non-breaking space", "[1,\u{A0}2]", "json.syntax", 1, 4, offset: 3, pointer: "/1"),
        Case("form feed", "[1,\u{0C}2]", "json.syntax", 1, 4, offset: 3, pointer: "/1"),
        Case("mismatched bracket", "[1}", "json.syntax", 1, 3, offset: 2, pointer: "/1"),
        Case("unclosed array", "[1, 2", "json.syntax", 1, 6, offset: 5, pointer: "/2"),
        Case("empty input", "", "json.empty-input", 1, 1, offset: 0, pointer: ""),
        Case("whitespace only", " \n\t ", "json.empty-input", 2, 3, offset: 4, pointer: ""),
        Case("BOM only", "\u{FEFF}", "json.empty-input", 1, 1, offset: 3, pointer: ""),
        Case("two documents", "{} {}", "json.trailing-data", 1, 4, offset: 3, pointer: ""),
        Case("NUL after the value", [0x7B, 0x7D, 0x00], "json.trailing-data", 1, 3, offset: 2, pointer: ""),
        Case(
            "Latin-1 byte", [0x5B, 0x22, 0x61, 0xE9, 0x22, 0x5D], "json.invalid-utf8", 1, 4, offset: 3, pointer: "/0"),
        Case(
            "invalid byte outside a string", [0x5B, 0x31, 0x2C, 0xFF, 0x5D], "json.invalid-utf8", 1, 4, offset: 3,
            pointer: "/1"),
        Case("UTF-16LE", [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], "json.not-utf8", 1, 1, offset: 0, pointer: ""),
        Case("UTF-16BE without BOM", [0x00, 0x5B, 0x00, 0x5D], "json.not-utf8", 1, 1, offset: 0, pointer: ""),
    ]

    @Test("reports the first fatal problem where it is", arguments: cases)
    func reports(_ testCase: Case) throws {
        let report = TestSupport.validate(testCase.text)
        let fatal = try #require(report.diagnostics.first { $0.ruleID != "json.bom" })
        #expect(fatal.ruleID == testCase.rule)
        #expect(fatal.severity == .error)
        #expect(fatal.location?.line == testCase.line)
        #expect(fatal.location?.column == testCase.column)
        #expect(fatal.location?.byteOffset == testCase.offset)
        #expect(fatal.pointer.description == testCase.pointer)
        #expect(report.diagnostics.filter { $0.ruleID != "json.bom" }.count == 1)
        #expect(!report.isValid)
    }

    @Test("a BOM is reported beside the fatal error")
    func bomBesideFatal() {
        let report = TestSupport.validate("\u{FEFF}[1,]")
        #expect(report.ruleIDs == ["json.bom", "json.syntax"])
    }

    @Test("messages say what was expected and what was found")
    func messages() throws {
        func message(_ text: String) -> String { TestSupport.validate(text).diagnostics.last?.message ?? "" }
        #expect(message("[1,]") == "trailing comma before ']'")
        #expect(message(#"{"a":[1, ]}"#) == "trailing comma before ']'")
        #expect(message(#"{"a":1, }"#) == "trailing comma before '}'")
        #expect(message(#"{"a":]}"#) == "expected a value, found ']'")
        #expect(message("]") == "expected a value, found ']'")
        #expect(message(#"{"a" 1}"#) == "expected ':' after the key, found '1'")
        #expect(message("[01]") == "numbers must not have leading zeros")
        #expect(message("{'a':1}").contains("double quotes"))
        #expect(message("[1 // x\n]").contains("comments are not allowed"))
        #expect(message("[1,\u{A0}2]").contains("U+00A0"))
        #expect(message(#"["\x"]"#).hasPrefix("invalid escape '\\x'"))
        #expect(message("[tru]") == "expected 'true', found ']'")
    }

    @Test("the thrown error carries code, offset and pointer")
    func thrownError() {
        do {
            _ = try JSONValue(parsing: #"{"aps": {"badge": 01}}"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .syntax)
            #expect(error.code.ruleID == "json.syntax")
            #expect(error.byteOffset == 19)
            #expect(error.pointer == "/aps/badge")
        }
    }
}
