extension PayloadFamily {
    /// Live Activities: an APNs body whose `aps` starts, updates or ends an activity, checked with
    /// push type `liveactivity` and, when known, against the app's types.
    public static let liveActivity = PayloadFamily(LiveActivityFamily())
}

/// The liveActivity family's declaration (see ``PayloadFamily/liveActivity``).
struct LiveActivityFamily: FamilyDefinition {
    let name = "liveactivity"
    let summary =
        "an ActivityKit push (start, update, end), checked against the app's ContentState when a schema is given"
    let kinds: [PayloadKind] = [.liveActivity]
    let rules: [Rule] = Rule.liveActivity.all + Rule.liveActivitySchema.all
    let limits: [PayloadFamily.DocumentedLimit] = [
        PayloadFamily.DocumentedLimit(
            subject: "Live Activity body", bytes: LiveActivity.payloadMaxBytes, rule: .apnsRequest.payloadTooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "Live Activity attributes and content state together, compact",
            bytes: LiveActivity.combinedDataMaxBytes, rule: .liveActivity.combinedSize),
    ]
    let settings: [PayloadSetting] = LiveActivity.Options.settings + APNs.Options.requestSettings
    // An Xcode simulator file (its key, or the `.apns` extension) is an APNs body, so this family
    // is asked first for one, as APNs is: a Live Activity's file is one too.
    let signals: AutoSignals? = AutoSignals(keys: ["aps"], decisive: [APNsBody.simulatorKey])
    let fileTypes: [PayloadFamily.FileType] = [
        PayloadFamily.FileType(fileExtension: "apns") { $0.apns.isSimulatorFile = true }
    ]
    let fitting: PayloadFamily.Fitting? = .apnsBody(kinds: [.liveActivity], defaultPushType: .liveActivity)

    func detect(_ document: JSONDocument, _ node: Int) -> Detection? { LiveActivityChecks.detect(document, node) }

    func schema(for kind: PayloadKind) -> JSONObject? { LiveActivityChecks.schema(kind) }

    func takesOver(_ kind: PayloadKind, _ options: ValidationOptions) -> Bool {
        LiveActivityChecks.takesOver(kind, options)
    }

    func check(_ run: inout ValidationRun, _ kind: PayloadKind, _ size: BodySize) -> FamilyOutcome {
        return LiveActivityChecks.validateBody(&run, size: size)
    }
}

extension LiveActivityChecks {
    /// `auto`: a root `aps` object holding any Live Activity key (the first decides).
    @Sendable static func detect(_ document: JSONDocument, _ node: Int) -> Detection? {
        guard document.kind(of: node) == .object, let aps = document.member(named: "aps", in: node),
            document.kind(of: aps.value) == .object
        else { return nil }
        for child in document.nodes.children(of: aps.value) {
            if let key = APNs.APSKey.table.key(at: child.key, in: document), key.pushType == .liveActivity {
                return Detection(.liveActivity, "aps", document.string(at: child.key))
            }
        }
        return nil
    }

    /// An `apns` body whose push type is `liveactivity`: given, in the request's `apns-push-type`
    /// header, or by a topic ending in `.push-type.liveactivity`.
    @Sendable static func takesOver(_ kind: PayloadKind, _ options: ValidationOptions) -> Bool {
        guard kind == .apns else { return false }
        let apns = options.apns
        let topicSuffix = APNs.PushType.liveActivity.topicSuffix ?? ".push-type.liveactivity"
        return apns.request?.pushType == .liveActivity
            || (apns.request?.pushType == nil && apns.pushType == .liveActivity)
            || (apns.request?.pushType == nil && apns.pushType == nil
                && apns.request?.value(of: APNs.HeaderName.topic)?.hasSuffix(topicSuffix) == true)
    }
}
