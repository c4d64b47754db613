import Foundation
import Testing

@testable import PushPayloads

/// Answers at their edges: times at and past the millisecond range, Retry-After values that are
/// not delays, numbers written with a fraction, duplicate members, results that are not objects,
/// and legacy answers to several tokens.
@Suite("Answers at their edges")
struct AnswerEdgeTests {
    /// The rule ids of an answer's findings.
    static func rules(_ text: String, _ kind: PayloadKind) -> [String] {
        PayloadValidator.validate(Array(text.utf8), as: kind).diagnostics.map(\.ruleID)
    }

    /// The root next-step finding's message.
    static func stepMessage(_ text: String, _ kind: PayloadKind) -> String? {
        PayloadValidator.validate(Array(text.utf8), as: kind).diagnostics.first {
            $0.ruleID.hasSuffix(".next-step") && $0.pointer == JSONPointer()
        }?.message
    }

    @Test(
        "a timestamp outside 1970…9999, or not written as an integer, is a shape finding and no date",
        arguments: ["9223372036854775807", "9223372036854000000", "253402300800000", "-1", "1.7e12", "1764288000000.0"])
    func timestampOutOfRange(_ literal: String) throws {
        let text = #"{"status":410,"body":{"reason":"Unregistered","timestamp":\#(literal)}}"#
        #expect(Self.rules(text, .apnsResponse).contains("apns-response.shape"))
        let response = try APNs.Response(jsonBytes: Array(text.utf8))
        // The model reads what the checks read: no date, and the step without one.
        #expect(response.timestamp == nil)
        #expect(response.nextStep == .dropToken(since: nil))
        let bare = #"{"reason":"ExpiredToken","timestamp":\#(literal)}"#
        let body = try APNs.ResponseBody(jsonBytes: Array(bare.utf8))
        #expect(body.timestamp == nil)
        // As written when it is an integer (out of range); not at all when it is not one.
        #expect((body.timestampMilliseconds == nil) == (literal.contains(".") || literal.contains("e")))
        let reported = PayloadValidator.validate(Array(bare.utf8), as: .apnsResponse).diagnostics.first {
            $0.ruleID.hasSuffix(".next-step") && $0.pointer == JSONPointer()
        }?.nextStep
        #expect(reported == .dropToken(since: nil))
        // What the example server does with the step: encode it and describe it.
        _ = try PayloadEncoder().encode(response.nextStep)
        _ = response.nextStep.description
    }

    @Test("the last millisecond of 9999 and the first of 1970 convert both ways exactly")
    func timestampBounds() throws {
        for milliseconds: Int64 in [0, 1, 999, 1_764_288_000_123, 253_402_300_799_998, 253_402_300_799_999] {
            let body = APNs.ResponseBody(reason: .unregistered, timestampMilliseconds: milliseconds)
            let date = try #require(body.timestamp)
            #expect(APNs.ResponseBody.milliseconds(of: date) == milliseconds)
        }
        var generator = SplitMix(state: 43)
        for _ in 0..<20_000 {
            let milliseconds = Int64.random(in: APNs.ResponseBody.timestampRange, using: &generator)
            let date = try #require(
                APNs.ResponseBody(reason: .unregistered, timestampMilliseconds: milliseconds).timestamp)
            #expect(APNs.ResponseBody.milliseconds(of: date) == milliseconds)
        }
    }

    @Test("a date outside the range, or NaN, has no milliseconds (and does not trap)")
    func datesWithoutMilliseconds() {
        for date in [
            Date(timeIntervalSince1970: .nan), Date(timeIntervalSince1970: .infinity),
            Date(timeIntervalSince1970: -.infinity), Date(timeIntervalSince1970: 9.3e18),
            Date(timeIntervalSince1970: -0.001),
            Date(timeIntervalSince1970: 253_402_300_800), Date.distantPast,
        ] {
            #expect(APNs.ResponseBody.milliseconds(of: date) == nil)
            #expect(throws: EncodingError.self) { try PayloadEncoder().encode(NextStep.dropToken(since: date)) }
            // Describing a step or a delay with such a date does not trap either (Foundation's
            // own date formatting does, far out).
            #expect(NextStep.dropToken(since: date).description.hasPrefix("drop the token (invalid since "))
            #expect(RetryDelay(date: date).description.hasPrefix("at "))
        }
        #expect(APNs.ResponseBody.milliseconds(of: Date(timeIntervalSince1970: 1.0004)) == 1000)
    }

    @Test(
        "every step writes its JSON and reads it back",
        arguments: [
            NextStep.delivered, .dropToken(since: nil),
            .dropToken(since: Date(timeIntervalSince1970: 1_764_288_000.123)),
            .replaceToken(with: "newer"), .retry(.init(seconds: 120, fromHeader: true, backsOff: false)),
            .retry(.init(date: Date(timeIntervalSince1970: 1_764_288_000), fromHeader: true)), .retry(.init()),
            .fixRequest(field: "apns-topic"), .fixRequest(field: nil), .fixCredentials, .giveUp, .eachToken,
        ])
    func stepCoding(_ step: NextStep) throws {
        let bytes = try PayloadEncoder().encode(step)
        #expect(try PayloadDecoder().decode(NextStep.self, from: bytes) == step)
        let object = try #require(try JSONValue(parsing: bytes).objectValue)
        #expect(object["step"] == .string(step.name))
        #expect(try JSONDecoder().decode(NextStep.self, from: Data(bytes)) == step)
    }

    @Test("a step's JSON with an unknown name or a time outside the range is refused")
    func stepDecodingErrors() {
        for text in [#"{"step":"drop"}"#, #"{"step":"drop-token","since":-5}"#, #"{"step":"replace-token"}"#] {
            #expect(throws: DecodingError.self) { try PayloadDecoder().decode(NextStep.self, from: Array(text.utf8)) }
        }
    }

    @Test(
        "Retry-After: digits or an HTTP date that exists, else a finding and the documented backoff",
        arguments: [
            ("30", RetryAfter.seconds(30)), ("0", .seconds(0)), (" 7\t", .seconds(7)), ("+30", .invalid),
            ("-0", .invalid), ("1.5", .invalid), ("3O", .invalid), ("", .invalid),
            ("99999999999999999999", .tooLarge),
            ("Sat, 31 Feb 2026 10:00:00 GMT", .invalid), ("Thu, 29 Feb 2029 10:00:00 GMT", .invalid),
            ("Tue, 29 Feb 2028 10:00:00 GMT", .date(Date(timeIntervalSince1970: 1_835_431_200))),
            ("Wed, 31 Apr 2026 10:00:00 GMT", .invalid),
            // Before 1970 no step can carry the time (found by the reader fuzz target).
            ("Sat, 13 Feb 1013 10:00:00 GMT", .beforeEpoch), ("Wed, 31 Dec 1969 23:59:59 GMT", .beforeEpoch),
            ("Thu, 01 Jan 1970 00:00:00 GMT", .date(Date(timeIntervalSince1970: 0))),
            ("Fri, 31 Dec 9999 23:59:59 GMT", .date(Date(timeIntervalSince1970: 253_402_300_799))),
        ])
    func retryAfter(_ value: String, _ expected: RetryAfter) throws {
        #expect(RetryAfter.parse(value) == expected)
        let isDelay = if case .seconds = expected { true } else if case .date = expected { true } else { false }
        #expect((RetryDelay(retryAfter: value) != nil) == isDelay)
        for (kind, text) in [
            (
                PayloadKind.apnsResponse,
                #"{"status":429,"headers":{"Retry-After":"\#(value)"},"body":{"reason":"TooManyRequests"}}"#
            ),
            (.fcmResponse, #"{"status":503,"headers":{"retry-after":"\#(value)"},"body":{}}"#),
        ] {
            let found = Self.rules(text, kind).contains { $0.hasSuffix(".retry-after") }
            #expect(found == !isDelay, "\(kind.name) \(value)")
        }
    }

    @Test(
        "a status, code or count written with a fraction or an exponent is a shape finding",
        arguments: ["410.0", "4.1e2", "410e0", "1e3"])
    func integersAsWritten(_ literal: String) {
        #expect(
            Self.rules(#"{"status":\#(literal),"body":{"reason":"Unregistered","timestamp":1}}"#, .apnsResponse)
                .contains("apns-response.shape"))
        #expect(Self.rules(#"{"status":\#(literal),"body":{}}"#, .fcmResponse).contains("fcm-response.shape"))
        #expect(
            Self.rules(#"{"error":{"code":\#(literal),"status":"NOT_FOUND"}}"#, .fcmResponse).contains(
                "fcm-response.shape"))
        #expect(
            Self.rules(#"{"multicast_id":1,"success":\#(literal),"results":[]}"#, .fcmResponse).contains(
                "fcm-response.shape"))
    }

    @Test("duplicate members: the checks read the first, as the models do")
    func duplicatesReadFirst() throws {
        // Envelope status: first 200, then 410.
        let apns = #"{"status":200,"status":410,"body":{"reason":"Unregistered","reason":"BadTopic","timestamp":1}}"#
        let model = try APNs.Response(jsonBytes: Array(apns.utf8))
        #expect(model.status == 200)
        #expect(model.reason == .unregistered)
        #expect(Self.stepMessage(apns, .apnsResponse) == "next step: \(model.nextStep)")
        // The status-mismatch finding is judged on the first status (200 with a reason).
        let findings = PayloadValidator.validate(Array(apns.utf8), as: .apnsResponse).diagnostics
        #expect(findings.contains { $0.ruleID == "apns-response.status-mismatch" && $0.message.contains("200") })
        let fcm =
            #"{"status":404,"body":{"error":{"code":404,"code":503,"status":"NOT_FOUND","status":"UNAVAILABLE"}}}"#
        let fcmModel = try FCM.Response(jsonBytes: Array(fcm.utf8))
        #expect(fcmModel.body?.error?.code == 404)
        #expect(Self.stepMessage(fcm, .fcmResponse) == "next step: \(fcmModel.nextStep)")
        #expect(!Self.rules(fcm, .fcmResponse).contains("fcm-response.status-mismatch"))
    }

    @Test("an HTTP v1 error without an integer code takes the step of the HTTP status and Retry-After")
    func errorWithoutCode() throws {
        for body in [#"{"error":{"message":"busy"}}"#, #"{"error":{"code":"503","status":"UNAVAILABLE"}}"#] {
            let text = #"{"status":503,"headers":{"Retry-After":"30"},"body":\#(body)}"#
            let response = try FCM.Response(jsonBytes: Array(text.utf8))
            #expect(response.nextStep == .retry(RetryDelay(seconds: 30, fromHeader: true)))
            #expect(Self.stepMessage(text, .fcmResponse) == "next step: \(response.nextStep)")
            let received = try FCM.Response(status: 503, headers: [("Retry-After", "30")], body: Array(body.utf8))
            #expect(received.nextStep == response.nextStep)
        }
    }

    @Test("a legacy answer's results: one token's step, delivered when all were, else each token")
    func legacyRoot() throws {
        let cases: [(String, NextStep)] = [
            (#"[{"error":"NotRegistered"}]"#, .dropToken(since: nil)),
            (#"[{"message_id":"0:1","registration_id":"newer"}]"#, .replaceToken(with: "newer")),
            (#"[{"message_id":"0:1"},{"message_id":"0:2"}]"#, .delivered),
            (#"[{"message_id":"0:1"},{"error":"NotRegistered"}]"#, .eachToken),
            (#"[{"message_id":"0:1"},{"message_id":"0:2","registration_id":"n"}]"#, .eachToken),
        ]
        for (results, expected) in cases {
            let text = #"{"status":200,"body":{"multicast_id":1,"results":\#(results)}}"#
            let response = try FCM.Response(jsonBytes: Array(text.utf8))
            #expect(response.nextStep == expected, "\(results)")
            #expect(Self.stepMessage(text, .fcmResponse) == "next step: \(expected)")
            let bare = #"{"multicast_id":1,"results":\#(results)}"#
            #expect(Self.stepMessage(bare, .fcmResponse) == "next step: \(expected)")
        }
    }

    @Test("a result that is not an object keeps its place: later tokens keep their steps")
    func resultsKeepTheirIndex() throws {
        let text =
            #"{"status":200,"body":{"multicast_id":1,"results":["x",{"error":"NotRegistered"},{"message_id":"0:3"}]}}"#
        let response = try FCM.Response(jsonBytes: Array(text.utf8))
        #expect(response.resultSteps == [.giveUp, .dropToken(since: nil), .delivered])
        let report = FCM.FanOut(template: FCM.Message(), tokens: ["a", "b", "c"]).legacyReport([(0, response)])
        #expect(report.tokensToDrop == ["b"])
        let findings = PayloadValidator.validate(Array(text.utf8), as: .fcmResponse).diagnostics
        #expect(findings.contains { $0.message == "next step for token 1: drop the token" })
        #expect(findings.contains { $0.message == "next step for token 0: give up" })
    }

    @Test("a legacy batch index past the tokens, negative or huge is unmatched, never a trap")
    func legacyBatchIndices() throws {
        let answer = try FCM.Response(jsonBytes: Array(#"{"status":200,"body":{"results":[{"message_id":"1"}]}}"#.utf8))
        let fanOut = FCM.FanOut(template: FCM.Message(), tokens: ["a", "b", "c"])
        for batch in [3, 4, -1, Int.max, Int.min, Int.max / 2 + 1] {
            let report = fanOut.legacyReport([(batch, answer)], batchSize: 1)
            #expect(report.unmatched == 1)
            #expect(report.unanswered == ["a", "b", "c"])
        }
        #expect(fanOut.legacyReport([(1, answer)], batchSize: 2).tokens.map(\.step) == [nil, nil, .delivered])
        #expect(fanOut.legacyReport([(0, answer)], batchSize: Int.max).tokens.first?.step == .delivered)
        #expect(FCM.FanOut(template: FCM.Message(), tokens: []).legacyReport([(0, answer)]).unmatched == 1)
    }

    @Test(
        "error.status: a google.rpc.Code name that goes with the HTTP status",
        arguments: [
            ("NOT_FOUND", 404, []), ("INVALID_ARGUMENT", 400, []), ("FAILED_PRECONDITION", 400, []),
            ("UNAVAILABLE", 503, []), ("NOT_FOUD", 404, ["fcm-response.error-code-unknown"]),
            ("not_found", 404, ["fcm-response.error-code-unknown"]),
            ("UNAVAILABLE", 404, ["fcm-response.status-mismatch"]),
            ("INTERNAL", 400, ["fcm-response.status-mismatch"]),
        ])
    func rpcStatus(_ name: String, _ code: Int, _ expected: [String]) {
        let text = #"{"status":\#(code),"body":{"error":{"code":\#(code),"message":"m","status":"\#(name)"}}}"#
        let found = Self.rules(text, .fcmResponse).filter {
            $0.hasSuffix("error-code-unknown") || $0.hasSuffix("status-mismatch")
        }
        #expect(found == expected)
    }
}
