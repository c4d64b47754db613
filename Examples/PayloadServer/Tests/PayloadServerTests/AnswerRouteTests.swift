import Foundation
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

/// The routes survive every answer the validator accepts: each recorded answer fixture, with each of
/// its numbers replaced by extremes, is answered with 200 (a step) or 422 (a report), never a crash
/// or a 500.
@Suite("POST /apns/answer, /fcm/answer with extreme numbers")
struct AnswerExtremeNumberTests {
    /// The repository's recorded answer fixtures.
    static let fixtures: [(service: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var found: [(String, String)] = []
        for (kind, service) in [("apns-response", "apns"), ("fcm-response", "fcm")] {
            for group in ["valid", "invalid"] {
                let folder = root.appendingPathComponent("Fixtures/\(kind)/\(group)")
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for name in names.sorted() where name.hasSuffix(".json") {
                    if let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) {
                        found.append((service, text))
                    }
                }
            }
        }
        return found
    }()

    /// Numbers at the edges: Int64 and its neighbours, 2^53 + 1, a double's largest, past the year 9999 in
    /// milliseconds, negative, fractional, exponents.
    static let extremes = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "9007199254740993",
        "1.7976931348623157e308", "253402300800000", "253402300799999", "-1", "0", "410.0", "4.1e2", "1e400",
        "0.000001",
    ]

    /// Each number literal of `text` replaced in turn by `value`.
    static func variants(of text: String, with value: String) -> [String] {
        let pattern = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/
        return text.matches(of: pattern).map { match in
            text.replacingCharacters(in: match.range, with: value)
        }
    }

    @Test("every variant is answered with 200 or 422")
    func survives() async throws {
        #expect(Self.fixtures.count > 100)
        var answered = 0
        for (service, text) in Self.fixtures {
            for value in Self.extremes {
                for variant in Self.variants(of: text, with: value) {
                    let answer = try await post("/\(service)/answer", text: Array(variant.utf8))
                    #expect(answer.status == .ok || answer.status == .unprocessableContent, "\(variant)")
                    if answer.status == .ok { answered += 1 }
                }
            }
        }
        // Most variants are still answers: the test is not vacuous.
        #expect(answered > 1000)
    }
}
