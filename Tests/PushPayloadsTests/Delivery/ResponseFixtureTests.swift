import Testing

@testable import PushPayloads

/// Every recorded-answer fixture round-trips byte for byte through its model (compact files as
/// they are; `pretty-` files to their compact form), unknown reasons, codes and members included,
/// and the model's next step is the one the `next-step` finding names.
@Suite("Response fixtures")
struct ResponseFixtureTests {
    static let fixtures = Fixture.all("apns-response") + Fixture.all("fcm-response")

    /// The bytes of a fixture's model and the model's next step, or `nil` when it does not decode.
    static func model(_ fixture: Fixture, _ bytes: [UInt8]) throws -> (bytes: [UInt8], step: NextStep)? {
        let document = try JSONReader.read(bytes)
        guard document.kind(of: 0) == .object else { return nil }
        let envelope = RecordedEnvelope.isEnvelope(document)
        switch (fixture.kind, envelope) {
        case ("apns-response", true):
            guard let model = try? APNs.Response(jsonBytes: bytes) else { return nil }
            return (try model.jsonBytes(), model.nextStep)
        case ("apns-response", false):
            guard let model = try? APNs.ResponseBody(jsonBytes: bytes) else { return nil }
            let step = APNs.Response.nextStep(
                status: model.reason?.documented?.status, reason: model.reason, timestamp: model.timestamp,
                headers: ResponseHeaders.object(nil))
            return (try model.jsonBytes(), step)
        case (_, true):
            guard let model = try? FCM.Response(jsonBytes: bytes) else { return nil }
            return (try model.jsonBytes(), model.nextStep)
        default:
            guard let model = try? FCM.ResponseBody(jsonBytes: bytes) else { return nil }
            return (
                try model.jsonBytes(),
                FCM.Response.nextStep(
                    status: nil, body: JSONValue.object(model.members), headers: ResponseHeaders.object(nil))
            )
        }
    }

    @Test("each fixture's model writes its bytes back", arguments: fixtures)
    func roundTrip(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        let (written, _) = try #require(try Self.model(fixture, bytes))
        let compact = try JSONReader.read(bytes).root.jsonBytes()
        #expect(written == compact)
        if !fixture.path.contains("pretty") { #expect(written == bytes) }
    }

    @Test("the model's next step is the step the validator reports", arguments: fixtures)
    func stepAgrees(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        guard let (_, step) = try Self.model(fixture, bytes) else { return }
        let kind = try #require(PayloadKind(named: fixture.kind))
        let report = PayloadValidator.validate(bytes, as: kind)
        let reported = report.diagnostics.first { $0.ruleID.hasSuffix(".next-step") && $0.pointer == JSONPointer() }
        #expect(reported?.nextStep == step)
        #expect(reported?.message.hasPrefix("next step: \(step)") == true)
    }

    @Test("there are fixtures of both kinds, and most of them decode as models")
    func present() throws {
        #expect(Self.fixtures.filter { $0.kind == "apns-response" }.count >= 30)
        #expect(Self.fixtures.filter { $0.kind == "fcm-response" }.count >= 30)
        let decoded = try Self.fixtures.filter { try Self.model($0, $0.bytes) != nil }
        #expect(decoded.count >= Self.fixtures.count - 10)
    }
}
