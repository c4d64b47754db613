/// The `apns` family: the APNs body, request headers, device tokens, size and truncation.
extension Rule {
    static let appleGen =
        "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"
    static let appleSend =
        "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns"
    static let appleResp =
        "https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns"
    static let appleBackground =
        "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app"
    static let appleNSE =
        "https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications"
    static let appleRegistration =
        "https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns"
    static let appleActivityKit =
        "https://developer.apple.com/documentation/activitykit/"
        + "starting-and-updating-live-activities-with-activitykit-push-notifications"
    static let appleBroadcast =
        "https://developer.apple.com/documentation/usernotifications/"
        + "sending-broadcast-push-notification-requests-to-apns"
    static let appleWidgets =
        "https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications"
    static let appleLevel =
        "https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel"
    static let appleCritical =
        "https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/critical"
    static let appleTimeSensitive =
        "https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/timesensitive"
    static let appleLegacyKeys =
        "https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/"
        + "RemoteNotificationsPG/PayloadKeyReference.html"
    static let appleWWDC23 = "https://developer.apple.com/videos/play/wwdc2023/10185"
    static let xcode114 =
        "https://developer.apple.com/documentation/xcode-release-notes/xcode-11_4-release-notes"
    static let apnswift = "https://github.com/swift-server-community/APNSwift"
    static let pushy1033 = "https://github.com/jchambers/pushy/issues/1033"
    static let azureEvents =
        "https://learn.microsoft.com/en-us/javascript/api/@azure/notification-hubs/appleapsnativemessage"
    static let rfc9562 = "https://www.rfc-editor.org/rfc/rfc9562"
    /// RFC 9110 §10.2.3, `Retry-After`.
    static let rfc9110RetryAfter = "https://www.rfc-editor.org/rfc/rfc9110#section-10.2.3"

    /// The rules only the fit operation reports (``APNs/Payload/fitted(_:)``), never validation.
    static let apnsFitRules: [Rule] = [apnsRequest.truncated, apnsRequest.truncationImpossible]
    /// The rules of a device token, which a request or a registration record carries.
    static let apnsDeviceTokenRules: [Rule] = [
        apnsRequest.deviceTokenFormat, apnsRequest.deviceTokenLength, apnsRequest.deviceTokenCase,
    ]
    /// The rules that need what comes with a body to APNs: the request headers, the push type, the
    /// device token (``ValidationOptions/apns``).
    static let apnsRequestRules: [Rule] =
        [
            apns.backgroundUserInteraction, apns.backgroundPriority, apns.backgroundPriorityMissing,
            apns.pushTypeMissing,
            apns.pushTypeValue, apns.pushTypeUnconfirmed, apns.pushTypePayloadMismatch, apns.pushTypeAlertNoContent,
            apns.contentChangedMisplaced, apns.mdmShape, apnsRequest.topicMissing, apnsRequest.topicSuffix,
            apnsRequest.priorityValue,
            apnsRequest.priorityPushType, apnsRequest.priorityFileprovider, apnsRequest.collapseIDLength,
            apnsRequest.apnsIDFormat,
            apnsRequest.apnsIDUppercase, apnsRequest.expirationFormat, apnsRequest.expirationMilliseconds,
            apnsRequest.expirationPast,
            apnsRequest.headerDuplicate, apnsRequest.tokenAuthRequired,
        ] + apnsDeviceTokenRules
    /// The rules that can report on a body as an app receives it (a vendor's `userInfo`): no
    /// request comes with it.
    static let apnsReceivedBody: [Rule] = apnsFamily.excluding(apnsRequestRules + apnsFitRules)

    /// The `apns.*` rules of a body: `aps`, its alert, sound and flags, and what the push type asks of them.
    package static let apns = APNsRules()
    /// The apns family in catalog order: the body's rules, then the request's.
    static let apnsFamily: [Rule] = apns.all + apnsRequest.all
}

/// The `apns.*` rules of a body: `aps`, its alert, sound and flags, and what the push type asks of them.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.apns` is the
/// instance.
package struct APNsRules: RuleGroup {
    /// No `aps` dictionary at the root of a body that is not MDM.
    package let apsMissing = Rule(
        id: "apns.aps-missing", defaultSeverity: .warning,
        summary: "The body has neither an `aps` dictionary nor the MDM shape, so the notification displays nothing.",
        help: "Add `aps`, or set the push type: voip, pushtotalk, complication, fileprovider and mdm are exempt.",
        source: Rule.appleGen
    )
    /// `aps` is not an object.
    package let apsNotObject = Rule(
        id: "apns.aps-not-object", defaultSeverity: .error,
        summary: "`aps` is present but its value is not a JSON object.",
        help: "Make `aps` a dictionary such as {\"alert\":\"Hi\"}; put scalar custom data at the top level instead.",
        source: Rule.appleGen
    )
    /// A key inside `aps` that Apple does not define.
    package let apsUnknownKey = Rule(
        id: "apns.aps-unknown-key", defaultSeverity: .warning,
        summary: "`aps` contains a key that is not part of Apple's `aps` dictionary; APNs ignores it.",
        help: "Fix the spelling (content_available → content-available, events → event) or move custom data out.",
        source: Rule.appleGen + " " + Rule.azureEvents
    )
    /// A known `aps` key with the wrong JSON type.
    package let apsValueType = Rule(
        id: "apns.aps-value-type", defaultSeverity: .error,
        summary: "A documented `aps` key has a JSON type other than Apple's, e.g. \"badge\": \"3\" or \"alert\": 5.",
        help: "Use the documented type, e.g. a number for badge, a string for category, an object for content-state.",
        source: Rule.appleGen
    )
    /// A `null` value inside `aps`.
    package let apsNullValue = Rule(
        id: "apns.aps-null-value", defaultSeverity: .warning,
        summary: "A key inside `aps` is null; how APNs treats it is undocumented (it may be ignored or rejected).",
        help: "Omit the key instead of sending null.",
        source: Rule.appleGen
    )
    /// A top-level custom key whose value is `null`.
    package let customKeyNull = Rule(
        id: "apns.custom-key-null", defaultSeverity: .warning,
        summary: "A custom value is null; Apple allows only objects, arrays, strings, numbers and booleans.",
        help: "Omit the key, or send a value of one of the supported types.",
        source: Rule.appleGen
    )
    /// An empty `thread-id`, `category`, `target-content-id` or `filter-criteria`.
    package let emptyString = Rule(
        id: "apns.empty-string", defaultSeverity: .warning,
        summary: "`thread-id`, `category`, `target-content-id` or `filter-criteria` is the empty string.",
        help: "Remove the key or give it a non-empty identifier.",
        source: Rule.appleGen
    )
    /// An `alert` object key that is neither current nor legacy.
    package let alertUnknownKey = Rule(
        id: "apns.alert-unknown-key", defaultSeverity: .warning,
        summary: "An `alert` object has a key that is neither a current nor a legacy alert key.",
        help:
            "Check the spelling against Apple's alert keys (title, body, loc-key, ...); move custom data out of `aps`.",
        source: Rule.appleGen
    )
    /// A retired `alert` key.
    package let alertLegacyKey = Rule(
        id: "apns.alert-legacy-key", defaultSeverity: .warning,
        summary: "`alert` uses action-loc-key, action, summary-arg or summary-arg-count, which Apple no longer lists.",
        help: "Remove the key; older server libraries still emit it, but current iOS payloads do not need it.",
        source: Rule.appleLegacyKeys
    )
    /// An `alert` text or localization field of the wrong type.
    package let alertFieldType = Rule(
        id: "apns.alert-field-type", defaultSeverity: .error,
        summary:
            "An `alert` text, launch-image or *-loc-key field is not a string, or *-loc-args is not a string array.",
        help: "Send text fields and loc keys as strings, loc arguments as arrays of strings (numbers too: \"3\").",
        source: Rule.appleGen
    )
    /// Localization arguments without their localization key.
    package let alertLocArgsWithoutKey = Rule(
        id: "apns.alert-loc-args-without-key", defaultSeverity: .warning,
        summary: "A title-loc-args, subtitle-loc-args or loc-args array has no matching key, so it is ignored.",
        help: "Add the matching title-loc-key, subtitle-loc-key or loc-key, or drop the arguments.",
        source: Rule.appleGen
    )
    /// An `alert` without any text.
    package let alertEmpty = Rule(
        id: "apns.alert-empty", defaultSeverity: .warning,
        summary: "`alert` is an empty string or an object without alert text, so nothing is shown.",
        help: "Provide a title, subtitle, body or loc key, or remove `alert` for a silent push.",
        source: Rule.appleGen
    )
    /// `sound` inside `alert` outside a Live Activity.
    package let alertSoundMisplaced = Rule(
        id: "apns.alert-sound-misplaced", defaultSeverity: .warning,
        summary:
            "`aps.alert.sound` appears outside a Live Activity; ordinary notifications take `sound` directly in `aps`.",
        help: "Move `sound` up into `aps`.",
        source: Rule.appleGen + " " + Rule.appleActivityKit
    )
    /// A negative or fractional `badge`.
    package let badgeValue = Rule(
        id: "apns.badge-value", defaultSeverity: .warning,
        summary: "`badge` is a negative or non-integral number; only non-negative integers are meaningful.",
        help: "Send a whole number of 0 or more; 0 clears the badge.",
        source: Rule.appleGen
    )
    /// An empty `sound` string.
    package let soundEmpty = Rule(
        id: "apns.sound-empty", defaultSeverity: .warning,
        summary: "`sound` is the empty string, whose effect is undocumented.",
        help: "Use \"default\" for the system sound, the name of a bundled sound file, or omit the key.",
        source: Rule.appleGen
    )
    /// An unknown key in the `sound` object.
    package let soundDictUnknownKey = Rule(
        id: "apns.sound-dict-unknown-key", defaultSeverity: .warning,
        summary: "The `sound` object has a key other than `critical`, `name` and `volume`.",
        help: "Remove the key or fix its spelling.",
        source: Rule.appleGen
    )
    /// A `sound` object without `critical: 1`.
    package let soundCriticalFlag = Rule(
        id: "apns.sound-critical-flag", defaultSeverity: .warning,
        summary: "The `sound` object lacks `critical: 1`; the object form exists only for critical alerts.",
        help: "Set critical to 1 for a critical alert; otherwise send `sound` as a plain file-name string.",
        source: Rule.appleGen
    )
    /// A `sound` object without a usable `name`.
    package let soundNameMissing = Rule(
        id: "apns.sound-name-missing", defaultSeverity: .warning,
        summary: "The `sound` object has no `name`, or `name` is not a non-empty string.",
        help: "Set name to a bundled sound file or \"default\".",
        source: Rule.appleGen
    )
    /// A `sound.volume` outside 0…1.
    package let soundVolumeRange = Rule(
        id: "apns.sound-volume-range", defaultSeverity: .error,
        summary: "`sound.volume` is not a number from 0 to 1.",
        help: "Use a number between 0 (silent) and 1 (full volume).",
        source: Rule.appleGen
    )
    /// An `interruption-level` that is not one of the four values.
    package let interruptionLevelValue = Rule(
        id: "apns.interruption-level-value", defaultSeverity: .error,
        summary: "`interruption-level` is not exactly passive, active, time-sensitive or critical (case matters).",
        help: "Use one of the four values as written, e.g. \"time-sensitive\".",
        source: Rule.appleGen + " " + Rule.appleLevel
    )
    /// A critical alert, which needs Apple's entitlement.
    package let criticalEntitlement = Rule(
        id: "apns.critical-entitlement", defaultSeverity: .info,
        summary: "A critical alert (critical level or sound critical: 1) needs an entitlement approved by Apple.",
        help: "Request the Critical Alerts entitlement from Apple; without it the alert is not delivered as critical.",
        source: Rule.appleCritical
    )
    /// A time-sensitive notification, which needs an app capability.
    package let timeSensitiveCapability = Rule(
        id: "apns.time-sensitive-capability", defaultSeverity: .info,
        summary: "`interruption-level` is time-sensitive; the app needs the Time Sensitive Notifications capability.",
        help: "Add the Time Sensitive Notifications capability to the app target.",
        source: Rule.appleTimeSensitive
    )
    /// A `relevance-score` outside 0…1 outside a Live Activity.
    package let relevanceScoreRange = Rule(
        id: "apns.relevance-score-range", defaultSeverity: .error,
        summary: "Outside a Live Activity (no `aps.event`), `relevance-score` is below 0 or above 1.",
        help: "Use a value from 0 to 1; only Live Activity payloads accept any finite number.",
        source: Rule.appleGen + " " + Rule.appleActivityKit + " " + Rule.pushy1033
    )
    /// A `content-available` other than the number 1 or 0.
    package let contentAvailableValue = Rule(
        id: "apns.content-available-value", defaultSeverity: .warning,
        summary: "`content-available` is neither the number 1 nor 0 (e.g. true, \"1\" or 2); Apple documents only 1.",
        help: "Send the number 1 to wake the app in the background, or omit the key.",
        source: Rule.appleGen + " " + Rule.appleBackground
    )
    /// A `mutable-content` other than the number 1 or 0.
    package let mutableContentValue = Rule(
        id: "apns.mutable-content-value", defaultSeverity: .warning,
        summary: "`mutable-content` is neither the number 1 nor 0 (e.g. true, \"1\" or 2); Apple documents only 1.",
        help: "Send the number 1 to run the Notification Service Extension, or omit the key.",
        source: Rule.appleGen + " " + Rule.appleNSE
    )
    /// `content-available: 0` or `mutable-content: 0`.
    package let flagZero = Rule(
        id: "apns.flag-zero", defaultSeverity: .info,
        summary: "`content-available` or `mutable-content` is 0, which has no effect.",
        help: "Omit the key.",
        source: Rule.appleGen
    )
    /// `mutable-content: 1` without alert text.
    package let mutableContentWithoutAlert = Rule(
        id: "apns.mutable-content-without-alert", defaultSeverity: .warning,
        summary: "`mutable-content` is 1 but there is no alert text, so the Notification Service Extension never runs.",
        help: "Add alert text if the extension must modify the push; otherwise drop the flag (delivery is unaffected).",
        source: Rule.appleNSE
    )
    /// A background push with `alert`, `badge` or `sound`.
    package let backgroundUserInteraction = Rule(
        id: "apns.background-user-interaction", defaultSeverity: .error,
        summary: "`apns-push-type` is background but `aps` contains `alert`, `badge` or `sound`.",
        help: "Send user-visible content as an alert push, or remove alert, badge and sound from the background push.",
        source: Rule.appleBackground
    )
    /// A background push with `aps` keys besides `content-available`.
    package let backgroundExtraKey = Rule(
        id: "apns.background-extra-key", defaultSeverity: .warning,
        summary: "A background push has keys in `aps` other than `content-available` (e.g. category, mutable-content).",
        help: "Keep `aps` as {\"content-available\":1}; put custom data at the top level.",
        source: Rule.appleBackground
    )
    /// A background push whose priority is not 5.
    package let backgroundPriority = Rule(
        id: "apns.background-priority", defaultSeverity: .error,
        summary: "A background push has an `apns-priority` other than 5; Apple calls priority 10 an error here.",
        help: "Send background pushes with apns-priority 5.",
        source: Rule.appleBackground + " " + Rule.appleSend
    )
    /// A background push without `apns-priority`.
    package let backgroundPriorityMissing = Rule(
        id: "apns.background-priority-missing", defaultSeverity: .warning,
        summary: "A background push has no `apns-priority`, so APNs assumes 10.",
        help: "Set apns-priority to 5 explicitly.",
        source: Rule.appleSend
    )
    /// Background pushes are throttled.
    package let backgroundThrottle = Rule(
        id: "apns.background-throttle", defaultSeverity: .info,
        summary: "Background pushes are low priority and may be throttled; two or three per hour is the ceiling.",
        help: "Send them sparingly and do not rely on every one waking the app.",
        source: Rule.appleBackground
    )
    /// `content-available: 1` together with alert text.
    package let contentAvailableWithAlert = Rule(
        id: "apns.content-available-with-alert", defaultSeverity: .info,
        summary: "`content-available: 1` with alert text and push type alert (or none) is handled as an alert push.",
        help: "Do not rely on a background launch; send a separate background push if the app must wake.",
        source: Rule.appleBackground
    )
    /// No `apns-push-type` header.
    package let pushTypeMissing = Rule(
        id: "apns.push-type-missing", defaultSeverity: .warning,
        summary: "There is no `apns-push-type` header; watchOS 6+ requires it and Apple recommends it for every push.",
        help: "Send the push type that matches the payload, e.g. alert, background or liveactivity.",
        source: Rule.appleSend
    )
    /// An `apns-push-type` that APNs does not know.
    package let pushTypeValue = Rule(
        id: "apns.push-type-value", defaultSeverity: .error,
        summary: "`apns-push-type` is not exactly one of Apple's values (case-sensitive; accessory has its own rule).",
        help:
            "Use alert, background, complication, controls, fileprovider, liveactivity, location, mdm, pushtotalk,"
            + " voip or widgets.",
        source: Rule.appleSend
    )
    /// The `accessory` push type, documented only by APNSwift.
    package let pushTypeUnconfirmed = Rule(
        id: "apns.push-type-unconfirmed", defaultSeverity: .warning,
        summary: "The push type is accessory, or the topic ends in .push-type.accessory; only APNSwift documents it.",
        help: "Confirm that APNs accepts it for your app before relying on it.",
        source: Rule.apnswift
    )
    /// A push type that contradicts the body.
    package let pushTypePayloadMismatch = Rule(
        id: "apns.push-type-payload-mismatch", defaultSeverity: .error,
        summary: "The push type contradicts the body (liveactivity and aps.event, widgets and content-changed, mdm).",
        help: "Make them agree: liveactivity needs aps.event, widgets content-changed: true, mdm a string `mdm`.",
        source: Rule.appleActivityKit + " " + Rule.appleWidgets + " " + Rule.appleSend
    )
    /// An alert push without `alert`, `badge` or `sound`.
    package let pushTypeAlertNoContent = Rule(
        id: "apns.push-type-alert-no-content", defaultSeverity: .warning,
        summary: "The push type is alert but `aps` has none of `alert`, `badge` and `sound`.",
        help: "Add alert content, or send the push as background with content-available 1.",
        source: Rule.appleSend
    )
    /// A widgets or controls push with more than `content-changed`.
    package let widgetsShape = Rule(
        id: "apns.widgets-shape", defaultSeverity: .warning,
        summary: "A widgets or controls push (or one with aps.content-changed) has other `aps` keys or custom keys.",
        help: "Send exactly {\"aps\":{\"content-changed\":true}}; the widget or control reloads its own data.",
        source: Rule.appleWidgets
    )
    /// `content-changed` in a push that is not widgets or controls.
    package let contentChangedMisplaced = Rule(
        id: "apns.content-changed-misplaced", defaultSeverity: .warning,
        summary: "`aps.content-changed` appears in a push whose type is neither widgets nor controls.",
        help: "Remove it, or send the push with push type widgets (or controls).",
        source: Rule.appleWidgets
    )
    /// An MDM push with keys besides `mdm`.
    package let mdmShape = Rule(
        id: "apns.mdm-shape", defaultSeverity: .warning,
        summary: "The push type is mdm and the body has keys besides `mdm` (e.g. `aps`).",
        help: "Send only {\"mdm\":\"<PushMagic>\"}.",
        source: Rule.appleSend + " " + Rule.apnswift
    )
    /// Live Activity keys in a payload linted as `apns`.
    package let liveActivityKeyOutsideLA = Rule(
        id: "apns.live-activity-key-outside-la", defaultSeverity: .warning,
        summary: "Linted as apns, but `aps` holds Live Activity keys such as event, content-state or attributes.",
        help:
            "Check it as kind liveactivity, or give push type liveactivity (--push-type, the apns-push-type header, or a "
            + ".push-type.liveactivity topic): the Live Activity rules then check these keys.",
        source: Rule.appleActivityKit
    )
    /// `aps.url-args`, used only by Safari web push.
    package let urlArgs = Rule(
        id: "apns.url-args", defaultSeverity: .info,
        summary: "`aps.url-args` is present; only Safari web push uses it.",
        help: "Remove it from pushes to an app.",
        source: Rule.appleLegacyKeys
    )
}
