/// The `fcm.userinfo-*` rules of what an iOS app receives from FCM (kind `fcm-userinfo`).
extension Rule {

    /// The APNs rules that can report on `message.apns`: its payload and headers. FCM sets the
    /// topic and push type, addresses the device by its FCM token, and has rules of its own for
    /// the APNs limit (``FCMRules/apnsRequest.payloadTooLarge``), `loc-args` (``FCMRules/locArgsWithoutKey``) and a
    /// critical sound (``FCMRules/criticalSoundName``); a message is no simulator file.
    static let apnsOnFCM: [Rule] = apnsFamily.excluding(
        apnsFitRules + apnsDeviceTokenRules + [
            apns.alertLocArgsWithoutKey, apns.soundNameMissing, apns.backgroundPriority, apns.backgroundPriorityMissing,
            apns.pushTypeMissing, apnsRequest.topicMissing, apnsRequest.tokenAuthRequired, apnsRequest.payloadTooLarge,
            apnsRequest.simulatorMetadata,
        ])
    /// The rules of an HTTP v1 send request: FCM's, and APNs' and Live Activity's on `message.apns`
    /// (Live Activity's only when `aps` has an `event`, so never that it is missing).
    static let fcmSendRequestRules: [Rule] =
        fcm.all + apnsOnFCM + liveActivityFamily.excluding([liveActivity.eventMissing])
    /// The rules of a legacy `fcm/send` body.
    static let fcmLegacyBodyRules: [Rule] = [fcm.fieldType] + fcmLegacy.all
    /// The rules of a received `userInfo`; its size is FCM's rule (``FCMUserInfoRules/tooLarge``).
    static let fcmReceivedRules: [Rule] =
        [fcm.imageNeedsMutableContent] + fcmUserInfo.all + apnsReceivedBody.excluding([apnsRequest.payloadTooLarge])

    /// The `fcm.userinfo-*` rules of the `userInfo` an iOS app receives from FCM.
    package static let fcmUserInfo = FCMUserInfoRules()
    /// The fcm family in catalog order: HTTP v1, legacy, received `userInfo`.
    static let fcmFamily: [Rule] = fcm.all + fcmLegacy.all + fcmUserInfo.all
}

/// The `fcm.userinfo-*` rules of the `userInfo` an iOS app receives from FCM.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.fcmUserInfo` is the
/// instance.
package struct FCMUserInfoRules: RuleGroup {
    /// The rule `fcm.userinfo-too-large`.
    package let tooLarge = Rule(
        id: "fcm.userinfo-too-large", defaultSeverity: .warning,
        summary: "The userInfo is over 4096 bytes: APNs could not have delivered it (assembled by hand?).",
        help: "Check where the fixture came from; the largest members are listed.", source: Rule.appleGen)
    /// The rule `fcm.userinfo-message-id-missing`.
    package let messageIDMissing = Rule(
        id: "fcm.userinfo-message-id-missing", defaultSeverity: .warning,
        summary: "No `gcm.message_id`: FCM always sends one; de-duplication and delivery analytics need it.",
        help: "Add the id FCM sends.", source: Rule.iosConstants + " " + Rule.fcmIOSReceive)
    /// The rule `fcm.userinfo-string-expected`.
    package let stringExpected = Rule(
        id: "fcm.userinfo-string-expected", defaultSeverity: .warning,
        summary:
            "`gcm.message_id`, `gcm.n.e`, `google.c.fid`, `google.c.a.c_id`, `google.c.a.c_l`, `google.c.a.m_l`, `gcm.app_link` or `from` is not a string.",
        help: "FCM sends these as strings; the SDK's extension code needs strings.",
        source: Rule.iosExtension + " " + Rule.iosAnalytics + " " + Rule.iosPR16533)
    /// The rule `fcm.userinfo-analytics-flag`.
    package let analyticsFlag = Rule(
        id: "fcm.userinfo-analytics-flag", defaultSeverity: .warning,
        summary: "`google.c.a.e` is not the string `\"1\"`, so analytics are not logged.", help: "Send `\"1\"`.",
        source: Rule.iosAnalytics)
    /// The rule `fcm.userinfo-numeric`.
    package let numeric = Rule(
        id: "fcm.userinfo-numeric", defaultSeverity: .warning,
        summary:
            "A numeric metadata key (`google.c.sender.id`, `google.c.a.ts`, `gcm.ttl`, ...) is neither digits nor an integer; the SDK reads 0.",
        help: "Send digits.", source: Rule.iosAnalytics + " " + Rule.iosPR16533)
    /// The rule `fcm.userinfo-timestamp-ms`.
    package let timestampMS = Rule(
        id: "fcm.userinfo-timestamp-ms", defaultSeverity: .warning,
        summary: "`google.c.a.ts` is over 10^11: milliseconds where the SDK expects seconds.",
        help: "Send Unix seconds.", source: Rule.iosAnalytics)
    /// The rule `fcm.userinfo-image`.
    package let image = Rule(
        id: "fcm.userinfo-image", defaultSeverity: .warning,
        summary: "`fcm_options` is not an object, or its `image` is not a URL string: the SDK skips the attachment.",
        help: "Send `{\"image\": \"https://...\"}`.", source: Rule.iosExtension)
    /// The rule `fcm.userinfo-app-link`.
    package let appLink = Rule(
        id: "fcm.userinfo-app-link", defaultSeverity: .warning,
        summary: "`gcm.app_link` is not a URL.", help: "Send an absolute URL.", source: Rule.iosConstants)
    /// The rule `fcm.userinfo-schedule-format`.
    package let scheduleFormat = Rule(
        id: "fcm.userinfo-schedule-format", defaultSeverity: .warning,
        summary: "`google.c.cm.lt_start` or `lt_end` is not `yyyy-MM-dd HH:mm:ss`.", help: "Use that local-time form.",
        source: Rule.iosContextManager)
    /// The rule `fcm.userinfo-data-value`.
    package let dataValue = Rule(
        id: "fcm.userinfo-data-value", defaultSeverity: .info,
        summary: "An app data value is not a string: it came from `apns.payload` custom keys, not `message.data`.",
        help: "Read it with its JSON type.", source: Rule.fcmMessage)
    /// The rule `fcm.userinfo-direct-channel`.
    package let directChannel = Rule(
        id: "fcm.userinfo-direct-channel", defaultSeverity: .info,
        summary:
            "No `aps` and no `gcm.message_id` but flat `title`/`body`/`icon`: a direct-channel data message, removed in FirebaseMessaging 7.",
        help: "Receive through APNs; update the fixture to what APNs delivers.", source: Rule.iosChangelog)
}
