extension PayloadFamily {
    /// FingerPush: the `userInfo` its SDK receives, and its server's result objects.
    public static let fingerpush = PayloadFamily(
        name: "fingerpush",
        summary: "FingerPush: a received userInfo (aps, the code string, image and link keys) or a server result",
        kinds: [.fingerpush], documents: FingerPushChecks.Document.kinds, rules: Rule.fingerpush.all,
        limits: [
            DocumentedLimit(
                subject: "FingerPush userInfo (APNs)", bytes: APNs.payloadMaxBytes, rule: .apnsRequest.payloadTooLarge),
            DocumentedLimit(
                subject: "FingerPush message text (msg)", bytes: FingerPush.messageMaxBytes,
                rule: .fingerpush.bodySize),
            DocumentedLimit(
                subject: "FingerPush custom key or value", bytes: FingerPush.customMaxBytes,
                rule: .fingerpush.customSize),
        ],
        detect: FingerPushChecks.detect, signals: FingerPushChecks.signals, isVendor: true,
        schema: FingerPushChecks.schema,
        scopes: [
            RuleScope([.fingerpush], Rule.fingerpush.all + Rule.apnsReceivedBody),
            RuleScope(
                [.fingerpushUserInfo],
                Rule.fingerpush.all.excluding(Rule.fingerpushResultRules)
                    + Rule.apnsReceivedBody),
            RuleScope([.fingerpushResult], Rule.fingerpushResultRules),
        ]
    ) { run, kind, size in
        return FingerPushChecks.validate(&run, kind: kind, size: size)
    }
}
