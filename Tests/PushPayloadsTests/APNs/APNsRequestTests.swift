import Testing

@testable import PushPayloads

/// The request context, the push-type table and the "did you mean" suggestions.
@Suite("APNs request and keys")
struct APNsRequestTests {
    @Test("the typed initializer writes the headers APNs expects, in a fixed order")
    func typedHeaders() {
        let request = APNs.Request(
            pushType: .liveActivity, topic: "com.example.app.push-type.liveactivity", priority: 5, expiration: 0,
            collapseID: "score", apnsID: "0f8fad5b-d9cb-469f-a165-70867728950e", deviceToken: "ab",
            authentication: .token)
        #expect(
            request.headers.map(\.name) == [
                "apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-id",
            ])
        #expect(
            request.headers.map(\.value) == [
                "liveactivity", "com.example.app.push-type.liveactivity", "5", "0", "score",
                "0f8fad5b-d9cb-469f-a165-70867728950e",
            ])
        #expect(request.pushType == .liveActivity)
        #expect(request.path == "/3/device/ab")
        #expect(!request.isBroadcast)
        #expect(APNs.Request(channelID: "dHVuYQ==").isBroadcast)
    }

    @Test("header names match case-insensitively; the first occurrence wins")
    func headerLookup() {
        let request = APNs.Request(headers: [
            .init(name: "APNS-Topic", value: "a"), .init(name: "apns-topic", value: "b"),
        ])
        #expect(request.value(of: "apns-topic") == "a")
        #expect(request.value(of: "apns-priority") == nil)
    }

    @Test(
        "each push type's topic suffix (apns.topic-suffix)",
        arguments: [
            (APNs.PushType.alert, ""), (.background, ""), (.complication, ".complication"),
            (.controls, ".push-type.controls"), (.fileProvider, ".pushkit.fileprovider"),
            (.liveActivity, ".push-type.liveactivity"), (.location, ".location-query"), (.pushToTalk, ".voip-ptt"),
            (.voip, ".voip"), (.widgets, ".push-type.widgets"), (.accessory, ".push-type.accessory"),
        ])
    func topicSuffix(_ type: APNs.PushType, _ suffix: String) {
        #expect(type.topicSuffix == suffix)
    }

    @Test("mdm and unknown push types have no topic suffix; unknown ones are kept, not documented")
    func unknownPushType() {
        #expect(APNs.PushType.mdm.topicSuffix == nil)
        let future = APNs.PushType(rawValue: "hologram")
        #expect(future.topicSuffix == nil && !future.isDocumented)
        #expect(APNs.PushType.documented.count == 11 && !APNs.PushType.accessory.isDocumented)
    }

    @Test(
        "a push type given in the options that APNs does not know is a finding, as the header's is",
        arguments: ["../../etc", "Alert", "hologram", ""])
    func unknownGivenPushType(_ raw: String) throws {
        let body = Array(#"{"aps":{"alert":"Hi"}}"#.utf8)
        let type = APNs.PushType(rawValue: raw)
        var withRequest = ValidationOptions.apns(pushType: type)
        withRequest.apns.request = APNs.Request(headers: [.init(name: "apns-topic", value: "com.example.app")])
        for options in [ValidationOptions.apns(pushType: type), withRequest] {
            let findings = PayloadValidator.validate(body, as: .apns, options: options).diagnostics
                .filter { $0.ruleID == "apns.push-type-value" }
            let finding = try #require(findings.count == 1 ? findings.first : nil, "\(findings)")
            #expect(finding.actual == raw && finding.pointer == "" && finding.byteRange == nil)
            #expect(finding.severity == .error)
        }
    }

    @Test("the push types a caller may name are no push-type-value finding, with or without a request")
    func knownGivenPushType() {
        let body = Array(#"{"aps":{"alert":"Hi"}}"#.utf8)
        for type in APNs.Options.namedPushTypes {
            let report = PayloadValidator.validate(body, as: .apns, options: .apns(pushType: type))
            #expect(!report.diagnostics.contains { $0.ruleID == "apns.push-type-value" }, "\(type)")
        }
    }

    @Test(
        "unknown aps keys get the intended key suggested",
        arguments: [
            ("content_available", "content-available"), ("contentAvailable", "content-available"),
            ("Content-Available", "content-available"), ("events", "event"), ("content_state", "content-state"),
            ("thread_id", "thread-id"), ("bagde", "badge"), ("relevanceScore", "relevance-score"),
        ])
    func suggestion(_ key: String, _ expected: String) {
        #expect(KeySuggestion.suggest(for: key, among: APNs.APSKey.table.keys.map(\.name)) == expected)
    }

    @Test("a key far from every known key gets no suggestion")
    func noSuggestion() {
        #expect(KeySuggestion.suggest(for: "orderNumber", among: APNs.APSKey.table.keys.map(\.name)) == nil)
        #expect(KeySuggestion.suggest(for: "", among: APNs.APSKey.table.keys.map(\.name)) == nil)
    }

    @Test("the key table finds every name, escaped tokens included, and nothing else")
    func keyTable() throws {
        for key in APNs.APSKey.allCases {
            #expect(APNs.APSKey(name: key.name) == key)
        }
        #expect(APNs.APSKey(name: "badges") == nil && APNs.APSKey(name: "") == nil)
        let document = try JSONReader.read(Array(#"{"b\u0061dge":1}"#.utf8))
        #expect(APNs.APSKey.table.key(at: 1, in: document) == .badge)
    }
}
