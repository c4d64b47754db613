import Testing

@testable import PushPayloads

/// JSON held inside a string member (mPaaS's `targetMsgkey`, Altcraft's `_buttons`, FCM legacy
/// `*_loc_args`) is read by the same reader as the document: a million levels of nesting there end
/// in a finding or a refusal at the reader's limit, never a crash, through the validator and the
/// models alike.
@Suite("Nested JSON inside strings")
struct NestedTextTests {
    /// A JSON string literal holding a million open brackets.
    static let deep = "\"" + String(repeating: "[", count: 1_000_000) + "\""

    static let cases: [(kind: PayloadKind, text: String, rule: String)] = [
        (
            .mpaas, #"{"taskName":"t","appId":"a","workspaceId":"w","deliveryType":5,"targetMsgkey":\#(deep)}"#,
            "mpaas.target-msgkey"
        ),
        (
            .altcraft, #"{"aps":{"alert":"hi"},"_ac_push":true,"_uid":"1","_buttons":\#(deep)}"#,
            "altcraft.push-buttons-json"
        ),
        (
            .fcmLegacy, #"{"to":"t","notification":{"body":"b","body_loc_key":"k","body_loc_args":\#(deep)}}"#,
            "fcm.legacy-loc-args"
        ),
    ]

    @Test("a million levels inside a string member is a finding", arguments: cases.indices)
    func millionLevels(_ index: Int) {
        let (kind, text, rule) = Self.cases[index]
        let report = PayloadValidator.validate(Array(text.utf8), as: kind)
        #expect(report.diagnostics.map(\.ruleID).contains(rule), "\(kind): \(report.diagnostics.map(\.ruleID))")
        let summary = PayloadValidator.check(Array(text.utf8), as: kind)
        #expect(summary.errors == report.count(of: .error))
    }

    @Test("the models read such a member as not holding JSON")
    func models() {
        let deep = String(repeating: "[", count: 1_000_000)
        let userInfo = Altcraft.UserInfo(members: ["_ac_push": true, "_buttons": .string(deep)])
        #expect(userInfo.buttons == nil)
        let push = MPaaS.SimplePush(members: ["targetMsgkey": .string(deep)])
        #expect(push.targets == nil)
    }
}
