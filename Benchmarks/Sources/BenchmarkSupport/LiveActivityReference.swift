import Foundation
import PushPayloads

/// The Live Activity pairs' input: a delivery update of about 2 KB with the app's `ContentState`,
/// built once by the library and checked to decode with `JSONDecoder` to the same value.
public struct LiveActivityReference: Sendable {
    /// A delivery activity's content state, as an app declares it.
    public struct ContentState: Codable, Hashable, Sendable {
        public enum Stage: String, Codable, Hashable, Sendable {
            case preparing, onTheWay, delivered
        }

        public struct Stop: Codable, Hashable, Sendable {
            public var name: String
            public var eta: Date
            public var done: Bool
            public var note: String?
        }

        public var driverName: String
        public var stage: Stage
        public var eta: Date
        public var window: ClosedRange<Date>
        public var progress: Double
        public var itemsLeft: Int
        public var receipt: Data
        public var stops: [Stop]
    }

    /// What ActivityKit decodes: `aps` with the event, its time and the content state.
    struct Wire: Decodable {
        struct APS: Decodable {
            var timestamp: Int64
            var event: String
            var contentState: ContentState
            var staleDate: Int64?

            enum CodingKeys: String, CodingKey {
                case timestamp, event
                case contentState = "content-state"
                case staleDate = "stale-date"
            }
        }

        var aps: APS
    }

    /// The same update as plain `Encodable` structs, alert included: what `JSONEncoder` writes in
    /// the encode pair.
    struct Written: Encodable {
        struct Alert: Encodable {
            var title: String
            var body: String
            var sound: String
        }

        struct APS: Encodable {
            var timestamp: Int64
            var event: String
            var contentState: ContentState
            var staleDate: Int64
            var alert: Alert

            enum CodingKeys: String, CodingKey {
                case timestamp, event, alert
                case contentState = "content-state"
                case staleDate = "stale-date"
            }
        }

        var aps: APS
    }

    /// The body's bytes.
    public let bytes: [UInt8]
    /// The same bytes as `Data`.
    public let data: Data
    /// The schema document describing `ContentState`.
    public let options: ValidationOptions
    /// The same types given as `Decodable` types.
    public let typedOptions: ValidationOptions
    /// The library's model of the update.
    public let payload: LiveActivity.Payload<ContentState>
    /// The update as plain structs, for `JSONEncoder`.
    let written: Written
    /// The content state and the time the update is built from.
    let state: ContentState
    let sent: Date

    /// Builds the library's model of the update, as a server does for each push: the content state
    /// is encoded here.
    public func build() throws -> LiveActivity.Payload<ContentState> {
        try LiveActivity.Payload.update(
            state, at: sent, staleDate: sent.addingTimeInterval(3600),
            alert: .init(title: "Your order is on its way", body: "Ana is 30 minutes away", sound: "default"))
    }

    /// Builds the update and checks that both sides agree on it.
    public static func make() throws -> LiveActivityReference {
        let sent = Date(timeIntervalSince1970: 1_767_225_600)
        let stops = (0..<14).map { index in
            ContentState.Stop(
                name: "Stop \(index + 1), Rua Augusta \(100 + index)",
                eta: sent.addingTimeInterval(Double(600 * index)),
                done: index < 5, note: index.isMultiple(of: 3) ? "Leave at the door" : nil)
        }
        let state = ContentState(
            driverName: "Ana Sousa", stage: .onTheWay, eta: sent.addingTimeInterval(1800),
            window: sent.addingTimeInterval(1200)...sent.addingTimeInterval(2400), progress: 0.42, itemsLeft: 9,
            receipt: Data((0..<48).map { UInt8($0 * 5 % 256) }), stops: stops)
        let payload = try LiveActivity.Payload.update(
            state, at: sent, staleDate: sent.addingTimeInterval(3600),
            alert: .init(title: "Your order is on its way", body: "Ana is 30 minutes away", sound: "default"))
        let bytes = try payload.jsonBytes()
        let decoded = try JSONDecoder().decode(Wire.self, from: Data(bytes))
        guard decoded.aps.contentState == state else {
            throw BenchmarkSetupError("JSONDecoder does not read the Live Activity update as it was built")
        }
        var options = ValidationOptions(now: 1_767_225_600)
        options.liveActivity.schema = try LiveActivity.Schema(
            json: [
                "contentState": [
                    "driverName": "String", "stage": "enum(preparing|onTheWay|delivered)", "eta": "Date",
                    "window": "ClosedRange<Date>", "progress": "Double", "itemsLeft": "Int", "receipt": "Data",
                    "stops": [["name": "String", "eta": "Date", "done": "Bool", "note": "String?"]],
                ]
            ])
        var typed = ValidationOptions(now: 1_767_225_600)
        typed.liveActivity.types = .init(contentState: ContentState.self)
        for given in [options, typed] {
            let report = PayloadValidator.validate(bytes, as: .liveActivity, options: given)
            guard report.diagnostics.isEmpty else {
                throw BenchmarkSetupError("the Live Activity update has findings: \(report.diagnostics)")
            }
        }
        let read = try LiveActivity.Payload<ContentState>(jsonBytes: bytes)
        guard read == payload, try read.contentState == state else {
            throw BenchmarkSetupError("LiveActivity.Payload does not read back the update it wrote")
        }
        let written = Written(
            aps: .init(
                timestamp: 1_767_225_600, event: "update", contentState: state, staleDate: 1_767_229_200,
                alert: .init(title: "Your order is on its way", body: "Ana is 30 minutes away", sound: "default")))
        let rewritten = try JSONDecoder().decode(Wire.self, from: try JSONEncoder().encode(written))
        guard rewritten.aps.contentState == state, rewritten.aps.staleDate == 1_767_229_200 else {
            throw BenchmarkSetupError("JSONEncoder's plain structs do not write the same update")
        }
        return LiveActivityReference(
            bytes: bytes, data: Data(bytes), options: options, typedOptions: typed, payload: payload,
            written: written, state: state, sent: sent)
    }
}
