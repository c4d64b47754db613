extension PayloadFamily {
    /// EngageLab MTPush: `userInfo`, custom and in-app messages, device requests and results.
    public static let mtpush = PayloadFamily(MTPushFamily())
}

/// The mtpush family's declaration (see ``PayloadFamily/mtpush``).
struct MTPushFamily: FamilyDefinition {
    let name = "mtpush"
    let summary =
        "EngageLab MTPush: a received userInfo, a custom or in-app message, a tag/alias/device request, or a result"
    let kinds: [PayloadKind] = [.mtpush]
    let documents: [PayloadKind] = MTPushShape.kinds
    let rules: [Rule] = Rule.mtpush.all
    let limits: [PayloadFamily.DocumentedLimit] = [
        PayloadFamily.DocumentedLimit(
            subject: "MTPush userInfo (APNs)", bytes: APNs.payloadMaxBytes, rule: .apnsRequest.payloadTooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "MTPush userInfo as the JPush ios object (iosObjectMaxBytes)", bytes: MTPush.iosObjectMaxBytes,
            rule: .mtpush.iosSize),
        PayloadFamily.DocumentedLimit(
            subject: "MTPush custom message", bytes: MTPush.customMessageMaxBytes,
            rule: .mtpush.customMessageSize),
        PayloadFamily.DocumentedLimit(
            subject: "MTPush tag or alias", bytes: MTPush.tagMaxBytes, rule: .mtpush.tagTooLong),
        PayloadFamily.DocumentedLimit(
            subject: "MTPush tags of one call (tagTotalMaxBytes)", bytes: MTPush.tagTotalMaxBytes,
            rule: .mtpush.tagTotalBytes),
        PayloadFamily.DocumentedLimit(
            subject: "MTPush liveActivityId (liveActivityIDMaxBytes)", bytes: MTPush.liveActivityIDMaxBytes,
            rule: .mtpush.liveActivityIDTooLong),
    ]
    let settings: [PayloadSetting] = MTPush.Options.settings
    let signals: AutoSignals? = MTPushChecks.signals
    let isVendor = true

    func detect(_ document: JSONDocument, _ node: Int) -> Detection? { MTPushChecks.detect(document, node) }

    func schema(for kind: PayloadKind) -> JSONObject? { MTPushChecks.schema(kind) }

    func check(_ run: inout ValidationRun, _ kind: PayloadKind, _ size: BodySize) -> FamilyOutcome {
        return MTPushChecks.validate(&run, kind: kind, size: size)
    }
}
