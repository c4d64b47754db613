extension PayloadKind {
    /// An APNs request body (`aps` and custom keys, or an MDM body); the push type and request are
    /// in ``ValidationOptions/apns``.
    public static let apns = PayloadKind(registering: "apns")
}

extension PayloadFamily {
    /// APNs: the request body, its push type and request context, and its size.
    public static let apns = PayloadFamily(APNsFamily())
}

/// The apns family's declaration (see ``PayloadFamily/apns``).
struct APNsFamily: FamilyDefinition {
    let name = "apns"
    let summary = "an APNs request body, with its push type and request headers when given"
    let kinds: [PayloadKind] = [.apns]
    let rules: [Rule] = Rule.apns.all + Rule.apnsRequest.all
    let limits: [PayloadFamily.DocumentedLimit] = [
        PayloadFamily.DocumentedLimit(
            subject: "APNs body (every push type but voip)", bytes: APNs.payloadMaxBytes,
            rule: .apnsRequest.payloadTooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "APNs body, push type voip", bytes: APNs.voipPayloadMaxBytes,
            rule: .apnsRequest.payloadTooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "APNs broadcast body (broadcastMaxBytes)", bytes: APNs.broadcastPayloadMaxBytes,
            rule: .apnsRequest.payloadTooLarge),
    ]
    let settings: [PayloadSetting] = APNs.Options.settings
    let fileTypes: [PayloadFamily.FileType] = [
        PayloadFamily.FileType(fileExtension: "apns") { $0.apns.isSimulatorFile = true }
    ]
    let signals: AutoSignals? = AutoSignals(
        keys: ["aps", "mdm", APNsBody.simulatorKey], decisive: [APNsBody.simulatorKey])
    let fitting: PayloadFamily.Fitting? = .apnsBody(kinds: [.apns])
    // A Live Activity push type makes the body Live Activity's (`takesOver`), and with it the
    // rule of a Live Activity's priority.

    func detect(_ document: JSONDocument, _ node: Int) -> Detection? { APNsChecks.detect(document, node) }

    func schema(for kind: PayloadKind) -> JSONObject? { APNsChecks.schema(kind) }

    func check(_ run: inout ValidationRun, _ kind: PayloadKind, _ size: BodySize) -> FamilyOutcome {
        return APNsChecks.validateBody(&run, size: size)
    }
}
