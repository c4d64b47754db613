import PushPayloads
import Testing

/// `POST /apns/answer` and `POST /fcm/answer`: a recorded answer in, the next step out.
@Suite("POST /apns/answer, /fcm/answer")
struct AnswerRouteTests {
    /// A 410 with its timestamp: drop the token, since that time.
    @Test func unregisteredDropsTheToken() async throws {
        let answer = try await post(
            "/apns/answer", ["status": 410, "body": ["reason": "Unregistered", "timestamp": 1_764_288_000_000]])

        #expect(answer.status == .ok)
        let step = try answer.json()
        #expect(step["step"] == "drop-token")
        #expect(step["since"]?.numberValue?.int64Value == 1_764_288_000_000)
    }

    /// Apple's 503: retry after 15 minutes, backing off.
    @Test func unavailableRetries() async throws {
        let answer = try await post("/apns/answer", ["status": 503, "body": ["reason": "ServiceUnavailable"]])

        #expect(try answer.json()["step"] == "retry")
        #expect(try answer.json()["retryAfterSeconds"]?.numberValue?.intValue == 900)
    }

    /// FCM's QUOTA_EXCEEDED with a Retry-After header: the header's wait.
    @Test func quotaHonoursRetryAfter() async throws {
        let body: JSONValue = [
            "status": 429, "headers": ["retry-after": "120"],
            "body": [
                "error": [
                    "code": 429, "message": "Quota exceeded.", "status": "RESOURCE_EXHAUSTED",
                    "details": [["@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", "errorCode": "QUOTA_EXCEEDED"]],
                ]
            ],
        ]
        let answer = try await post("/fcm/answer", body)

        #expect(answer.status == .ok)
        #expect(try answer.json()["step"] == "retry")
        #expect(try answer.json()["retryAfterSeconds"]?.numberValue?.intValue == 120)
    }

    /// A legacy answer: a step per token, in the order of the request.
    @Test func legacyAnswersPerToken() async throws {
        let body: JSONValue = [
            "status": 200,
            "body": [
                "multicast_id": 1, "success": 1, "failure": 1, "canonical_ids": 1,
                "results": [["message_id": "0:1", "registration_id": "newer"], ["error": "NotRegistered"]],
            ],
        ]
        let answer = try await post("/fcm/answer", body)

        let tokens = try answer.json()["tokens"]?.arrayValue ?? []
        #expect(tokens.map { $0["step"] } == ["replace-token", "drop-token"])
        #expect(tokens.first?["token"] == "newer")
    }

    /// A record with errors is answered with its report.
    @Test func malformedRecordIsRefused() async throws {
        let answer = try await post("/apns/answer", ["status": "410", "body": ["reason": "Unregistered"]])

        #expect(answer.status == .unprocessableContent)
        #expect(try answer.ruleIDs().contains("apns-response.shape"))
    }
}
