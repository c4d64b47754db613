/// The checks every recorded answer shares: the `status`, `headers` and `body` members of the
/// envelope, for the `apns-response` and `fcm-response` families, each with its own rules.
struct RecordedEnvelope {
    /// The members an envelope has.
    static let keys = [ResponseRecordKey.status, .headers, .body].map(\.name)
    /// The HTTP statuses a recorded `status` may be.
    static let httpStatuses = 100...599

    /// `status`, when it is an HTTP status.
    var status: Int?
    /// The `status` member's value node.
    var statusNode: Int?
    /// `headers`, when it is an object.
    var headers = ResponseHeaders.object(nil)
    /// The node of the body object: `body`'s value, or the root when the document is a bare body.
    var body: Int?
    /// The pointer of ``body``.
    var bodyPointer = JSONPointer()
    /// Whether the document is an envelope (else it is a bare body).
    var isEnvelope: Bool

    /// Whether the root of `document` is an envelope: it has `status`, `headers` or `body`.
    static func isEnvelope(_ document: JSONDocument) -> Bool {
        keys.contains { document.member(named: $0, in: 0) != nil }
    }

    /// An envelope's members, with `shape` reporting a `status` that is not an HTTP status.
    static func table(shape: Rule) -> MemberTable<ResponseRecordKey> {
        MemberTable(
            "a recorded answer",
            [
                (
                    .status,
                    .constrained(
                        .init(
                            .integerLiteral(
                                Int64(httpStatuses.lowerBound)...Int64(httpStatuses.upperBound),
                                meaning: "an HTTP status (an integer 100…599)"), shape))
                ),
                (.headers, .map), (.body, .object(MemberTable("the body", []))),
            ], required: [.status])
    }

    /// Reads the envelope (or takes the root as a bare body) as `table` with `reading`: a
    /// malformed or missing `status`, `headers` or `body`, and members an envelope does not have.
    /// A header that is not a string is reported under `shape`, and a
    /// `Retry-After` header that gives no delay (`retryAfter`) is said too: the documented
    /// backoff applies in its place.
    init(
        _ run: inout ValidationRun, table: MemberTable<ResponseRecordKey>, reading: MemberReading<ResponseRecordKey>,
        shape: Rule,
        retryAfter: Rule
    ) {
        let document = run.document
        isEnvelope = Self.isEnvelope(document)
        guard isEnvelope else {
            body = 0
            return
        }
        let members = table.read(&run, 0, as: reading)
        if let member = members.first(.status) {
            statusNode = member.value
            status = members[.status].flatMap { document.integerLiteral(at: $0.value) }.map { Int($0) }
        }
        if let headers = members[.headers] {
            self.headers = ResponseHeaders.object(document.value(at: headers.value).objectValue)
            for header in document.firstOccurrences(in: headers.value)
            where document.kind(of: header.value) != .string {
                run.report(shape, "header \(document.string(at: header.key)) is not a string", node: header.value)
            }
            Self.checkRetryAfter(&run, headers: headers.value, rule: retryAfter)
        }
        if let member = members[.body] {
            body = member.value
            bodyPointer = members.pointer(.body)
        }
    }

    /// The first `Retry-After` of a `headers` object (its name in any letter case), when it is a
    /// string that gives no delay.
    private static func checkRetryAfter(_ run: inout ValidationRun, headers: Int, rule: Rule) {
        let document = run.document
        guard
            let header = document.firstOccurrences(in: headers).first(where: {
                ASCIIFold.caselessEquals(document.string(at: $0.key), "retry-after")
            }), document.kind(of: header.value) == .string
        else { return }
        let value = document.string(at: header.value)
        let problem: String
        switch RetryAfter.parse(value) {
        case .seconds, .date: return
        case .tooLarge: problem = "is more seconds than a delay can hold"
        case .beforeEpoch: problem = "is a date before 1970"
        case .invalid: problem = "is neither delay-seconds (digits only) nor an HTTP date (IMF-fixdate)"
        }
        run.report(
            rule, "Retry-After \(MessageText.quoted(value)) \(problem); the documented backoff applies instead",
            node: header.value)
    }
}
