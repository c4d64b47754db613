import Foundation
import Testing

@testable import PushPayloads

/// Typed keys set through a model's untyped door (`custom`, `extra`): read as decoding reads them,
/// never written twice.
@Suite("Typed keys through the untyped door")
struct UntypedMembersTests {
    /// Values of every JSON type: each typed key gets each, so both "fits the type" and "does not"
    /// are tried for every key.
    static let values: [JSONValue] = [
        .null, true, false, 0, 1, 5, -3, 0.5, "text", "default", [], ["a", "b"], [:], ["title": "T", "body": "B"],
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

    /// An `aps` with every typed key set.
    static func fullAPS() throws -> APNs.APS {
        try PayloadDecoder().decode(
            APNs.APS.self,
            from: Array(
                """
                {"alert":{"title":"T","subtitle":"S","body":"B","launch-image":"l","title-loc-key":"tk",\
                "title-loc-args":["a"],"subtitle-loc-key":"sk","subtitle-loc-args":["b"],"loc-key":"k",\
                "loc-args":["c"]},"badge":3,"sound":{"critical":1,"name":"default","volume":0.5},\
                "thread-id":"t","category":"c","content-available":1,"mutable-content":1,\
                "target-content-id":"w","interruption-level":"active","relevance-score":0.5,\
                "filter-criteria":"f","content-changed":true,"url-args":["u"],"event":"update",\
                "timestamp":1700000000,"content-state":{"n":1},"stale-date":1700000100,\
                "dismissal-date":1700000200,"attributes-type":"A","attributes":{"x":1},\
                "input-push-token":1,"input-push-channel":"ch"}
                """.utf8))
    }

    @Test("custom[\"aps\"] = an object sets aps; any other value is the body's one aps")
    func customAPS() throws {
        var payload = APNs.Payload(aps: APNs.APS(badge: 2), custom: ["k": 1])
        payload.custom["aps"] = ["badge": 1]
        #expect(payload.aps?.badge == 1)
        #expect(!payload.custom.contains(key: "aps"))
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"k":1,"aps":{"badge":1}}"#)

        payload.custom["aps"] = 5
        #expect(payload.aps == nil)
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"k":1,"aps":5}"#)
        try Self.expectSettled(payload, "aps = 5")

        payload.aps = APNs.APS(sound: .default)
        #expect(!payload.custom.contains(key: "aps"), "setting aps replaces the one in custom")
        try Self.expectSettled(payload, "aps set again")

        let built = APNs.Payload(aps: APNs.APS(badge: 9), custom: ["aps": ["badge": 4]])
        #expect(built.aps?.badge == 4, "the custom aps given to init is the later write")
        try Self.expectSettled(built, "init")
    }

    @Test("extra[\"badge\"] sets badge when it is a number, and stays in extra when it is not")
    func extraBadge() throws {
        var payload = APNs.Payload(aps: APNs.APS(badge: 3))
        payload.aps?.extra["badge"] = 5
        #expect(payload.aps?.badge == 5)
        #expect(payload.aps?.extra.isEmpty == true)
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"aps":{"badge":5}}"#)

        payload.aps?.extra["badge"] = "five"
        #expect(payload.aps?.badge == nil)
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"aps":{"badge":"five"}}"#)
        try Self.expectSettled(payload, "badge five")

        payload.aps?.badge = 2
        #expect(payload.aps?.extra["badge"] == nil, "the typed property replaces the kept member")
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == #"{"aps":{"badge":2}}"#)
    }

    @Test("every typed aps key, set in extra with a value of each JSON type, is written once")
    func everyAPSKey() throws {
        for key in APNs.APSKey.allCases {
            for value in Self.values {
                var aps = try Self.fullAPS()
                aps.extra[key.name] = value
                let payload = APNs.Payload(aps: aps)
                try Self.expectSettled(payload, "\(key.name) = \(value)")
                let written = try PayloadDecoder().decode(JSONValue.self, from: try payload.jsonBytes())
                let typedValue = try PayloadEncoder().encodeValue(aps)[key.name]
                #expect(written["aps"]?[key.name] == typedValue, "\(key.name) = \(value): the model says what is sent")
            }
        }
    }

    @Test("every typed alert, sound and Live Activity alert key, set in extra, is written once")
    func nestedKeys() throws {
        for key in APNs.AlertKey.allCases {
            for value in Self.values {
                var content = APNs.AlertContent(title: "T", body: "B", locKey: "k", locArgs: ["a"])
                content.extra[key.name] = value
                try Self.expectSettled(APNs.Payload(aps: APNs.APS(alert: .content(content))), "alert \(key.name)")
            }
        }
        for key in APNs.SoundKey.allCases {
            for value in Self.values {
                var sound = APNs.CriticalSound(volume: 0.5)
                sound.extra[key.name] = value
                try Self.expectSettled(APNs.Payload(aps: APNs.APS(sound: .critical(sound))), "sound \(key.name)")
            }
        }
        for key in ["title", "body", "sound"] {
            for value in Self.values {
                var alert = LiveActivity.Alert(title: "T", body: "B", sound: "default")
                alert.extra[key] = value
                let bytes = try PayloadEncoder().encode(alert)
                Self.expectOneOfEachKey(bytes, "Live Activity alert \(key) = \(value)")
                #expect(try PayloadDecoder().decode(LiveActivity.Alert.self, from: bytes) == alert)
            }
        }
    }

    struct Score: Codable, Hashable, Sendable {
        var home: Int
    }

    @Test("a Live Activity payload's custom aps: read when it decodes, written in place of aps when not")
    func liveActivityCustomAPS() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var payload = LiveActivity.Payload.update(Score(home: 1), at: now)
        payload.custom["aps"] = ["event": "update", "timestamp": 1_700_000_001, "content-state": ["home": 2]]
        #expect(payload.contentState == Score(home: 2))
        #expect(payload.aps.timestamp == 1_700_000_001)
        try Self.expectSettled(payload, "decodable aps")

        payload.custom["aps"] = ["event": "update", "content-state": ["away": 2]]
        let bytes = try payload.jsonBytes()
        Self.expectOneOfEachKey(bytes, "aps whose content state is not a Score")
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"aps":{"event":"update","content-state":{"away":2}}}"#)

        payload.aps.badge = 1
        #expect(!payload.custom.contains(key: "aps"), "editing aps replaces the one in custom")
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
        "random edits through typed and untyped doors always write valid JSON with one of each key",
        arguments: PropertyTests.seeds)
    func randomEdits(_ seed: UInt64) throws {
        var random = PropertyTests.Generator(seed: seed)
        var payload = random.payload()
        payload.custom = Self.firstOfEachKey(.object(payload.custom)).objectValue ?? [:]
        var generator = Edits(random: random)
        let apsKeys = APNs.APSKey.allCases.map(\.name)
        for step in 0..<40 {
            switch generator.int(0...6) {
            case 0:
                payload.custom["aps"] = generator.chance(70) ? .object(["badge": 1, "sound": "x"]) : generator.value()
            case 1: payload.aps?.extra[apsKeys[generator.int(0...(apsKeys.count - 1))]] = generator.value()
            case 2: payload.aps?.badge = generator.chance(80) ? generator.int(0...9) : nil
            case 3:
                payload.aps = generator.chance(80) ? APNs.APS(alert: "hi", extra: ["badge": generator.value()]) : nil
            case 4: payload.custom[generator.string(maxLength: 3)] = generator.value()
            case 5:
                if case .content(var content)? = payload.aps?.alert {
                    content.extra[["title", "loc-args", "body"][generator.int(0...2)]] = generator.value()
                    payload.aps?.alert = .content(content)
                }
            default: payload.aps?.extra[generator.string(maxLength: 3)] = generator.value()
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
        mutating func value() -> JSONValue { UntypedMembersTests.firstOfEachKey(random.value()) }
    }
}
