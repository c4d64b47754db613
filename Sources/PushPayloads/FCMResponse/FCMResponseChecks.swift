/// The `fcm-response.*` rules: a recorded FCM answer, or its body alone.
enum FCMResponseChecks {
    /// The members of each object of an answer.
    static let v1Keys = ["name", "error"]
    static let legacyKeys = [
        "multicast_id", "success", "failure", "canonical_ids", "results", "message_id", "error",
        "failed_registration_ids",
    ]
    static let resultKeys = resultTable.memberNames

    /// The envelope's members (``RecordedEnvelope``).
    static let envelope = RecordedEnvelope.table(shape: Rule.fcmResponse.shape)
    /// How an answer's objects are read.
    static let reading = MemberReading<ResponseRecordKey>.record(
        shape: Rule.fcmResponse.shape, unknownKey: Rule.fcmResponse.unknownKey)

    /// An integer as FCM writes it, in `range`.
    private static func integer(_ range: ClosedRange<Int64>) -> MemberType<ResponseRecordKey> {
        .constrained(.init(.integerLiteral(range, meaning: nil), Rule.fcmResponse.shape))
    }

    /// A body's members, HTTP v1's and the legacy API's (`error` is an object in one and a string in
    /// the other: its own rules judge it).
    static let bodyTable = MemberTable<ResponseRecordKey>(
        "an FCM answer",
        [
            (.name, .string), (.error, .ruled(Rule.fcmResponse.shape)), (.multicastID, integer(.min ... .max)),
            (.success, integer(0 ... .max)), (.failure, integer(0 ... .max)), (.canonicalIDs, integer(0 ... .max)),
            (.results, .array(.object(resultTable))), (.messageID, integer(.min ... .max)),
            (.failedRegistrationIDs, .ruled(Rule.fcmResponse.shape)),
        ])
    /// An HTTP v1 error.
    static let errorTable = MemberTable<ResponseRecordKey>(
        "an FCM error",
        [
            (
                .code,
                integer(
                    Int64(RecordedEnvelope.httpStatuses.lowerBound)...Int64(RecordedEnvelope.httpStatuses.upperBound))
            ),
            (.message, .string), (.status, .string), (.details, .array(.freeForm)),
        ])
    /// A legacy result.
    static let resultTable = MemberTable<ResponseRecordKey>(
        "a legacy result", plural: "legacy results",
        [(.messageID, .string), (.registrationID, .string), (.error, .string)])

    /// `auto`: a body (bare or an envelope's `body`) with an HTTP v1 `name` of a message or an
    /// `error` object with `code`, or a legacy answer's `multicast_id` or `results`.
    @Sendable static func detect(_ document: JSONDocument, _ node: Int) -> Detection? {
        guard node == 0, document.kind(of: node) == .object else { return nil }
        let envelope = document.member(named: "body", in: node)
        let body = envelope?.value ?? node
        guard document.kind(of: body) == .object else { return nil }
        func found(_ key: String) -> Detection {
            envelope == nil ? Detection(.fcmResponse, key) : Detection(.fcmResponse, "body", key)
        }
        if let name = document.member(named: "name", in: body), document.kind(of: name.value) == .string,
            document.string(at: name.value).hasPrefix("projects/")
        {
            return found("name")
        }
        if let error = document.member(named: "error", in: body), document.kind(of: error.value) == .object,
            document.member(named: "code", in: error.value) != nil
        {
            return found("error")
        }
        for key in ["multicast_id", "results"] where document.member(named: key, in: body) != nil {
            return found(key)
        }
        // A topic's or a device group's legacy answer: legacy members only.
        let keys = document.nodes.children(of: body).map { document.string(at: $0.key) }
        guard let first = keys.first, keys.allSatisfy(legacyKeys.contains) else { return nil }
        return found(first)
    }

    /// The rules of kind `fcm-response`.
    static func validate(_ run: inout ValidationRun, size: BodySize) -> FamilyOutcome {
        let rules = Rule.fcmResponse
        let envelope = RecordedEnvelope(
            &run, table: Self.envelope, reading: Self.reading, shape: rules.shape, retryAfter: rules.retryAfter)
        var body: JSONValue?
        if let node = envelope.body {
            checkBody(&run, node, at: envelope.bodyPointer, status: envelope.status)
            body = run.document.value(at: node).objectValue.map(JSONValue.object)
        }
        let step = FCM.Response.nextStep(status: envelope.status, body: body, headers: envelope.headers)
        run.report(rules.nextStep, step: step, node: 0)
        // Each legacy token that was not simply delivered gets its own step.
        let document = run.document
        guard let node = envelope.body, let results = document.member(named: "results", in: node)?.value,
            document.kind(of: results) == .array
        else { return FamilyOutcome(size: size) }
        for (index, child) in document.nodes.children(of: results).enumerated() {
            let step = FCM.LegacyResult.nextStep(of: document.value(at: child.value))
            guard step != .delivered else { continue }
            run.report(
                rules.nextStep, step: step, "next step for token \(index)",
                pointer: envelope.bodyPointer.appending(key: "results").appending(index: index), node: child.value)
        }
        return FamilyOutcome(size: size)
    }
}
