import Foundation
import Testing

@testable import PushPayloads

/// The Live Activity fixtures through the models, and Apple's examples under both kinds.
@Suite("Live Activity fixtures")
struct LiveActivityFixtureTests {
    typealias Update = LiveActivity.Payload<JSONValue>
    typealias Start = LiveActivity.StartPayload<JSONValue, JSONValue>

    static let valid = Fixture.all("liveactivity").filter(\.isValidGroup)

    @Test(
        "valid fixtures round-trip through the models: same bytes when compact, equal models always", arguments: valid)
    func roundTrip(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        let isStart = try JSONValue(parsing: bytes)["aps"]?["event"] == "start"
        let encoded = isStart ? try Start(jsonBytes: bytes).jsonBytes() : try Update(jsonBytes: bytes).jsonBytes()
        if !fixture.path.contains("/pretty-") {
            #expect(encoded == bytes)
        }
        if isStart {
            #expect(try Start(jsonBytes: encoded) == Start(jsonBytes: bytes))
            #expect(try JSONDecoder().decode(Start.self, from: Data(bytes)) == Start(jsonBytes: bytes))
        } else {
            #expect(try Update(jsonBytes: encoded) == Update(jsonBytes: bytes))
            #expect(try JSONDecoder().decode(Update.self, from: Data(bytes)) == Update(jsonBytes: bytes))
        }
    }

    static let apple = valid.filter { $0.path.contains("/apple-") }

    @Test("Apple's examples are clean as liveactivity and as apns with the liveactivity push type", arguments: apple)
    func appleExamples(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        var options = try fixture.expected.options
        #expect(PayloadValidator.validate(bytes, as: .liveActivity, options: options).diagnostics.isEmpty)
        options.apns.pushType = .liveActivity
        let asAPNs = PayloadValidator.validate(bytes, as: .apns, options: options)
        #expect(asAPNs.diagnostics.isEmpty && asAPNs.kind == .liveActivity)
        var byTopic = try fixture.expected.options
        byTopic.apns.request = APNs.Request(topic: "com.example.app.push-type.liveactivity")
        // A topic ending in .push-type.liveactivity says the push type too; the request context
        // then adds only the priority budget's note for updates and ends.
        let asTopic = PayloadValidator.validate(bytes, as: .apns, options: byTopic)
        #expect(asTopic.kind == .liveActivity)
        #expect(asTopic.diagnostics.allSatisfy { $0.ruleID == "liveactivity.priority-budget" })
        let detected = PayloadValidator.validate(bytes, as: .auto, options: try fixture.expected.options)
        #expect(detected.kind == .liveActivity && detected.diagnostics.map(\.ruleID) == ["json.auto-kind"])
    }
}
