import PushPayloads
import Testing

/// `POST /fcm`: HTTP v1 send requests, validated as `fcm`.
@Suite("POST /fcm")
struct FCMRouteTests {
    /// One target: answered with the send request, which decodes back to the message asked for.
    @Test func tokenMessageIsAnswered() async throws {
        let answer = try await post(
            "/fcm", ["token": "device-token-1", "title": "Breaking", "body": "Read more", "data": ["articleID": "42"]])

        #expect(answer.status == .ok)
        #expect(answer.header("x-payload-bytes") == String(answer.body.count))
        let message = try #require(try FCM.SendRequest(jsonBytes: answer.body).message)
        #expect(message.target == .token("device-token-1"))
        #expect(message.notification?.title == "Breaking")
        #expect(message.notification?.body == "Read more")
        #expect(message.data == ["articleID": "42"])
    }

    /// A token and a topic together: FCM wants exactly one target.
    @Test func tokenAndTopicAreRefused() async throws {
        let answer = try await post("/fcm", ["token": "device-token-1", "topic": "news", "title": "T", "body": "B"])

        #expect(answer.status == .unprocessableContent)
        #expect(try answer.json()["valid"]?.boolValue == false)
        #expect(try answer.ruleIDs().contains("fcm.target-count"))
    }

    /// No target at all is the same rule.
    @Test func missingTargetIsRefused() async throws {
        let answer = try await post("/fcm", ["title": "T", "body": "B"])

        #expect(answer.status == .unprocessableContent)
        #expect(try answer.ruleIDs().contains("fcm.target-count"))
    }
}
