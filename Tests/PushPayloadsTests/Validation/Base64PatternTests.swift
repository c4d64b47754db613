import Testing

@testable import PushPayloads

/// The base64 pattern a schema states agrees with the check the validator runs.
@Suite("Base64 pattern")
struct Base64PatternTests {
    @Test("the pattern accepts exactly what isPadded accepts, over 20,000 generated strings")
    func agrees() throws {
        let regex = try Regex(Base64Text.paddedPattern)
        let alphabet = Array("ABCxyz019+/=-_ ")
        var generator = SystemRandomNumberGenerator()
        var accepted = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...9, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let matches = try regex.wholeMatch(in: text) != nil
            #expect(matches == Base64Text.isPadded(text), "\(text)")
            if matches { accepted += 1 }
        }
        #expect(accepted > 100)
        for text in ["", "QQ==", "QUI=", "QUJD", "QQ=", "Q===", "QU=I", "QUJD\n"] {
            #expect((try regex.wholeMatch(in: text) != nil) == Base64Text.isPadded(text), "\(text)")
        }
    }
}
