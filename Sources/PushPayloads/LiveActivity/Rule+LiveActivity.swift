/// The `liveactivity` family: ActivityKit push payloads (event, timestamps, alert, start keys) and the
/// app's `ContentState` and attributes schema; `appleActivityKit`, `appleBroadcast` and `apnswift` are declared in `Rule+APNs.swift`.
extension Rule {
    static let appleLADisplay =
        "https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities"
    static let appleDismissal =
        "https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy/default"
    static let appleChannels =
        "https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns"
    static let appleDateStrategy =
        "https://developer.apple.com/documentation/foundation/jsondecoder/datedecodingstrategy-swift.property"
    static let appleForum777566 = "https://developer.apple.com/forums/thread/777566"
    static let swiftFoundationDate =
        "https://github.com/apple/swift-foundation/blob/HEAD/Sources/FoundationEssentials/Date.swift"
    static let swiftFoundationDecoder =
        "https://github.com/apple/swift-foundation/blob/HEAD/Sources/FoundationEssentials/JSON/JSONDecoder.swift"
    static let swiftClosedRange =
        "https://github.com/swiftlang/swift/blob/HEAD/stdlib/public/core/ClosedRange.swift"
    static let homeAssistant4677 = "https://github.com/home-assistant/iOS/pull/4677"
    static let urbanAirship411 = "https://github.com/urbanairship/ios-library/issues/411"
    static let liveActivities12 = "https://github.com/1998code/iOS16-Live-Activities/pull/12"
    static let flutterLiveActivities118 = "https://github.com/istornz/flutter_live_activities/issues/118"
    static let teak2 = "https://github.com/GoCarrot/TeakCocoaPodsExample/pull/2"
    static let mfaaniDebugging = "https://mfaani.com/posts/liveactivities/4-debugging"
    static let rfc4648 = "https://www.rfc-editor.org/rfc/rfc4648"

    /// The APNs rules that can report on a Live Activity body: its push type is `liveactivity`, so
    /// none of another push type's (background, widgets, MDM, File Provider), none about the push
    /// type itself, and none of an ordinary alert, which this family's alert rules replace.
    static let apnsOnLiveActivity: [Rule] = apnsFamily.excluding(
        apnsFitRules + [
            apns.alertUnknownKey, apns.alertLegacyKey, apns.alertFieldType, apns.alertLocArgsWithoutKey,
            apns.alertSoundMisplaced, apns.relevanceScoreRange, apns.backgroundUserInteraction, apns.backgroundExtraKey,
            apns.backgroundPriority, apns.backgroundPriorityMissing, apns.backgroundThrottle,
            apns.contentAvailableWithAlert, apns.pushTypeMissing, apns.pushTypeValue, apns.pushTypePayloadMismatch,
            apns.pushTypeAlertNoContent, apns.widgetsShape, apns.mdmShape, apns.liveActivityKeyOutsideLA,
            apnsRequest.priorityFileprovider,
        ])

    /// The `liveactivity.*` rules: events, times, required members, alerts, and the app's types.
    package static let liveActivity = LiveActivityRules()
    /// The `liveactivity.*` rules of the app's own types (a schema or decodable types).
    package static let liveActivitySchema = LiveActivitySchemaRules()
    /// The liveactivity family in catalog order: the payload's rules, then its types'.
    static let liveActivityFamily: [Rule] = liveActivity.all + liveActivitySchema.all
}

/// The `liveactivity.*` rules: events, times, required members, alerts, and the app's types.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.liveActivity` is the
/// instance.
package struct LiveActivityRules: RuleGroup {
    /// A Live Activity payload without `aps.event`.
    package let eventMissing = Rule(
        id: "liveactivity.event-missing", defaultSeverity: .error,
        summary: "A Live Activity payload (kind or push type liveactivity) has no `aps.event`.",
        help: "Add `event` with the value \"start\", \"update\" or \"end\".",
        source: Rule.appleActivityKit
    )
    /// An `aps.event` other than start, update or end.
    package let eventValue = Rule(
        id: "liveactivity.event-value", defaultSeverity: .error,
        summary: "`aps.event` is not exactly \"start\", \"update\" or \"end\" (case matters).",
        help: "Use one of the three values as written, in lowercase.",
        source: Rule.appleActivityKit
    )
    /// A Live Activity payload without `aps.timestamp`.
    package let timestampMissing = Rule(
        id: "liveactivity.timestamp-missing", defaultSeverity: .error,
        summary: "`aps.timestamp` is missing, so the system cannot tell which update is the newest.",
        help: "Add `timestamp` with the sending time in whole Unix seconds.",
        source: Rule.appleActivityKit
    )
    /// A timestamp, stale date or dismissal date with a fractional part.
    package let timestampFraction = Rule(
        id: "liveactivity.timestamp-fraction", defaultSeverity: .warning,
        summary:
            "`timestamp`, `stale-date` or `dismissal-date` has a fractional part (unconfirmed whether it is accepted).",
        help: "Send whole Unix seconds, as Apple's examples and APNSwift's `Int` encoding do.",
        source: Rule.appleActivityKit + " " + Rule.apnswift
    )
    /// A `timestamp` in milliseconds.
    package let timestampMilliseconds = Rule(
        id: "liveactivity.timestamp-milliseconds", defaultSeverity: .error,
        summary:
            "`timestamp` is above 10^11, so it is milliseconds and outranks every later update sent in seconds.",
        help: "Divide by 1000; `timestamp` takes Unix seconds.",
        source: Rule.liveActivities12 + " " + Rule.appleActivityKit
    )
    /// A `stale-date` or `dismissal-date` in milliseconds.
    package let milliseconds = Rule(
        id: "liveactivity.milliseconds", defaultSeverity: .warning,
        summary:
            "`stale-date` or `dismissal-date` is above 10^11 (milliseconds): the activity never goes stale,"
            + " or its dismissal falls back to the 4-hour default.",
        help: "Divide by 1000; both dates take Unix seconds.",
        source: Rule.liveActivities12 + " " + Rule.appleActivityKit
    )
    /// A `timestamp` more than an hour before now.
    package let timestampStale = Rule(
        id: "liveactivity.timestamp-stale", defaultSeverity: .info,
        summary:
            "Compared with now, `timestamp` is over an hour old; tools report such pushes are not shown (unconfirmed).",
        help: "Set `timestamp` to the time of sending, not the time the data last changed.",
        source: Rule.mfaaniDebugging
    )
    /// A `timestamp` more than five minutes after now.
    package let timestampFuture = Rule(
        id: "liveactivity.timestamp-future", defaultSeverity: .info,
        summary:
            "`timestamp` is over 5 minutes after now, so later pushes with the real time may be ignored as older.",
        help: "Take `timestamp` from the sending clock in Unix seconds; check the server's clock.",
        source: Rule.appleActivityKit
    )
    /// A start or update without `aps.content-state`.
    package let contentStateMissing = Rule(
        id: "liveactivity.content-state-missing", defaultSeverity: .error,
        summary: "`event` is start or update but `aps.content-state` is missing.",
        help: "Add `content-state` with the properties of the app's `ContentState`.",
        source: Rule.appleActivityKit
    )
    /// An end without `aps.content-state`.
    package let contentStateMissingEnd = Rule(
        id: "liveactivity.content-state-missing-end", defaultSeverity: .warning,
        summary: "`event` is end but there is no `aps.content-state`; Apple asks for the final content state.",
        help: "Add the final `content-state` so the ended activity shows its last values.",
        source: Rule.appleActivityKit
    )
    /// A start without `aps.alert`.
    package let startMissingAlert = Rule(
        id: "liveactivity.start-missing-alert", defaultSeverity: .error,
        summary: "`event` is start but there is no `aps.alert`; reports say APNs answers 200 and drops the start.",
        help: "Add an `alert` with a `title` and a `body`.",
        source: Rule.appleActivityKit + " " + Rule.teak2
    )
    /// A start without a usable `aps.attributes-type`.
    package let startMissingAttributesType = Rule(
        id: "liveactivity.start-missing-attributes-type", defaultSeverity: .error,
        summary: "`event` is start but `aps.attributes-type` is missing or not a non-empty string.",
        help: "Set `attributes-type` to the name of the app's `ActivityAttributes` type.",
        source: Rule.appleActivityKit
    )
    /// A start without an `aps.attributes` object.
    package let startMissingAttributes = Rule(
        id: "liveactivity.start-missing-attributes", defaultSeverity: .error,
        summary: "`event` is start but `aps.attributes` is missing or not an object.",
        help: "Add `attributes` with the static properties of the `ActivityAttributes` type.",
        source: Rule.appleActivityKit
    )
    /// Start-only keys in an update or end.
    package let startOnlyKey = Rule(
        id: "liveactivity.start-only-key", defaultSeverity: .warning,
        summary: "`attributes-type` or `attributes` appears with `event` update or end, where it is ignored.",
        help: "Remove them; only a start push reads the attributes.",
        source: Rule.appleActivityKit
    )
    /// An input push key outside a start.
    package let inputPushNotStart = Rule(
        id: "liveactivity.input-push-not-start", defaultSeverity: .error,
        summary: "`input-push-token` or `input-push-channel` appears with an `event` other than start.",
        help: "Send these keys only in a push-to-start payload, or remove them.",
        source: Rule.appleActivityKit
    )
    /// Both `input-push-token` and `input-push-channel`.
    package let inputPushExclusive = Rule(
        id: "liveactivity.input-push-exclusive", defaultSeverity: .error,
        summary:
            "Both `input-push-token` and `input-push-channel` are present; an activity takes exactly one push method.",
        help: "Keep `input-push-token` for token updates or `input-push-channel` for a channel, not both.",
        source: Rule.appleActivityKit + " " + Rule.apnswift
    )
    /// An `input-push-token` other than the number 1.
    package let inputPushTokenValue = Rule(
        id: "liveactivity.input-push-token-value", defaultSeverity: .error,
        summary: "`input-push-token` is present but is not the number 1.",
        help: "Send \"input-push-token\": 1, or omit the key.",
        source: Rule.appleActivityKit
    )
    /// An `input-push-channel` that is not a base64 channel ID.
    package let inputPushChannelFormat = Rule(
        id: "liveactivity.input-push-channel-format", defaultSeverity: .error,
        summary: "`input-push-channel` is not a non-empty base64 string.",
        help: "Send the channel ID exactly as the channel management API returned it.",
        source: Rule.appleActivityKit + " " + Rule.appleChannels
    )
    /// An `input-push-channel`, which needs iOS 18.
    package let inputPushChannelIOS18 = Rule(
        id: "liveactivity.input-push-channel-ios18", defaultSeverity: .info,
        summary:
            "`input-push-channel` is present; on devices before iOS/iPadOS 18 the activity does not start.",
        help:
            "Target iOS 18 or later with it (`input-push-token` needs iOS 18 too); push-to-start alone needs 17.2.",
        source: Rule.appleActivityKit
    )
    /// A start sent through a broadcast channel.
    package let broadcastStart = Rule(
        id: "liveactivity.broadcast-start", defaultSeverity: .error,
        summary:
            "With a request context carrying `apns-channel-id`, `event` is start; broadcast channels cannot start"
            + " activities.",
        help: "Start the activity with a push-to-start token; use the channel only for updates and the end.",
        source: Rule.appleActivityKit + " " + Rule.appleBroadcast
    )
    /// A `dismissal-date` outside an end.
    package let dismissalDateNotEnd = Rule(
        id: "liveactivity.dismissal-date-not-end", defaultSeverity: .warning,
        summary: "`dismissal-date` appears with an `event` other than end, where it is ignored.",
        help: "Send `dismissal-date` only in the end push.",
        source: Rule.appleActivityKit
    )
    /// An end whose dismissal date removes the activity at once.
    package let dismissalDateImmediate = Rule(
        id: "liveactivity.dismissal-date-immediate", defaultSeverity: .info,
        summary:
            "`event` is end and `dismissal-date` is not after `timestamp` (0 included), so the activity goes at once.",
        help: "Nothing to fix if intended; otherwise send a later date, or omit it for the system default.",
        source: Rule.appleActivityKit + " " + Rule.appleDismissal
    )
    /// A `dismissal-date` more than four hours after the timestamp.
    package let dismissalDateWindow = Rule(
        id: "liveactivity.dismissal-date-window", defaultSeverity: .info,
        summary:
            "`dismissal-date` is over 4 hours after `timestamp`; the system removes an ended activity within 4 hours.",
        help: "Use a date at most 14400 seconds after `timestamp`, or omit it.",
        source: Rule.appleDismissal
    )
    /// A `stale-date` not after the timestamp.
    package let staleDateBeforeTimestamp = Rule(
        id: "liveactivity.stale-date-before-timestamp", defaultSeverity: .warning,
        summary: "`stale-date` is not after `timestamp`, so the activity is stale as soon as it arrives.",
        help: "Set `stale-date` later than `timestamp`, in Unix seconds.",
        source: Rule.appleActivityKit
    )
    /// A `stale-date` beyond the eight-hour lifetime.
    package let staleDateAfterLifetime = Rule(
        id: "liveactivity.stale-date-after-lifetime", defaultSeverity: .info,
        summary: "`stale-date` is over 8 hours after `timestamp`, beyond a Live Activity's active lifetime.",
        help: "Use a stale date at most 28800 seconds after `timestamp`, or omit it.",
        source: Rule.appleLADisplay
    )
    /// A Live Activity `alert` key other than `title`, `body` and `sound`.
    package let alertUnknownKey = Rule(
        id: "liveactivity.alert-unknown-key", defaultSeverity: .warning,
        summary: "A Live Activity `alert` has keys besides `title`, `body` and `sound`, undocumented for it.",
        help: "Keep only title, body and sound; put localization inside title and body.",
        source: Rule.appleActivityKit
    )
    /// Flat localization keys in a Live Activity `alert`.
    package let alertFlatLocKey = Rule(
        id: "liveactivity.alert-flat-loc-key", defaultSeverity: .warning,
        summary:
            "A Live Activity `alert` uses flat keys such as `loc-key` or `title-loc-args`; APNSwift says iOS drops"
            + " such pushes (unconfirmed).",
        help: "Nest them: \"title\": {\"loc-key\": \"...\", \"loc-args\": [...]}, and the same for `body`.",
        source: Rule.appleActivityKit + " " + Rule.apnswift
    )
    /// A Live Activity `alert` field of the wrong type.
    package let alertValueType = Rule(
        id: "liveactivity.alert-value-type", defaultSeverity: .error,
        summary:
            "A Live Activity `alert.title` or `alert.body` is neither a string nor a `loc-key` object with optional"
            + " string `loc-args`, or `alert.sound` is not a string.",
        help: "Send title and body as strings or {\"loc-key\": string, \"loc-args\": [string]}, sound as a string.",
        source: Rule.appleActivityKit
    )
    /// `sound` directly in a Live Activity's `aps`.
    package let apsSound = Rule(
        id: "liveactivity.aps-sound", defaultSeverity: .warning,
        summary: "`aps.sound` sits directly in a Live Activity payload; whether it is honoured is unconfirmed.",
        help: "Move `sound` into `alert`, as Apple's examples do.",
        source: Rule.appleActivityKit
    )
    /// An `aps` key that ActivityKit pushes do not use.
    package let ignoredAPSKey = Rule(
        id: "liveactivity.ignored-aps-key", defaultSeverity: .warning,
        summary:
            "A Live Activity `aps` has `badge`, `category`, `thread-id`, `content-available`, `mutable-content`,"
            + " `interruption-level`, `target-content-id`, `filter-criteria` or `content-changed`, all unused.",
        help: "Remove the key; send a separate ordinary push if a badge or notification is needed.",
        source: Rule.appleActivityKit
    )
    /// An update or end at priority 10.
    package let priorityBudget = Rule(
        id: "liveactivity.priority-budget", defaultSeverity: .info,
        summary:
            "With a request context, an update or end has priority 10 or no `apns-priority`, which counts against"
            + " the hourly update budget.",
        help: "Send apns-priority 5 for updates that need not show at once.",
        source: Rule.appleActivityKit
    )
    /// A number in `content-state` or `attributes` that `JSONDecoder` rejects.
    package let undecodableNumber = Rule(
        id: "liveactivity.undecodable-number", defaultSeverity: .error,
        summary:
            "A non-zero number in `content-state` or `attributes` rounds to 0, which `JSONDecoder` rejects"
            + " (overflow is `json.number-overflow`).",
        help: "Send 0 if the value is meant to be zero, or scale it into Double's range.",
        source: Rule.swiftFoundationDecoder + " " + Rule.appleActivityKit
    )
    /// A number that looks like a Unix time sent as a `Date`.
    package let unixTimeSuspect = Rule(
        id: "liveactivity.unix-time-suspect", defaultSeverity: .info,
        summary:
            "Without a schema, a number in `content-state` or `attributes` lies within 5 years of `timestamp`;"
            + " if it is a `Date`, it was sent as Unix seconds and shows about 31 years late.",
        help: "If the member is a `Date`, subtract 978307200; supply a schema to check it exactly.",
        source: Rule.homeAssistant4677 + " " + Rule.urbanAirship411
    )
    /// Attributes and content state together over 4 KB.
    package let combinedSize = Rule(
        id: "liveactivity.combined-size", defaultSeverity: .warning,
        summary:
            "With a schema or in a push-to-start, compact `attributes` plus compact `content-state` exceed 4096"
            + " bytes (unconfirmed: how ActivityKit measures the limit is undocumented).",
        help: "Shrink the static and dynamic data, e.g. send short identifiers the app resolves locally.",
        source: Rule.appleLADisplay
    )
    /// An `attributes-type` other than the schema's type name.
    package let attributesTypeName = Rule(
        id: "liveactivity.attributes-type-name", defaultSeverity: .error,
        summary: "With a schema, `attributes-type` differs from the type name the schema declares.",
        help: "Send the exact Swift name of the app's `ActivityAttributes` type.",
        source: Rule.appleActivityKit
    )
    /// An `attributes-type` that is not a Swift type name.
    package let attributesTypeFormat = Rule(
        id: "liveactivity.attributes-type-format", defaultSeverity: .warning,
        summary: "`attributes-type` is not a Swift type name (identifiers, optionally joined by dots).",
        help: "Send the type's Swift name, e.g. \"PizzaDeliveryAttributes\", without spaces or generic arguments.",
        source: Rule.appleActivityKit
    )
    /// Start attributes with exactly the keys of the content state.
    package let attributesSameKeysAsContentState = Rule(
        id: "liveactivity.attributes-same-keys-as-content-state", defaultSeverity: .warning,
        summary:
            "Without a schema, a start's `attributes` has exactly the same keys as `content-state`, the mix-up of"
            + " Apple's iOS 18 snippets.",
        help: "Put the static `ActivityAttributes` properties in `attributes` and the `ContentState` in content-state.",
        source: Rule.appleActivityKit + " " + Rule.appleForum777566
    )
}
