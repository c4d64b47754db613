/// The checks every recorded answer shares: the `status`, `headers` and `body` members of the
/// envelope, for the `apns-response` and `fcm-response` families, each with its own rules.
struct RecordedEnvelope {
    /// The members an envelope has.
    static let keys = ["status", "headers", "body"]
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

    /// Reads the envelope (or takes the root as a bare body), reporting malformed members with
    /// `shape` and members an envelope does not have with `unknownKey`.
    /// A `Retry-After` header that gives no delay (`retryAfter`) is said too: the documented
    /// backoff applies in its place.
    init(_ run: inout ValidationRun, shape: Rule, unknownKey: Rule, retryAfter: Rule) {
        let document = run.document
        isEnvelope = Self.isEnvelope(document)
        guard isEnvelope else {
            body = 0
            return
        }
        for child in document.firstOccurrences(in: 0) {
            let name = document.string(at: child.key)
            let pointer = JSONPointer(tokens: [name])
            switch name {
            case "status":
                statusNode = child.value
                if let value = document.integerLiteral(at: child.value), Self.httpStatuses.contains(Int(value)) {
                    status = Int(value)
                } else {
                    run.report(
                        shape, "status \(document.text(of: child.value)) is not an HTTP status (an integer 100…599)",
                        pointer: pointer, node: child.value)
                }
            case "headers":
                guard document.kind(of: child.value) == .object else {
                    run.report(shape, "headers is not an object of strings", pointer: pointer, node: child.value)
                    continue
                }
                headers = ResponseHeaders.object(document.value(at: child.value).objectValue)
                for header in document.firstOccurrences(in: child.value)
                where document.kind(of: header.value) != .string {
                    let headerName = document.string(at: header.key)
                    run.report(
                        shape, "header \(headerName) is not a string", pointer: pointer.appending(key: headerName),
                        node: header.value)
                }
                Self.checkRetryAfter(&run, headers: child.value, at: pointer, rule: retryAfter)
            case "body":
                if document.kind(of: child.value) == .object {
                    body = child.value
                    bodyPointer = pointer
                } else {
                    run.report(
                        shape, "body is \(document.text(of: child.value)), not the JSON object of the answer",
                        pointer: pointer, node: child.value)
                }
            default:
                run.report(
                    unknownKey, "\(name) is not a member of a recorded answer (status, headers, body)",
                    pointer: pointer,
                    node: child.key, suggestion: KeySuggestion.suggest(for: name, among: Self.keys))
            }
        }
        if statusNode == nil {
            run.report(shape, "a recorded answer has no status", pointer: JSONPointer(), node: 0)
        }
    }

    /// The first `Retry-After` of a `headers` object (its name in any letter case), when it is a
    /// string that gives no delay.
    private static func checkRetryAfter(_ run: inout ValidationRun, headers: Int, at pointer: JSONPointer, rule: Rule) {
        let document = run.document
        guard
            let header = document.firstOccurrences(in: headers).first(where: {
                APNs.Request.sameName(document.string(at: $0.key), "retry-after")
            }), document.kind(of: header.value) == .string
        else { return }
        let value = document.string(at: header.value)
        let problem: String
        switch RetryAfter.parse(value) {
        case .seconds, .date: return
        case .tooLarge: problem = "is more seconds than a delay can hold"
        case .invalid: problem = "is neither delay-seconds (digits only) nor an HTTP date (IMF-fixdate)"
        }
        run.report(
            rule, "Retry-After \(MessageText.quoted(value)) \(problem); the documented backoff applies instead",
            pointer: pointer.appending(key: document.string(at: header.key)), node: header.value)
    }
}
