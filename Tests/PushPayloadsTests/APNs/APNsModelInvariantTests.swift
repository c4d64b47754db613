import Foundation
import Testing

@testable import PushPayloads

/// A model's fields cannot be left out of its equality, hashing or round trip: every stored field
/// (the decoding memo aside) is set in a sample, the sample survives both coders, and changing
/// any one field makes a different value with a different hash.
@Suite("APNs model invariants")
struct APNsModelInvariantTests {
    static let content: APNs.AlertContent = {
        var content = APNs.AlertContent(
            title: "t", subtitle: "s", body: "b", launchImage: "l.png", titleLocKey: "TK", titleLocArgs: ["a"],
            subtitleLocKey: "SK", subtitleLocArgs: ["b"], locKey: "K", locArgs: ["c"], extra: ["x": 1])
        content.extra["y"] = "z"
        return content
    }()

    static let sound = APNs.CriticalSound(critical: true, name: "alarm.caf", volume: 0.75, extra: ["pitch": 2])

    static let aps: APNs.APS = {
        var aps = APNs.APS(
            alert: .content(content), badge: 7, sound: .critical(sound), threadID: "thread", category: "CAT",
            contentAvailable: true, mutableContent: true, targetContentID: "window", interruptionLevel: .timeSensitive,
            relevanceScore: 0.25, filterCriteria: "work", contentChanged: true, urlArgs: ["u"], extra: ["k": "v"])
        aps.event = .update
        aps.timestamp = 1_685_952_000
        aps.contentState = ["progress": 0.5]
        aps.staleDate = 1_685_955_600
        aps.dismissalDate = 1_685_959_200
        aps.attributesType = "DeliveryAttributes"
        aps.attributes = ["orderID": "A-1"]
        aps.inputPushToken = true
        aps.inputPushChannel = "Y2hhbm5lbA=="
        return aps
    }()

    static let payload = APNs.Payload(aps: aps, custom: ["orderID": "A-99812", "n": 1.5])

    /// The stored fields of a value, the memo aside, with whether each is set.
    static func fields(of value: Any) -> [(name: String, isSet: Bool)] {
        Mirror(reflecting: value).children.compactMap { child in
            guard let name = child.label, name != "memo" else { return nil }
            let mirror = Mirror(reflecting: child.value)
            let isSet = mirror.displayStyle != .optional || !mirror.children.isEmpty
            return (name, isSet)
        }
    }

    @Test("every stored field of each sample is set", arguments: [0, 1, 2, 3])
    func samplesAreFull(_ index: Int) {
        let samples: [Any] = [Self.content, Self.sound, Self.aps, Self.payload]
        let unset = Self.fields(of: samples[index]).filter { !$0.isSet }.map(\.name)
        #expect(unset.isEmpty, "set \(unset) in the sample of \(type(of: samples[index]))")
    }

    @Test("the full body survives the library's coders and Foundation's")
    func roundTrip() throws {
        let bytes = try Self.payload.jsonBytes()
        #expect(try APNs.Payload(jsonBytes: bytes) == Self.payload)
        let foundation = try JSONDecoder().decode(APNs.Payload.self, from: try JSONEncoder().encode(Self.payload))
        #expect(foundation == Self.payload)
    }

    /// One change per field of `APS`, each to a value unequal to the sample's.
    static let apsChanges: [(String, @Sendable (inout APNs.APS) -> Void)] = [
        ("alert", { $0.alert = "other" }), ("badge", { $0.badge = 8 }), ("sound", { $0.sound = .default }),
        ("threadID", { $0.threadID = "x" }), ("category", { $0.category = "x" }),
        ("contentAvailable", { $0.contentAvailable = false }), ("mutableContent", { $0.mutableContent = false }),
        ("targetContentID", { $0.targetContentID = "x" }), ("interruptionLevel", { $0.interruptionLevel = .passive }),
        ("relevanceScore", { $0.relevanceScore = 0.5 }), ("filterCriteria", { $0.filterCriteria = "x" }),
        ("contentChanged", { $0.contentChanged = false }), ("urlArgs", { $0.urlArgs = [] }),
        ("event", { $0.event = .end }), ("timestamp", { $0.timestamp = 1 }),
        ("contentState", { $0.contentState = [:] }),
        ("staleDate", { $0.staleDate = 1 }), ("dismissalDate", { $0.dismissalDate = 1 }),
        ("attributesType", { $0.attributesType = "x" }), ("attributes", { $0.attributes = [:] }),
        ("inputPushToken", { $0.inputPushToken = false }), ("inputPushChannel", { $0.inputPushChannel = "x" }),
        ("kept", { $0.extra = [:] }),
    ]

    @Test("changing any field of aps changes its equality and hash; the list covers every field")
    func apsFieldsCount() {
        #expect(Set(Self.apsChanges.map(\.0)) == Set(Self.fields(of: Self.aps).map(\.name)))
        for (name, change) in Self.apsChanges {
            var changed = Self.aps
            change(&changed)
            #expect(changed != Self.aps, "\(name)")
            #expect(changed.hashValue != Self.aps.hashValue, "\(name)")
        }
    }

    @Test("number literals of typed fields come back as written, until the value changes")
    func literals() throws {
        let text = #"{"aps":{"badge":3.0,"relevance-score":0.50,"content-available":1.0,"timestamp":1.685952e9}}"#
        var payload = try APNs.Payload(jsonBytes: Array(text.utf8))
        #expect(payload.aps?.badge == 3 && payload.aps?.timestamp == 1_685_952_000)
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == text)
        payload.aps?.badge = 4
        payload.aps?.relevanceScore = 0.75
        #expect(
            String(decoding: try payload.jsonBytes(), as: UTF8.self)
                == #"{"aps":{"badge":4,"relevance-score":0.75,"content-available":1.0,"timestamp":1.685952e9}}"#)
        #expect(payload == (try APNs.Payload(jsonBytes: try payload.jsonBytes())))
    }
}
