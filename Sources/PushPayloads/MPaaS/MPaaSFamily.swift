extension PayloadFamily {
    /// mPaaS: Live Activity bodies with mPaaS's limits, bind records and simple-push requests.
    public static let mpaas = PayloadFamily(
        name: "mpaas",
        summary: "Alipay mPaaS: a Live Activity body (with mPaaS's limit), a bind record, or a simple-push request",
        kinds: [.mpaas], documents: MPaaSShape.kinds, rules: Rule.mpaas.all,
        limits: [
            DocumentedLimit(
                subject: "mPaaS Live Activity body (liveActivityMaxBytes)", bytes: MPaaS.liveActivityMaxBytes,
                rule: .mpaas.payloadTooLarge),
            DocumentedLimit(
                subject: "mPaaS Live Activity body, iOS channel alternative", bytes: MPaaS.channelMessageMaxBytes,
                rule: .mpaas.payloadTooLarge),
        ],
        settings: MPaaS.Options.settings + LiveActivity.Options.settings + APNs.Options.requestSettings,
        detect: MPaaSChecks.detect, signals: AutoSignals(keys: ["activityId", "deliveryType"]), isVendor: true,
        schema: MPaaSChecks.schema,
        scopes: [
            // Told apart by its keys, a Live Activity body has a root `aps`.
            RuleScope(
                [.mpaas],
                Rule.mpaas.all + Rule.liveActivity.all
                    + Rule.apnsOnMPaaS.excluding([.apns.apsMissing])),
            RuleScope([.mpaasLiveActivity], Rule.mpaasLiveActivityBody),
            RuleScope([.mpaasBindRecord], Rule.mpaasBindRecordRules),
            RuleScope([.mpaasSimplePush], Rule.mpaasSimplePushRules),
        ]
    ) { run, kind, size in
        return MPaaSChecks.validate(&run, kind: kind, size: size)
    }
}
