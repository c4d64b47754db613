import Hummingbird
import HummingbirdTesting
import PayloadServer
import PushPayloads

/// A response as the tests read it: status, headers and body bytes.
struct Answer {
    /// The response status.
    var status: HTTPResponse.Status
    /// The response headers.
    var headers: HTTPFields
    /// The body bytes.
    var body: [UInt8]

    /// The body parsed strictly as JSON.
    func json() throws -> JSONValue {
        try JSONValue(parsing: body)
    }

    /// The rule ids of a 422 answer's findings (the report's `diagnostics`), in order.
    func ruleIDs() throws -> [String] {
        try (json()["diagnostics"]?.arrayValue ?? []).compactMap { $0["rule"]?.stringValue }
    }

    /// A header by name.
    func header(_ name: String) -> String? {
        headers.first { $0.name.canonicalName == name }?.value
    }
}

/// Posts `body` to `path` on the server's router (no sockets) and returns the answer.
func post(_ path: String, _ body: JSONValue) async throws -> Answer {
    try await post(path, text: body.jsonBytes())
}

/// Posts raw bytes to `path`, for bodies that are not JSON.
func post(_ path: String, text: [UInt8]) async throws -> Answer {
    let app = buildApplication()
    return try await app.test(.router) { client in
        try await client.execute(uri: path, method: .post, body: ByteBuffer(bytes: text)) { response in
            Answer(status: response.status, headers: response.headers, body: Array(response.body.readableBytesView))
        }
    }
}

/// `count` bytes of plain ASCII text (words and spaces, nothing JSON escapes), so bytes and
/// characters count the same.
func asciiText(bytes count: Int) -> String {
    let words = "Your parcel left the depot and is on its way to you "
    return String(String(repeating: words, count: count / words.utf8.count + 1).prefix(count))
}
