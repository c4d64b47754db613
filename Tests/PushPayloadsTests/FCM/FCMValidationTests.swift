import Foundation
import Testing

@testable import PushPayloads

/// The FCM family beyond its fixtures: models round-tripping the valid fixtures, the condition
/// grammar, detection, and the cases where two rules meet.
@Suite("FCM validation")
struct FCMValidationTests {
    static let v1Valid = Fixture.all("fcm").filter(\.isValidGroup)
    static let legacyValid = Fixture.all("fcm-legacy").filter(\.isValidGroup)
    static let userInfoValid = Fixture.all("fcm-userinfo").filter(\.isValidGroup)

    /// Decodes and re-encodes a fixture with a model; the JSON the model writes, parsed.
    static func reencoded<Model: PayloadModel>(_ type: Model.Type, _ bytes: [UInt8]) throws -> (Model, JSONValue) {
        let model = try Model(jsonBytes: bytes)
        return (model, try JSONValue(parsing: try model.jsonBytes()))
    }

    @Test(
        "every valid v1 fixture decodes and re-encodes to equal JSON (lowerCamelCase ones to snake_case)",
        arguments: v1Valid)
    func v1RoundTrip(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        let original = try JSONValue(parsing: bytes)
        let isRequest =
            original["message"] != nil || original["validate_only"] != nil || original["validateOnly"] != nil
        if isRequest {
            let (request, written) = try Self.reencoded(FCM.SendRequest.self, bytes)
            try Self.expectSameFields(written, original, camel: fixture.path.contains("camel-"))
            #expect(try FCM.SendRequest(jsonBytes: try request.jsonBytes()) == request)
        } else {
            let (message, written) = try Self.reencoded(FCM.Message.self, bytes)
            try Self.expectSameFields(written, original, camel: fixture.path.contains("camel-"))
            #expect(try FCM.Message(jsonBytes: try message.jsonBytes()) == message)
        }
    }

    /// Equal JSON; for a lowerCamelCase original, the written JSON is snake_case and differs only
    /// in field names.
    static func expectSameFields(_ written: JSONValue, _ original: JSONValue, camel: Bool) throws {
        guard camel else {
            #expect(written == original)
            return
        }
        #expect(written != original)
        let text = String(decoding: written.jsonBytes(), as: UTF8.self)
        for camelField in ["collapseKey", "fcmOptions", "analyticsLabel", "clickAction", "channelId", "validateOnly"] {
            #expect(!text.contains("\"\(camelField)\""), "\(camelField) written in lowerCamelCase")
        }
        #expect(Self.shape(written) == Self.shape(original))
    }

    /// The values of a JSON value, keys dropped: what a rename of fields leaves unchanged.
    static func shape(_ value: JSONValue) -> [String] {
        switch value {
        case .object(let object): object.members.flatMap { shape($0.value) }
        case .array(let elements): elements.flatMap(shape)
        default: [String(decoding: value.jsonBytes(), as: UTF8.self)]
        }
    }

    @Test("every valid legacy fixture round-trips through FCM.LegacyMessage", arguments: legacyValid)
    func legacyRoundTrip(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        let (_, written) = try Self.reencoded(FCM.LegacyMessage.self, bytes)
        #expect(written == (try JSONValue(parsing: bytes)))
    }

    @Test("every valid userInfo fixture round-trips through FCM.UserInfo", arguments: userInfoValid)
    func userInfoRoundTrip(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        let (_, written) = try Self.reencoded(FCM.UserInfo.self, bytes)
        #expect(written == (try JSONValue(parsing: bytes)))
    }

    @Test(
        "topic conditions: the grammar, the two tolerated deviations, and nesting",
        arguments: [
            ("'a' in topics", true, false, false, 1),
            ("'a' in topics && ('b' in topics || 'c' in topics)", true, false, false, 3),
            ("!('a' in topics)\t||\t'b' in topics", true, false, false, 2),
            ("\"a\" in topics && 'b' in topics", true, true, false, 2),
            ("'a' in topics&&'b' in topics", true, false, true, 2),
            ("'a' in topics &&", false, false, false, 0),
            ("'a' in  topics && 'b'in topics", false, false, false, 0),
            ("('a' in topics", false, false, false, 0),
            ("'a b' in topics", false, false, false, 0),
            ("'a' in topics 'b' in topics", false, false, false, 0),
            ("", false, false, false, 0),
        ])
    func conditions(_ text: String, parses: Bool, doubleQuotes: Bool, unspaced: Bool, topics: Int) {
        switch TopicCondition.parse(text) {
        case .success(let condition):
            #expect(parses)
            #expect(condition.hasDoubleQuotes == doubleQuotes)
            #expect(condition.hasUnspacedOperator == unspaced)
            #expect(condition.topics.count == topics)
        case .failure:
            #expect(!parses)
        }
    }

    /// `'a' in topics` inside `levels` levels, each a `(` or, every third, a `!`.
    static func nested(_ levels: Int) -> String {
        var text = ""
        var closing = 0
        for level in 0..<levels {
            if level % 3 == 2 {
                text += "!"
            } else {
                text += "("
                closing += 1
            }
        }
        return text + "'a' in topics" + String(repeating: ")", count: closing)
    }

    @Test("a condition nests exactly maximumDepth levels of ! and (; one more is refused where it opens")
    func conditionDepth() throws {
        let depth = TopicCondition.maximumDepth
        for text in [
            String(repeating: "(", count: depth) + "'a' in topics" + String(repeating: ")", count: depth),
            Self.nested(depth), String(repeating: "!", count: depth) + "'a' in topics",
        ] {
            #expect((try? TopicCondition.parse(text).get()) != nil, "\(text)")
            let deeper = text.hasPrefix("!") ? "!" + text : "(" + text + ")"
            guard case .failure(let error) = TopicCondition.parse(deeper) else {
                Issue.record("\(depth + 1) levels parsed: \(deeper)")
                continue
            }
            #expect(error.offset == depth)
            #expect(error.description == "expected at most 64 levels of ! and ( at byte 64")
        }
    }

    @Test("a condition nested a million levels deep is a syntax finding, not a crash")
    func deepCondition() throws {
        let levels = 1_000_000
        let deep = String(repeating: "(", count: levels) + "'a' in topics" + String(repeating: ")", count: levels)
        guard case .failure(let error) = TopicCondition.parse(deep) else {
            Issue.record("parsed")
            return
        }
        #expect(error.offset == TopicCondition.maximumDepth)
        let body = try PayloadEncoder().encode(JSONValue.object(["message": ["condition": .string(deep)]]))
        let report = PayloadValidator.validate(body, as: .fcm)
        let finding = try #require(report.diagnostics.first { $0.ruleID == "fcm.condition-syntax" })
        #expect(finding.message == "condition: expected at most 64 levels of ! and ( at byte 64")
        #expect(finding.pointer == "/message/condition")
    }

    @Test(
        "URLs of the rule tables",
        arguments: [
            ("https://example.com/a.png", true), ("http://...", true), ("https://[::1]:8443/x?y=1#z", true),
            ("HTTPS://Example.com", true), ("https://user:pw@host/p%20q", true), ("ftp://example.com", false),
            ("https://", false), ("https:///path", false), ("/relative/path", false), ("https://a b.com", false),
            ("https://example.com/a b", false), ("https://example.com/%zz", false), ("https://é.com", false),
            ("https://example.com/#a#b", false), ("https://host:80x", false),
        ])
    func urls(_ text: String, valid: Bool) {
        #expect(URLFormat.isWebURL(text) == valid)
    }

    @Test(
        "auto detection: legacy, then v1, then a received userInfo, each naming the key that decided by its pointer",
        arguments: [
            (#"{"to":"t","notification":{"title":"x"}}"#, "fcm-legacy", "/to"),
            (#"{"notification":{"title":"x"},"priority":"high"}"#, "fcm-legacy", "/notification"),
            (#"{"condition":"'a' in topics","data":{"k":"v"}}"#, "fcm-legacy", "/data"),
            (#"{"activeSpeaker":"Ana","channelId":"c","priority":2}"#, "json", ""),
            (#"{"message":{"token":"t"}}"#, "fcm", "/message/token"),
            (#"{"validateOnly":true}"#, "fcm", "/validateOnly"),
            (#"{"topic":"news","data":{"a":"b"}}"#, "fcm", "/topic"),
            (#"{"aps":{"alert":"x"},"gcm.message_id":"1"}"#, "fcm-userinfo", "/gcm.message_id"),
            (#"{"aps":{"alert":"x"},"google.c.a.e":"1"}"#, "fcm-userinfo", "/google.c.a.e"),
            (#"{"aps":{"alert":"x"},"fcm_options":{"image":"https://e.com/a.png"}}"#, "fcm-userinfo", "/fcm_options"),
            (#"{"aps":{"alert":"x"},"token":"t"}"#, "apns", "/aps"),
            (#"{"platform":"all","message":{"msg_content":"Hi","content_type":"text"}}"#, "json", ""),
        ])
    func detection(_ text: String, kind: String, key: String) throws {
        let document = try JSONReader.read(Array(text.utf8))
        let detected = PayloadFamily.all.lazy.compactMap { $0.definition.detect(document, 0) }.first
        #expect(detected?.kind.name ?? "json" == kind)
        #expect(detected?.pointer().description ?? "" == key)
        #expect(Self.auto(text).kind.name == kind)
    }

    @Test("an Android or Web Push notification makes a message a notification message, not an iOS data-only one")
    func dataOnlyNeedsNoNotification() {
        let apns = #""apns":{"payload":{"aps":{"category":"NEWS"}}}"#
        let dataOnly = #"{"message":{"topic":"news","data":{"k":"v"},"# + apns + "}}"
        let android =
            #"{"message":{"topic":"news","data":{"k":"v"},"android":{"notification":{"title":"x"}},"# + apns + "}}"
        let web =
            #"{"message":{"topic":"news","data":{"k":"v"},"webpush":{"notification":{"title":"x"}},"# + apns + "}}"
        #expect(Self.rules(dataOnly).contains("fcm.ios-data-only-content-available"))
        #expect(!Self.rules(android).contains { $0.hasPrefix("fcm.ios-data-only") })
        #expect(!Self.rules(web).contains { $0.hasPrefix("fcm.ios-data-only") })
    }

    @Test("non-string legacy data: accepted as fcm-legacy with a warning, an error as v1, strings after conversion")
    func legacyDataValues() throws {
        let legacy = #"{"to":"device-token-1","data":{"count":3,"tags":["a","b"],"note":"x"}}"#
        let report = PayloadValidator.validate(Array(legacy.utf8), as: .fcmLegacy)
        #expect(report.isValid)
        #expect(
            report.diagnostics.filter { $0.ruleID == "fcm.legacy-data-value" }.map(\.pointer) == [
                "/data/count", "/data/tags",
            ])
        let v1 = #"{"message":{"token":"device-token-1","data":{"count":3,"tags":["a","b"],"note":"x"}}}"#
        #expect(Self.rules(v1).filter { $0 == "fcm.data-value-type" }.count == 2)
        let converted = try FCM.LegacyMessage(jsonBytes: Array(legacy.utf8)).v1Requests(now: 1_767_225_600)
        let request = try #require(converted.first)
        #expect(request.message?.data == ["count": "3", "tags": #"["a","b"]"#, "note": "x"])
        let errors = try request.validate().diagnostics.filter { $0.severity != .info }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("header findings inside a message point at the header; the APNs missing-header rules do not run")
    func headersLocated() {
        let text =
            #"{"message":{"topic":"news","notification":{"title":"x"},"apns":{"headers":{"apns-priority":"7","apns-expiration":"1700000000000"}}}}"#
        let report = Self.auto(text)
        let pointers = Dictionary(
            report.diagnostics.map { ($0.ruleID, $0.pointer.description) }, uniquingKeysWith: { a, _ in a })
        #expect(pointers["apns.priority-value"] == "/message/apns/headers/apns-priority")
        #expect(pointers["apns.expiration-milliseconds"] == "/message/apns/headers/apns-expiration")
        #expect(pointers["apns.topic-missing"] == nil && pointers["apns.push-type-missing"] == nil)
        #expect(report.diagnostics.allSatisfy { $0.location != nil })
    }

    @Test("check counts what validate reports for every FCM fixture, rendered or not")
    func countsAgree() throws {
        for fixture in ["fcm", "fcm-legacy", "fcm-userinfo"].flatMap(Fixture.all) {
            let (report, expected) = try fixture.validate()
            let summary = PayloadValidator.check(
                try fixture.bytes, as: try #require(PayloadKind(named: fixture.kind)), options: expected.options)
            #expect(summary.errors + summary.warnings + summary.infos == report.diagnostics.count, "\(fixture)")
        }
    }

    /// Validates text with the kind detected.
    static func auto(_ text: String) -> ValidationReport {
        PayloadValidator.validate(Array(text.utf8), as: .auto)
    }

    static func rules(_ text: String) -> [String] {
        Self.auto(text).diagnostics.map(\.ruleID)
    }
}
