import Testing

@testable import PushPayloads

/// The patterns the schemas state agree with the checks the validator runs.
@Suite("Schema patterns")
struct SchemaPatternTests {
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

    @Test("the device-token pattern accepts exactly what isDeviceTokenFormat accepts")
    func deviceToken() throws {
        let regex = try Regex(APNsChecks.deviceTokenPattern)
        let alphabet = Array("09afAFgG <>")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...8, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            #expect((try regex.wholeMatch(in: text) != nil) == APNsChecks.isDeviceTokenFormat(text), "\(text)")
        }
    }
}
