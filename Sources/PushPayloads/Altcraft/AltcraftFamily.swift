extension PayloadFamily {
    /// Altcraft: responses and their wrapper, subscribe requests, subscription arguments, pushes.
    public static let altcraft = PayloadFamily(
        name: "altcraft",
        summary:
            "Altcraft: a server response or the SDK's ResponseWithHttpCode, a subscribe request, subscription arguments, or a push userInfo",
        kinds: [.altcraft], documents: AltcraftShape.kinds, rules: Rule.altcraft.all,
        limits: [
            DocumentedLimit(
                subject: "Altcraft push userInfo (APNs)", bytes: APNs.payloadMaxBytes,
                rule: .apnsRequest.payloadTooLarge)
        ],
        settings: Altcraft.Options.settings,
        detect: AltcraftChecks.detect, signals: AltcraftChecks.signals, isVendor: true, schema: AltcraftChecks.schema,
        scopes: [
            RuleScope([.altcraft], Rule.altcraft.all + Rule.apnsReceivedBody),
            RuleScope([.altcraftUserInfo], Rule.altcraftPushRules + Rule.apnsReceivedBody),
            RuleScope(
                [.altcraftResponseWithHttpCode], Rule.altcraftResponseWithHttpCodeRules),
            RuleScope([.altcraftResponse], Rule.altcraftResponseRules),
            RuleScope([.altcraftSubscribeRequest], Rule.altcraftSubscribeRequestRules),
            RuleScope(
                [.altcraftSubscriptionArguments], Rule.altcraftSubscriptionArgumentsRules),
        ]
    ) { run, kind, size in
        return AltcraftChecks.validate(&run, kind: kind, size: size)
    }
}
