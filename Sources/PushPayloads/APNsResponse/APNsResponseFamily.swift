extension PayloadKind {
    /// A recorded APNs answer (``APNs/Response``: status, headers and body) or its body alone
    /// (``APNs/ResponseBody``).
    public static let apnsResponse = PayloadKind(registering: "apns-response")
}

extension PayloadFamily {
    /// APNs answers: a recorded response or its error body, and what the sender does next.
    public static let apnsResponse = PayloadFamily(APNsResponseFamily())
}

/// The apns-response family's declaration (see ``PayloadFamily/apnsResponse``).
struct APNsResponseFamily: FamilyDefinition {
    let name = "apns-response"
    let summary = "an APNs answer as recorded (status, headers, body) or its error body, and the sender's next step"
    let kinds: [PayloadKind] = [.apnsResponse]
    let rules: [Rule] = Rule.apnsResponse.all
    let signals: AutoSignals? = AutoSignals(keys: ["reason", "headers", "body"])

    func detect(_ document: JSONDocument, _ node: Int) -> Detection? { APNsResponseChecks.detect(document, node) }

    func schema(for kind: PayloadKind) -> JSONObject? { APNsResponseChecks.schema(kind) }

    func check(_ run: inout ValidationRun, _ kind: PayloadKind, _ size: BodySize) -> FamilyOutcome {
        APNsResponseChecks.validate(&run, size: size)
    }
}

extension APNs.HeaderName {
    /// `apns-unique-id`: a response header of the development environment.
    public static let uniqueID = "apns-unique-id"
}
