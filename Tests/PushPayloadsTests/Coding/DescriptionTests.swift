import Foundation
import Testing

@testable import PushPayloads

/// `print` of values, findings and models shows their compact JSON, never internals (the member
/// order and literals models keep from decoding, an object's `Member`s, a finding's byte range).
@Suite("Descriptions are JSON")
struct DescriptionTests {
    /// Text of what the library keeps out of sight.
    static let internals = ["memo", "Member(", "CodingMemo", "pending", "PendingRange", "byteRange", "literals:"]

    /// `description` and `debugDescription` (as `print` and `debugPrint` show them, alone and in
    /// an array) are `json`, and name no internals.
    func expectJSON(_ value: some Any, _ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(String(describing: value) == json, sourceLocation: sourceLocation)
        #expect(String(reflecting: value) == json, sourceLocation: sourceLocation)
        #expect(String(describing: [value]) == "[\(json)]", sourceLocation: sourceLocation)
        for text in Self.internals {
            #expect(!String(reflecting: value).contains(text), "shows \(text)", sourceLocation: sourceLocation)
        }
    }

    /// The compact JSON `PayloadEncoder` writes for `value`.
    func json(_ value: some Encodable) throws -> String {
        String(decoding: try PayloadEncoder().encode(value), as: UTF8.self)
    }

    @Test("JSON values and objects print as compact JSON, duplicates included")
    func values() throws {
        let text = #"{"a":1.50,"b":[true,null,"x\n"],"a":{}}"#
        let value = try JSONValue(parsing: text)
        expectJSON(value, text)
        expectJSON(try #require(value.objectValue), text)
        expectJSON(JSONValue.string("é"), #""é""#)
    }

    @Test("APNs models decoded from text print the bytes they encode to")
    func apnsModels() throws {
        let text =
            #"{"orderID":"A-1","aps":{"alert":{"body":"There","title":"Hi"},"sound":{"critical":1,"name":"a.caf","volume":0.50},"badge":3}}"#
        let payload = try APNs.Payload(jsonBytes: Array(text.utf8))
        expectJSON(payload, text)
        let aps = try #require(payload.aps)
        expectJSON(aps, try json(aps))
        #expect(String(describing: aps).hasPrefix(#"{"alert":{"body":"There""#))
        let alert = try #require(aps.alert)
        expectJSON(alert, #"{"body":"There","title":"Hi"}"#)
        guard case .content(let content) = alert, case .critical(let critical)? = aps.sound else {
            Issue.record("expected an alert object and a critical sound")
            return
        }
        expectJSON(content, #"{"body":"There","title":"Hi"}"#)
        expectJSON(try #require(aps.sound), #"{"critical":1,"name":"a.caf","volume":0.50}"#)
        expectJSON(critical, #"{"critical":1,"name":"a.caf","volume":0.50}"#)
        expectJSON(APNs.Alert.text("Hi"), #""Hi""#)
        expectJSON(APNs.Sound.default, #""default""#)
    }

    @Test("Live Activity models print the bytes they encode to")
    func liveActivityModels() throws {
        let text =
            #"{"aps":{"event":"update","timestamp":1767225600,"content-state":{"stage":"x"},"alert":{"title":{"loc-key":"K","loc-args":["a"]},"body":"B","sound":"default"}}}"#
        let payload = try LiveActivity.Payload<JSONValue>(jsonBytes: Array(text.utf8))
        expectJSON(payload, text)
        let alert = try #require(payload.alert)
        expectJSON(alert, #"{"title":{"loc-key":"K","loc-args":["a"]},"body":"B","sound":"default"}"#)
        expectJSON(try #require(alert.title), #"{"loc-key":"K","loc-args":["a"]}"#)
        expectJSON(LiveActivity.Text.plain("B"), #""B""#)
        let start = try LiveActivity.StartPayload(
            attributes: ["orderID": "A-1"] as JSONValue, attributesType: "DeliveryAttributes",
            contentState: ["stage": "x"] as JSONValue, alert: LiveActivity.Alert(title: "Hi", body: "B"),
            timestamp: Date(timeIntervalSince1970: 1_767_225_600))
        expectJSON(start, try json(start))
        #expect(String(describing: start).contains(#""attributes-type":"DeliveryAttributes""#))
    }

    @Test("models that keep their members print them")
    func keptMemberModels() throws {
        let members = try #require(try JSONValue(parsing: #"{"to":"t","data":{"k":"v"},"n":1.0}"#).objectValue)
        let text = #"{"to":"t","data":{"k":"v"},"n":1.0}"#
        expectJSON(FCM.LegacyMessage(members: members), text)
        expectJSON(FCM.UserInfo(members: members), text)
        expectJSON(MTPush.CustomMessage(members: members), text)
        expectJSON(Altcraft.Response(members: members), text)
        expectJSON(MPaaS.SimplePush(members: members), text)
        expectJSON(FingerPush.UserInfo(members: members), text)
        expectJSON(FCM.Message(members: members), text)
        expectJSON(FCM.Notification(title: "Hi", body: "B"), #"{"title":"Hi","body":"B"}"#)
        let request = FCM.SendRequest(message: FCM.Message(target: .topic("news")))
        expectJSON(request, #"{"message":{"topic":"news"}}"#)
    }

    @Test("findings, reports and summaries print their encoded JSON")
    func findings() throws {
        let text = #"{"aps":{"badge":-1,"alert":""},"blob":"\#(String(repeating: "a", count: 4100))"}"#
        let report = PayloadValidator.validate(Array(text.utf8), as: .auto)
        expectJSON(report, try json(report))
        let finding = try #require(report.diagnostics.first { $0.size != nil })
        expectJSON(finding, try json(finding))
        expectJSON(try #require(finding.size), try json(finding.size))
        let summary = PayloadValidator.check(Array(text.utf8), as: .auto)
        expectJSON(summary, try json(summary))
        #expect(String(describing: summary).hasPrefix(#"{"kind":"apns","bytes":"#))
    }

    @Test("a model given a number JSON cannot hold prints null in its place, never its fields")
    func unencodable() {
        let payload = APNs.Payload(aps: APNs.APS(alert: "Hi", relevanceScore: .nan))
        #expect(String(describing: payload) == #"{"aps":{"alert":"Hi","relevance-score":null}}"#)
        #expect(String(reflecting: payload) == String(describing: payload))
    }
}
