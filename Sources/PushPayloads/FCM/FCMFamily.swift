extension PayloadFamily {
    /// Firebase Cloud Messaging: HTTP v1 send requests and messages, legacy `fcm/send` bodies, and
    /// the `userInfo` an iOS app receives.
    public static let fcm = PayloadFamily(FCMFamily())
}

/// The fcm family's declaration (see ``PayloadFamily/fcm``).
struct FCMFamily: FamilyDefinition {
    let name = "fcm"
    let summary =
        "Firebase Cloud Messaging: an HTTP v1 send request or message, a legacy fcm/send body, or the userInfo an iOS app receives"
    let kinds: [PayloadKind] = [.fcm, .fcmLegacy, .fcmUserInfo]
    let documents: [PayloadKind] = FCMChecks.Document.kinds
    let rules: [Rule] = Rule.fcm.all + Rule.fcmLegacy.all + Rule.fcmUserInfo.all
    let limits: [PayloadFamily.DocumentedLimit] = [
        PayloadFamily.DocumentedLimit(
            subject: "FCM data map (each of data, android.data, webpush.data)", bytes: FCM.dataMaxBytes,
            rule: .fcm.dataTooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "FCM data map, topic or condition target", bytes: FCM.topicDataMaxBytes,
            rule: .fcm.dataTooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "FCM message, compact (warning)", bytes: FCM.messageMaxBytes, rule: .fcm.messageTooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "APNs body FCM builds (5120 for VoIP)", bytes: APNs.payloadMaxBytes,
            rule: .fcm.apnsPayloadTooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "FCM legacy data (2048 for topics)", bytes: FCM.dataMaxBytes, rule: .fcmLegacy.tooLarge),
        PayloadFamily.DocumentedLimit(
            subject: "FCM userInfo as received (warning)", bytes: APNs.payloadMaxBytes,
            rule: .fcmUserInfo.tooLarge),
    ]
    let settings: [PayloadSetting] = FCM.Options.settings
    let signals: AutoSignals? = FCMChecks.signals
    let isVendor = true
    let fitting: PayloadFamily.Fitting? = FCMChecks.fitting

    func detect(_ document: JSONDocument, _ node: Int) -> Detection? { FCMChecks.detect(document, node) }

    func schema(for kind: PayloadKind) -> JSONObject? { FCMChecks.schema(kind) }

    func check(_ run: inout ValidationRun, _ kind: PayloadKind, _ size: BodySize) -> FamilyOutcome {
        switch kind {
        case .fcmLegacy: return FCMChecks.validateLegacy(&run, size: size)
        case .fcmUserInfo: return FCMChecks.validateUserInfo(&run, size: size)
        default: return FCMChecks.validateV1(&run, kind: kind, size: size)
        }
    }
}

extension FCMChecks {
    /// Root keys that only the legacy API has.
    static let legacySignals = [
        "to", "registration_ids", "notification_key", "time_to_live", "content_available", "mutable_content",
        "delay_while_idle", "dry_run", "restricted_package_name",
    ]
    /// Legacy fields that other payloads have at their root too (a push-to-talk body's `priority`,
    /// a vendor request's `notification`): they decide only when every root key is a legacy field.
    static let weakLegacySignals = ["priority", "collapse_key", "notification", "data"]
    /// Root keys of a bare HTTP v1 message (besides `fcm_options`, which a received userInfo has too).
    static let v1Signals = ["token", "topic", "condition", "fid", "android", "webpush", "apns", "fcmOptions"]

    /// What a root key says for detection.
    private enum RootSignal: Int, CaseIterable {
        case aps, message, legacy, weakLegacy, validateOnly, v1, fcmOptions, userInfo

        /// The signal of a key's bytes, if any; no string is made.
        init?(_ key: UnsafeBufferPointer<UInt8>) {
            func spells(_ name: String) -> Bool { key.elementsEqual(name.utf8) }
            func starts(_ prefix: String) -> Bool { key.starts(with: prefix.utf8) }
            if spells("aps") {
                self = .aps
            } else if spells("message") {
                self = .message
            } else if spells("fcm_options") {
                self = .fcmOptions
            } else if spells("validate_only") || spells("validateOnly") {
                self = .validateOnly
            } else if FCMChecks.legacySignals.contains(where: spells) {
                self = .legacy
            } else if FCMChecks.weakLegacySignals.contains(where: spells) {
                self = .weakLegacy
            } else if FCMChecks.v1Signals.contains(where: spells) {
                self = .v1
            } else if spells("gcm.message_id") || spells("gcm.n.e") || starts("google.c.")
                || starts("gcm.notification.")
            {
                self = .userInfo
            } else {
                return nil
            }
        }
    }

    /// The root keys ``detect`` looks for.
    static let signals = AutoSignals(
        keys: ["message", "validate_only", "validateOnly", "fcm_options", "gcm.message_id", "gcm.n.e"]
            + legacySignals + weakLegacySignals + v1Signals,
        prefixes: ["google.c.", "gcm.notification."])

    /// `auto`: legacy, then HTTP v1, then a received userInfo, each by its root keys (and, for a
    /// `message` object, a Message field in it). One pass over the root's keys, comparing bytes;
    /// only the deciding key becomes a string.
    @Sendable static func detect(_ document: JSONDocument, _ node: Int) -> Detection? {
        guard document.kind(of: node) == .object else { return nil }
        // The first member of each signal, in document order, and whether every key is a legacy field.
        var first = [APNsBody.Member?](repeating: nil, count: RootSignal.allCases.count)
        var onlyLegacyFields = true
        for child in document.nodes.children(of: node) {
            let signal = document.withStringBytes(child.key, RootSignal.init)
            if onlyLegacyFields, signal != .legacy, signal != .weakLegacy {
                onlyLegacyFields = FCMLegacyKey.table.key(at: child.key, in: document) != nil
            }
            guard let signal, first[signal.rawValue] == nil else { continue }
            first[signal.rawValue] = APNsBody.Member(key: child.key, value: child.value)
        }
        func member(_ signal: RootSignal) -> APNsBody.Member? { first[signal.rawValue] }
        func found(_ kind: PayloadKind, _ member: APNsBody.Member, _ inner: Int? = nil) -> Detection {
            var detection = Detection(kind, document.string(at: member.key))
            if let inner { detection.path.append(document.string(at: inner)) }
            return detection
        }
        let hasAPS = member(.aps) != nil
        if !hasAPS, member(.message) == nil {
            if let legacy = member(.legacy) { return found(.fcmLegacy, legacy) }
            if onlyLegacyFields, let legacy = member(.weakLegacy) { return found(.fcmLegacy, legacy) }
            // A root `priority` or `collapse_key` is no field of an HTTP v1 Message: with a
            // `condition` (both APIs' target) and no v1-only target, the body is legacy, even with
            // v1's platform blocks beside it.
            if document.member(named: "condition", in: node) != nil,
                !["token", "topic", "fid"].contains(where: { document.member(named: $0, in: node) != nil }),
                let legacy = ["priority", "collapse_key"].lazy.compactMap({ document.member(named: $0, in: node) })
                    .first
            {
                return found(.fcmLegacy, APNsBody.Member(key: legacy.key, value: legacy.value))
            }
        }
        // Another API's `message` object (JPush's `{"msg_content": ...}`) has no Message field.
        if let message = member(.message), document.kind(of: message.value) == .object,
            let field = document.nodes.children(of: message.value).first(where: {
                FCMField.table.key(at: $0.key, in: document).map { FCMObject.message.type(of: $0) != nil } ?? false
            })
        {
            return found(.fcm, message, field.key)
        }
        if let flag = member(.validateOnly) { return found(.fcm, flag) }
        if !hasAPS, let signal = [member(.v1), member(.fcmOptions)].compactMap({ $0 }).min(by: { $0.key < $1.key }) {
            return found(.fcm, signal)
        }
        if let key = member(.userInfo) { return found(.fcmUserInfo, key) }
        if hasAPS, let options = member(.fcmOptions), document.kind(of: options.value) == .object {
            return found(.fcmUserInfo, options)
        }
        return nil
    }
}

extension FCM {
    /// What the `fcm.*` rules need besides the message: `options.fcm`.
    public struct Options: FamilyOptions {
        /// Whether the message goes to an Apple device, so the APNs body FCM builds is measured
        /// even when the message has no `apns` block.
        public var appleTarget: Bool

        /// Options with every setting at its default.
        public init() {
            appleTarget = false
        }

        /// Options for a message to an Apple device, or not.
        public init(appleTarget: Bool) {
            self.appleTarget = appleTarget
        }
    }
}

extension ValidationOptions {
    /// The FCM options group: whether the target is an Apple device.
    public var fcm: FCM.Options {
        get { self[group: FCM.Options.self] }
        set { self[group: FCM.Options.self] = newValue }
    }
}

extension FCM.Options {
    /// The settings of `options.fcm`, as flags and configuration members.
    static let settings: [PayloadSetting] = [
        PayloadSetting(
            name: "appleTarget", valueName: nil,
            help: "the FCM message goes to an Apple device: measure the APNs body FCM builds even without apns"
        ) { value, options throws(PayloadSettingError) in
            options.fcm.appleTarget = try value.bool()
        }
    ]
}
