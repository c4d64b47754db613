import PushPayloads
import Testing

/// `ValidationReport.removeAll(where:)`: what is left is described by the counts and `isValid`.
@Suite("Removing accepted findings from a report")
struct ReportRemovalTests {
    @Test("removed findings leave the counts and isValid with them")
    func counts() throws {
        // A string badge (an error) and an unknown aps key (a warning).
        var report = PayloadValidator.validate(Array(#"{"aps":{"badge":"3","colour":1,"alert":"hi"}}"#.utf8), as: .apns)
        let errors = report.count(of: .error)
        let warnings = report.count(of: .warning)
        #expect(errors >= 1 && warnings >= 1, "\(report.diagnostics.map(\.ruleID))")
        #expect(!report.isValid)
        report.removeAll { $0.severity == .error }
        #expect(report.count(of: .error) == 0)
        #expect(report.count(of: .warning) == warnings)
        #expect(report.isValid)
        #expect(!report.diagnostics.contains { $0.severity == .error })
    }

    @Test("the closing json.findings-omitted finding is not a counted finding")
    func omittedSummary() throws {
        let many = "{" + (0..<12).map { #""k\#($0)":1,"k\#($0)":1"# }.joined(separator: ",") + "}"
        var report = PayloadValidator.validate(Array(many.utf8), as: .json, options: ValidationOptions(maxFindings: 3))
        let before = (report.count(of: .error), report.count(of: .warning), report.count(of: .info))
        #expect(report.diagnostics.last?.ruleID == "json.findings-omitted")
        report.removeAll { $0.ruleID == "json.findings-omitted" }
        #expect((report.count(of: .error), report.count(of: .warning), report.count(of: .info)) == before)
    }
}
