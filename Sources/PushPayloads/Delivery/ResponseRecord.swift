/// What a ``RecordedResponse`` holds: its members as given (decoded from a recorded answer, or
/// set), or the parts an HTTP client received (the status, the header fields and the body), from
/// which the members are written when they are asked for.
///
/// Either way the answer is the same value: two answers are equal when their members are, and
/// the members of received parts are `status`, `headers` (when there are any) and `body` (when
/// it is not empty), in that order. A received body of plain JSON (a small object, ASCII strings
/// without escapes: what push services answer) is checked once and then read in place, so a server
/// classifying answers at volume builds no members unless it asks for them.
public struct ResponseRecord: Sendable {
    enum Storage: Sendable {
        case members(JSONObject)
        case received(status: Int, headers: [(name: String, value: String)], body: ReceivedBody?)
    }

    /// A received body: plain JSON text kept as bytes, or any other object, read.
    enum ReceivedBody: Sendable {
        case plain([UInt8])
        case object(JSONObject)
    }

    var storage: Storage

    /// An answer of these members, as given.
    public init(members: JSONObject) { storage = .members(members) }

    /// The answer an HTTP client received.
    ///
    /// - Parameters:
    ///   - status: The HTTP status.
    ///   - headers: The response header fields, in order (`apns-id`, `Retry-After`, ...).
    ///   - body: The body's bytes: empty (or only whitespace) for none, else a JSON object.
    /// - Throws: `DecodingError` when the body is not empty and not a JSON object.
    public init(status: Int, headers: [(name: String, value: String)], body: some Collection<UInt8>) throws {
        storage = .received(status: status, headers: headers, body: try Self.body(body))
    }

    /// The body of an answer's bytes: `nil` for none (or only whitespace), plain text as it is,
    /// else its JSON object with each top-level key at its first occurrence (as a
    /// ``KeptMembers`` model decodes it).
    private static func body(_ bytes: some Collection<UInt8>) throws -> ReceivedBody? {
        let array = (bytes as? [UInt8]) ?? Array(bytes)
        guard array.contains(where: { !JSONWhitespace.contains($0) }) else { return nil }
        if array.withUnsafeBufferPointer(PlainJSON.isPlain) { return .plain(array) }
        return .object(try JSONObject.keptMembers(ofJSON: array))
    }

    /// Every member, in order: `status`, `headers` and `body` for received parts. Setting them
    /// keeps them as given.
    public var members: JSONObject {
        get {
            switch storage {
            case .members(let members): return members
            case .received(let status, let headers, let body): return Self.members(status, headers, body?.object)
            }
        }
        set { storage = .members(newValue) }
    }

    /// The members of received parts.
    private static func members(_ status: Int, _ headers: [(name: String, value: String)], _ body: JSONObject?)
        -> JSONObject
    {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(3)
        members.append(JSONObject.Member(key: "status", value: .number(JSONNumber(status))))
        if !headers.isEmpty {
            let fields = headers.map { JSONObject.Member(key: $0.name, value: .string($0.value)) }
            members.append(JSONObject.Member(key: "headers", value: .object(JSONObject(fields))))
        }
        if let body { members.append(JSONObject.Member(key: "body", value: .object(body))) }
        return JSONObject(members)
    }

    /// `status`, when it is an integer.
    var status: Int? {
        switch storage {
        case .members(let members): Int(member: members["status"] ?? .null)
        case .received(let status, _, _): status
        }
    }

    /// The headers, for lookups by name.
    var headers: ResponseHeaders {
        switch storage {
        case .members(let members): .object(members["headers"]?.objectValue)
        case .received(_, let headers, _): .fields(headers)
        }
    }

    /// `body`, when it is an object.
    var body: JSONObject? {
        switch storage {
        case .members(let members): members["body"]?.objectValue
        case .received(_, _, let body): body?.object
        }
    }

    /// What `read` finds in the body, read in place when it is plain text; `nil` without a body
    /// object. The two functions are one generic function, given for each kind of lookup.
    func readBody<Result>(
        plain: (PlainJSONView) -> Result, object: (JSONValue) -> Result
    ) -> Result? {
        switch storage {
        case .members(let members):
            return members["body"].flatMap { $0.objectValue != nil ? object($0) : nil }
        case .received(_, _, .plain(let bytes)?):
            return bytes.withUnsafeBufferPointer { plain(PlainJSONView(root: $0)) }
        case .received(_, _, .object(let body)?):
            return object(.object(body))
        case .received(_, _, nil):
            return nil
        }
    }
}

extension ResponseRecord.ReceivedBody {
    /// The body's members.
    var object: JSONObject {
        switch self {
        case .plain(let bytes): bytes.withUnsafeBufferPointer { PlainJSONView(root: $0).firstOccurrenceMembers() }
        case .object(let object): object
        }
    }
}

extension ResponseRecord: Hashable {
    /// Whether the two answers have equal members.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.members == rhs.members }

    /// Hashes the members.
    public func hash(into hasher: inout Hasher) { hasher.combine(members) }
}
