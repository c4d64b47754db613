/// The `mpaas` family: Alipay mPaaS Push Live Activity limits, bind records and simple-push requests;
/// `appleActivityKit` and `appleSend` are declared in `Rule+APNs.swift`.
extension Rule {
    /// mPaaS Push's iOS integration guide (Chinese), with its Live Activity section.
    static let mpaasIOSGuide = "https://help.aliyun.com/document_detail/69758.html"
    static let mpaasLimits =
        "https://www.alibabacloud.com/help/zh/mobile-platform-as-a-service/latest/message-conent-restrictions"
    static let mpaasSimplePush = "https://help.aliyun.com/document_detail/2871125.html"

    /// The APNs rules that can report on an mPaaS Live Activity body: a Live Activity's, less the
    /// token-auth rule (``MPaaSRules/liveActivityNeedsP8`` says it for mPaaS) and the APNs limit (mPaaS's
    /// own, ``MPaaSRules/payloadTooLarge``).
    static let apnsOnMPaaS: [Rule] = apnsOnLiveActivity.excluding([
        apnsRequest.tokenAuthRequired, apnsRequest.payloadTooLarge,
    ])
    /// The rules of an mPaaS Live Activity body.
    static let mpaasLiveActivityBody: [Rule] =
        [mpaas.payloadTooLarge, mpaas.liveActivityNeedsP8, mpaas.platformSupport, mpaas.displayTruncation]
        + liveActivityFamily + apnsOnMPaaS
    /// The rules of a bind record, whose device token is an APNs one.
    static let mpaasBindRecordRules: [Rule] =
        [mpaas.activityIDEmpty, mpaas.filterSpelling, mpaas.filterValue, mpaas.platformSupport] + apnsDeviceTokenRules
    /// The rules of a simple-push request.
    static let mpaasSimplePushRules: [Rule] = [
        mpaas.deliveryType, mpaas.simplePushEnum, mpaas.simplePushRequired, mpaas.targetKind, mpaas.targetMsgkey,
    ]

    /// The `mpaas.*` rules: Live Activity bodies with mPaaS's limits, bind records, simple pushes.
    package static let mpaas = MPaaSRules()
}

/// The `mpaas.*` rules: Live Activity bodies with mPaaS's limits, bind records, simple pushes.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.mpaas` is the
/// instance.
package struct MPaaSRules: RuleGroup {
    /// A Live Activity body over the mPaaS size limit.
    package let payloadTooLarge = Rule(
        id: "mpaas.payload-too-large", defaultSeverity: .error,
        summary:
            "A Live Activity body sent through mPaaS exceeds `mpaas.liveActivityMaxBytes` (4096 bytes, or 2048 as"
            + " the alternative); reported instead of `apns.payload-too-large`.",
        help: "Shorten the largest contributors listed, or let the app fetch bulky data instead.",
        source: Rule.mpaasIOSGuide + " " + Rule.mpaasLimits
    )
    /// A Live Activity push with certificate auth.
    package let liveActivityNeedsP8 = Rule(
        id: "mpaas.live-activity-needs-p8", defaultSeverity: .error,
        summary: "With a request context, a Live Activity push uses certificate (.p12) auth; mPaaS needs a .p8 key.",
        help: "Configure a .p8 signing key (token auth) for Live Activity pushes; .p12 certificates are not supported.",
        source: Rule.mpaasIOSGuide
    )
    /// Live Activities need an iPhone with iOS 16.1 or later.
    package let platformSupport = Rule(
        id: "mpaas.platform-support", defaultSeverity: .info,
        summary:
            "A Live Activity body or bind record: Live Activities need an iPhone with iOS 16.1+ (push-to-start 17.2+).",
        help: "Check the device and OS version before relying on the activity; iPad, Mac, TV and Watch get none.",
        source: Rule.mpaasIOSGuide + " " + Rule.appleActivityKit
    )
    /// A bind record without a usable `activityId`.
    package let activityIDEmpty = Rule(
        id: "mpaas.activity-id-empty", defaultSeverity: .error,
        summary: "A bind record's `activityId` is missing, empty or not a string, so the server cannot address it.",
        help: "Bind a non-empty string id that differs between activities and stays the same when a token changes.",
        source: Rule.mpaasIOSGuide
    )
    /// A bind record whose `filter` is not a filter type.
    package let filterValue = Rule(
        id: "mpaas.filter-value", defaultSeverity: .error,
        summary: "A bind record's `filter` is not abandon, call, refuse, 0, 1 or 2.",
        help: "Use abandon (0), call (1) or refuse (2), the cases of `MPPushServiceLiveActivityFilterType`.",
        source: Rule.mpaasIOSGuide
    )
    /// The `reRefuse` spelling of the refuse filter.
    package let filterSpelling = Rule(
        id: "mpaas.filter-spelling", defaultSeverity: .warning,
        summary: "`filter` is reRefuse (the spelling in mPaaS's prose), which is read as refuse.",
        help: "Write refuse (or 2), the name in the SDK's enum declaration.",
        source: Rule.mpaasIOSGuide
    )
    /// Alert text that mPaaS cuts on screen.
    package let displayTruncation = Rule(
        id: "mpaas.display-truncation", defaultSeverity: .info,
        summary:
            "`alert.title` is over 40 characters (20 with Chinese) or `alert.body` over 110 (55 with Chinese),"
            + " so the text is cut on screen.",
        help: "Shorten the text or put the essentials first; banners show even less of the body (62 or 31).",
        source: Rule.mpaasLimits
    )
    /// A simple push with an unknown `deliveryType`.
    package let deliveryType = Rule(
        id: "mpaas.delivery-type", defaultSeverity: .error,
        summary: "A simple push's `deliveryType` is not 1, 2, 3, 5, 6 or 7.",
        help:
            "Use 1 (Android device), 2 (iOS device), 3 (user id), 5 (Live Activity token), 6 (activity id)"
            + " or 7 (HarmonyOS).",
        source: Rule.mpaasSimplePush
    )
    /// A malformed `targetMsgkey`.
    package let targetMsgkey = Rule(
        id: "mpaas.target-msgkey", defaultSeverity: .error,
        summary:
            "A simple push's `targetMsgkey` is not a string-to-string object (or a string holding one), or has over"
            + " 10 pairs.",
        help: "Send an object mapping each target to a unique business message id, at most 10 pairs per request.",
        source: Rule.mpaasSimplePush
    )
    /// A `targetMsgkey` target that does not fit the delivery type.
    package let targetKind = Rule(
        id: "mpaas.target-kind", defaultSeverity: .error,
        summary:
            "With `deliveryType` 5 a `targetMsgkey` key is not a well-formed push token, or with 6 a key is empty.",
        help: "For 5 use the activity's hex push token as the key; for 6 the non-empty activity id it was bound with.",
        source: Rule.mpaasSimplePush + " " + Rule.appleSend
    )
    /// A simple-push option outside its values.
    package let simplePushEnum = Rule(
        id: "mpaas.simple-push-enum", defaultSeverity: .error,
        summary:
            "A simple push has `pushStyle` not 0, 1 or 2, `silent` or `pushAction` not 0 or 1, or `notifyType`"
            + " not transparent or notify.",
        help: "Use pushStyle 0, 1 or 2; silent and pushAction 0 or 1; notifyType \"transparent\" or \"notify\".",
        source: Rule.mpaasSimplePush
    )
    /// A simple push without one of its main fields.
    package let simplePushRequired = Rule(
        id: "mpaas.simple-push-required", defaultSeverity: .warning,
        summary:
            "A simple push lacks `taskName`, `title`, `content`, `appId`, `workspaceId`, `deliveryType` or"
            + " `targetMsgkey` (unconfirmed which the server strictly requires).",
        help: "Add the missing field; the simple-push API documents all seven.",
        source: Rule.mpaasSimplePush
    )
}
