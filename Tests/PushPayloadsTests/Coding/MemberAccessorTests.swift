import Foundation
import Testing

@testable import PushPayloads

/// The models keep their members as given and read them through typed accessors: an accessor is
/// `nil` for a value of another JSON type, a set replaces the member in place, and no key is ever
/// written twice.
@Suite("Typed accessors over kept members")
struct MemberAccessorTests {
    /// Values of every JSON type: each typed key gets each, so both "fits the type" and "does not"
    /// are tried for every key.
    static let values: [JSONValue] = [
        .null, true, false, 0, 1, 5, -3, 0.5, 1.0, "text", "default", [], ["a", "b"], [:],
        ["title": "T", "body": "B"],
    ]

    /// No object in `bytes` has a key twice, by the validator's own reading.
    static func expectOneOfEachKey(_ bytes: [UInt8], _ context: String) {
        let report = PayloadValidator.validate(bytes, as: .json)
        #expect(report.fatalRuleIDs.isEmpty, "\(context): \(String(decoding: bytes, as: UTF8.self))")
        #expect(
            !report.ruleIDs.contains("json.duplicate-key"), "\(context): \(String(decoding: bytes, as: UTF8.self))")
    }

    /// Encodes `model`, checks no key repeats, and that decoding the bytes gives the model back.
    static func expectSettled<M: PayloadModel & Equatable>(_ model: M, _ context: String) throws {
        let bytes = try model.jsonBytes()
        expectOneOfEachKey(bytes, context)
        #expect(try M(jsonBytes: bytes) == model, "\(context): \(String(decoding: bytes, as: UTF8.self))")
    }

    /// Whether the accessor of `key` reads a value, by the key's own accessor.
    static func reads(_ aps: APNs.APS, _ key: APNs.APSKey) -> Bool {
        switch key {
        case .alert: aps.alert != nil
        case .badge: aps.badge != nil
        case .sound: aps.sound != nil
        case .threadID: aps.threadID != nil
        case .category: aps.category != nil
        case .contentAvailable: aps.contentAvailable != nil
        case .mutableContent: aps.mutableContent != nil
        case .targetContentID: aps.targetContentID != nil
        case .interruptionLevel: aps.interruptionLevel != nil
        case .relevanceScore: aps.relevanceScore != nil
        case .filterCriteria: aps.filterCriteria != nil
        case .contentChanged: aps.contentChanged != nil
        case .urlArgs: aps.urlArgs != nil
        case .event: aps.event != nil
        case .timestamp: aps.timestamp != nil
        case .contentState: aps.contentState != nil
        case .staleDate: aps.staleDate != nil
        case .dismissalDate: aps.dismissalDate != nil
        case .attributesType: aps.attributesType != nil
        case .attributes: aps.attributes != nil
        case .inputPushToken: aps.inputPushToken != nil
        case .inputPushChannel: aps.inputPushChannel != nil
        }
    }

    /// The JSON values Apple documents for each key, written out here (not read from the package's
    /// tables): what an accessor must read.
    static func documented(_ key: APNs.APSKey, _ value: JSONValue) -> Bool {
        switch (key, value) {
        case (.alert, .string), (.alert, .object), (.sound, .string), (.sound, .object): true
        case (.contentState, _), (.attributes, _): true
        case (.badge, .number(let n)), (.timestamp, .number(let n)), (.staleDate, .number(let n)),
            (.dismissalDate, .number(let n)):
            n.isInteger
        case (.contentAvailable, .number(let n)), (.mutableContent, .number(let n)), (.inputPushToken, .number(let n)):
            n.int64Value == 0 || n.int64Value == 1
        case (.relevanceScore, .number): true
        case (.contentChanged, .bool): true
        case (.urlArgs, .array(let elements)): elements.allSatisfy { $0.stringValue != nil }
        case (.threadID, .string), (.category, .string), (.targetContentID, .string), (.interruptionLevel, .string),
            (.filterCriteria, .string), (.event, .string), (.attributesType, .string), (.inputPushChannel, .string):
            true
        default: false
        }
    }

    @Test("members[\"aps\"] = an object is aps; any other value is the body's one aps")
    func apsThroughMembers() throws {
        var payload = APNs.Payload(aps: APNs.APS(badge: 2), custom: ["k": 1])
        payload.members["aps"] = ["badge": 1]
        #expect(payload.aps?.badge == 1)
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"aps":{"badge":1},"k":1}"#)

        payload.members["aps"] = 5
        #expect(payload.aps == nil)
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"aps":5,"k":1}"#)
        try Self.expectSettled(payload, "aps = 5")

        payload.aps = APNs.APS(sound: .default)
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"aps":{"sound":"default"},"k":1}"#)
        try Self.expectSettled(payload, "aps set again")

        let built = APNs.Payload(aps: APNs.APS(badge: 9), custom: ["k": 1, "aps": ["badge": 4]])
        #expect(built.aps?.badge == 4, "an aps among the custom keys given to init is the later write")
        #expect(String(decoding: try built.jsonBytes(), as: UTF8.self) == #"{"k":1,"aps":{"badge":4}}"#)
    }

    @Test("aps.members[\"badge\"] is badge when it is an integer, and nil when it is not")
    func badgeThroughMembers() throws {
        var payload = APNs.Payload(aps: APNs.APS(badge: 3, sound: "a"))
        payload.aps?.members["badge"] = 5
        #expect(payload.aps?.badge == 5)
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"aps":{"badge":5,"sound":"a"}}"#)

        payload.aps?.members["badge"] = "five"
        #expect(payload.aps?.badge == nil)
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"aps":{"badge":"five","sound":"a"}}"#)
        try Self.expectSettled(payload, "badge five")

        payload.aps?.badge = 2
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"aps":{"badge":2,"sound":"a"}}"#)
        payload.aps?.badge = nil
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"aps":{"sound":"a"}}"#)
    }

    @Test("flags are written 1 and 0; a number that is not one stays as given and reads nil")
    func flags() throws {
        var aps = APNs.APS(contentAvailable: true, mutableContent: false)
        #expect(
            String(decoding: try PayloadEncoder().encode(aps), as: UTF8.self)
                == #"{"content-available":1,"mutable-content":0}"#)
        aps.members["content-available"] = true
        #expect(aps.contentAvailable == nil, "true is not the documented 1")
        aps.members["content-available"] = 2
        #expect(aps.contentAvailable == nil)
        let decoded = try PayloadDecoder().decode(APNs.APS.self, from: Array(#"{"content-available":1.0}"#.utf8))
        #expect(decoded.contentAvailable == true)
        #expect(String(decoding: try PayloadEncoder().encode(decoded), as: UTF8.self) == #"{"content-available":1.0}"#)
    }

    @Test("a number JSON cannot hold is written null, which validation reports")
    func nonFiniteNumbers() throws {
        var aps = APNs.APS(relevanceScore: .nan)
        #expect(aps.members["relevance-score"] == .null)
        #expect(aps.relevanceScore == nil)
        aps.sound = .critical(APNs.CriticalSound(volume: .infinity))
        let bytes = try APNs.Payload(aps: aps).jsonBytes()
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""volume":null"#))
        let report = PayloadValidator.validate(bytes, as: .apns)
        #expect(report.diagnostics.contains { $0.pointer == "/aps/relevance-score" })
        #expect(report.diagnostics.contains { $0.pointer == "/aps/sound/volume" })
    }

    @Test("every typed aps key, set in members with a value of each JSON type, reads as documented, once")
    func everyAPSKey() throws {
        for key in APNs.APSKey.allCases {
            for value in Self.values {
                var aps = APNs.APS(alert: "hi", badge: 1)
                aps.members[key.name] = value
                #expect(
                    Self.reads(aps, key) == Self.documented(key, value), "\(key.name) = \(value): the accessor reads it"
                )
                try Self.expectSettled(APNs.Payload(aps: aps), "\(key.name) = \(value)")
            }
        }
    }

    @Test("every alert, sound and Live Activity alert key, set in members, is written once")
    func nestedKeys() throws {
        for key in APNs.AlertKey.allCases {
            for value in Self.values {
                var content = APNs.AlertContent(title: "T", body: "B", locKey: "k", locArgs: ["a"])
                content.members[key.name] = value
                try Self.expectSettled(APNs.Payload(aps: APNs.APS(alert: .content(content))), "alert \(key.name)")
            }
        }
        for key in APNs.SoundKey.allCases {
            for value in Self.values {
                var sound = APNs.CriticalSound(volume: 0.5)
                sound.members[key.name] = value
                try Self.expectSettled(APNs.Payload(aps: APNs.APS(sound: .critical(sound))), "sound \(key.name)")
            }
        }
        for key in ["title", "body", "sound"] {
            for value in Self.values {
                var alert = LiveActivity.Alert(title: "T", body: "B", sound: "default")
                alert.members[key] = value
                let bytes = try PayloadEncoder().encode(alert)
                Self.expectOneOfEachKey(bytes, "Live Activity alert \(key) = \(value)")
                #expect(try PayloadDecoder().decode(LiveActivity.Alert.self, from: bytes) == alert)
            }
        }
    }

    @Test("a key given twice in a body, aps or its objects is read and written once: the first")
    func repeatedKeys() throws {
        let text =
            #"{"aps":{"alert":{"title":"A","title":"B"},"badge":1,"badge":2,"sound":{"name":"x","name":"y"}},"#
            + #""aps":{"badge":3},"k":{"a":1,"a":2}}"#
        let payload = try APNs.Payload(jsonBytes: Array(text.utf8))
        #expect(payload.aps?.badge == 1)
        #expect(
            String(decoding: try payload.jsonBytes(), as: UTF8.self)
                == #"{"aps":{"alert":{"title":"A"},"badge":1,"sound":{"name":"x"}},"k":{"a":1,"a":2}}"#,
            "custom values are the app's JSON, kept as given")
    }

    struct Score: Codable, Hashable, Sendable {
        var home: Int
    }

    @Test("a Live Activity payload's content state is read from its members, and throws when it is not one")
    func liveActivityContentState() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var payload = try LiveActivity.Payload.update(Score(home: 1), at: now)
        payload.members["aps"] = ["event": "update", "timestamp": 1_700_000_001, "content-state": ["home": 2]]
        #expect(try payload.contentState == Score(home: 2))
        #expect(payload.aps?.timestamp == 1_700_000_001)
        try Self.expectSettled(payload, "decodable aps")

        payload.members["aps"] = ["event": "update", "content-state": ["away": 2]]
        #expect(throws: DecodingError.self) { try payload.contentState }
        #expect(
            String(decoding: try payload.jsonBytes(), as: UTF8.self)
                == #"{"aps":{"event":"update","content-state":{"away":2}}}"#)

        try payload.setContentState(Score(home: 3))
        #expect(
            String(decoding: try payload.jsonBytes(), as: UTF8.self)
                == #"{"aps":{"event":"update","content-state":{"home":3}}}"#, "set in place")
    }

    /// `value` with the first member of each key only: duplicates the caller appended on purpose
    /// (``JSONObject/append(key:value:)``) are the caller's, not the model's.
    static func firstOfEachKey(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let elements): return .array(elements.map(firstOfEachKey))
        case .object(let object):
            var unique = JSONObject()
            for member in object.members where !unique.contains(key: member.key) {
                unique[member.key] = firstOfEachKey(member.value)
            }
            return .object(unique)
        default: return value
        }
    }

    @Test(
        "random edits through accessors and members always write valid JSON with one of each key",
        arguments: PropertyTests.seeds)
    func randomEdits(_ seed: UInt64) throws {
        var random = PropertyTests.Generator(seed: seed)
        var payload = random.payload()
        payload.members = Self.firstOfEachKey(.object(payload.members)).objectValue ?? [:]
        var generator = Edits(random: random)
        let apsKeys = APNs.APSKey.allCases.map(\.name)
        for step in 0..<40 {
            switch generator.int(0...6) {
            case 0:
                payload.members["aps"] = generator.chance(70) ? .object(["badge": 1, "sound": "x"]) : generator.value()
            case 1: payload.aps?.members[apsKeys[generator.int(0...(apsKeys.count - 1))]] = generator.value()
            case 2: payload.aps?.badge = generator.chance(80) ? generator.int(0...9) : nil
            case 3:
                if generator.chance(80) {
                    var aps = APNs.APS(alert: "hi")
                    aps.members["badge"] = generator.value()
                    payload.aps = aps
                } else {
                    payload.aps = nil
                }
            case 4: payload.members[generator.string(maxLength: 3)] = generator.value()
            case 5:
                if case .content(var content)? = payload.aps?.alert {
                    content.members[["title", "loc-args", "body"][generator.int(0...2)]] = generator.value()
                    payload.aps?.alert = .content(content)
                }
            default: payload.aps?.members[generator.string(maxLength: 3)] = generator.value()
            }
            let bytes = try payload.jsonBytes()
            Self.expectOneOfEachKey(bytes, "seed \(seed) step \(step)")
            #expect(try APNs.Payload(jsonBytes: bytes) == payload, "seed \(seed) step \(step)")
        }
    }

    /// The generator, with values of one member per key.
    struct Edits {
        var random: PropertyTests.Generator
        mutating func int(_ range: ClosedRange<Int>) -> Int { random.int(range) }
        mutating func chance(_ percent: Int) -> Bool { random.chance(percent) }
        mutating func string(maxLength: Int) -> String { random.string(maxLength: maxLength) }
        mutating func value() -> JSONValue { MemberAccessorTests.firstOfEachKey(random.value()) }
    }
}
