import Testing

@testable import PushPayloads

/// Hostile inputs get a located diagnostic, never a crash, a hang or unbounded memory. The reader keeps no recursion, so the stack stays bounded whatever the nesting.
@Suite("Adversarial inputs")
struct AdversarialInputTests {
    @Test("100,000 nested arrays stop at depth 513")
    func deepArrays() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let report = TestSupport.validate(bytes)
        let diagnostic = try #require(report.diagnostics.first)
        #expect(report.ruleIDs == ["json.depth-exceeded"])
        #expect(diagnostic.location?.byteOffset == 512)
        #expect(diagnostic.location?.column == 513)
        #expect(diagnostic.pointer.tokens.count == 512)
    }

    @Test("100,000 nested objects stop at depth 513")
    func deepObjects() {
        let bytes = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        let report = TestSupport.validate(bytes)
        #expect(report.ruleIDs == ["json.depth-exceeded"])
        #expect(report.diagnostics.first?.location?.byteOffset == 512 * 5)
    }

    @Test("512 levels are accepted, 513 are not")
    func depthBoundary() {
        let accepted = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let rejected = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(TestSupport.validate(accepted).diagnostics.isEmpty)
        #expect(TestSupport.validate(rejected).ruleIDs == ["json.depth-exceeded"])
    }

    @Test("a value built 2,000 deep (beyond what the reader accepts) is written")
    func deepValueWrite() {
        var value: JSONValue = []
        for _ in 0..<2_000 { value = .array([value]) }
        #expect(value.compactByteCount == 4_002)
    }

    @Test("a 50 MB array parses, and an error at its end is located")
    func largeArray() throws {
        let element = Array(("\"" + String(repeating: "x", count: 98) + "\",").utf8)
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(50_000_010)
        for _ in 0..<500_000 { bytes += element }
        bytes[bytes.count - 1] = UInt8(ascii: "]")
        let value = try JSONValue(parsing: bytes)
        #expect(value.arrayValue?.count == 500_000)
        #expect(value.compactByteCount == bytes.count)
        bytes[bytes.count - 1] = UInt8(ascii: ",")
        bytes.append(UInt8(ascii: "]"))
        let report = TestSupport.validate(bytes)
        #expect(report.ruleIDs == ["json.syntax"])
        #expect(report.diagnostics.first?.location?.byteOffset == bytes.count - 1)
        #expect(report.diagnostics.first?.pointer == "/500000")
    }

    struct Encoding: CustomTestStringConvertible, Sendable {
        var name: String
        var sequence: [UInt8]
        var testDescription: String { name }
    }

    /// Each class of ill-formed UTF-8 that `json.invalid-utf8` covers.
    static let illFormed: [Encoding] = [
        Encoding(name: "C0 lead byte", sequence: [0xC0, 0x80]),
        Encoding(name: "C1 lead byte", sequence: [0xC1, 0xBF]),
        Encoding(name: "F5 byte", sequence: [0xF5, 0x80, 0x80, 0x80]),
        Encoding(name: "FF byte", sequence: [0xFF]),
        Encoding(name: "lone continuation byte", sequence: [0x80]),
        Encoding(name: "truncated 3-byte sequence", sequence: [0xE2, 0x82]),
        Encoding(name: "truncated 4-byte sequence", sequence: [0xF0, 0x9F, 0x98]),
        Encoding(name: "overlong 3-byte encoding of '/'", sequence: [0xE0, 0x80, 0xAF]),
        Encoding(name: "overlong 4-byte encoding", sequence: [0xF0, 0x8F, 0xBF, 0xBF]),
        Encoding(name: "encoded surrogate U+D800", sequence: [0xED, 0xA0, 0x80]),
        Encoding(name: "encoded surrogate U+DFFF", sequence: [0xED, 0xBF, 0xBF]),
        Encoding(name: "above U+10FFFF", sequence: [0xF4, 0x90, 0x80, 0x80]),
    ]

    @Test("ill-formed UTF-8 is reported at its first byte", arguments: illFormed)
    func invalidUTF8(_ encoding: Encoding) throws {
        let bytes = Array(#"{"msg": "ok "#.utf8) + encoding.sequence + Array(#""}"#.utf8)
        let report = TestSupport.validate(bytes)
        let diagnostic = try #require(report.diagnostics.first)
        #expect(report.ruleIDs == ["json.invalid-utf8"])
        #expect(diagnostic.location?.byteOffset == 12)
        #expect(diagnostic.location?.column == 13)
        #expect(diagnostic.pointer == "/msg")
    }

    @Test("the largest well-formed sequences are accepted")
    func wellFormedEdges() throws {
        let bytes: [UInt8] = [0x22, 0xF4, 0x8F, 0xBF, 0xBF, 0xEF, 0xBF, 0xBF, 0xED, 0x9F, 0xBF, 0xC2, 0x80, 0x22]
        #expect(try JSONValue(parsing: bytes) == .string("\u{10FFFF}\u{FFFF}\u{D7FF}\u{80}"))
    }

    @Test("1e400, -0, lone surrogates, a BOM, UTF-16, empty input")
    func assorted() {
        #expect(TestSupport.validate("{\"n\": 1e400}").ruleIDs == ["json.number-overflow"])
        #expect(TestSupport.validate("{\"n\": -0}").diagnostics.isEmpty)
        #expect(TestSupport.validate(#"{"s": "\udead"}"#).ruleIDs == ["json.lone-surrogate"])
        #expect(TestSupport.validate("\u{FEFF}{}").ruleIDs == ["json.bom"])
        #expect(
            TestSupport.validate(Array("{}".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).ruleIDs == [
                "json.not-utf8"
            ])
        #expect(TestSupport.validate("").ruleIDs == ["json.empty-input"])
    }

    @Test("exponents far beyond any range do not overflow the reader")
    func hugeExponents() throws {
        let literal = "1e" + String(repeating: "9", count: 10_000)
        #expect(TestSupport.validate("[\(literal)]").ruleIDs == ["json.number-overflow"])
        #expect(
            TestSupport.validate("[1e-\(String(repeating: "9", count: 10_000))]").ruleIDs == ["json.number-underflow"])
        let number = try #require(JSONNumber(literal: literal))
        #expect(number.doubleValue == .infinity)
        #expect(number.int64Value == nil)
    }

    @Test("a million-digit integer is a large integer, not a crash")
    func longInteger() {
        let digits = String(repeating: "7", count: 1_000_000)
        #expect(TestSupport.validate("[\(digits)]").ruleIDs == ["json.number-overflow"])
        #expect(TestSupport.validate("[\(String(repeating: "7", count: 300))]").ruleIDs == ["json.large-integer"])
    }
}
