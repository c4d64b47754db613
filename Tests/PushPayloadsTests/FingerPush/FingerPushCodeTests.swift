import PushPayloads
import Testing

/// The FingerPush code string: parse and format round trips, typed flags, malformed forms.
@Suite("FingerPush code string")
struct FingerPushCodeTests {
    @Test("the documented example reads as its four flags")
    func example() throws {
        let code = try FingerPush.Code(parsing: "CD:1;IM:1;WL:1;PT:STOS")
        #expect(code.customData == true && code.image == true && code.webLink == true)
        #expect(code.messageType == .serverToServer && code.messageType?.isKnown == true)
        #expect(code.description == "CD:1;IM:1;WL:1;PT:STOS")
        let built = FingerPush.Code(customData: true, image: true, webLink: true, type: .serverToServer)
        #expect(built == code)
    }

    @Test("unknown keys, repeated keys, unknown values and their order are kept")
    func keepsEverything() throws {
        let text = "PT:XY9;ZZ:abc;CD:0;CD:1;IM:01"
        var code = try FingerPush.Code(parsing: text)
        #expect(code.description == text)
        #expect(code.messageType == FingerPush.MessageType(rawValue: "XY9") && code.messageType?.isKnown == false)
        #expect(code.customData == false, "the first CD counts")
        #expect(code.image == nil, "01 is not a flag")
        #expect(code.webLink == nil && code["ZZ"] == "abc")
        code.webLink = true
        code.image = false
        #expect(code.description == "PT:XY9;ZZ:abc;CD:0;CD:1;IM:0;WL:1")
    }

    /// Malformed strings, the byte where each breaks the grammar, and why.
    static let malformed: [(String, Int, FingerPush.CodeSyntaxError.Code)] = [
        ("", 0, .empty), ("CD1", 3, .missingColon), ("CD:", 3, .emptyValue), ("cd:1", 0, .invalidKey),
        ("CDX:1", 2, .invalidKey), ("C:1", 1, .invalidKey), ("CD:1;", 5, .emptySegment), (";CD:1", 0, .emptySegment),
        ("CD:1;;IM:0", 5, .emptySegment), ("CD: 1", 3, .invalidValue), (" CD:1", 0, .invalidKey),
        ("CD:1 ;IM:0", 4, .invalidValue), ("CD:1-2", 4, .invalidValue), ("CD:한", 3, .invalidValue),
        ("CD:1;IM", 7, .missingColon), ("CD:1:2", 4, .invalidValue),
    ]

    @Test("each malformed form names the first byte that breaks the grammar, and its code", arguments: malformed)
    func malformedForms(_ text: String, _ offset: Int, _ code: FingerPush.CodeSyntaxError.Code) {
        let error = #expect(throws: FingerPush.CodeSyntaxError.self) { try FingerPush.Code(parsing: text) }
        #expect(error?.byteOffset == offset, "\(text): \(String(describing: error))")
        #expect(error?.code == code, "\(text): \(String(describing: error))")
        #expect(error?.description == "\(error?.message ?? "") (byte \(offset))")
    }

    @Test("formatting the parse of any accepted string returns it; every other string gets a diagnostic")
    func roundTripProperty() {
        var random = SplitMix(state: 0xF1_6E_12)
        // Bytes that make up codes, and ones that break them.
        let pieces = [
            "CD", "IM", "WL", "PT", "ZZ", ":", ";", "1", "0", "STOS", "DEFT", "a", "Z9", " ", "cd", "é", ":", ";;",
        ]
        var accepted = 0
        for _ in 0..<20_000 {
            let count = Int(random.next() % 9)
            let text = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            do {
                let code = try FingerPush.Code(parsing: text)
                #expect(code.description == text)
                accepted += 1
            } catch {
                #expect((0...text.utf8.count).contains(error.byteOffset), "\(text): \(error)")
            }
        }
        // Generated well-formed codes always parse and round-trip.
        for _ in 0..<5_000 {
            let segments = (0...Int(random.next() % 6)).map { _ in
                let key = String(
                    decoding: [UInt8(65 + random.next() % 26), UInt8(65 + random.next() % 26)], as: UTF8.self)
                let alphabet = Array("abcXYZ0123456789".utf8)
                let value = String(
                    decoding: (0...Int(random.next() % 5)).map { _ in alphabet[Int(random.next() % 16)] }, as: UTF8.self
                )
                return key + ":" + value
            }
            let text = segments.joined(separator: ";")
            #expect((try? FingerPush.Code(parsing: text))?.description == text)
        }
        #expect(accepted > 100, "the random strings include accepted codes")
    }

}
