import Foundation
import Testing

@testable import PushPayloads

/// Rules cannot hide: every rule a group declares is in the registry (so in `pushlint rules`,
/// SARIF `rules[]`, config validation and `Docs/Rules.md`), and every registered rule is reported
/// by some fixture or by a trigger here.
@Suite("Rule catalog")
struct RuleCatalogTests {
    /// Every rule group: each rule is a stored property of one of these.
    static let groups: [any RuleGroup] = [
        Rule.json, Rule.fcm, Rule.fcmLegacy, Rule.fcmUserInfo, Rule.fingerpush, Rule.mtpush, Rule.altcraft,
        Rule.mpaas, Rule.liveActivity, Rule.liveActivitySchema, Rule.apns, Rule.apnsRequest, Rule.apnsResponse,
        Rule.fcmResponse,
    ]

    @Test("the registry is every group's rules, each once, and a group holds nothing but rules")
    func groupsAreRegistered() {
        let declared = Self.groups.flatMap(\.all)
        #expect(declared.count > 300)
        #expect(Set(declared.map(\.id)) == Set(RuleRegistry.all.map(\.id)))
        #expect(Set(RuleRegistry.all.map(\.id)).count == RuleRegistry.all.count, "registered twice")
        for group in Self.groups {
            #expect(Mirror(reflecting: group).children.count == group.all.count, "\(type(of: group))")
        }
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

    @Test("every registered rule is reported by a fixture or a trigger")
    func everyRuleIsReported() throws {
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
        let silent = RuleRegistry.all.map(\.id).filter { !reported.contains($0) }
        #expect(silent.isEmpty, "registered but never reported: \(silent)")
    }
}
