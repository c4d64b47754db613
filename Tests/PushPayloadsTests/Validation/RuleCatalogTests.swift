import Foundation
import Testing

@testable import PushPayloads

/// Rules cannot hide: every rule the checks report is in the registry (so in `pushlint rules`,
/// SARIF `rules[]`, config validation and `Docs/Rules.md`), and every registered rule is reported
/// by some fixture or by a trigger here.
@Suite("Rule catalog")
struct RuleCatalogTests {
    @Test("every rule a check reports is registered, and registered once")
    func reportedRulesAreRegistered() throws {
        // No list of rule groups to keep: a group no family registers still has its rules
        // reported by the checks, and they are missing here.
        let registered = RuleRegistry.all.map(\.id)
        #expect(registered.count > 300)
        #expect(Set(registered).count == registered.count, "registered twice")
        let unregistered = try Self.reportedRuleIDs().subtracting(registered)
        #expect(unregistered.isEmpty, "reported but not registered: \(unregistered.sorted())")
    }

    @Test("each family's rules carry its name as their prefix")
    func prefixes() {
        for family in PayloadFamily.all {
            for rule in family.rules { #expect(rule.family == family.name, "\(rule.id)") }
        }
    }

    /// Reports for rules no fixture triggers: each makes the finding through the public API.
    static let triggers: [String: @Sendable () throws -> [Diagnostic]] = [
        "json.auto-kind": { PayloadValidator.validate(Array("{}".utf8), as: .auto).diagnostics },
        "json.auto-kind-ambiguous": {
            PayloadValidator.validate(Array(#"{"_ac_push":1,"_uid":"u","_j_msgid":1}"#.utf8), as: .auto).diagnostics
        },
        "json.document-array": {
            PayloadValidator.validate(Array(#"[{"aps":{"alert":"Hi"}}]"#.utf8), as: .auto).diagnostics
        },
        "json.findings-omitted": {
            PayloadValidator.validate(Array("[1e400,1e400,1e400]".utf8), as: .json, options: .init(maxFindings: 2))
                .diagnostics
        },
        "json.not-utf8": { PayloadValidator.validate([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], as: .json).diagnostics },
        "json.depth-exceeded": {
            PayloadValidator.validate(Array(repeating: UInt8(ascii: "["), count: 600), as: .json).diagnostics
        },
        "apns.truncated": {
            let body = String(repeating: "word ", count: 1000)
            return try APNs.Payload(aps: .init(alert: .init(body: body))).fitting().diagnostics
        },
        "apns.truncation-impossible": {
            let payload = APNs.Payload(
                aps: .init(alert: "x"), custom: ["blob": .string(String(repeating: "y", count: 5000))])
            do {
                _ = try payload.fitting()
                return []
            } catch let error as APNs.TruncationError {
                return [error.diagnostic]
            }
        },
    ]

    /// The rules the fixtures of every kind and the triggers report.
    static func reportedRuleIDs() throws -> Set<String> {
        var reported: Set<String> = []
        for kind in PayloadFamily.all.flatMap(\.kinds) {
            for fixture in Fixture.all(kind.name) {
                reported.formUnion(try fixture.validate().0.diagnostics.map(\.ruleID))
            }
        }
        for (id, trigger) in Self.triggers {
            let found = try trigger().map(\.ruleID)
            #expect(found.contains(id), "the trigger of \(id) reports \(found)")
            reported.formUnion(found)
        }
        return reported
    }

    @Test("every registered rule is reported by a fixture or a trigger")
    func everyRuleIsReported() throws {
        let reported = try Self.reportedRuleIDs()
        let silent = RuleRegistry.all.map(\.id).filter { !reported.contains($0) }
        #expect(silent.isEmpty, "registered but never reported: \(silent)")
    }
}
