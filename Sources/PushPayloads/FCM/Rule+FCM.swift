/// The `fcm.*` rules of HTTP v1 messages (kind `fcm`); the sources are in `Rule+FCMSources.swift`.
extension Rule {

    /// The `fcm.*` rules of an HTTP v1 send request or message.
    package static let fcm = FCMRules()
}

/// The `fcm.*` rules of an HTTP v1 send request or message.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.fcm` is the
/// instance.
package struct FCMRules: RuleGroup {
    /// The rule `fcm.request-shape`.
    package let requestShape = Rule(
        id: "fcm.request-shape", defaultSeverity: .error,
        summary: "A send request's `message` is absent or not an object (e.g. `{\"validate_only\": true}` alone).",
        help: "Send `{\"message\": {...}}`, or lint a bare Message.", source: Rule.fcmMessage)
    /// The rule `fcm.unknown-field`.
    package let unknownField = Rule(
        id: "fcm.unknown-field", defaultSeverity: .error,
        summary:
            "A field FCM's Message does not have, in either spelling: the server answers `Invalid JSON payload received. Unknown name`.",
        help: "Fix the spelling (the nearest field is suggested) or move app data into `data`.",
        source: Rule.fcmMessage + " " + Rule.proto3JSON)
    /// The rule `fcm.duplicate-field-spelling`.
    package let duplicateFieldSpelling = Rule(
        id: "fcm.duplicate-field-spelling", defaultSeverity: .error,
        summary: "A field is given in both proto3 spellings in one object (`collapse_key` and `collapseKey`).",
        help: "Keep one spelling; snake_case is the REST reference's.", source: Rule.proto3JSON)
    /// The rule `fcm.field-type`.
    package let fieldType = Rule(
        id: "fcm.field-type", defaultSeverity: .error,
        summary: "A field has the wrong JSON type, or an array element does (`body_loc_args: [1]`).",
        help: "Give the type the reference lists: strings for text and durations, objects for configs.",
        source: Rule.fcmMessage + " " + Rule.adminPython)
    /// The rule `fcm.output-only-field`.
    package let outputOnlyField = Rule(
        id: "fcm.output-only-field", defaultSeverity: .warning,
        summary: "`message.name` is set: it is output only and ignored on send.",
        help: "Remove `name`; FCM returns it in the response.", source: Rule.fcmMessage)
    /// The rule `fcm.deprecated-field`.
    package let deprecatedField = Rule(
        id: "fcm.deprecated-field", defaultSeverity: .info,
        summary: "`bypass_proxy_notification` is set: deprecated in favour of `proxy`.",
        help: "Use `proxy: \"DENY\"` instead.", source: Rule.fcmDiscovery)
    /// The rule `fcm.validate-only`.
    package let validateOnly = Rule(
        id: "fcm.validate-only", defaultSeverity: .info,
        summary: "`validate_only: true`: FCM checks the request and delivers nothing.",
        help: "Remove it (or set false) to send for real.", source: Rule.fcmMessage)
    /// The rule `fcm.target-count`.
    package let targetCount = Rule(
        id: "fcm.target-count", defaultSeverity: .error,
        summary: "The message does not have exactly one of `token`, `topic`, `condition`, `fid`.",
        help: "Give one target; send one message per target.",
        source: Rule.fcmMessage + " " + Rule.adminPython + " " + Rule.adminGo)
    /// The rule `fcm.target-empty`.
    package let targetEmpty = Rule(
        id: "fcm.target-empty", defaultSeverity: .error,
        summary: "The target field is the empty string.", help: "Fill in the token, topic, condition or fid.",
        source: Rule.adminPython)
    /// The rule `fcm.fid-target`.
    package let fidTarget = Rule(
        id: "fcm.fid-target", defaultSeverity: .info,
        summary:
            "The target is `fid`: new in the 2026 Admin SDKs; its place in the published REST reference is unconfirmed.",
        help: "Check that your FCM project accepts installation-id targets.", source: Rule.adminPython)
    /// The rule `fcm.token-deprecated`.
    package let tokenDeprecated = Rule(
        id: "fcm.token-deprecated", defaultSeverity: .info,
        summary:
            "The target is `token`: the Admin SDKs now mark it deprecated in favour of `fid` (unconfirmed in the REST reference).",
        help: "Nothing to do yet; plan for installation ids.", source: Rule.adminPython,
        offByDefault:
            "its source is unconfirmed: the Admin SDKs mark `token` deprecated, FCM's REST reference does not, and"
            + " `fid` is no replacement for a token")
    /// The rule `fcm.topic-prefix`.
    package let topicPrefix = Rule(
        id: "fcm.topic-prefix", defaultSeverity: .warning,
        summary: "`topic` starts with `/topics/`; the REST reference says to give the bare name.",
        help: "Remove `/topics/`.", source: Rule.fcmMessage)
    /// The rule `fcm.topic-format`.
    package let topicFormat = Rule(
        id: "fcm.topic-format", defaultSeverity: .error,
        summary: "`topic` (without `/topics/`) is not 1–900 characters of `[a-zA-Z0-9-_.~%]`.",
        help: "Use only letters, digits and `-_.~%`; `private/` names exist only for subscriptions.",
        source: Rule.androidTopic + " " + Rule.adminGo)
    /// The rule `fcm.condition-syntax`.
    package let conditionSyntax = Rule(
        id: "fcm.condition-syntax", defaultSeverity: .error,
        summary: "`condition` is not `'topic' in topics` terms joined by `&&`, `||`, `!` and parentheses.",
        help: "Write e.g. `'news' in topics && ('uk' in topics || 'ie' in topics)`.", source: Rule.fcmTopics)
    /// The rule `fcm.condition-quotes`.
    package let conditionQuotes = Rule(
        id: "fcm.condition-quotes", defaultSeverity: .warning,
        summary: "A topic in `condition` is double-quoted; the documentation only shows single quotes (unconfirmed).",
        help: "Quote topic names with single quotes.", source: Rule.fcmTopics)
    /// The rule `fcm.condition-spacing`.
    package let conditionSpacing = Rule(
        id: "fcm.condition-spacing", defaultSeverity: .warning,
        summary: "`&&` or `||` in `condition` without spaces around it (reported to fail; unconfirmed).",
        help: "Put a space on both sides of each operator.", source: Rule.fcmTopics)
    /// The rule `fcm.condition-topic-count`.
    package let conditionTopicCount = Rule(
        id: "fcm.condition-topic-count", defaultSeverity: .error,
        summary: "`condition` names more than 5 distinct topics.",
        help: "Use at most five topics, or send several messages.", source: Rule.fcmTopics)
    /// The rule `fcm.condition-repeated-topic`.
    package let conditionRepeatedTopic = Rule(
        id: "fcm.condition-repeated-topic", defaultSeverity: .warning,
        summary:
            "`condition` has more than 5 topic operands but at most 5 distinct names (unconfirmed whether repeats count).",
        help: "Simplify the expression so each topic appears once.", source: Rule.fcmTopics)
    /// The rule `fcm.data-value-type`.
    package let dataValueType = Rule(
        id: "fcm.data-value-type", defaultSeverity: .error,
        summary:
            "A value in `data`, `android.data` or `webpush.data` is not a string (`Invalid value at 'message.data[0].value'`).",
        help: "Send strings: numbers as their digits, objects as JSON text.",
        source: Rule.fcmMessage + " " + Rule.fcmErrors + " " + Rule.py276)
    /// The rule `fcm.header-value-type`.
    package let headerValueType = Rule(
        id: "fcm.header-value-type", defaultSeverity: .error,
        summary:
            "A value in `apns.headers` or `webpush.headers` is not a string: the headers are a map of strings"
            + " (`\"apns-priority\": \"10\"`, not `10`).",
        help: "Write each header's value as a string.", source: Rule.fcmMessage + " " + Rule.fcmErrors)
    /// The rule `fcm.data-reserved-key`.
    package let dataReservedKey = Rule(
        id: "fcm.data-reserved-key", defaultSeverity: .error,
        summary: "A data key is `from`, `message_type`, or starts with `google.` or `gcm.`: the server rejects it.",
        help: "Rename the key.", source: Rule.fcmMessage + " " + Rule.fcmErrorCode + " " + Rule.php574)
    /// The rule `fcm.data-reserved-key-soft`.
    package let dataReservedKeySoft = Rule(
        id: "fcm.data-reserved-key-soft", defaultSeverity: .warning,
        summary:
            "A data key starts with `google` or `gcm` without the dot (Firebase's ErrorCode page counts keys"
            + " prefixed by google or gcm as invalid data keys), or is `collapse_key` (FCM overrides it with its own"
            + " value, and Android's `getData()` leaves it out). Other legacy option words (`priority`, `data`, `to`)"
            + " and `notification` are ordinary data keys in HTTP v1.",
        help: "Rename the key.", source: Rule.fcmErrorCode + " " + Rule.androidConstants)
    /// The rule `fcm.aps-in-data`.
    package let apsInData = Rule(
        id: "fcm.aps-in-data", defaultSeverity: .error,
        summary: "`message.data` has a key `aps`: on Apple devices data keys sit beside the APNs `aps` and clash.",
        help: "Put APNs keys in `apns.payload.aps`.", source: Rule.adminGo + " " + Rule.appleGen)
    /// The rule `fcm.data-key-shadowed`.
    package let dataKeyShadowed = Rule(
        id: "fcm.data-key-shadowed", defaultSeverity: .warning,
        summary:
            "A `message.data` key is also a top-level key of `apns.payload`; which value an Apple device sees is undocumented.",
        help: "Use one key in one place.", source: Rule.fcmMessage)
    /// The rule `fcm.data-too-large`.
    package let dataTooLarge = Rule(
        id: "fcm.data-too-large", defaultSeverity: .error,
        summary:
            "A data map's keys and values add up to more than 4096 bytes (2048 for topic and condition targets): `Message too big`.",
        help: "Send an id and let the app fetch the rest; the largest entries are listed.",
        source: Rule.fcmErrorCode + " " + Rule.go580 + " " + Rule.autopush203)
    /// The rule `fcm.message-too-large`.
    package let messageTooLarge = Rule(
        id: "fcm.message-too-large", defaultSeverity: .warning,
        summary:
            "The whole Message, compact, is over 4096 bytes (which fields FCM counts beyond `data` is undocumented).",
        help: "Shorten the largest members listed.", source: Rule.fcmMessageType + " " + Rule.autopush203)
    /// The rule `fcm.apns-payload-too-large`.
    package let apnsPayloadTooLarge = Rule(
        id: "fcm.apns-payload-too-large", defaultSeverity: .error,
        summary:
            "The APNs body FCM builds (apns.payload, data as top-level strings, notification text and image) is over 4096 bytes (5120 for VoIP).",
        help: "Shorten the largest members of the built body listed; FCM adds metadata of its own too.",
        source: Rule.appleGen + " " + Rule.fcmMessage)
    /// The rule `fcm.analytics-label`.
    package let analyticsLabel = Rule(
        id: "fcm.analytics-label", defaultSeverity: .error,
        summary: "An `analytics_label` is not 1–50 characters of `[a-zA-Z0-9-_.~%]`.",
        help: "Use a short label of letters, digits and `-_.~%`.", source: Rule.adminPython + " " + Rule.adminJava)
    /// The rule `fcm.image-url`.
    package let imageURL = Rule(
        id: "fcm.image-url", defaultSeverity: .error,
        summary: "A notification image is not an absolute http(s) URL.", help: "Give a full https:// URL.",
        source: Rule.adminGo + " " + Rule.adminNode)
    /// The rule `fcm.image-format`.
    package let imageFormat = Rule(
        id: "fcm.image-format", defaultSeverity: .info,
        summary: "The image is a GIF or video: JPEG, PNG and BMP work everywhere, animation and video only on iOS.",
        help: "Use a still image for Android (at most 1 MB).", source: Rule.fcmMessage)
    /// The rule `fcm.image-needs-mutable-content`.
    package let imageNeedsMutableContent = Rule(
        id: "fcm.image-needs-mutable-content", defaultSeverity: .warning,
        summary:
            "An image is set but `aps.mutable-content` is not 1, so the notification service extension that attaches it does not run.",
        help: "Set `apns.payload.aps.mutable-content` to 1.", source: Rule.fcmIOSImage + " " + Rule.appleNSE)
    /// The rule `fcm.apns-overrides-notification`.
    package let apnsOverridesNotification = Rule(
        id: "fcm.apns-overrides-notification", defaultSeverity: .info,
        summary: "Both `notification` text and `apns.payload.aps.alert` are set: Apple devices show the APNs alert.",
        help: "Keep them in step, or drop one.", source: Rule.fcmMessage)
    /// The rule `fcm.android-priority`.
    package let androidPriority = Rule(
        id: "fcm.android-priority", defaultSeverity: .error,
        summary: "`android.priority` is not `normal` or `high` (or `NORMAL`, `HIGH`).",
        help: "Use `normal` or `high`.", source: Rule.fcmDiscovery + " " + Rule.adminPython)
    /// The rule `fcm.ttl-format`.
    package let ttlFormat = Rule(
        id: "fcm.ttl-format", defaultSeverity: .error,
        summary: "A duration (`ttl`, `vibrate_timings`, light durations) is not seconds with an `s`, e.g. `\"3.5s\"`.",
        help: "Write whole or fractional seconds (up to 9 digits) followed by `s`; never negative.",
        source: Rule.proto3JSON + " " + Rule.adminGo)
    /// The rule `fcm.ttl-range`.
    package let ttlRange = Rule(
        id: "fcm.ttl-range", defaultSeverity: .error,
        summary: "`android.ttl` is over 2419200 s (28 days): `Invalid TTL`.", help: "Use at most `2419200s`.",
        source: Rule.fcmLifespan + " " + Rule.fcmErrorCode)
    /// The rule `fcm.android-color`.
    package let androidColor = Rule(
        id: "fcm.android-color", defaultSeverity: .error,
        summary: "`android.notification.color` is not `#rrggbb`.", help: "Write the colour as `#` and six hex digits.",
        source: Rule.fcmDiscovery + " " + Rule.adminPython)
    /// The rule `fcm.light-settings`.
    package let lightSettings = Rule(
        id: "fcm.light-settings", defaultSeverity: .error,
        summary:
            "`light_settings` lacks `color`, `light_on_duration` or `light_off_duration`, or `color` is not `{red, green, blue, alpha}` in [0, 1].",
        help: "Give all three; `\"#RRGGBB\"` is an SDK input form, the wire form is the object.",
        source: Rule.fcmDiscovery + " " + Rule.adminPython)
    /// The rule `fcm.notification-priority`.
    package let notificationPriority = Rule(
        id: "fcm.notification-priority", defaultSeverity: .error,
        summary: "`notification_priority` is not one of PRIORITY_UNSPECIFIED, _MIN, _LOW, _DEFAULT, _HIGH, _MAX.",
        help: "Use the enum name, e.g. `PRIORITY_HIGH`; SDK words like `high` are not wire values.",
        source: Rule.fcmDiscovery)
    /// The rule `fcm.visibility`.
    package let visibility = Rule(
        id: "fcm.visibility", defaultSeverity: .error,
        summary: "`visibility` is not VISIBILITY_UNSPECIFIED, PRIVATE, PUBLIC or SECRET.", help: "Use an enum name.",
        source: Rule.fcmDiscovery)
    /// The rule `fcm.proxy`.
    package let proxy = Rule(
        id: "fcm.proxy", defaultSeverity: .error,
        summary: "`proxy` is not PROXY_UNSPECIFIED, ALLOW, DENY or IF_PRIORITY_LOWERED.", help: "Use an enum name.",
        source: Rule.fcmDiscovery)
    /// The rule `fcm.enum-integer`.
    package let enumInteger = Rule(
        id: "fcm.enum-integer", defaultSeverity: .info,
        summary: "An enum field is given as an integer: valid proto3 JSON, but names are clearer.",
        help: "Write the enum's name.", source: Rule.proto3JSON)
    /// The rule `fcm.notification-count`.
    package let notificationCount = Rule(
        id: "fcm.notification-count", defaultSeverity: .error,
        summary: "`notification_count` is not an integer in 0…2147483647.", help: "Give a non-negative int32.",
        source: Rule.adminJava + " " + Rule.fcmDiscovery)
    /// The rule `fcm.event-time`.
    package let eventTime = Rule(
        id: "fcm.event-time", defaultSeverity: .error,
        summary: "`event_time` is not an RFC 3339 timestamp such as `2026-01-02T03:04:05Z`.",
        help: "Write UTC (`Z`) or an offset, with up to 9 fractional digits.",
        source: Rule.proto3JSON + " " + Rule.rfc3339)
    /// The rule `fcm.loc-args-without-key`.
    package let locArgsWithoutKey = Rule(
        id: "fcm.loc-args-without-key", defaultSeverity: .error,
        summary:
            "Localization arguments without their key (Android `*_loc_args`, APNs `loc-args`, `title-loc-args`, `subtitle-loc-args`): every Admin SDK refuses them.",
        help: "Add the matching `*_loc_key` / `*-loc-key`, or remove the arguments.",
        source: Rule.adminPython + " " + Rule.adminGo + " " + Rule.adminNode + " " + Rule.adminJava)
    /// The rule `fcm.collapse-key-limit`.
    package let collapseKeyLimit = Rule(
        id: "fcm.collapse-key-limit", defaultSeverity: .info,
        summary: "`android.collapse_key` is set: a device keeps at most 4 different collapse keys at a time.",
        help: "Reuse a small set of keys.", source: Rule.fcmDiscovery)
    /// The rule `fcm.webpush-link`.
    package let webpushLink = Rule(
        id: "fcm.webpush-link", defaultSeverity: .error,
        summary: "`webpush.fcm_options.link` is not an absolute `https://` URL.", help: "Link to an https page.",
        source: Rule.fcmMessage + " " + Rule.adminPython + " " + Rule.adminGo)
    /// The rule `fcm.webpush-dir`.
    package let webpushDir = Rule(
        id: "fcm.webpush-dir", defaultSeverity: .error,
        summary: "`webpush.notification.dir` is not `auto`, `ltr` or `rtl`.", help: "Use one of the three.",
        source: Rule.adminGo + " " + Rule.adminPython)
    /// The rule `fcm.webpush-notification`.
    package let webpushNotification = Rule(
        id: "fcm.webpush-notification", defaultSeverity: .warning,
        summary:
            "A Web Notification option in `webpush.notification` has the wrong JSON type: `title`, `body`,"
            + " `icon`, `image`, `badge`, `lang` and `tag` are strings, `renotify`, `requireInteraction` and"
            + " `silent` booleans, `timestamp` a number, `vibrate` a number or an array of numbers, `actions` an"
            + " array of `{action, title, icon}` objects (FCM passes the object on as given; the Python Admin SDK"
            + " refuses these, and a browser's `showNotification` throws on `actions` that are not a list).",
        help: "Write each option as the Notification API takes it; other members are kept as data.",
        source: Rule.webNotificationOptions + " " + Rule.adminPython)
    /// The rule `fcm.webpush-header`.
    package let webpushHeader = Rule(
        id: "fcm.webpush-header", defaultSeverity: .warning,
        summary: "Web Push header `TTL` is not digits, or `Urgency` is not very-low, low, normal or high.",
        help: "Follow RFC 8030's header values.", source: Rule.rfc8030)
    /// The rule `fcm.apns-header-unknown`.
    package let apnsHeaderUnknown = Rule(
        id: "fcm.apns-header-unknown", defaultSeverity: .warning,
        summary:
            "An `apns.headers` name is not an APNs request header (`authorization` and the path are FCM's to set).",
        help: "Use apns-push-type, apns-priority, apns-expiration, apns-collapse-id, apns-id or apns-topic.",
        source: Rule.appleSend)
    /// The rule `fcm.aps-camelcase-key`.
    package let apsCamelcaseKey = Rule(
        id: "fcm.aps-camelcase-key", defaultSeverity: .warning,
        summary:
            "`aps` has `contentAvailable`, `mutableContent` or `threadId`: APNs ignores them (only the Node Admin SDK translates them).",
        help: "Use `content-available`, `mutable-content`, `thread-id`.", source: Rule.adminNode + " " + Rule.appleGen)
    /// The rule `fcm.aps-key-conflict`.
    package let apsKeyConflict = Rule(
        id: "fcm.aps-key-conflict", defaultSeverity: .error,
        summary: "`aps` holds a dashed key and its camelCase alias (`content-available` and `contentAvailable`).",
        help: "Keep the dashed key.", source: Rule.adminGo + " " + Rule.adminNode + " " + Rule.adminJava)
    /// The rule `fcm.critical-sound-name`.
    package let criticalSoundName = Rule(
        id: "fcm.critical-sound-name", defaultSeverity: .warning,
        summary:
            "`apns.payload.aps.sound` is an object without a non-empty `name` (Python, Node and Java Admin SDKs refuse it).",
        help: "Name the sound file, or `default`.",
        source: Rule.adminPython + " " + Rule.adminNode + " " + Rule.adminJava)
    /// The rule `fcm.ios-data-only-content-available`.
    package let iosDataOnlyContentAvailable = Rule(
        id: "fcm.ios-data-only-content-available", defaultSeverity: .error,
        summary:
            "A data-only message with an `apns` block lacks `aps.content-available: 1`, so it is not delivered as a background push.",
        help: "Set `apns.payload.aps.content-available` to 1.",
        source: Rule.php700 + " " + Rule.go679 + " " + Rule.appleBackground)
    /// The rule `fcm.ios-data-only-priority`.
    package let iosDataOnlyPriority = Rule(
        id: "fcm.ios-data-only-priority", defaultSeverity: .error,
        summary: "A data-only message sets `apns-priority` to something other than `\"5\"`.",
        help: "Background pushes take apns-priority 5.", source: Rule.fcmMessage)
    /// The rule `fcm.ios-data-only-headers`.
    package let iosDataOnlyHeaders = Rule(
        id: "fcm.ios-data-only-headers", defaultSeverity: .warning,
        summary: "A data-only message lacks `apns-priority` or `apns-push-type`, or the push type is not `background`.",
        help: "Send `apns-push-type: background` and `apns-priority: 5`.",
        source: Rule.fcmMessage + " " + Rule.appleBackground)
    /// The rule `fcm.live-activity-payload`.
    package let liveActivityPayload = Rule(
        id: "fcm.live-activity-payload", defaultSeverity: .error,
        summary: "`apns.live_activity_token` is set but `aps` has no `event`, `timestamp` or `content-state`.",
        help: "Send a Live Activity body in `apns.payload`.", source: Rule.fcmMessage)
}
