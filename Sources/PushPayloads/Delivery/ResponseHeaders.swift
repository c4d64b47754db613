/// The response headers of a recorded answer: the `headers` object of an APNs or FCM response,
/// looked up by name without regard to ASCII letter case, as HTTP compares names.
struct ResponseHeaders {
    /// The `headers` member, when it is an object.
    let object: JSONObject?

    /// The first string value of the header `name`.
    func value(of name: String) -> String? {
        guard let object else { return nil }
        return object.members.first { APNs.Request.sameName($0.key, name) }?.value.stringValue
    }
}

/// A recorded answer of a push service, as this library writes one down: the HTTP `status`, the
/// response `headers` (an object of strings) and the `body` (its JSON, absent when empty), with
/// what to do next.
///
/// ```json
/// {"status":410,"headers":{"apns-id":"…"},"body":{"reason":"Unregistered","timestamp":1764288000000}}
/// ```
///
/// ``APNs/Response`` and ``FCM/Response`` conform, so a sender can handle either generically.
public protocol RecordedResponse: KeptMembers {
    /// The type of the body.
    associatedtype Body: KeptMembers

    /// What the sender does next, from the status, the headers and the body.
    var nextStep: NextStep { get }
}

extension RecordedResponse {
    /// The answer an HTTP client received.
    ///
    /// - Parameters:
    ///   - status: The HTTP status.
    ///   - headers: The response headers, in order (`apns-id`, `Retry-After`, ...).
    ///   - body: The body's bytes: empty (or only whitespace) for none, else a JSON object.
    /// - Throws: `DecodingError` when the body is not empty and not a JSON object.
    public init(
        status: Int, headers: [(name: String, value: String)] = [], body: some Collection<UInt8> = [UInt8]()
    ) throws {
        self.init(members: Self.members(status: status, headers: headers, body: try Self.body(body)))
    }

    /// The members of a recorded answer: `status`, `headers` (when any) and `body` (when any).
    static func members(status: Int, headers: [(name: String, value: String)], body: Body?) -> JSONObject {
        var members: JSONObject = ["status": .number(JSONNumber(status))]
        if !headers.isEmpty {
            members["headers"] = .object(
                JSONObject(headers.map { JSONObject.Member(key: $0.name, value: .string($0.value)) }))
        }
        if let body { members["body"] = .object(body.members) }
        return members
    }

    /// The body of an answer's bytes: `nil` for none (or only whitespace), else its JSON object.
    static func body(_ bytes: some Collection<UInt8>) throws -> Body? {
        guard bytes.contains(where: { !JSONWhitespace.contains($0) }) else { return nil }
        let array = (bytes as? [UInt8]) ?? Array(bytes)
        if let members = JSONObject.firstOccurrences(ofJSON: array) { return Body(members: members) }
        return try PayloadDecoder().decode(Body.self, from: array)
    }

    /// `status`: the HTTP status code.
    public var status: Int? {
        get { member("status") }
        set { setMember("status", newValue) }
    }

    /// `status` when it is an HTTP status (100…599): what the next step reads.
    var httpStatus: Int? { status.flatMap { RecordedEnvelope.httpStatuses.contains($0) ? $0 : nil } }

    /// The value of the response header `name` (ASCII letters in any case), from `headers`.
    public func header(_ name: String) -> String? { responseHeaders.value(of: name) }

    /// The headers, for lookups by name.
    var responseHeaders: ResponseHeaders { ResponseHeaders(object: members["headers"]?.objectValue) }

    /// `body`: the answer's JSON, absent when the body was empty.
    public var body: Body? {
        get { members["body"]?.objectValue.map(Body.init(members:)) }
        set { setMember("body", newValue) }
    }
}

/// The four JSON whitespace bytes.
enum JSONWhitespace {
    static func contains(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}
