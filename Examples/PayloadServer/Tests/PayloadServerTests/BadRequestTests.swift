import Hummingbird
import HummingbirdTesting
import PayloadServer
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

/// What the routes refuse besides bodies they cannot read.
@Suite("Refusals")
struct RefusalTests {
    /// A push type Apple does not document: 400 naming it, not a body built for `alert`'s limit.
    @Test func unknownPushType() async throws {
        let answer = try await post("/apns", ["title": "T", "body": "B", "pushType": "bogus"])

        #expect(answer.status == .badRequest)
        let error = try #require(try answer.json()["error"]?.stringValue)
        #expect(error.hasPrefix("/pushType: \"bogus\" is not an APNs push type (alert, background"))
    }

    /// A missing member is named without a position.
    @Test func missingMemberMessage() async throws {
        let answer = try await post("/apns", ["title": "No body"])

        #expect(try answer.json()["error"]?.stringValue == "missing member \"body\"")
    }

    /// Another method on a route: 405 with `Allow: POST`; an unknown path stays 404.
    @Test(arguments: [(HTTPRequest.Method.get, "/apns"), (.put, "/fcm"), (.delete, "/apns")])
    func wrongMethod(method: HTTPRequest.Method, path: String) async throws {
        let app = buildApplication()
        let (status, allow) = try await app.test(.router) { client in
            try await client.execute(uri: path, method: method) { ($0.status, $0.headers[.allow]) }
        }
        #expect(status == .methodNotAllowed)
        #expect(allow == "POST")
        let missing = try await app.test(.router) { client in
            try await client.execute(uri: "/nowhere", method: .get) { $0.status }
        }
        #expect(missing == .notFound)
    }
}
