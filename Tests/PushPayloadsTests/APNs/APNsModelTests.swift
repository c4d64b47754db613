import Foundation
import Testing

@testable import PushPayloads

/// The typed APNs body: every documented key, lossless round trips, and Foundation compatibility.
@Suite("APNs models")
struct APNsModelTests {
    /// A body using every documented key of `aps` and `alert`, written by hand in compact form.
    static let everyKey =
        #"{"promo":{"code":"A1","n":[1,2.50]},"aps":{"alert":{"title":"T","subtitle":"S","body":"B","launch-image":"L","title-loc-key":"TK","title-loc-args":["a"],"subtitle-loc-key":"SK","subtitle-loc-args":["b"],"loc-key":"BK","loc-args":["c","d"]},"badge":7,"sound":{"critical":1,"name":"alarm.caf","volume":0.5},"thread-id":"th","category":"CAT","content-available":1,"mutable-content":0,"target-content-id":"w1","interruption-level":"critical","relevance-score":0.25,"filter-criteria":"work","content-changed":true,"url-args":["x","y"],"event":"update","timestamp":1767225600,"content-state":{"eta":5},"stale-date":1767229200,"dismissal-date":1767232800,"attributes-type":"DeliveryAttributes","attributes":{"id":"o1"},"input-push-token":1,"input-push-channel":"Y2hhbm5lbA==","x-vendor":{"k":null}},"tail":"é🚲"}"#

    @Test("every documented key decodes into its typed property")
    func everyKeyTyped() throws {
        let payload = try APNs.Payload(jsonBytes: Array(Self.everyKey.utf8))
        let aps = try #require(payload.aps)
        guard case .content(let alert) = aps.alert else {
            Issue.record("alert is not an object")
            return
        }
        #expect(alert.title == "T" && alert.subtitle == "S" && alert.body == "B" && alert.launchImage == "L")
        #expect(alert.titleLocKey == "TK" && alert.titleLocArgs == ["a"])
        #expect(alert.subtitleLocKey == "SK" && alert.subtitleLocArgs == ["b"])
        #expect(alert.locKey == "BK" && alert.locArgs == ["c", "d"] && alert.members.count == 10)
        #expect(aps.badge == 7)
        #expect(aps.sound == .critical(APNs.CriticalSound(critical: true, name: "alarm.caf", volume: 0.5)))
        #expect(aps.threadID == "th" && aps.category == "CAT" && aps.targetContentID == "w1")
        #expect(aps.contentAvailable == true && aps.mutableContent == false)
        #expect(aps.interruptionLevel == .critical && aps.relevanceScore == 0.25 && aps.filterCriteria == "work")
        #expect(aps.contentChanged == true && aps.urlArgs == ["x", "y"])
        #expect(aps.event == .update && aps.timestamp == 1_767_225_600)
        #expect(aps.contentState == ["eta": 5])
        #expect(aps.staleDate == 1_767_229_200 && aps.dismissalDate == 1_767_232_800)
        #expect(aps.attributesType == "DeliveryAttributes" && aps.attributes == ["id": "o1"])
        #expect(aps.inputPushToken == true && aps.inputPushChannel == "Y2hhbm5lbA==")
        #expect(aps.members.keys.last == "x-vendor" && aps.members.count == 23)
        #expect(payload.members.keys == ["promo", "aps", "tail"])
    }

    @Test("a compact body comes back byte for byte, aps in its place and literals kept")
    func byteExactRoundTrip() throws {
        let bytes = Array(Self.everyKey.utf8)
        let payload = try APNs.Payload(jsonBytes: bytes)
        #expect(try payload.jsonBytes() == bytes)
        #expect(try payload.byteCount == bytes.count)
        #expect(try APNs.Payload(jsonBytes: try payload.jsonBytes()) == payload)
    }

    @Test("values of another type than documented are kept, not dropped or thrown")
    func mismatchedValuesKept() throws {
        let text =
            #"{"aps":{"badge":"3","content-available":true,"mutable-content":2,"sound":5,"alert":{"title":1,"action":"Open","sound":"x"},"interruption-level":"urgent"}}"#
        let payload = try APNs.Payload(jsonBytes: Array(text.utf8))
        let aps = try #require(payload.aps)
        #expect(aps.badge == nil && aps.members["badge"] == "3")
        #expect(aps.contentAvailable == nil && aps.members["content-available"] == true)
        #expect(aps.mutableContent == nil && aps.members["mutable-content"] == 2)
        #expect(aps.sound == nil && aps.members["sound"] == 5)
        #expect(aps.interruptionLevel == APNs.InterruptionLevel(rawValue: "urgent"))
        #expect(aps.interruptionLevel?.isDocumented == false)
        guard case .content(let alert) = aps.alert else {
            Issue.record("alert is not an object")
            return
        }
        #expect(
            alert.title == nil && alert.members["title"] == 1 && alert.members.keys == ["title", "action", "sound"])
        #expect(try payload.jsonBytes() == Array(text.utf8))
    }

    @Test("a non-object aps stays a member of the body")
    func nonObjectAPS() throws {
        let text = #"{"a":1,"aps":"x"}"#
        let payload = try APNs.Payload(jsonBytes: Array(text.utf8))
        #expect(payload.aps == nil && payload.members["aps"] == "x")
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == text)
    }

    @Test(
        "bodies of every push type have their golden bytes",
        arguments: [
            (APNs.Payload.mdm(pushMagic: "5F9A-11"), #"{"mdm":"5F9A-11"}"#),
            (APNs.Payload.voip(["callerID": "+4930123", "video": true]), #"{"callerID":"+4930123","video":true}"#),
            (APNs.Payload.pushToTalk(["channel": "ops"]), #"{"channel":"ops"}"#),
            (APNs.Payload.complication(["temp": 21]), #"{"temp":21}"#),
            (APNs.Payload.fileProvider(["container": "docs"]), #"{"container":"docs"}"#),
            (APNs.Payload.background(["sync": "inbox"]), #"{"aps":{"content-available":1},"sync":"inbox"}"#),
            (APNs.Payload.widgets, #"{"aps":{"content-changed":true}}"#),
            (APNs.Payload.location, #"{"aps":{}}"#),
            (
                APNs.Payload(aps: .init(alert: .init(title: "Hi", body: "Ready"), badge: 3, sound: .default)),
                #"{"aps":{"alert":{"title":"Hi","body":"Ready"},"badge":3,"sound":"default"}}"#
            ),
            (
                APNs.Payload(aps: .init(alert: "Plain", sound: .critical(.init(volume: 1))), custom: ["id": 9]),
                #"{"aps":{"alert":"Plain","sound":{"critical":1,"name":"default","volume":1}},"id":9}"#
            ),
        ])
    func goldenBytes(_ payload: APNs.Payload, _ expected: String) throws {
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == expected)
        #expect(try APNs.Payload(jsonBytes: Array(expected.utf8)) == payload)
    }

    @Test("an MDM body is recognised; other bodies have no PushMagic")
    func mdmPushMagic() {
        #expect(APNs.Payload.mdm(pushMagic: "M").mdmPushMagic == "M")
        #expect(APNs.Payload(custom: ["mdm": "M", "x": 1]).mdmPushMagic == nil)
        #expect(APNs.Payload(aps: .init(), custom: ["mdm": "M"]).mdmPushMagic == nil)
    }

    @Test("Foundation's JSONDecoder and JSONEncoder give the same values from the same CodingKeys")
    func foundationCoders() throws {
        let bytes = Array(Self.everyKey.utf8)
        let ours = try APNs.Payload(jsonBytes: bytes)
        let foundation = try JSONDecoder().decode(APNs.Payload.self, from: Data(bytes))
        #expect(foundation == ours)
        let reencoded = try JSONEncoder().encode(ours)
        #expect(try APNs.Payload(jsonBytes: [UInt8](reencoded)) == ours)
        #expect(try JSONDecoder().decode(APNs.Payload.self, from: reencoded) == ours)
    }

    @Test("decoding errors name the place: a root that is not an object")
    func rootNotObject() {
        #expect(throws: DecodingError.self) { try APNs.Payload(jsonBytes: Array("[1]".utf8)) }
        #expect(throws: DecodingError.self) { try APNs.Payload(jsonBytes: Array(#"{"aps":"#.utf8)) }
    }

    @Test("a payload built in code validates on its compact bytes: pointers, no positions")
    func validateBuilt() throws {
        let payload = APNs.Payload(aps: .init(alert: "", badge: -1, threadID: ""), custom: ["gone": .null])
        let report = try payload.validate(pushType: .alert)
        #expect(report.byteCount == (try payload.byteCount))
        #expect(report.limit == 4096)
        #expect(report.diagnostics.allSatisfy { $0.location == nil })
        #expect(
            Set(report.diagnostics.map(\.ruleID)) == [
                "apns.alert-empty", "apns.badge-value", "apns.empty-string", "apns.custom-key-null",
            ])
        #expect(report.diagnostics.first { $0.ruleID == "apns.badge-value" }?.pointer == "/aps/badge")
        let voip = try APNs.Payload.voip(["x": .string(String(repeating: "v", count: 4500))]).validate(pushType: .voip)
        #expect(voip.isValid && voip.limit == 5120)
    }
}
