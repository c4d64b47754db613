import Foundation
import Testing

@testable import PushPayloads

/// Every typed accessor reads and writes its own member: a sample sets every documented key, the
/// sample survives both coders, and changing any one accessor changes that member only, with a
/// different value and hash.
@Suite("APNs model invariants")
struct APNsModelInvariantTests {
    static let content: APNs.AlertContent = {
        var content = APNs.AlertContent(
            title: "t", subtitle: "s", body: "b", launchImage: "l.png", titleLocKey: "TK", titleLocArgs: ["a"],
            subtitleLocKey: "SK", subtitleLocArgs: ["b"], locKey: "K", locArgs: ["c"])
        content.members["y"] = "z"
        return content
    }()

    static let sound: APNs.CriticalSound = {
        var sound = APNs.CriticalSound(critical: true, name: "alarm.caf", volume: 0.75)
        sound.members["pitch"] = 2
        return sound
    }()

    static let aps: APNs.APS = {
        var aps = APNs.APS(
            alert: .content(content), badge: 7, sound: .critical(sound), threadID: "thread", category: "CAT",
            contentAvailable: true, mutableContent: true, targetContentID: "window", interruptionLevel: .timeSensitive,
            relevanceScore: 0.25, filterCriteria: "work", contentChanged: true, urlArgs: ["u"])
        aps.members["k"] = "v"
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

    @Test("the samples set every documented key")
    func samplesAreFull() {
        #expect(Set(APNs.APSKey.allCases.map(\.name)).subtracting(Self.aps.members.keys).isEmpty)
        let typedAlertKeys = APNs.AlertKey.allCases.filter { !$0.isLegacy && $0 != .sound }
        #expect(typedAlertKeys.count == 10)
        #expect(Set(typedAlertKeys.map(\.name)).subtracting(Self.content.members.keys).isEmpty)
        #expect(Set(APNs.SoundKey.allCases.map(\.name)).subtracting(Self.sound.members.keys).isEmpty)
    }

    @Test("the full body survives the library's coders and Foundation's")
    func roundTrip() throws {
        let bytes = try Self.payload.jsonBytes()
        #expect(try APNs.Payload(jsonBytes: bytes) == Self.payload)
        let foundation = try JSONDecoder().decode(APNs.Payload.self, from: try JSONEncoder().encode(Self.payload))
        #expect(foundation == Self.payload)
    }

    /// One change per accessor of `APS`, by the wire name of its key, each to a value unequal to the
    /// sample's.
    static let apsChanges: [(String, @Sendable (inout APNs.APS) -> Void)] = [
        ("alert", { $0.alert = "other" }), ("badge", { $0.badge = 8 }), ("sound", { $0.sound = .default }),
        ("thread-id", { $0.threadID = "x" }), ("category", { $0.category = "x" }),
        ("content-available", { $0.contentAvailable = false }), ("mutable-content", { $0.mutableContent = false }),
        ("target-content-id", { $0.targetContentID = "x" }),
        ("interruption-level", { $0.interruptionLevel = .passive }),
        ("relevance-score", { $0.relevanceScore = 0.5 }), ("filter-criteria", { $0.filterCriteria = "x" }),
        ("content-changed", { $0.contentChanged = false }), ("url-args", { $0.urlArgs = [] }),
        ("event", { $0.event = .end }), ("timestamp", { $0.timestamp = 1 }),
        ("content-state", { $0.contentState = [:] }),
        ("stale-date", { $0.staleDate = 1 }), ("dismissal-date", { $0.dismissalDate = 1 }),
        ("attributes-type", { $0.attributesType = "x" }), ("attributes", { $0.attributes = [:] }),
        ("input-push-token", { $0.inputPushToken = false }), ("input-push-channel", { $0.inputPushChannel = "x" }),
    ]

    @Test("changing any accessor of aps changes its own member only, and the value and hash; the list covers every key")
    func apsAccessors() {
        #expect(Set(Self.apsChanges.map(\.0)) == Set(APNs.APSKey.allCases.map(\.name)))
        for (name, change) in Self.apsChanges {
            var changed = Self.aps
            change(&changed)
            #expect(changed != Self.aps, "\(name)")
            #expect(changed.hashValue != Self.aps.hashValue, "\(name)")
            #expect(changed.members.keys == Self.aps.members.keys, "\(name) is set in place")
            let differing = changed.members.members.indices.filter {
                changed.members.members[$0].value != Self.aps.members.members[$0].value
            }
            #expect(differing.map { changed.members.members[$0].key } == [name], "\(name) writes its own member")
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
