#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `apns-response.*` rules: a recorded APNs answer, or its body alone.
enum APNsResponseChecks {
    /// The members of an error body.
    static let bodyKeys = bodyTable.memberNames
    /// An error body: `reason` a string, `timestamp` milliseconds in ``APNs/ResponseBody/timestampRange``.
    static let bodyTable = MemberTable<ResponseRecordKey>(
        "an APNs error body",
        [
            (.reason, .string),
            (
                .timestamp,
                .constrained(
                    .init(
                        .integerLiteral(
                            APNs.ResponseBody.timestampRange,
                            meaning: "a time: an integer of milliseconds from 1970 to the year 9999"),
                        Rule.apnsResponse.shape))
            ),
        ])
    /// The envelope's members (``RecordedEnvelope``).
    static let envelope = RecordedEnvelope.table(shape: Rule.apnsResponse.shape)
    /// How an answer's objects are read.
    static let reading = MemberReading<ResponseRecordKey>.record(
        shape: Rule.apnsResponse.shape, unknownKey: Rule.apnsResponse.unknownKey)

    /// `auto`: an envelope whose headers have `apns-id` or whose body has `reason`, or a bare body
    /// whose members are `reason` (a string) and `timestamp` only.
    @Sendable static func detect(_ document: JSONDocument, _ node: Int) -> Detection? {
        guard node == 0, document.kind(of: node) == .object else { return nil }
        if let headers = document.member(named: "headers", in: node), let id = apnsIDHeader(document, headers.value) {
            return Detection(.apnsResponse, "headers", document.string(at: id.key))
        }
        let body = document.member(named: "body", in: node).map(\.value) ?? node
        guard document.kind(of: body) == .object, let reason = document.member(named: "reason", in: body),
            document.kind(of: reason.value) == .string,
            document.nodes.children(of: body).allSatisfy({ child in
                bodyKeys.contains { document.keyEquals(child.key, $0) }
            })
        else { return nil }
        return body == node ? Detection(.apnsResponse, "reason") : Detection(.apnsResponse, "body", "reason")
    }

    /// The first `apns-id` member of a `headers` object, its name in any letter case.
    static func apnsIDHeader(_ document: JSONDocument, _ headers: Int) -> (key: Int, value: Int)? {
        guard document.kind(of: headers) == .object else { return nil }
        return document.nodes.children(of: headers).first { child in
            document.withStringBytes(child.key) { key in
                withUTF8Bytes(of: APNs.HeaderName.apnsID) { ASCIIFold.caselessEquals(key, $0) }
            }
        }
    }

    /// The rules of kind `apns-response`.
    static func validate(_ run: inout ValidationRun, size: BodySize) -> FamilyOutcome {
        let rules = Rule.apnsResponse
        let envelope = RecordedEnvelope(
            &run, table: Self.envelope, reading: Self.reading, shape: rules.shape, retryAfter: rules.retryAfter)
        let document = run.document
        if let headers = document.member(named: "headers", in: 0), let id = apnsIDHeader(document, headers.value),
            document.kind(of: id.value) == .string, !HeaderFormats.isUUID(document.string(at: id.value))
        {
            run.report(
                rules.idFormat, "apns-id \(document.text(of: id.value)) is not a UUID (8-4-4-4-12 hexadecimal digits)",
                pointer: JSONPointer(tokens: ["headers", document.string(at: id.key)]), node: id.value)
        }
        let body = envelope.body.map { readBody(&run, $0, at: envelope.bodyPointer) } ?? Body()
        if !envelope.isEnvelope, body.reasonNode == nil, run.document.member(named: "reason", in: 0) == nil {
            run.report(
                rules.shape, "an APNs error body has a reason; this object has none (a success has no body)",
                pointer: JSONPointer(), node: 0)
        }
        checkAgreement(&run, envelope, body)
        let step = APNs.Response.nextStep(
            status: envelope.status ?? body.reason?.documented?.status, reason: body.reason, timestamp: body.timestamp,
            headers: envelope.headers)
        let cause = body.reason?.documented?.likelyCause
        run.report(rules.nextStep, step: step, note: cause.map { "likely cause: \($0)" }, node: 0)
        return FamilyOutcome(size: size)
    }

    /// What the body says, with the nodes findings point at.
    struct Body {
        var reason: APNs.Reason?
        var reasonNode: Int?
        var timestamp: Date?
        var timestampNode: Int?
        var pointer = JSONPointer()
    }

    /// The body's members (their types and unknown members, through the walk) and an unknown
    /// reason.
    private static func readBody(_ run: inout ValidationRun, _ node: Int, at pointer: JSONPointer) -> Body {
        let document = run.document
        var body = Body(pointer: pointer)
        let members = bodyTable.read(&run, node, as: reading)
        if let member = members[.reason] {
            let reason = APNs.Reason(rawValue: document.string(at: member.value))
            (body.reason, body.reasonNode) = (reason, member.value)
            if reason.documented == nil {
                run.report(
                    Rule.apnsResponse.reasonUnknown, "reason \(reason) is not one Apple lists", node: member.value,
                    suggestion: KeySuggestion.suggest(
                        for: reason.rawValue, among: APNs.Reason.all.map(\.value.rawValue)))
            }
        }
        if let member = members[.timestamp], let milliseconds = document.integerLiteral(at: member.value) {
            body.timestamp = APNs.ResponseBody.date(milliseconds: milliseconds)
            body.timestampNode = member.value
        }
        return body
    }

    /// The status against the reason and the timestamp.
    private static func checkAgreement(_ run: inout ValidationRun, _ envelope: RecordedEnvelope, _ body: Body) {
        let rules = Rule.apnsResponse
        let documentedStatus = body.reason?.documented?.status
        if let status = envelope.status, let statusNode = envelope.statusNode {
            if (200..<300).contains(status), let node = body.reasonNode {
                run.report(
                    rules.statusMismatch, "status \(status) with a reason: APNs sends a reason only with an error",
                    pointer: body.pointer.appending(key: "reason"), node: node)
            } else if !(200..<300).contains(status), body.reasonNode == nil {
                run.report(
                    rules.statusMismatch, "status \(status) without a body reason",
                    pointer: JSONPointer(tokens: ["status"]),
                    node: statusNode)
            } else if let documentedStatus, documentedStatus != status, let node = body.reasonNode {
                run.report(
                    rules.statusMismatch,
                    "reason \(body.reason?.rawValue ?? "") comes with status \(documentedStatus), not \(status)",
                    pointer: body.pointer.appending(key: "reason"), node: node)
            }
        }
        let status = envelope.status ?? documentedStatus
        if status == 410, body.timestampNode == nil {
            let node = body.reasonNode ?? envelope.statusNode ?? 0
            run.report(
                rules.timestampMissing, "a 410 answer without timestamp: when the token became invalid is unknown",
                node: node)
        } else if let node = body.timestampNode, let status, status != 410 {
            run.report(
                rules.timestampUnexpected, "timestamp with status \(status): APNs sends it only with 410",
                pointer: body.pointer.appending(key: "timestamp"), node: node)
        }
    }
}
