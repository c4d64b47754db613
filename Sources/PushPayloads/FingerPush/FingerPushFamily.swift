extension PayloadFamily {
    /// FingerPush: the `userInfo` its SDK receives, and its server's result objects.
    public static let fingerpush = PayloadFamily(FingerPushFamily())
}

/// The fingerpush family's declaration (see ``PayloadFamily/fingerpush``).
struct FingerPushFamily: FamilyDefinition {
    let name = "fingerpush"
    let summary = "FingerPush: a received userInfo (aps, the code string, image and link keys) or a server result"
    let kinds: [PayloadKind] = [.fingerpush]
    let documents: [PayloadKind] = FingerPushChecks.Document.kinds
    let rules: [Rule] = Rule.fingerpush.all
    let limits: [PayloadFamily.DocumentedLimit] = [
        PayloadFamily.DocumentedLimit(
            subject: "FingerPush userInfo (APNs)", bytes: APNs.payloadMaxBytes, rule: .apnsRequest.payloadTooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "FingerPush message text (msg)", bytes: FingerPush.messageMaxBytes,
            rule: .fingerpush.bodySize),
        PayloadFamily.DocumentedLimit(
            subject: "FingerPush custom key or value", bytes: FingerPush.customMaxBytes,
            rule: .fingerpush.customSize),
    ]
    let signals: AutoSignals? = FingerPushChecks.signals
    let isVendor = true

    func detect(_ document: JSONDocument, _ node: Int) -> Detection? { FingerPushChecks.detect(document, node) }

    func schema(for kind: PayloadKind) -> JSONObject? { FingerPushChecks.schema(kind) }

    func check(_ run: inout ValidationRun, _ kind: PayloadKind, _ size: BodySize) -> FamilyOutcome {
        return FingerPushChecks.validate(&run, kind: kind, size: size)
    }
}
