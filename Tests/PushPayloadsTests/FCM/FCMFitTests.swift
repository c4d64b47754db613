import Testing

@testable import PushPayloads

/// Fitting the APNs body of an FCM HTTP v1 request: `apns.payload` is shortened until the APNs body
/// FCM builds fits its limit, and nothing else in the request changes.
@Suite("FCM fit-to-limit")
struct FCMFitTests {
    /// ASCII words: every character costs one byte, so the fit is exact.
    static func words(_ count: Int) -> String {
        (0..<count).map { "word\($0 % 10)" }.joined(separator: " ")
    }

    /// A pretty-printed send request, camelCase beside the payload, with one data entry FCM adds to
    /// the body it builds as `,"story":"42"` (13 bytes).
    static func request(body: String, headers: String = #"{"apns-priority": "10"}"#) -> [UInt8] {
        Array(
            """
            {
              "message": {
                "topic": "news",
                "data": {"story": "42"},
                "apns": {
                  "headers": \(headers),
                  "payload": {"aps": {"alert": {"title": "Rates", "body": "\(body)"}}}
                },
                "fcmOptions": {"analyticsLabel": "rates"}
              }
            }

            """.utf8)
    }

    /// The bytes before and after the value of `/message/apns/payload`.
    static func surroundings(_ bytes: [UInt8]) throws -> ([UInt8], [UInt8]) {
        let span = try #require(try JSONReader.read(bytes).span(at: "/message/apns/payload"))
        return (Array(bytes[..<span.value.lowerBound]), Array(bytes[span.value.upperBound...]))
    }

    static func ruleIDs(_ bytes: [UInt8]) -> [String] {
        PayloadValidator.validate(bytes, as: .fcm).diagnostics.map(\.ruleID)
    }

    @Test("the payload is fitted so the built body is exactly 4096 bytes; the rest of the request is as given")
    func fitsBuiltBody() throws {
        let request = Self.request(body: Self.words(900))
        #expect(Self.ruleIDs(request).contains("fcm.apns-payload-too-large"))
        let fitted = try #require(try FCM.fittingAPNsPayload(in: request))
        // The built body is the payload and `,"story":"42"`: the payload has 4096 - 13 bytes.
        #expect(fitted.builtLimit == 4096 && fitted.builtByteCount == 4096)
        #expect(fitted.fitted.limit == 4083 && fitted.fitted.byteCount == 4083)
        #expect(fitted.pointer == "/message/apns/payload")
        #expect(fitted.fitted.diagnostics.map(\.pointer) == ["/message/apns/payload/aps/alert/body"])
        #expect(fitted.fitted.diagnostics.first?.message.hasPrefix("/message/apns/payload/aps/alert/body ") == true)
        let (before, after) = try Self.surroundings(request)
        #expect(try Self.surroundings(fitted.bytes).0 == before && Self.surroundings(fitted.bytes).1 == after)
        let span = try #require(try JSONReader.read(fitted.bytes).span(at: "/message/apns/payload"))
        #expect(Array(fitted.bytes[span.value]) == (try fitted.fitted.payload.jsonBytes()))
        #expect(!Self.ruleIDs(fitted.bytes).contains("fcm.apns-payload-too-large"))
    }

    @Test("a VoIP push type header makes the limit 5120; a bare message's payload is at /apns/payload")
    func voipBareMessage() throws {
        let message = Array(
            #"{"token":"t","apns":{"headers":{"apns-push-type":"voip"},"payload":{"aps":{"alert":"\#(Self.words(1000))"}}}}"#
                .utf8)
        let fitted = try #require(try FCM.fittingAPNsPayload(in: message))
        // No data or notification: the built body is the payload itself.
        #expect(fitted.builtLimit == 5120 && fitted.builtByteCount == 5120 && fitted.fitted.byteCount == 5120)
        #expect(fitted.pointer == "/apns/payload")
        #expect(fitted.fitted.diagnostics.map(\.pointer) == ["/apns/payload/aps/alert"])
    }

    @Test("the options' limit replaces the built body's; without a word boundary it is met to the byte")
    func givenLimit() throws {
        let request = Self.request(body: Self.words(30))
        let fitted = try #require(try FCM.fittingAPNsPayload(in: request, options: .init(maxBytes: 100)))
        #expect(fitted.builtLimit == 100 && fitted.builtByteCount == 100 && fitted.fitted.limit == 87)
        let alert = #"{"aps":{"alert":{"title":"Rates","body":""}}}"#.utf8.count
        #expect(fitted.fitted.payload.aps?.alert?.body == String(Self.words(30).prefix(87 - alert - 3)) + "…")
    }

    @Test("a request whose built body fits comes back byte for byte, with the sizes")
    func alreadyFits() throws {
        let request = Self.request(body: "Held at 2.50 percent")
        let fitted = try #require(try FCM.fittingAPNsPayload(in: request))
        #expect(fitted.bytes == request && fitted.fitted.diagnostics.isEmpty)
        let payload = #"{"aps":{"alert":{"title":"Rates","body":"Held at 2.50 percent"}}}"#.utf8.count
        #expect(fitted.builtByteCount == payload + 13 && fitted.fitted.limit == 4096 - 13)
    }

    @Test(
        "no message with an apns.payload object: nil",
        arguments: [
            #"{"message":{"topic":"t","notification":{"title":"x"}}}"#, #"{"message":"no"}"#,
            #"{"topic":"t","apns":{"payload":"text"}}"#, #"{"topic":"t","apns":{"headers":{}}}"#, "[1]",
        ])
    func noPayload(_ text: String) throws {
        #expect(try FCM.fittingAPNsPayload(in: Array(text.utf8)) == nil)
    }

    @Test("what FCM adds counts against the payload: text it cannot shorten makes the fit impossible")
    func impossible() throws {
        // The notification body becomes the alert body, since the payload's alert has none.
        let long = Self.words(900)
        let request = Array(
            #"{"message":{"topic":"t","notification":{"body":"\#(long)"},"apns":{"payload":{"aps":{"alert":{"title":"Rates"}}}}}}"#
                .utf8)
        let error = #expect(throws: APNs.TruncationError.self) {
            try FCM.fittingAPNsPayload(in: request, options: .init(fields: APNs.FitField.allCases))
        }
        #expect(error?.diagnostic.pointer == "/message/apns/payload")
        #expect(error?.diagnostic.message.contains("the APNs body FCM builds adds") == true)
        #expect(throws: JSONReadError.self) { try FCM.fittingAPNsPayload(in: Array("[1,".utf8)) }
    }

    @Test(
        "numbers, escapes and other scripts: the built body fits as the rule measures it, within 2 bytes",
        arguments: [210, 230, 400])
    func asTheRuleMeasures(_ repetitions: Int) throws {
        // 20 bytes a repetition; the characters cost 1 or 3 bytes.
        let body = String(repeating: "漢字 テスト ok ", count: repetitions)
        let payload = #"{"aps":{"alert":"\#(body)","badge":3.0},"n":1e2,"s":"a\u0001é\/"}"#
        let request = Array(#"{"message":{"topic":"t","data":{"k":"v"},"apns":{"payload":\#(payload)}}}"#.utf8)
        #expect(Self.ruleIDs(request).contains("fcm.apns-payload-too-large"))
        let fitted = try #require(try FCM.fittingAPNsPayload(in: request))
        #expect(fitted.builtByteCount <= 4096 && fitted.builtByteCount > 4096 - 3)
        #expect(!Self.ruleIDs(fitted.bytes).contains("fcm.apns-payload-too-large"))
        // The body the rule builds from the result is the size the fit says.
        let document = try JSONReader.read(fitted.bytes)
        let parts = try #require(FCMChecks.appleParts(of: document))
        #expect(FCMChecks.builtBody(parts, in: document).compactByteCount == fitted.builtByteCount)
    }
}
