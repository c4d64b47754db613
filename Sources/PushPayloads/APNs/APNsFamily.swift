extension PayloadKind {
    /// An APNs request body (`aps` and custom keys, or an MDM body); the push type and request are
    /// in ``ValidationOptions/apns``.
    public static let apns = PayloadKind(registering: "apns")
}

extension PayloadFamily {
    /// APNs: the request body, its push type and request context, and its size.
    public static let apns = PayloadFamily(
        name: "apns", summary: "an APNs request body, with its push type and request headers when given",
        kinds: [.apns], rules: Rule.apnsFamily,
        limits: [
            DocumentedLimit(
                subject: "APNs body (every push type but voip)", bytes: APNs.payloadMaxBytes,
                rule: .apnsRequest.payloadTooLarge),
            DocumentedLimit(
                subject: "APNs body, push type voip", bytes: APNs.voipPayloadMaxBytes,
                rule: .apnsRequest.payloadTooLarge),
            DocumentedLimit(
                subject: "APNs broadcast body (broadcastMaxBytes)", bytes: APNs.broadcastPayloadMaxBytes,
                rule: .apnsRequest.payloadTooLarge),
        ],
        settings: APNs.Options.settings,
        fileTypes: [FileType(fileExtension: "apns") { $0.apns.isSimulatorFile = true }],
        detect: APNsChecks.detect, signals: AutoSignals(keys: ["aps", "mdm"]), schema: APNsChecks.schema,
        // A Live Activity push type makes the body Live Activity's (`takesOver`), and with it the
        // rule of a Live Activity's priority.
        fitting: .apnsBody(kinds: [.apns]),
        scopes: [
            RuleScope(
                [.apns],
                Rule.apnsFamily.excluding(Rule.apnsFitRules + [.apnsRequest.priorityPushType])
            )
        ]
    ) { run, kind, size in
        return APNsChecks.validateBody(&run, size: size)
    }
}
