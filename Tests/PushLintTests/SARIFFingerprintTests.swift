import PushPayloads
import Testing

@testable import PushLint

/// SARIF's partial fingerprints follow the finding, not its line.
@Suite("SARIF fingerprints")
struct SARIFFingerprintTests {
    static func fingerprints(_ text: String) throws -> [String] {
        let outcome = PushLintTests.run(
            ["--format", "sarif", "--kind", "apns", "--stdin-name", "a.json", "-"], stdin: Array(text.utf8))
        let results = try #require(try JSONValue(parsing: outcome.standardOutput)["runs"]?[0]?["results"]?.arrayValue)
        return try results.map { try #require($0["partialFingerprints"]?["pushlintFinding/v1"]?.stringValue) }
    }

    @Test("a finding moved down by a blank line keeps its fingerprint; two findings differ")
    func stable() throws {
        let first = try Self.fingerprints(#"{"aps":{"badge":"3","sound":7}}"#)
        let moved = try Self.fingerprints("\n\n" + #"{"aps":{"sound":7,"badge":"3"}}"#)
        #expect(first.count == 2)
        #expect(Set(first).count == 2)
        #expect(Set(moved) == Set(first))
        #expect(first.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test("the same rule at the same pointer twice gets two fingerprints")
    func repeated() throws {
        // Two duplicate-key findings on the same object member.
        let prints = try Self.fingerprints(#"{"a":1,"a":2,"a":3}"#)
        #expect(prints.count == 3)  // apns.aps-missing, and json.duplicate-key at /a twice
        #expect(Set(prints).count == prints.count)
    }
}
