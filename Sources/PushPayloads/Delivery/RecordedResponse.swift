/// A recorded response of a push service, as this library writes one down: the HTTP `status`, the
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

    /// What the response holds: read it through the typed accessors.
    var record: ResponseRecord { get set }

    /// A response holding `record`.
    init(record: ResponseRecord)

    /// What the sender does next, from the status, the headers and the body.
    var nextStep: NextStep { get }
}

extension RecordedResponse {
    /// A response of these members, as given.
    public init(members: JSONObject) { self.init(record: ResponseRecord(members: members)) }

    /// The response an HTTP client received.
    ///
    /// - Parameters:
    ///   - status: The HTTP status.
    ///   - headers: The response header fields, in order (`apns-id`, `Retry-After`, ...).
    ///   - body: The body's bytes: empty (or only whitespace) for none, else a JSON object.
    /// - Throws: `DecodingError` when the body is not empty and not a JSON object.
    public init(
        status: Int, headers: [(name: String, value: String)] = [], body: some Collection<UInt8> = [UInt8]()
    ) throws {
        self.init(record: try ResponseRecord(status: status, headers: headers, body: body))
    }

    /// Every member, in order.
    public var members: JSONObject {
        get { record.members }
        set { record.members = newValue }
    }

    /// `status`: the HTTP status code.
    public var status: Int? {
        get { record.status }
        set { setMember("status", newValue) }
    }

    /// `status` when it is an HTTP status (100…599): what the next step reads.
    var httpStatus: Int? { status.flatMap { RecordedEnvelope.httpStatuses.contains($0) ? $0 : nil } }

    /// The value of the response header `name` (ASCII letters in any case), from `headers`.
    public func header(_ name: String) -> String? { record.headers.value(of: name) }

    /// The headers, for lookups by name.
    var responseHeaders: ResponseHeaders { record.headers }

    /// `body`: the response's JSON, absent when the body was empty.
    public var body: Body? {
        get { record.body.map(Body.init(members:)) }
        set { setMember("body", newValue) }
    }
}
