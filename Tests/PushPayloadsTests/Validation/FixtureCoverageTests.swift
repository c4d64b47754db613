import Testing

@testable import PushPayloads

/// Every family's rules against its fixtures: each rule is triggered by an invalid fixture of the
/// family's kinds and by no valid one.
@Suite("Fixture coverage")
struct FixtureCoverageTests {
    /// Rules no validation triggers: the fit operation reports them (see the fit tests).
    static let fitOnly: Set<String> = ["apns.truncated", "apns.truncation-impossible"]
    /// Rules that describe valid documents of a shape, and so fire on valid fixtures too: mPaaS's
    /// platform note on every Live Activity body and bind record, FCM's notes on every token and
    /// fid target and every Android collapse key, and the legacy FCM API's shutdown on every
    /// legacy body, and the next step of every recorded answer.
    static let onValidDocuments: Set<String> = [
        "mpaas.platform-support", "fcm.token-deprecated", "fcm.fid-target", "fcm.collapse-key-limit",
        "fcm.legacy-shutdown", "apns-response.next-step", "fcm-response.next-step",
    ]

    static let families = PayloadFamily.all.filter { $0 !== PayloadFamily.json }

    @Test("every rule is triggered by an invalid fixture of its family and by no valid one", arguments: families)
    func coverage(_ family: PayloadFamily) throws {
        var triggered: Set<String> = []
        let prefix = family.name + "."
        for fixture in family.kinds.flatMap({ Fixture.all($0.name) }) {
            let rules = Set(try fixture.validate().0.diagnostics.map(\.ruleID).filter { $0.hasPrefix(prefix) })
            if fixture.isValidGroup {
                let unexpected = rules.subtracting(Self.onValidDocuments)
                #expect(unexpected.isEmpty, "\(fixture) triggers \(unexpected.sorted())")
            } else {
                triggered.formUnion(rules)
            }
        }
        let missing = Set(family.rules.map(\.id)).subtracting(triggered).subtracting(Self.fitOnly)
        #expect(missing.isEmpty, "no fixture triggers \(missing.sorted())")
    }
}
