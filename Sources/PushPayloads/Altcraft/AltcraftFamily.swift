extension PayloadFamily {
    /// Altcraft: responses and their wrapper, subscribe requests, subscription arguments, pushes.
    public static let altcraft = PayloadFamily(AltcraftFamily())
}

/// The altcraft family's declaration (see ``PayloadFamily/altcraft``).
struct AltcraftFamily: FamilyDefinition {
    let name = "altcraft"
    let summary =
        "Altcraft: a server response or the SDK's ResponseWithHttpCode, a subscribe request, subscription arguments, or a push userInfo"
    let kinds: [PayloadKind] = [.altcraft]
    let documents: [PayloadKind] = AltcraftShape.kinds
    let rules: [Rule] = Rule.altcraft.all
    let limits: [PayloadFamily.DocumentedLimit] = [
        PayloadFamily.DocumentedLimit(
            subject: "Altcraft push userInfo (APNs)", bytes: APNs.payloadMaxBytes,
            rule: .apnsRequest.payloadTooLarge)
    ]
    let settings: [PayloadSetting] = Altcraft.Options.settings
    let signals: AutoSignals? = AltcraftChecks.signals
    let isVendor = true

    func detect(_ document: JSONDocument, _ node: Int) -> Detection? { AltcraftChecks.detect(document, node) }

    func schema(for kind: PayloadKind) -> JSONObject? { AltcraftChecks.schema(kind) }

    func check(_ run: inout ValidationRun, _ kind: PayloadKind, _ size: BodySize) -> FamilyOutcome {
        return AltcraftChecks.validate(&run, kind: kind, size: size)
    }
}
