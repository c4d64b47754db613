extension PayloadFamily {
    /// EngageLab MTPush: `userInfo`, custom and in-app messages, device requests and results.
    public static let mtpush = PayloadFamily(
        name: "mtpush",
        summary:
            "EngageLab MTPush: a received userInfo, a custom or in-app message, a tag/alias/device request, or a result",
        kinds: [.mtpush], documents: MTPushShape.kinds, rules: Rule.mtpush.all,
        limits: [
            DocumentedLimit(
                subject: "MTPush userInfo (APNs)", bytes: APNs.payloadMaxBytes, rule: .apnsRequest.payloadTooLarge),
            DocumentedLimit(
                subject: "MTPush userInfo as the JPush ios object (iosObjectMaxBytes)", bytes: MTPush.iosObjectMaxBytes,
                rule: .mtpush.iosSize),
            DocumentedLimit(
                subject: "MTPush custom message", bytes: MTPush.customMessageMaxBytes,
                rule: .mtpush.customMessageSize),
            DocumentedLimit(subject: "MTPush tag or alias", bytes: MTPush.tagMaxBytes, rule: .mtpush.tagTooLong),
            DocumentedLimit(
                subject: "MTPush tags of one call (tagTotalMaxBytes)", bytes: MTPush.tagTotalMaxBytes,
                rule: .mtpush.tagTotalBytes),
            DocumentedLimit(
                subject: "MTPush liveActivityId (liveActivityIDMaxBytes)", bytes: MTPush.liveActivityIDMaxBytes,
                rule: .mtpush.liveActivityIDTooLong),
        ],
        settings: MTPush.Options.settings,
        detect: MTPushChecks.detect, signals: MTPushChecks.signals, isVendor: true, schema: MTPushChecks.schema,
        scopes: [
            RuleScope(
                [.mtpush],
                Rule.mtpush.all + Rule.apnsReceivedBody + Rule.apnsDeviceTokenRules),
            RuleScope([.mtpushUserInfo], Rule.mtpushUserInfoRules),
            RuleScope([.mtpushCustomMessage], Rule.mtpushCustomMessageRules),
            RuleScope([.mtpushInAppMessage], Rule.mtpushInAppRules),
            RuleScope([.mtpushDeviceRequest], Rule.mtpushDeviceRequestRules),
            RuleScope([.mtpushResult], Rule.mtpushResultRules),
        ]
    ) { run, kind, size in
        return MTPushChecks.validate(&run, kind: kind, size: size)
    }
}
