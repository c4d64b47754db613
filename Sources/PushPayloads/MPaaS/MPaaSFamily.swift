extension PayloadFamily {
    /// mPaaS: Live Activity bodies with mPaaS's limits, bind records and simple-push requests.
    public static let mpaas = PayloadFamily(MPaaSFamily())
}

/// The mpaas family's declaration (see ``PayloadFamily/mpaas``).
struct MPaaSFamily: FamilyDefinition {
    let name = "mpaas"
    let summary = "Alipay mPaaS: a Live Activity body (with mPaaS's limit), a bind record, or a simple-push request"
    let kinds: [PayloadKind] = [.mpaas]
    let documents: [PayloadKind] = MPaaSShape.kinds
    let rules: [Rule] = Rule.mpaas.all
    let limits: [PayloadFamily.DocumentedLimit] = [
        PayloadFamily.DocumentedLimit(
            subject: "mPaaS Live Activity body (liveActivityMaxBytes)", bytes: MPaaS.liveActivityMaxBytes,
            rule: .mpaas.payloadTooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "mPaaS Live Activity body, iOS channel alternative", bytes: MPaaS.channelMessageMaxBytes,
            rule: .mpaas.payloadTooLarge),
    ]
    let settings: [PayloadSetting] =
        MPaaS.Options.settings + LiveActivity.Options.settings + APNs.Options.requestSettings
    let signals: AutoSignals? = AutoSignals(keys: ["activityId", "deliveryType"])
    let isVendor = true

    func detect(_ document: JSONDocument, _ node: Int) -> Detection? { MPaaSChecks.detect(document, node) }

    func schema(for kind: PayloadKind) -> JSONObject? { MPaaSChecks.schema(kind) }

    func check(_ run: inout ValidationRun, _ kind: PayloadKind, _ size: BodySize) -> FamilyOutcome {
        return MPaaSChecks.validate(&run, kind: kind, size: size)
    }
}
