import Testing

@testable import PushPayloads

/// An answer built from what an HTTP client received (its body read in place when plain) is the
/// same value as the recorded answer decoded from JSON: equal members, written the same, and the
/// same status, headers, body, reason, timestamp and steps.
@Suite("Received answers")
struct ResponseRecordTests {
    /// The received parts of a recorded answer: status, header fields and the body's bytes (the
    /// body's compact JSON, or `body` as given when asked).
    static func parts(_ model: some RecordedResponse) -> (Int, [(name: String, value: String)], [UInt8])? {
        // A status an HTTP client gives is an integer: `410.0` is a record no client makes.
        guard let number = model.members["status"]?.numberValue, !number.hasFractionOrExponent,
            let status = number.intValue,
            let headers = (model.members["headers"]?.objectValue ?? [:]).members.map({ member in
                member.value.stringValue.map { (name: member.key, value: $0) }
            }) as [(name: String, value: String)?]?,
            !headers.contains(where: { $0 == nil }),
            model.members.keys.allSatisfy(["status", "headers", "body"].contains),
            model.members["headers"].map({ $0.objectValue != nil }) ?? true,
            model.members["body"].map({ $0.objectValue != nil }) ?? true
        else { return nil }
        let body = model.members["body"].map { Array($0.description.utf8) } ?? []
        return (status, headers.compactMap { $0 }, body)
    }

    static let envelopes = ResponseFixtureTests.fixtures.filter { fixture in
        (try? JSONReader.read(fixture.bytes)).map(RecordedEnvelope.isEnvelope) == true
    }

    @Test(
        "each recorded APNs answer, received, is the decoded answer",
        arguments: envelopes.filter { $0.kind == "apns-response" })
    func apns(_ fixture: Fixture) throws {
        guard let decoded = try? APNs.Response(jsonBytes: fixture.bytes),
            let (status, headers, body) = Self.parts(decoded)
        else { return }
        let received = try APNs.Response(status: status, headers: headers, body: body)
        #expect(received == decoded)
        #expect(try received.jsonBytes() == decoded.jsonBytes())
        #expect(received.nextStep == decoded.nextStep)
        #expect(received.reason == decoded.reason && received.timestamp == decoded.timestamp)
        #expect(received.apnsID == decoded.apnsID && received.uniqueID == decoded.uniqueID)
        #expect(received.body == decoded.body && received.status == decoded.status)
    }

    @Test(
        "each recorded FCM answer, received, is the decoded answer",
        arguments: envelopes.filter { $0.kind == "fcm-response" })
    func fcm(_ fixture: Fixture) throws {
        guard let decoded = try? FCM.Response(jsonBytes: fixture.bytes),
            let (status, headers, body) = Self.parts(decoded)
        else { return }
        let received = try FCM.Response(status: status, headers: headers, body: body)
        #expect(received == decoded)
        #expect(try received.jsonBytes() == decoded.jsonBytes())
        #expect(received.nextStep == decoded.nextStep)
        #expect(received.resultSteps == decoded.resultSteps)
        #expect(received.body == decoded.body && received.header("retry-after") == decoded.header("retry-after"))
    }

    @Test("most recorded answers are received with a plain body, so the fast path is what the tests above check")
    func plainBodies() {
        let plain = Self.envelopes.filter { fixture in
            guard let decoded = try? APNs.Response(jsonBytes: fixture.bytes),
                let body = Self.parts(decoded)?.2, !body.isEmpty
            else { return false }
            return PlainJSON.object(body) != nil
        }
        #expect(plain.count >= 40, "\(plain.count) plain bodies of \(Self.envelopes.count) answers")
    }

    @Test("a body that is not plain is read by the general reader, with the same results")
    func generalBody() throws {
        let escaped = Array(#"{"reason":"Unre\u0067istered","timestamp":1764288000000}"#.utf8)
        let unicode = Array(
            #"{"error":{"code":404,"message":"nicht gefunden: é","status":"NOT_FOUND","details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"UNREGISTERED"}]}}"#
                .utf8)
        #expect(PlainJSON.object(escaped) == nil && PlainJSON.object(unicode) == nil)
        let apns = try APNs.Response(status: 410, body: escaped)
        #expect(apns.reason == .unregistered)
        #expect(apns.nextStep == .dropToken(since: APNs.ResponseBody.date(milliseconds: 1_764_288_000_000)))
        let fcm = try FCM.Response(status: 404, body: unicode)
        #expect(fcm.nextStep == .dropToken(since: nil))
        #expect(fcm.body?.error?.message == "nicht gefunden: é")
    }

    @Test("a top-level key twice keeps its first value, on both paths")
    func duplicateKeys() throws {
        let plain = try APNs.Response(status: 400, body: Array(#"{"reason":"BadTopic","reason":"Unregistered"}"#.utf8))
        let general = try APNs.Response(
            status: 400, body: Array(#"{"reason":"BadTopic","reason":"Unregistere\u0064"}"#.utf8))
        #expect(plain.reason == .badTopic && general.reason == .badTopic)
        #expect(plain.body?.members.count == 1 && general.body?.members.count == 1)
        #expect(plain.nextStep == .fixRequest(field: APNs.HeaderName.topic))
    }

    @Test("an empty body is none; a body that is not an object throws")
    func emptyAndInvalid() throws {
        #expect(try APNs.Response(status: 200, body: Array(" \n".utf8)).body == nil)
        #expect(try APNs.Response(status: 200).members.description == #"{"status":200}"#)
        #expect(throws: DecodingError.self) { try APNs.Response(status: 400, body: Array("[1]".utf8)) }
        #expect(throws: DecodingError.self) { try FCM.Response(status: 400, body: Array(#"{"a":"#.utf8)) }
    }

    @Test("setting a member of a received answer keeps the others, in order")
    func editing() throws {
        var response = try APNs.Response(
            status: 410, headers: [("apns-id", "7c2d2e2a-1b1c-4d3e-8f00-0a1b2c3d4e5f")],
            body: Array(#"{"reason":"Unregistered","timestamp":1}"#.utf8))
        let copy = response
        response.status = 400
        #expect(
            response.members.description
                == #"{"status":400,"headers":{"apns-id":"7c2d2e2a-1b1c-4d3e-8f00-0a1b2c3d4e5f"},"body":{"reason":"Unregistered","timestamp":1}}"#
        )
        #expect(response != copy && copy.status == 410)
        response.status = 410
        #expect(response == copy && response.hashValue == copy.hashValue)
    }
}
