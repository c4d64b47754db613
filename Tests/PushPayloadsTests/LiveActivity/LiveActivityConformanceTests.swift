import Foundation
import Testing

@testable import PushPayloads

/// The `[schema]` rules decided two ways: by decoding with the app's `Decodable` types, and from a
/// schema document describing the same types. Both must name the same rule at the same pointer.
@Suite("Live Activity conformance")
struct LiveActivityConformanceTests {
    typealias State = LiveActivityTypes.DeliveryState
    static let timestamp: Int64 = 1_767_225_600

    /// The schema document of ``LiveActivityTypes/DeliveryState``, written by hand.
    static let schema = try? LiveActivity.Schema(
        json: [
            "contentState": [
                "stage": "enum(preparing|onTheWay|delivered)", "priority": "enum(1|2)", "eta": "Date",
                "window": "ClosedRange<Date>", "receipt": "Data", "note": "String?", "progress": "Double",
                "stops": "[Int]", "courier": ["name": "String", "vehicle": "String?"], "tags": "[String: Bool]",
            ]
        ])

    /// A correct content state as the library encodes it, as JSON text.
    static let correct: String = {
        let bytes = (try? LiveActivity.contentEncoder.encode(LiveActivityTypes.state)) ?? []
        return String(decoding: bytes, as: UTF8.self)
    }()

    static func body(_ state: String) -> [UInt8] {
        Array(#"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":\#(state)}}"#.utf8)
    }

    /// The findings of a body checked with the Decodable types, or with the schema document.
    static func findings(_ state: String, decodable: Bool) -> [String] {
        var options = ValidationOptions(now: timestamp)
        if decodable {
            options.liveActivity.types = .init(contentState: State.self)
        } else {
            options.liveActivity.schema = schema
        }
        return PayloadValidator.validate(body(state), as: .liveActivity, options: options).diagnostics.map {
            "\($0.ruleID) \($0.pointer)"
        }
    }

    /// Replaces one member of the correct content state's JSON.
    static func with(_ key: String, _ value: String) throws -> String {
        var object = try #require(try JSONValue(parsing: Array(correct.utf8)).objectValue)
        object[key] = try JSONValue(parsing: Array(value.utf8))
        return String(decoding: JSONValue.object(object).jsonBytes(), as: UTF8.self)
    }

    @Test("the library's own encoding conforms both ways", arguments: [true, false])
    func correctConforms(_ decodable: Bool) {
        #expect(Self.schema != nil && !Self.correct.isEmpty)
        #expect(Self.findings(Self.correct, decodable: decodable).isEmpty)
    }

    static let eta = LiveActivityTypes.eta.timeIntervalSince1970

    /// One wrong member: the rule and the pointer both ways must report.
    static let mistakes: [(String, String, String, String)] = [
        ("eta", String(Int(eta)), "liveactivity.date-unix-seconds", "/aps/content-state/eta"),
        ("eta", String(Int(eta * 1000)), "liveactivity.date-unix-milliseconds", "/aps/content-state/eta"),
        ("eta", #""2026-01-01T00:30:00Z""#, "liveactivity.date-encoding", "/aps/content-state/eta"),
        (
            "window", #"{"lowerBound":788918000,"upperBound":788918600}"#, "liveactivity.range-encoding",
            "/aps/content-state/window"
        ),
        ("window", "[788918600,788918000]", "liveactivity.range-encoding", "/aps/content-state/window"),
        ("window", "[788918000]", "liveactivity.range-encoding", "/aps/content-state/window"),
        ("window", #"[788918000,"2026-01-01T00:30:00Z"]"#, "liveactivity.date-encoding", "/aps/content-state/window/1"),
        ("receipt", #""AAEC+vs""#, "liveactivity.data-encoding", "/aps/content-state/receipt"),
        ("receipt", #""AAEC-vs=""#, "liveactivity.data-encoding", "/aps/content-state/receipt"),
        ("stage", #""on_the_way""#, "liveactivity.enum-value", "/aps/content-state/stage"),
        ("priority", "3", "liveactivity.enum-value", "/aps/content-state/priority"),
        ("progress", #""0.5""#, "liveactivity.schema-type-mismatch", "/aps/content-state/progress"),
        ("stops", "[1,2.5]", "liveactivity.number-encoding", "/aps/content-state/stops/1"),
        ("stops", "[1,9223372036854775808]", "liveactivity.number-encoding", "/aps/content-state/stops/1"),
        ("tags", #"{"fragile":1}"#, "liveactivity.bool-encoding", "/aps/content-state/tags/fragile"),
        ("courier", #"{"vehicle":"bike"}"#, "liveactivity.schema-missing-key", "/aps/content-state/courier"),
        ("progress", "null", "liveactivity.schema-type-mismatch", "/aps/content-state/progress"),
    ]

    @Test("each encoding mistake gets its rule at its pointer, decoding or from the schema", arguments: mistakes)
    func mistake(_ key: String, _ value: String, _ rule: String, _ pointer: String) throws {
        let state = try Self.with(key, value)
        for decodable in [true, false] {
            let found = Self.findings(state, decodable: decodable).filter { !$0.hasPrefix("json.") }
            #expect(found == ["\(rule) \(pointer)"], "decoding: \(decodable)")
        }
    }

    @Test("a snake_case key is unknown with its camelCase counterpart suggested, both ways", arguments: [true, false])
    func snakeCase(_ decodable: Bool) throws {
        var options = ValidationOptions(now: Self.timestamp)
        if decodable {
            options.liveActivity.types = .init(contentState: State.self)
        } else {
            options.liveActivity.schema = Self.schema
        }
        let state = try Self.with("note", #""x""#).replacingOccurrences(of: #""note""#, with: #""no_te""#)
            .replacingOccurrences(of: #""progress""#, with: #""progress_value""#)
        let report = PayloadValidator.validate(Self.body(state), as: .liveActivity, options: options)
        let unknown = report.diagnostics.filter { $0.ruleID == "liveactivity.schema-unknown-key" }
        if decodable {
            // Decoding stops at the missing progress, so the unknown keys are not judged.
            #expect(report.diagnostics.map(\.ruleID) == ["liveactivity.schema-missing-key"])
        } else {
            #expect(
                unknown.map { "\($0.pointer) \($0.suggestion ?? "-")" } == [
                    "/aps/content-state/progress_value -", "/aps/content-state/no_te note",
                ])
        }
        // With the member present under both names, decoding succeeds and the extra key is unknown.
        let both = Self.correct.replacingOccurrences(of: "{", with: #"{"drop_off":1,"#, options: .anchored)
        let extra = PayloadValidator.validate(Self.body(both), as: .liveActivity, options: options)
        #expect(extra.diagnostics.map(\.ruleID) == ["liveactivity.schema-unknown-key"])
    }

    @Test("a duplicated key that was read is not unknown; a misnamed optional suggests its property")
    func duplicatesAndOptionals() throws {
        var options = ValidationOptions(now: Self.timestamp)
        options.liveActivity.types = .init(contentState: State.self)
        let duplicated = Self.correct.replacingOccurrences(of: "{", with: #"{"progress":1,"#, options: .anchored)
        let report = PayloadValidator.validate(Self.body(duplicated), as: .liveActivity, options: options)
        #expect(report.diagnostics.map(\.ruleID) == ["json.duplicate-key"])
        let misnamed = Self.correct.replacingOccurrences(of: "{", with: #"{"NOTE":"x","#, options: .anchored)
        let unknown = PayloadValidator.validate(Self.body(misnamed), as: .liveActivity, options: options).diagnostics
        #expect(unknown.map { "\($0.ruleID) \($0.suggestion ?? "-")" } == ["liveactivity.schema-unknown-key note"])
    }

    @Test(
        "the mPaaS seed's custom init(from:) is honoured: all three encodings conform by decoding",
        arguments: [
            "15", #""15""#, "[786304800,786305700]",
        ])
    func pizzaDelivery(_ time: String) {
        var options = ValidationOptions(now: Self.timestamp)
        options.liveActivity.types = .init(
            attributes: LiveActivityTypes.PizzaDeliveryAttributes.self,
            contentState: LiveActivityTypes.PizzaDeliveryAttributes.ContentState.self)
        let state = #"{"driverName":"TIM","estimatedDeliveryTime":\#(time)}"#
        let report = PayloadValidator.validate(Self.body(state), as: .liveActivity, options: options)
        #expect(report.diagnostics.isEmpty)
        let wrong = PayloadValidator.validate(
            Self.body(#"{"driverName":"TIM","estimatedDeliveryTime":"soon"}"#), as: .liveActivity, options: options)
        // Neither minutes nor a range: the type's last attempt, a ClosedRange<Date>, names the rule.
        #expect(
            wrong.diagnostics.map { "\($0.ruleID) \($0.pointer)" } == [
                "liveactivity.range-encoding /aps/content-state/estimatedDeliveryTime"
            ])
    }

    @Test("check counts what validate reports with Decodable types")
    func checkAgrees() throws {
        var options = ValidationOptions(now: Self.timestamp)
        options.liveActivity.types = .init(contentState: State.self)
        for (key, value, _, _) in Self.mistakes {
            let bytes = Self.body(try Self.with(key, value))
            let report = PayloadValidator.validate(bytes, as: .liveActivity, options: options)
            let summary = PayloadValidator.check(bytes, as: .liveActivity, options: options)
            #expect(summary.errors == report.count(of: .error) && summary.warnings == report.count(of: .warning))
        }
    }
}
