/// The `mtpush` family: EngageLab MTPush (JPush lineage) `userInfo`, custom and in-app messages, tag, alias and
/// device requests, and SDK result codes.
extension Rule {
    /// EngageLab's iOS SDK API reference.
    static let mtpushIOSGuide = "https://www.engagelab.com/docs/app-push/client-sdk-reference/ios-sdk"
    /// The MTPush SDK's public header.
    static let mtpushHeader = "https://github.com/DevEngageLab/mtpush-sdk/blob/HEAD/MTPushService.h"
    /// EngageLab's Flutter plugin, iOS side.
    static let mtpushFlutter =
        "https://github.com/DevEngageLab/push-flutter-plugin/blob/HEAD/ios/Classes/FlutterPluginEngagelabPlugin.m"
    /// EngageLab's React Native plugin, iOS side.
    static let mtpushReactNative =
        "https://github.com/DevEngageLab/push-rectnative-plugin/blob/HEAD/ios/RCTMTPushModule/RCTMTPushModule.m"
    /// EngageLab's iOS client error codes.
    static let mtpushErrors =
        "https://engagelab.com/th_TH/docs/app-push/client-sdk-reference/ios-sdk/client-error-code"
    /// EngageLab's server Tag and Alias API.
    static let mtpushTagAlias = "https://www.engagelab.com/docs/app-push/rest-api/Tag-Alias-API"
    /// JPush's iOS client API.
    static let jpushIOSAPI = "https://docs.jiguang.cn/jpush/client/iOS/ios_api/"
    /// JPush's iOS client result codes.
    static let jpushIOSCodes = "https://docs.jiguang.cn/jpush/client/iOS/ios_code"
    /// JPush's server Push API v3.
    static let jpushPushV3 = "https://github.com/jpush/jpush-docs/blob/HEAD/zh/jpush/server/push/rest_api_v3_push.md"
    /// JPush's server Device API v3.
    static let jpushDeviceV3 = "https://docs.jiguang.cn/jpush/server/push/rest_api_v3_device"

    /// The rules of a message's id and extras, in a `userInfo` and a custom message.
    static let mtpushMessageRules: [Rule] = [
        mtpush.msgIDMissing, mtpush.msgIDType, mtpush.msgIDFormat, mtpush.extrasReservedPrefix,
    ]
    /// The rules of a received `userInfo`, an APNs body.
    static let mtpushUserInfoRules: [Rule] =
        mtpushMessageRules + [mtpush.iosSize, mtpush.apsBadgeRange] + apnsReceivedBody
    /// The rules of a custom message.
    static let mtpushCustomMessageRules: [Rule] =
        mtpushMessageRules + [mtpush.customMessageShape, mtpush.customMessageSize]
    /// The rules of an in-app message.
    static let mtpushInAppRules: [Rule] = [mtpush.inAppShape, mtpush.inAppMessageIDSpelling]
    /// The rules of an SDK result.
    static let mtpushResultRules: [Rule] = [mtpush.resultCode, mtpush.resultCodeUnknown]
    /// The rules of a tag, alias, mobile number or device request (its device token an APNs one).
    static let mtpushDeviceRequestRules: [Rule] =
        mtpush.all.excluding(mtpushUserInfoRules + mtpushCustomMessageRules + mtpushInAppRules + mtpushResultRules)
        + apnsDeviceTokenRules

    /// The `mtpush.*` rules: `userInfo`, messages, tag, alias and device requests, and results.
    package static let mtpush = MTPushRules()
}

/// The `mtpush.*` rules: `userInfo`, messages, tag, alias and device requests, and results.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.mtpush` is the
/// instance.
package struct MTPushRules: RuleGroup {
    /// A message without its MTPush message id.
    package let msgIDMissing = Rule(
        id: "mtpush.msgid-missing", defaultSeverity: .warning,
        summary: "A `userInfo` or custom message has no `_j_msgid`, so display and click reports cannot be sent.",
        help: "Keep the `_j_msgid` the server delivers.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A message id of the wrong type or value.
    package let msgIDType = Rule(
        id: "mtpush.msgid-type", defaultSeverity: .error,
        summary: "`_j_msgid` is not a number or string, is negative or fractional, or is `\"\"`.",
        help: "Send the message id as a non-negative integer or a digit string.",
        source: Rule.mtpushFlutter + " " + Rule.mtpushReactNative
    )
    /// A message id that bridges may misread.
    package let msgIDFormat = Rule(
        id: "mtpush.msgid-format", defaultSeverity: .warning,
        summary:
            "`_j_msgid` is a string of other than digits, or a number above 2^53, which bridges reading it as a"
            + " double change.",
        help: "Send the id as a digit string.",
        source: Rule.mtpushFlutter + " " + Rule.jpushPushV3
    )
    /// An extras key in the SDK's reserved namespace.
    package let extrasReservedPrefix = Rule(
        id: "mtpush.extras-reserved-prefix", defaultSeverity: .warning,
        summary:
            "An extras key starts with `_j_` but is not `_j_msgid`, `_j_business` or `_j_uid`: it collides with"
            + " SDK-internal keys and the plugins strip it.",
        help: "Rename the key without the `_j_` prefix.",
        source: Rule.mtpushFlutter + " " + Rule.mtpushReactNative
    )
    /// A `userInfo` over the JPush `ios` object limit.
    package let iosSize = Rule(
        id: "mtpush.ios-size", defaultSeverity: .warning,
        summary:
            "The compact `userInfo` exceeds `mtpush.iosObjectMaxBytes` (default 2000), the JPush server's limit for"
            + " the `ios` object (unconfirmed for EngageLab today).",
        help: "Trim the extras, or turn the setting off if EngageLab accepts the size.",
        source: Rule.jpushPushV3
    )
    /// A badge above the range MTPush manages.
    package let apsBadgeRange = Rule(
        id: "mtpush.aps-badge-range", defaultSeverity: .warning,
        summary: "`aps.badge` in a `userInfo` is above 99999, the range MTPush manages.",
        help: "Keep the badge within 0–99999.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A custom message with members of the wrong type.
    package let customMessageShape = Rule(
        id: "mtpush.custom-message-shape", defaultSeverity: .error,
        summary:
            "A custom message lacks a string `content`, or has a `title` that is not a string or `extras` that is"
            + " not an object.",
        help: "Send `content` and `title` as strings and `extras` as an object.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A custom message over the JPush message limit.
    package let customMessageSize = Rule(
        id: "mtpush.custom-message-size", defaultSeverity: .warning,
        summary:
            "A custom message is over 4000 bytes compact, the JPush message limit (unconfirmed for EngageLab today).",
        help: "Shorten the content or the extras.",
        source: Rule.jpushPushV3
    )
    /// An in-app message with members of the wrong type.
    package let inAppShape = Rule(
        id: "mtpush.inapp-shape", defaultSeverity: .error,
        summary:
            "An in-app message has a non-string `mesageId`, `title`, `content` or `clickAction`, a `target` that is"
            + " not an array of strings, or `extras` that is not an object.",
        help: "Use the member types of `MTPushInAppMessage`.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// The in-app message id under its expected spelling.
    package let inAppMessageIDSpelling = Rule(
        id: "mtpush.inapp-message-id-spelling", defaultSeverity: .warning,
        summary: "An in-app message has `messageId` or `messageID` but no `mesageId`, the SDK's actual property name.",
        help: "Rename the key to `mesageId`.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// An empty tag set.
    package let tagsEmpty = Rule(
        id: "mtpush.tags-empty", defaultSeverity: .error,
        summary: "`tags` is null, an empty array, or `{\"add\": [], \"remove\": []}`.",
        help: "Pass at least one tag, or leave `tags` out.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// An empty or non-string tag.
    package let tagEmpty = Rule(
        id: "mtpush.tag-empty", defaultSeverity: .error,
        summary: "`tag`, or an entry of `tags`, is an empty string or not a string at all.",
        help: "Use non-empty string tags.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A tag over 40 bytes.
    package let tagTooLong = Rule(
        id: "mtpush.tag-too-long", defaultSeverity: .error,
        summary: "A tag is over 40 UTF-8 bytes (client error 6006).",
        help: "Shorten the tag to 40 bytes.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader + " " + Rule.mtpushErrors
    )
    /// A tag with a character the SDK rejects.
    package let tagCharset = Rule(
        id: "mtpush.tag-charset", defaultSeverity: .error,
        summary:
            "A tag has a character other than ASCII letters, digits, `_`, `@!#$&*+=.|`, U+4E00–U+9FA5 or the ranges"
            + " of `mtpush.tag-cjk-extended` (client error 6005); spaces, `-`, `/`, `%` and emoji fail.",
        help: "Replace the character, for example a space or `-` with `_`.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader + " " + Rule.mtpushErrors
    )
    /// A CJK ideograph outside the documented Chinese range.
    package let tagCJKExtended = Rule(
        id: "mtpush.tag-cjk-extended", defaultSeverity: .warning,
        summary:
            "A tag or alias has a CJK ideograph outside U+4E00–U+9FA5 (U+9FA6–U+9FFF, U+3400–U+4DBF, U+F900–U+FAFF"
            + " or U+20000–U+2FA1F); whether the SDK accepts it is unconfirmed.",
        help: "Try the tag on a device first, or keep to U+4E00–U+9FA5.",
        source: Rule.jpushIOSAPI
    )
    /// Too many tags in one call.
    package let tagCount = Rule(
        id: "mtpush.tag-count", defaultSeverity: .error,
        summary: "One call has more than 1000 tags (client error 6007).",
        help: "Send at most 1000 tags per call.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// Tags whose total size is over the limit.
    package let tagTotalBytes = Rule(
        id: "mtpush.tag-total-bytes", defaultSeverity: .error,
        summary:
            "The tags of one call total more than `mtpush.tagTotalMaxBytes` (default 5000) UTF-8 bytes (client"
            + " error 6008).",
        help: "Send fewer or shorter tags per call.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader + " " + Rule.jpushIOSAPI
    )
    /// A tag repeated in one call.
    package let tagDuplicate = Rule(
        id: "mtpush.tag-duplicate", defaultSeverity: .info,
        summary: "The same tag appears twice in one call; the SDK takes the tags as a set.",
        help: "Remove the duplicate.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A Device API request beyond the server's tag rules.
    package let tagServerRules = Rule(
        id: "mtpush.tag-server-rules", defaultSeverity: .warning,
        summary:
            "In the Device API form (`tags` with `add`/`remove`), a tag or alias uses `@ ! # $ & * + = . |`, or"
            + " more than 100 tags are added, beyond what the server allows.",
        help: "Use only letters, digits, `_` and Chinese characters, and add at most 100 tags per device.",
        source: Rule.mtpushTagAlias
    )
    /// An empty alias in SDK arguments.
    package let aliasEmpty = Rule(
        id: "mtpush.alias-empty", defaultSeverity: .error,
        summary: "In SDK arguments (not the Device API form), `alias` is null, `\"\"` or not a string.",
        help: "Pass a non-empty alias string.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// An empty alias or tags value that deletes through the Device API.
    package let aliasDelete = Rule(
        id: "mtpush.alias-delete", defaultSeverity: .warning,
        summary:
            "In the Device API form (`tags` with `add`/`remove` or `\"\"`, `mobile`, or the `deviceAPI` setting),"
            + " `alias` is `\"\"`, which deletes the device's alias; `tags: \"\"` likewise clears every tag.",
        help: "Send an empty string only to delete on purpose; otherwise leave the key out.",
        source: Rule.jpushDeviceV3
    )
    /// An alias over 40 bytes.
    package let aliasTooLong = Rule(
        id: "mtpush.alias-too-long", defaultSeverity: .error,
        summary: "`alias` is over 40 UTF-8 bytes (client error 6004).",
        help: "Shorten the alias to 40 bytes.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// An alias with a character the SDK rejects.
    package let aliasCharset = Rule(
        id: "mtpush.alias-charset", defaultSeverity: .error,
        summary: "`alias` has a character outside the tag character set (client error 6003).",
        help: "Use only letters, digits, `_`, Chinese characters and `@!#$&*+=.|`.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A mobile number with characters other than digits and hyphens.
    package let mobileNumberFormat = Rule(
        id: "mtpush.mobile-number-format", defaultSeverity: .error,
        summary: "A non-empty `mobileNumber` or `mobile` does not match `^[+0-9][0-9-]*$` (client error 6023).",
        help: "Start with `+` or a digit, and use only digits and `-` after it.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A mobile number over 20 characters.
    package let mobileNumberLength = Rule(
        id: "mtpush.mobile-number-length", defaultSeverity: .error,
        summary: "`mobileNumber` or `mobile` is over 20 characters (client error 6025).",
        help: "Shorten the number to 20 characters.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// An empty mobile number, which unbinds.
    package let mobileNumberUnbind = Rule(
        id: "mtpush.mobile-number-unbind", defaultSeverity: .info,
        summary: "`mobileNumber` is `\"\"` or null, which unbinds the device's number.",
        help: "Send a number unless unbinding is intended.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A request badge outside its range.
    package let badgeRange = Rule(
        id: "mtpush.badge-range", defaultSeverity: .error,
        summary: "A request `badge` is not an integer from 0 to 99999, so `setBadge:` returns FALSE.",
        help: "Use an integer within 0–99999.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A Live Activity registration without a usable id.
    package let liveActivityIDEmpty = Rule(
        id: "mtpush.live-activity-id-empty", defaultSeverity: .error,
        summary: "`liveActivityId` is missing beside `pushToken`, is `\"\"`, or is not a string.",
        help: "Send the activity's business id as a non-empty string.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A Live Activity id over the limit.
    package let liveActivityIDTooLong = Rule(
        id: "mtpush.live-activity-id-too-long", defaultSeverity: .error,
        summary: "`liveActivityId` is over `mtpush.liveActivityIDMaxBytes` (default 24) UTF-8 bytes.",
        help: "Use a shorter business id.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A push-to-start registration without its attributes type.
    package let activityAttributesEmpty = Rule(
        id: "mtpush.activity-attributes-empty", defaultSeverity: .error,
        summary: "`activityAttributes` is missing beside `pushToStartToken`, is `\"\"`, or is not a string.",
        help: "Send the activity's attributes type name with the push-to-start token.",
        source: Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
    /// A result code MTPush does not document.
    package let resultCodeUnknown = Rule(
        id: "mtpush.result-code-unknown", defaultSeverity: .warning,
        summary: "A result record's `resCode` or `iResCode` is not a documented client result code.",
        help: "Check the code against EngageLab's client error codes.",
        source: Rule.mtpushErrors + " " + Rule.jpushIOSCodes
    )
    /// A known failure code in a result record.
    package let resultCode = Rule(
        id: "mtpush.result-code", defaultSeverity: .info,
        summary: "A result record has a known non-zero `resCode` or `iResCode`; the finding states what it means.",
        help: "Handle the cause named in the message; only 0 is success.",
        source: Rule.mtpushErrors + " " + Rule.mtpushIOSGuide + " " + Rule.mtpushHeader
    )
}
