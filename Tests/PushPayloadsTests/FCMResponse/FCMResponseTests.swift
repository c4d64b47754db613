import Foundation
import Testing

@testable import PushPayloads

/// FCM answers: every HTTP v1 `ErrorCode` and legacy error with its next step (written out here
/// from Firebase's ErrorCode reference, error-code guide and legacy server reference, not read
/// from the library's tables), bodies without a code, headers, and round trips.
@Suite("FCM responses")
struct FCMResponseTests {
    struct Row: Sendable, CustomStringConvertible {
        let code: String
        let status: Int?
        let step: NextStep
        var description: String { code }
    }

    static let backoff = RetryDelay(seconds: nil, backsOff: true)
    static let aMinute = RetryDelay(seconds: 60, backsOff: true)

    static let v1Rows: [Row] = [
        Row(code: "UNSPECIFIED_ERROR", status: nil, step: .giveUp),
        Row(code: "INVALID_ARGUMENT", status: 400, step: .fixRequest(field: nil)),
        Row(code: "UNREGISTERED", status: 404, step: .dropToken(since: nil)),
        Row(code: "SENDER_ID_MISMATCH", status: 403, step: .dropToken(since: nil)),
        Row(code: "QUOTA_EXCEEDED", status: 429, step: .retry(aMinute)),
        Row(code: "UNAVAILABLE", status: 503, step: .retry(backoff)),
        Row(code: "INTERNAL", status: 500, step: .retry(backoff)),
        Row(code: "THIRD_PARTY_AUTH_ERROR", status: 401, step: .fixCredentials),
        Row(code: "APNS_AUTH_ERROR", status: 401, step: .fixCredentials),
    ]

    static let legacyRows: [Row] = [
        Row(code: "MissingRegistration", status: nil, step: .fixRequest(field: "to")),
        Row(code: "InvalidRegistration", status: nil, step: .dropToken(since: nil)),
        Row(code: "NotRegistered", status: nil, step: .dropToken(since: nil)),
        Row(code: "InvalidPackageName", status: nil, step: .fixRequest(field: "restricted_package_name")),
        Row(code: "MismatchSenderId", status: nil, step: .dropToken(since: nil)),
        Row(code: "InvalidParameters", status: nil, step: .fixRequest(field: nil)),
        Row(code: "MessageTooBig", status: nil, step: .fixRequest(field: "data")),
        Row(code: "InvalidDataKey", status: nil, step: .fixRequest(field: "data")),
        Row(code: "InvalidTtl", status: nil, step: .fixRequest(field: "time_to_live")),
        Row(code: "Unavailable", status: nil, step: .retry(backoff)),
        Row(code: "InternalServerError", status: nil, step: .retry(backoff)),
        Row(code: "DeviceMessageRateExceeded", status: nil, step: .retry(backoff)),
        Row(code: "TopicsMessageRateExceeded", status: nil, step: .retry(backoff)),
        Row(code: "InvalidApnsCredential", status: nil, step: .fixCredentials),
    ]

    static func errorBody(_ code: String, status: Int) -> [UInt8] {
        Array(
            #"{"error":{"code":\#(status),"message":"m","status":"S","details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"\#(code)"}]}}"#
                .utf8)
    }

    @Test("every HTTP v1 ErrorCode decodes with its status and next step", arguments: v1Rows)
    func v1Code(_ row: Row) throws {
        let status = row.status ?? 500
        let response = try FCM.Response(status: status, body: Self.errorBody(row.code, status: status))
        #expect(response.body?.error?.errorCode == FCM.ErrorCode(rawValue: row.code))
        #expect(response.body?.error?.errorCode?.documented?.status == row.status)
        #expect(response.nextStep == row.step)
        #expect(try FCM.Response(jsonBytes: response.jsonBytes()) == response)
    }

    @Test("every legacy error decodes with its next step, per token", arguments: legacyRows)
    func legacyError(_ row: Row) throws {
        let body = Array(
            #"{"multicast_id":5936281277445399934,"success":1,"failure":1,"canonical_ids":0,"results":[{"message_id":"0:1"},{"error":"\#(row.code)"}]}"#
                .utf8)
        let response = try FCM.Response(status: 200, body: body)
        // Delivered to one token and not to the other: no one step for the send.
        #expect(response.nextStep == .eachToken)
        #expect(response.resultSteps == [.delivered, row.step])
        #expect(response.body?.multicastID?.description == "5936281277445399934")
        #expect(try response.jsonBytes() == Array(#"{"status":200,"body":"#.utf8) + body + [UInt8(ascii: "}")])
    }

    @Test("the library's tables hold exactly Firebase's codes")
    func tablesAreFirebases() {
        #expect(FCM.ErrorCode.all.map(\.value.rawValue) == Self.v1Rows.map(\.code))
        #expect(FCM.LegacyError.all.map(\.value.rawValue) == Self.legacyRows.map(\.code))
    }

    @Test("a canonical id replaces the token; a result with neither outcome gives up")
    func canonical() throws {
        let body = Array(#"{"results":[{"message_id":"0:2","registration_id":"newer"},{}]}"#.utf8)
        let response = try FCM.Response(status: 200, body: body)
        #expect(response.resultSteps == [.replaceToken(with: "newer"), .giveUp])
    }

    @Test("INVALID_ARGUMENT names the BadRequest field; a field message.token drops the token")
    func badRequest() throws {
        func response(field: String) throws -> FCM.Response {
            let body = Array(
                #"{"error":{"code":400,"message":"m","status":"INVALID_ARGUMENT","details":[{"@type":"type.googleapis.com/google.rpc.BadRequest","fieldViolations":[{"field":"\#(field)","description":"d"}]}]}}"#
                    .utf8)
            return try FCM.Response(status: 400, body: body)
        }
        #expect(try response(field: "message.data[0].value").nextStep == .fixRequest(field: "message.data[0].value"))
        #expect(try response(field: "message.token").nextStep == .dropToken(since: nil))
        #expect(try response(field: "message.data[0].value").body?.error?.fieldViolations.first?.description == "d")
    }

    @Test(
        "a body without an FcmError falls back on the status",
        arguments: [
            (401, NextStep.fixCredentials), (403, .fixCredentials), (404, .fixRequest(field: nil)),
            (429, .retry(backoff)), (500, .retry(backoff)), (503, .retry(backoff)),
        ])
    func statusOnly(_ status: Int, _ step: NextStep) throws {
        let bytes = Array(
            #"{"status":\#(status),"body":{"error":{"code":\#(status),"message":"m","status":"X"}}}"#.utf8)
        let response = try FCM.Response(jsonBytes: bytes)
        #expect(response.nextStep == step)
        #expect(try response.jsonBytes() == bytes)
    }

    @Test("a success is delivered; Retry-After sets the wait of a retry")
    func successAndRetryAfter() throws {
        let sent = try FCM.Response(status: 200, body: Array(#"{"name":"projects/p/messages/0:1"}"#.utf8))
        #expect(sent.nextStep == .delivered)
        #expect(sent.body?.name == "projects/p/messages/0:1")
        let busy = try FCM.Response(
            status: 503, headers: [("Retry-After", "30")], body: Self.errorBody("UNAVAILABLE", status: 503))
        #expect(busy.nextStep == .retry(RetryDelay(seconds: 30, fromHeader: true)))
        #expect(try FCM.Response(status: 502).nextStep == .retry(Self.backoff))
    }
}
