import Testing

@testable import PushPayloads

/// `minimumListedSeverity`: findings below it are counted, never listed.
@Suite("Listed severity")
struct ListedSeverityTests {
    // Two warnings (a negative badge; a sound object without "critical"), an info (auto's kind)
    // and an error (a string sound volume).
    static let body = Array(#"{"aps":{"badge":-1,"sound":{"name":"a","volume":"x"}}}"#.utf8)

    @Test("each threshold lists what is at or above it; the counts never change", arguments: Severity.allCases)
    func threshold(_ minimum: Severity) {
        var options = ValidationOptions()
        let all = PayloadValidator.validate(Self.body, as: .auto, options: options)
        options.minimumListedSeverity = minimum
        let listed = PayloadValidator.validate(Self.body, as: .auto, options: options)
        #expect(all.count(of: .error) == 1 && all.count(of: .warning) == 2 && all.count(of: .info) == 1)
        #expect(listed.diagnostics.map(\.ruleID) == all.diagnostics.filter { $0.severity >= minimum }.map(\.ruleID))
        for severity in Severity.allCases { #expect(listed.count(of: severity) == all.count(of: severity)) }
        #expect(listed.isValid == all.isValid)
    }
}
