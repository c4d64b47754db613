import Foundation
import Testing

@testable import PushPayloads

/// APNs answers: every reason of Apple's table with its next step (written out here from Apple's
/// "Handling notification responses from APNs", not read from the library's table), the status
/// fallback, the headers, and round trips.
@Suite("APNs responses")
struct APNsResponseTests {
    /// One row of Apple's table and the step a sender takes, decided by hand.
    struct Row: Sendable, CustomStringConvertible {
        let reason: String
        let status: Int
        let step: NextStep
        var description: String { reason }
    }

    static let later = RetryDelay(seconds: nil, backsOff: true)
    static let fifteenMinutes = RetryDelay(seconds: 900, backsOff: true)
    static let newConnection = RetryDelay(seconds: 0, backsOff: false)

    static let rows: [Row] = [
        Row(reason: "BadCollapseId", status: 400, step: .fixRequest(field: "apns-collapse-id")),
        Row(reason: "BadDeviceToken", status: 400, step: .dropToken(since: nil)),
        Row(reason: "BadExpirationDate", status: 400, step: .fixRequest(field: "apns-expiration")),
        Row(reason: "BadMessageId", status: 400, step: .fixRequest(field: "apns-id")),
        Row(reason: "BadPriority", status: 400, step: .fixRequest(field: "apns-priority")),
        Row(reason: "BadTopic", status: 400, step: .fixRequest(field: "apns-topic")),
        Row(reason: "DeviceTokenNotForTopic", status: 400, step: .dropToken(since: nil)),
        Row(reason: "DuplicateHeaders", status: 400, step: .fixRequest(field: nil)),
        Row(reason: "IdleTimeout", status: 400, step: .retry(newConnection)),
        Row(reason: "InvalidPushType", status: 400, step: .fixRequest(field: "apns-push-type")),
        Row(reason: "MissingDeviceToken", status: 400, step: .fixRequest(field: ":path")),
        Row(reason: "MissingTopic", status: 400, step: .fixRequest(field: "apns-topic")),
        Row(reason: "PayloadEmpty", status: 400, step: .fixRequest(field: nil)),
        Row(reason: "TopicDisallowed", status: 400, step: .fixRequest(field: "apns-topic")),
        Row(reason: "BadCertificate", status: 403, step: .fixCredentials),
        Row(reason: "BadCertificateEnvironment", status: 403, step: .fixCredentials),
        Row(reason: "ExpiredProviderToken", status: 403, step: .fixCredentials),
        Row(reason: "Forbidden", status: 403, step: .fixCredentials),
        Row(reason: "InvalidProviderToken", status: 403, step: .fixCredentials),
        Row(reason: "MissingProviderToken", status: 403, step: .fixCredentials),
        Row(reason: "UnrelatedKeyIdInToken", status: 403, step: .fixCredentials),
        Row(reason: "BadEnvironmentKeyIdInToken", status: 403, step: .fixCredentials),
        Row(reason: "BadEnvironmentKeyInToken", status: 403, step: .fixCredentials),
        Row(reason: "BadPath", status: 404, step: .fixRequest(field: ":path")),
        Row(reason: "MethodNotAllowed", status: 405, step: .fixRequest(field: ":method")),
        Row(reason: "ExpiredToken", status: 410, step: .dropToken(since: nil)),
        Row(reason: "Unregistered", status: 410, step: .dropToken(since: nil)),
        Row(reason: "PayloadTooLarge", status: 413, step: .fixRequest(field: nil)),
        Row(reason: "TooManyProviderTokenUpdates", status: 429, step: .fixCredentials),
        Row(reason: "TooManyRequests", status: 429, step: .retry(later)),
        Row(reason: "InternalServerError", status: 500, step: .retry(fifteenMinutes)),
        Row(reason: "ServiceUnavailable", status: 503, step: .retry(fifteenMinutes)),
        Row(reason: "Shutdown", status: 503, step: .retry(newConnection)),
    ]

    @Test("every reason of Apple's table decodes with its status and next step", arguments: rows)
    func reason(_ row: Row) throws {
        let body = Array(#"{"reason":"\#(row.reason)"}"#.utf8)
        let response = try APNs.Response(
            status: row.status, headers: [("apns-id", "7c2d2e2a-1b1c-4d3e-8f00-0a1b2c3d4e5f")], body: body)
        #expect(response.reason == APNs.Reason(rawValue: row.reason))
        #expect(response.reason?.documented?.status == row.status)
        #expect(response.nextStep == row.step)
        #expect(try APNs.Response(jsonBytes: response.jsonBytes()) == response)
    }

    @Test("the library's table holds exactly Apple's reasons")
    func tableIsApples() {
        #expect(APNs.Reason.all.map(\.value.rawValue) == Self.rows.map(\.reason))
    }

    @Test("a 410 drops the token since the body's timestamp, in milliseconds")
    func unregisteredSince() throws {
        let body = Array(#"{"reason":"Unregistered","timestamp":1764288000123}"#.utf8)
        let response = try APNs.Response(status: 410, body: body)
        let since = Date(timeIntervalSince1970: 1_764_288_000.123)
        #expect(response.nextStep == .dropToken(since: since))
        #expect(response.body?.timestampMilliseconds == 1_764_288_000_123)
        #expect(response.nextStep.dropsToken)
    }

    @Test("a success has no body and is delivered; the ids are typed")
    func success() throws {
        let id = "7c2d2e2a-1b1c-4d3e-8f00-0a1b2c3d4e5f"
        let unique = "a8e9c1d2-0000-4000-8000-000000000001"
        let response = try APNs.Response(status: 200, headers: [("apns-id", id), ("apns-unique-id", unique)])
        #expect(response.nextStep == .delivered)
        #expect(response.body == nil)
        #expect(response.apnsID == UUID(uuidString: id))
        #expect(response.uniqueID == UUID(uuidString: unique))
        #expect(
            String(decoding: try response.jsonBytes(), as: UTF8.self)
                == #"{"status":200,"headers":{"apns-id":"\#(id)","apns-unique-id":"\#(unique)"}}"#)
    }

    @Test(
        "an unknown reason is kept and falls back on the status",
        arguments: [
            (400, NextStep.fixRequest(field: nil)), (403, .fixCredentials), (410, .dropToken(since: nil)),
            (429, .retry(later)), (502, .retry(fifteenMinutes)), (302, .giveUp),
        ])
    func unknownReason(_ status: Int, _ step: NextStep) throws {
        let bytes = Array(#"{"status":\#(status),"body":{"reason":"SomethingNew","extra":[1,2.50]}}"#.utf8)
        let response = try APNs.Response(jsonBytes: bytes)
        #expect(response.reason?.rawValue == "SomethingNew")
        #expect(response.reason?.documented == nil)
        #expect(response.nextStep == step)
        #expect(try response.jsonBytes() == bytes)
    }

    @Test("Retry-After, in any letter case, gives the wait: seconds or an HTTP date")
    func retryAfter() throws {
        let body = Array(#"{"reason":"TooManyRequests"}"#.utf8)
        let seconds = try APNs.Response(status: 429, headers: [("Retry-After", " 120 ")], body: body)
        #expect(seconds.nextStep == .retry(RetryDelay(seconds: 120, fromHeader: true)))
        let dated = try APNs.Response(
            status: 429, headers: [("retry-after", "Sun, 06 Nov 1994 08:49:37 GMT")], body: body)
        #expect(dated.nextStep == .retry(RetryDelay(date: Date(timeIntervalSince1970: 784_111_777), fromHeader: true)))
        let unreadable = try APNs.Response(status: 429, headers: [("retry-after", "soon")], body: body)
        #expect(unreadable.nextStep == .retry(Self.later))
    }

    @Test("a body that is not a JSON object is refused")
    func badBody() {
        #expect(throws: DecodingError.self) { try APNs.Response(status: 400, body: Array("nope".utf8)) }
        #expect(throws: DecodingError.self) { try APNs.Response(status: 400, body: Array("[1]".utf8)) }
    }

    @Test("the ids are read as Foundation reads them, in either case, and nothing else is an id")
    func uuids() {
        for _ in 0..<200 {
            let id = UUID()
            #expect(HeaderFormats.uuid(id.uuidString) == id)
            #expect(HeaderFormats.uuid(id.uuidString.lowercased()) == id)
        }
        for text in [
            "", "7c2d2e2a1b1c4d3e8f000a1b2c3d4e5f", "{7c2d2e2a-1b1c-4d3e-8f00-0a1b2c3d4e5f}",
            "7c2d2e2a-1b1c-4d3e-8f00-0a1b2c3d4e5g", "7c2d2e2a-1b1c-4d3e-8f00_0a1b2c3d4e5f",
            "7c2d2e2a-1b1c-4d3e-8f00-0a1b2c3d4e5",
        ] {
            #expect(HeaderFormats.uuid(text) == nil)
            #expect(UUID(uuidString: text) == nil)
        }
    }
}
