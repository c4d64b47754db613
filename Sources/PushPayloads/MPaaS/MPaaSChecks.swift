/// The three mPaaS documents, told apart by their keys, each with its document kind.
enum MPaaSShape: FamilyDocument {
    /// A Live Activity body pushed through mPaaS (root `aps`).
    case liveActivity
    /// `liveActivityBindWithActivityId:pushToken:filter:` as a record.
    case bindRecord
    /// A server simple-push (`PushSimple`) request.
    case simplePush

    /// The keys of a bind record.
    static let bindKeys = MPaaSKey.bindRecord.memberNames

    var kind: PayloadKind {
        switch self {
        case .liveActivity: .mpaasLiveActivity
        case .bindRecord: .mpaasBindRecord
        case .simplePush: .mpaasSimplePush
        }
    }

    /// The shape of a document whose root is an object.
    init(keysOf document: JSONDocument) {
        if document.member(named: MPaaSKey.aps.name, in: 0) != nil {
            self = .liveActivity
        } else if Self.bindKeys.contains(where: { document.member(named: $0, in: 0) != nil }) {
            self = .bindRecord
        } else {
            self = .simplePush
        }
    }
}

/// The `mpaas.*` rules.
enum MPaaSChecks {
    /// `auto`: a bind record (`activityId` with `pushToken` or `filter`) or a simple push
    /// (`deliveryType` with `workspaceId`, `targetMsgkey` or `taskName`). A Live Activity body is
    /// never detected as mPaaS: it is an ordinary Live Activity body.
    @Sendable static func detect(_ document: JSONDocument, _ node: Int) -> Detection? {
        guard document.kind(of: node) == .object else { return nil }
        let has = { (key: MPaaSKey) in document.member(named: key.name, in: node) != nil }
        if has(.activityId), has(.pushToken) || has(.filter) { return Detection(.mpaas, MPaaSKey.activityId.name) }
        if has(.deliveryType), has(.workspaceId) || has(.targetMsgkey) || has(.taskName) {
            return Detection(.mpaas, MPaaSKey.deliveryType.name)
        }
        return nil
    }

    /// Kind `mpaas` (the rules of the document its keys show) or a document kind.
    static func validate(_ run: inout ValidationRun, kind: PayloadKind, size: BodySize) -> FamilyOutcome {
        switch MPaaSShape(kind: kind, document: run.document) {
        case .liveActivity:
            return validateLiveActivity(&run, size: size)
        case .bindRecord:
            reportPlatform(&run)
            checkBindRecord(&run)
        case .simplePush:
            checkSimplePush(&run)
        }
        return FamilyOutcome(size: size)
    }

    /// Shape 1: every Live Activity rule, mPaaS's limit instead of APNs', and the mPaaS rules.
    private static func validateLiveActivity(_ run: inout ValidationRun, size: BodySize) -> FamilyOutcome {
        let (body, context) = LiveActivityChecks.checkBody(&run, replacing: [.apnsRequest.tokenAuthRequired])
        reportPlatform(&run)
        if context.apns.request?.authentication == .certificate {
            run.reportUnlocated(
                .mpaas.liveActivityNeedsP8,
                "mPaaS sends Live Activity updates with a .p8 key (token auth) only; .p12 certificates are not supported"
            )
        }
        checkDisplayTruncation(&run, body: body)
        let measured = APNsChecks.measure(body: body, context: context.apns, options: run.options.apns, size: size)
        let limit = ByteLimit(
            bytes: run.options.mpaas.liveActivityMaxBytes, name: "mPaaS Live Activity", rule: .mpaas.payloadTooLarge,
            nearRule: .apnsRequest.payloadNearLimit)
        return FamilyOutcome(size: measured.size, limit: limit)
    }

    /// `mpaas.platform-support`, once per Live Activity body or bind record.
    private static func reportPlatform(_ run: inout ValidationRun) {
        run.report(
            .mpaas.platformSupport,
            "mPaaS Live Activities run on iPhone with iOS 16.1 or later (push-to-start: 17.2), not on iPad, Mac, Apple TV or Apple Watch",
            pointer: JSONPointer(), node: 0)
    }

    /// `mpaas.display-truncation`: alert texts longer than mPaaS shows.
    private static func checkDisplayTruncation(_ run: inout ValidationRun, body: APNsBody) {
        let document = body.document
        guard let alert = body[.alert], document.kind(of: alert.value) == .object else { return }
        for (name, latin, chinese) in [("title", 40, 20), ("body", 110, 55)] {
            guard let member = document.member(named: name, in: alert.value), document.kind(of: member.value) == .string
            else { continue }
            let text = document.string(at: member.value)
            let limit = text.unicodeScalars.contains(where: isChinese) ? chinese : latin
            guard text.count > limit else { continue }
            run.report(
                .mpaas.displayTruncation,
                "the alert \(name) has \(text.count) characters; mPaaS shows \(limit)\(limit == chinese ? " when it holds Chinese" : ""), so the rest is cut on screen",
                pointer: body.pointer(.alert).appending(key: name), node: member.value)
        }
    }

    /// CJK ideographs (the unified block, its extension A, and the compatibility block).
    static func isChinese(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
            || (0xF900...0xFAFF).contains(scalar.value) || (0x20000...0x2FA1F).contains(scalar.value)
    }
}
