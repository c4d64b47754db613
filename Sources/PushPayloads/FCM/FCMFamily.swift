extension PayloadFamily {
    /// Firebase Cloud Messaging: HTTP v1 send requests and messages, legacy `fcm/send` bodies, and
    /// the `userInfo` an iOS app receives.
    public static let fcm = PayloadFamily(
        name: "fcm",
        summary:
            "Firebase Cloud Messaging: an HTTP v1 send request or message, a legacy fcm/send body, or the userInfo an iOS app receives",
        kinds: [.fcm, .fcmLegacy, .fcmUserInfo], rules: Rule.fcmFamily,
        limits: [
            DocumentedLimit(
                subject: "FCM data map (each of data, android.data, webpush.data)", bytes: FCM.dataLimit,
                ruleID: "fcm.data-too-large"),
            DocumentedLimit(
                subject: "FCM data map, topic or condition target", bytes: FCM.topicDataLimit,
                ruleID: "fcm.data-too-large"),
            DocumentedLimit(
                subject: "FCM message, compact (warning)", bytes: FCM.messageLimit, ruleID: "fcm.message-too-large"),
            DocumentedLimit(
                subject: "APNs body FCM builds (5120 for VoIP)", bytes: APNs.payloadLimit,
                ruleID: "fcm.apns-payload-too-large"),
            DocumentedLimit(
                subject: "FCM legacy data (2048 for topics)", bytes: FCM.dataLimit, ruleID: "fcm.legacy-too-large"),
            DocumentedLimit(
                subject: "FCM userInfo as received (warning)", bytes: APNs.payloadLimit,
                ruleID: "fcm.userinfo-too-large"),
        ],
        settings: FCM.Options.settings,
        detect: FCMChecks.detect
    ) { run, kind, size in
        guard JSONChecks.requireObjectRoot(&run, kind: kind) else { return FamilyOutcome(size: size) }
        switch kind {
        case .fcmLegacy: return FCMChecks.validateLegacy(&run, size: size)
        case .fcmUserInfo: return FCMChecks.validateUserInfo(&run, size: size)
        default: return FCMChecks.validateV1(&run, size: size)
        }
    }
}

extension FCMChecks {
    /// Root keys that only the legacy API has.
    static let legacySignals = [
        "to", "registration_ids", "notification_key", "time_to_live", "content_available", "mutable_content",
        "delay_while_idle", "dry_run", "collapse_key", "priority", "restricted_package_name",
    ]
    /// Root keys of a bare HTTP v1 message.
    static let v1Signals = [
        "token", "topic", "condition", "fid", "android", "webpush", "apns", "fcm_options", "fcmOptions",
    ]

    /// `auto`: legacy, then HTTP v1, then a received userInfo, each by its root keys (and, for a
    /// `message` object, a Message field in it).
    @Sendable static func detect(_ document: JSONDocument) -> (kind: PayloadKind, key: String)? {
        guard document.kind(of: 0) == .object else { return nil }
        var keys: [(name: String, value: Int)] = []
        for child in document.nodes.children(of: 0) { keys.append((document.string(at: child.key), child.value)) }
        func first(_ names: [String]) -> String? { keys.first { names.contains($0.name) }?.name }
        let hasAPS = keys.contains { $0.name == "aps" }
        let message = keys.first { $0.name == "message" }
        if !hasAPS, message == nil, let key = first(legacySignals) { return (.fcmLegacy, key) }
        // Another API's `message` object (JPush's `{"msg_content": ...}`) has no Message field.
        if let message, document.kind(of: message.value) == .object,
            document.nodes.children(of: message.value).contains(where: {
                FCMField.table.key(at: $0.key, in: document).map { FCMObject.message.type(of: $0) != nil } ?? false
            })
        {
            return (.fcm, "message")
        }
        if let key = first(["validate_only", "validateOnly"]) { return (.fcm, key) }
        if !hasAPS, let key = first(v1Signals) { return (.fcm, key) }
        if let key = keys.first(where: {
            $0.name == "gcm.message_id" || $0.name == "gcm.n.e" || $0.name.hasPrefix("google.c.")
                || $0.name.hasPrefix("gcm.notification.")
        })?.name {
            return (.fcmUserInfo, key)
        }
        if hasAPS, let options = keys.first(where: { $0.name == "fcm_options" }),
            document.kind(of: options.value) == .object
        {
            return (.fcmUserInfo, "fcm_options")
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
