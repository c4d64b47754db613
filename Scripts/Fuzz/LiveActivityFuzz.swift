// Part of the reader fuzz target (Scripts/fuzz-smoke.sh): Live Activity and mPaaS documents.
// Every input is validated as liveactivity (with a schema document, the app's Decodable types and
// a request context) and as mpaas, and check must count what validate reports; a body that
// decodes as a Live Activity payload re-encodes to an equal model; the schema grammar and the
// schema document reader take any text without crashing.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct FuzzContentState: Codable, Hashable, Sendable {
    enum Stage: String, Codable, Hashable, Sendable { case a, b }
    struct Inner: Codable, Hashable, Sendable {
        var name: String
        var rating: Float?
    }
    var eta: Date
    var window: ClosedRange<Date>?
    var receipt: Data?
    var stage: Stage?
    var count: UInt8?
    var link: URL?
    var inner: Inner?
    var flags: [String: Bool]?
}

/// The schema, built for each input: a global one would be reported as leaked at exit, because
/// LeakSanitizer does not see the indirect enum boxes through the tag bits Swift keeps in them.
func makeFuzzSchema() -> LiveActivity.Schema? {
    try? LiveActivity.Schema(
        json: [
            "attributesType": "FuzzAttributes",
            "attributes": ["id": "String", "items": "Int16?"],
            "contentState": [
                "eta": "Date", "window": "ClosedRange<Date>?", "receipt": "Data?", "stage": "enum(a|b)?",
                "count": "UInt8?", "link": "URL?", "inner": ["name": "String", "rating": "Float?"],
                "flags": "[String: Bool]?", "any": "Any", "list": "[Range<Int>]?", "level": "enum(1|2)?",
            ],
            "attributesSample": ["id": "x"],
        ])
}

let fuzzLiveActivityRequest = APNs.Request(
    headers: [
        .init(name: "apns-push-type", value: "liveactivity"),
        .init(name: "apns-topic", value: "com.example.app.push-type.liveactivity"),
        .init(name: "apns-channel-id", value: "dGVzdA=="),
    ], authentication: .certificate)

func fuzzLiveActivity(_ bytes: [UInt8]) {
    var options = ValidationOptions(now: 1_767_225_600)
    options.liveActivity.schema = makeFuzzSchema()
    options.liveActivity.types = .init(attributes: [String: String].self, contentState: FuzzContentState.self)
    options.apns.request = fuzzLiveActivityRequest
    for kind in [PayloadKind.liveActivity, .mpaas] {
        for given in [options, ValidationOptions()] {
            let report = PayloadValidator.validate(bytes, as: kind, options: given)
            let summary = PayloadValidator.check(bytes, as: kind, options: given)
            guard summary.errors == report.count(of: .error), summary.warnings == report.count(of: .warning),
                summary.infos == report.count(of: .info), summary.byteCount == report.byteCount
            else {
                fatalError("check and validate disagree for kind \(kind)")
            }
        }
    }
    if let payload = try? LiveActivity.Payload<JSONValue>(jsonBytes: bytes) {
        guard let written = try? payload.jsonBytes(),
            let again = try? LiveActivity.Payload<JSONValue>(jsonBytes: written), again == payload
        else {
            fatalError("LiveActivity.Payload round trip changed the model")
        }
    }
    if let start = try? LiveActivity.StartPayload<JSONValue, JSONValue>(jsonBytes: bytes) {
        guard let written = try? start.jsonBytes(),
            let again = try? LiveActivity.StartPayload<JSONValue, JSONValue>(jsonBytes: written), again == start
        else {
            fatalError("LiveActivity.StartPayload round trip changed the model")
        }
    }
    _ = try? LiveActivity.SchemaType(parsing: String(decoding: bytes.prefix(256), as: UTF8.self))
    _ = try? LiveActivity.Schema(jsonBytes: bytes)
}
