extension PayloadKind {
    /// A recorded FCM answer (``FCM/Response``: status, headers and body) or its body alone
    /// (``FCM/ResponseBody``): HTTP v1 success or error, or legacy.
    public static let fcmResponse = PayloadKind(registering: "fcm-response")
}

extension PayloadFamily {
    /// FCM answers: a recorded response or its body, and what the sender does next.
    public static let fcmResponse = PayloadFamily(FCMResponseFamily())
}

/// The fcm-response family's declaration (see ``PayloadFamily/fcmResponse``).
struct FCMResponseFamily: FamilyDefinition {
    let name = "fcm-response"
    let summary =
        "an FCM answer as recorded (status, headers, body) or its body: HTTP v1 success or error, or legacy; and the sender's next step"
    let kinds: [PayloadKind] = [.fcmResponse]
    let rules: [Rule] = Rule.fcmResponse.all
    let signals: AutoSignals? = AutoSignals(keys: ["body"] + FCMResponseChecks.v1Keys + FCMResponseChecks.legacyKeys)

    func detect(_ document: JSONDocument, _ node: Int) -> Detection? { FCMResponseChecks.detect(document, node) }

    func schema(for kind: PayloadKind) -> JSONObject? { FCMResponseChecks.schema(kind) }

    func check(_ run: inout ValidationRun, _ kind: PayloadKind, _ size: BodySize) -> FamilyOutcome {
        FCMResponseChecks.validate(&run, size: size)
    }
}
