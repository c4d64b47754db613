import PushPayloads
import Testing

/// Bodies the server cannot read: 400 with `{"error": "..."}`.
@Suite("400 Bad Request")
struct BadRequestTests {
    /// Text that is not JSON.
    @Test(arguments: ["/apns", "/fcm"])
    func notJSON(path: String) async throws {
        let answer = try await post(path, text: Array(#"{"title": "unterminated"#.utf8))

        #expect(answer.status == .badRequest)
        let error = try #require(try answer.json()["error"]?.stringValue)
        #expect(!error.isEmpty)
    }

    /// JSON without a required member: the error names it.
    @Test func missingBody() async throws {
        let answer = try await post("/apns", ["title": "No body"])

        #expect(answer.status == .badRequest)
        #expect(try answer.json()["error"]?.stringValue?.contains("body") == true)
    }

    /// A member of the wrong type.
    @Test func badgeAsString() async throws {
        let answer = try await post("/apns", ["title": "T", "body": "B", "badge": "3"])

        #expect(answer.status == .badRequest)
        #expect(try answer.json()["error"]?.stringValue?.contains("/badge") == true)
    }

    /// `custom` must be an object.
    @Test func customNotAnObject() async throws {
        let answer = try await post("/apns", ["title": "T", "body": "B", "custom": [1, 2]])

        #expect(answer.status == .badRequest)
        #expect(try answer.json()["error"]?.stringValue?.contains("/custom") == true)
    }
}
