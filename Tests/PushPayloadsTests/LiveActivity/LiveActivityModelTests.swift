import Foundation
import Testing

@testable import PushPayloads

/// The typed Live Activity payloads: ActivityKit's encoding of the app's types, Unix seconds in
/// `aps`, lossless round trips, and agreement with Foundation's coders.
@Suite("Live Activity models")
struct LiveActivityModelTests {
    typealias State = LiveActivityTypes.DeliveryState
    typealias Attributes = LiveActivityTypes.DeliveryAttributes
    static let sent = Date(timeIntervalSince1970: 1_767_225_600.9)

    @Test("a built update decodes with Foundation's default JSONDecoder to an equal content state")
    func foundationDecodesContentState() throws {
        let payload = try LiveActivity.Payload.update(
            LiveActivityTypes.state, at: Self.sent, staleDate: Self.sent.addingTimeInterval(3600),
            alert: .init(title: "On its way", body: .localized(key: "ETA_%@", arguments: ["5"]), sound: "default"))
        let bytes = try payload.jsonBytes()
        // ActivityKit's side: Foundation, default strategies, reading only content-state.
        struct Wire: Decodable {
            struct APS: Decodable {
                var timestamp: Int64
                var event: String
                var contentState: State
                var staleDate: Int64
                enum CodingKeys: String, CodingKey {
                    case timestamp, event, contentState = "content-state", staleDate = "stale-date"
                }
            }
            var aps: APS
        }
        let wire = try JSONDecoder().decode(Wire.self, from: Data(bytes))
        #expect(wire.aps.contentState == LiveActivityTypes.state)
        #expect(wire.aps.timestamp == 1_767_225_600 && wire.aps.staleDate == 1_767_229_200)
        #expect(wire.aps.event == "update")
        // The Date is seconds since 2001, not Unix seconds.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let state = try #require((object["aps"] as? [String: Any])?["content-state"] as? [String: Any])
        #expect(state["eta"] as? Double == LiveActivityTypes.eta.timeIntervalSince1970 - 978_307_200)
        #expect(state["receipt"] as? String == Data([0, 1, 2, 250, 251]).base64EncodedString())
        #expect(state["note"] == nil)
    }

    @Test("the content state is encoded with ActivityKit's strategies whatever the outer encoder says")
    func strategiesForced() throws {
        let payload = try LiveActivity.Payload.update(LiveActivityTypes.state, at: Self.sent)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.dataEncodingStrategy = .deferredToData
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let viaFoundation = try encoder.encode(payload)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let back = try decoder.decode(LiveActivity.Payload<State>.self, from: viaFoundation)
        #expect(try back.contentState == LiveActivityTypes.state)
        let ours = try LiveActivity.Payload<State>(jsonBytes: try payload.jsonBytes())
        #expect(ours == payload)
        #expect(try ours.contentState == back.contentState)
    }

    @Test("aps times are whole Unix seconds of the dates given")
    func unixSeconds() throws {
        let end = try LiveActivity.Payload<State>.end(
            nil, at: Self.sent, dismissalDate: Date(timeIntervalSince1970: 1_767_240_000.99))
        #expect(end.aps?.timestamp == 1_767_225_600 && end.aps?.dismissalDate == 1_767_240_000)
        #expect(end.timestamp == Date(timeIntervalSince1970: 1_767_225_600))
        #expect(
            String(decoding: try end.jsonBytes(), as: UTF8.self)
                == #"{"aps":{"timestamp":1767225600,"event":"end","dismissal-date":1767240000}}"#)
        #expect(LiveActivity.unixSeconds(Date(timeIntervalSince1970: -0.5)) == -1)
        #expect(LiveActivity.unixSeconds(Date.distantFuture) == 64_092_211_200)
        #expect(LiveActivity.unixSeconds(Date(timeIntervalSince1970: 1e300)) == Int64.max)
    }

    @Test("a start payload carries attributes, their type name and one input push")
    func startPayload() throws {
        let start = try LiveActivity.StartPayload(
            attributes: Attributes(orderID: "A-1", items: 2), contentState: LiveActivityTypes.state,
            alert: .init(title: "Order placed", body: "Tap to follow"), timestamp: Self.sent,
            inputPush: .channel("dGVzdA=="))
        let text = String(decoding: try start.jsonBytes(), as: UTF8.self)
        #expect(text.contains(#""attributes-type":"DeliveryAttributes","attributes":{"orderID":"A-1","items":2}"#))
        #expect(text.contains(#""input-push-channel":"dGVzdA==""#) && !text.contains("input-push-token"))
        #expect(text.hasPrefix(#"{"aps":{"timestamp":1767225600,"event":"start","content-state":{"#))
        let back = try LiveActivity.StartPayload<Attributes, State>(jsonBytes: try start.jsonBytes())
        #expect(back == start)
        #expect(
            try JSONDecoder().decode(
                LiveActivity.StartPayload<Attributes, State>.self, from: Data(try start.jsonBytes())) == start)
        var token = start
        token.inputPush = .token
        #expect(String(decoding: try token.jsonBytes(), as: UTF8.self).contains(#""input-push-token":1"#))
    }

    @Test("a built payload validates against its own types: clean, and its Dates are never Unix seconds")
    func validatesAgainstItsTypes() throws {
        let update = try LiveActivity.Payload.update(LiveActivityTypes.state, at: Self.sent)
        #expect(try update.validate(options: ValidationOptions(now: 1_767_225_600)).diagnostics.isEmpty)
        let start = try LiveActivity.StartPayload(
            attributes: Attributes(orderID: "A-1", items: 2), contentState: LiveActivityTypes.state,
            alert: .init(title: "Order placed"), timestamp: Self.sent)
        let report = try start.validate(options: ValidationOptions(now: 1_767_225_600))
        #expect(report.kind == .liveActivity && report.diagnostics.isEmpty)
    }

    @Test("a start without attributes does not decode as a start")
    func startNeedsAttributes() throws {
        let update = try LiveActivity.Payload.update(LiveActivityTypes.state, at: Self.sent).jsonBytes()
        #expect(throws: DecodingError.self) {
            try LiveActivity.StartPayload<Attributes, State>(jsonBytes: update)
        }
    }

    @Test("a compact body with unknown keys, a localized alert and custom keys comes back byte for byte")
    func losslessRoundTrip() throws {
        let text =
            #"{"trace":"t1","aps":{"event":"update","timestamp":1767225600,"content-state":{"count":3,"label":"x"},"alert":{"title":{"loc-key":"T","loc-args":["a"]},"body":"B","sound":"chime.caf","x":1},"relevance-score":75,"x-custom":[1,2.50]},"n":1.0}"#
        struct Counter: Codable, Hashable, Sendable {
            var count: Int
            var label: String
        }
        let payload = try LiveActivity.Payload<Counter>(jsonBytes: Array(text.utf8))
        #expect(try payload.contentState == Counter(count: 3, label: "x"))
        #expect(payload.alert?.title == .localized(key: "T", arguments: ["a"]) && payload.alert?.body == "B")
        #expect(payload.alert?.sound == "chime.caf" && payload.alert?.members.keys == ["title", "body", "sound", "x"])
        #expect(payload.aps?.relevanceScore == 75 && payload.aps?.members["x-custom"] == [1, 2.5])
        #expect(payload.members.keys == ["trace", "aps", "n"])
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == text)
    }

    @Test("a content state that does not decode is kept, and reading it names its path from aps")
    func contentStateErrorPath() throws {
        let text = #"{"aps":{"event":"update","timestamp":1,"content-state":{"count":"3","label":"x"}}}"#
        struct Counter: Codable, Hashable, Sendable {
            var count: Int
            var label: String
        }
        let payload = try LiveActivity.Payload<Counter>(jsonBytes: Array(text.utf8))
        #expect(String(decoding: try payload.jsonBytes(), as: UTF8.self) == text)
        do {
            _ = try payload.contentState
            Issue.record("decoded")
        } catch let error as DecodingError {
            guard case .typeMismatch(_, let context) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(context.codingPath.map(\.stringValue) == ["aps", "content-state", "count"])
        }
    }

    @Test(
        "the mPaaS seed's ContentState decodes through the library as through JSONDecoder",
        arguments: [
            #"{"driverName":"TIM","estimatedDeliveryTime":15}"#,
            #"{"driverName":"TIM","estimatedDeliveryTime":"15"}"#,
            #"{"driverName":"TIM","estimatedDeliveryTime":[786304800,786305700]}"#,
        ])
    func pizzaDelivery(_ json: String) throws {
        typealias Status = LiveActivityTypes.PizzaDeliveryAttributes.PizzaDeliveryStatus
        let ours = try PayloadDecoder().decode(Status.self, from: Array(json.utf8))
        let theirs = try JSONDecoder().decode(Status.self, from: Data(json.utf8))
        #expect(ours.driverName == theirs.driverName)
        // The minutes encodings start the range at Date(): compare its length and start closely.
        let length = { (range: ClosedRange<Date>) in range.upperBound.timeIntervalSince(range.lowerBound) }
        #expect(abs(length(ours.estimatedDeliveryTime) - length(theirs.estimatedDeliveryTime)) < 1e-6)
        #expect(
            abs(ours.estimatedDeliveryTime.lowerBound.timeIntervalSince(theirs.estimatedDeliveryTime.lowerBound)) < 5)
        #expect(abs(length(ours.estimatedDeliveryTime) - 900) < 1e-3)
        if json.contains("[") { #expect(ours == theirs) }
        // Inside a payload it decodes the same way.
        let body = #"{"aps":{"event":"update","timestamp":1767225600,"content-state":"# + json + "}}"
        let payload = try LiveActivity.Payload<Status>(jsonBytes: Array(body.utf8))
        #expect(try payload.contentState?.driverName == "TIM")
    }
}
