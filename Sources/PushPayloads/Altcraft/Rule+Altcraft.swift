/// The `altcraft` family: Altcraft server responses, the SDK's result wrapper, subscribe requests, SDK call
/// arguments and push `userInfo` keys.
extension Rule {
    /// Altcraft's iOS SDK source: `Codable` models, constants, request factory, push handling, event list.
    static let altcraftSDK = "https://github.com/altcraft/ios-sdk"
    /// Altcraft's Android SDK, home of the Android-only push keys.
    static let altcraftAndroidSDK = "https://github.com/altcraft/android-sdk"
    /// Altcraft's iOS SDK developer guide.
    static let altcraftGuide = "https://guides.altcraft.com/en/developer-guide/sdk/v2/ios/"

    /// The rules of a push `userInfo` (an APNs body).
    static let altcraftPushRules: [Rule] = [
        altcraft.pushMarkerTypo, altcraft.pushUID, altcraft.pushButtonsType, altcraft.pushButtonsJSON,
        altcraft.pushButtonLabel, altcraft.pushButtonsCount, altcraft.pushMedia, altcraft.pushMediaNeedsMutableContent,
        altcraft.pushClickURL, altcraft.androidOnlyKey,
    ]
    /// The rules of a server response (and its profile).
    static let altcraftResponseRules: [Rule] = [
        altcraft.camelCaseKey, altcraft.conflictingSpellings, altcraft.valueType, altcraft.unknownKey,
        altcraft.errorWithProfile, altcraft.errorTextMissing, altcraft.statusValue, altcraft.providerValue,
        altcraft.catsUnderProfile, altcraft.numberPrecision,
    ]
    /// The rules of the SDK's `ResponseWithHttpCode`: its own and its response's.
    static let altcraftResponseWithHttpCodeRules: [Rule] =
        altcraftResponseRules + [
            altcraft.httpCode, altcraft.responseMissing, altcraft.eventCodeUnknown, altcraft.eventCodeHTTPMismatch,
        ]
    /// The rules of subscription arguments (fields, categories).
    static let altcraftSubscriptionArgumentsRules: [Rule] = [
        altcraft.valueType, altcraft.unknownKey, altcraft.requestCategoryExtraField, altcraft.requestCategoryName,
        altcraft.customFieldNotScalar, altcraft.customFieldNull, altcraft.systemFieldOverride,
        altcraft.profileFieldNull,
        altcraft.numberPrecision,
    ]
    /// The rules of a subscribe request.
    static let altcraftSubscribeRequestRules: [Rule] = [
        altcraft.camelCaseKey, altcraft.conflictingSpellings, altcraft.valueType, altcraft.unknownKey,
        altcraft.requestStatusValue, altcraft.providerValue, altcraft.requestCategoryExtraField,
        altcraft.requestCategoryName, altcraft.customFieldNotScalar, altcraft.customFieldNull,
        altcraft.profileFieldNull,
        altcraft.numberPrecision, altcraft.requestRequired, altcraft.requestSubscriptionIDMismatch,
    ]

    /// The `altcraft.*` rules: responses and their wrapper, subscribe requests, arguments, pushes.
    package static let altcraft = AltcraftRules()
}

/// The `altcraft.*` rules: responses and their wrapper, subscribe requests, arguments, pushes.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.altcraft` is the
/// instance.
package struct AltcraftRules: RuleGroup {
    /// A Swift property name where the wire key belongs.
    package let camelCaseKey = Rule(
        id: "altcraft.camelcase-key", defaultSeverity: .warning,
        summary:
            "A response, wrapper `response` or request body uses `errorText`, `isTest`, `subscriptionId` or"
            + " `hashId` (in a request also `skipTriggers` or `profileFields`) instead of the snake_case wire key,"
            + " which the SDK's decoder then misses; SDK call arguments are exempt.",
        help: "Use the wire key: `error_text`, `is_test`, `subscription_id`, `hash_id`, `skip_triggers`, ...",
        source: Rule.altcraftSDK + " " + Rule.altcraftGuide
    )
    /// Both spellings of one key with different values.
    package let conflictingSpellings = Rule(
        id: "altcraft.conflicting-spellings", defaultSeverity: .warning,
        summary: "An object has both spellings of a key (such as `error_text` and `errorText`) with different values.",
        help: "Keep only the snake_case key; it is the one used.",
        source: Rule.altcraftSDK
    )
    /// A member with a type the SDK's models do not declare.
    package let valueType = Rule(
        id: "altcraft.value-type", defaultSeverity: .error,
        summary:
            "A known member, also inside `cats` entries, has the wrong JSON type (such as `\"error\": \"0\"` or"
            + " `\"cats\": {}`), which makes the SDK fail to decode the whole response.",
        help: "Send the type the SDK's `Codable` models declare for the member, or null.",
        source: Rule.altcraftSDK
    )
    /// A key the SDK's models ignore.
    package let unknownKey = Rule(
        id: "altcraft.unknown-key", defaultSeverity: .info,
        summary:
            "A response, profile, subscription or category object has a key the SDK does not model and ignores"
            + " (keys inside `fields` are free).",
        help: "Remove the key, or correct its spelling.",
        source: Rule.altcraftSDK
    )
    /// An error response that still carries a profile.
    package let errorWithProfile = Rule(
        id: "altcraft.error-with-profile", defaultSeverity: .warning,
        summary: "`error` is non-zero while `profile` is not null.",
        help: "Return `profile: null` with an error, or `error: 0` with a profile.",
        source: Rule.altcraftGuide
    )
    /// An error response without a description.
    package let errorTextMissing = Rule(
        id: "altcraft.error-text-missing", defaultSeverity: .info,
        summary: "`error` is non-zero and `error_text` is absent or empty.",
        help: "Describe the error in `error_text`.",
        source: Rule.altcraftGuide
    )
    /// A response status the SDK does not know.
    package let statusValue = Rule(
        id: "altcraft.status-value", defaultSeverity: .warning,
        summary:
            "A response's `profile.status` or `subscription.status` is not `subscribed`, `unsubscribed` or"
            + " `suspended`.",
        help: "Use one of the three statuses.",
        source: Rule.altcraftSDK
    )
    /// A request status the server does not accept.
    package let requestStatusValue = Rule(
        id: "altcraft.request-status-value", defaultSeverity: .error,
        summary: "A request body's `subscription.status` is not `subscribed`, `unsubscribed` or `suspended`.",
        help: "Use one of the three statuses.",
        source: Rule.altcraftSDK
    )
    /// A provider that is not an iOS provider.
    package let providerValue = Rule(
        id: "altcraft.provider-value", defaultSeverity: .warning,
        summary:
            "`provider` is not `ios-apns`, `ios-firebase` or `ios-huawei` (an `android-*` value marks an Android"
            + " subscription).",
        help: "Name the iOS provider that issued the push token.",
        source: Rule.altcraftSDK
    )
    /// Categories placed on the profile.
    package let catsUnderProfile = Rule(
        id: "altcraft.cats-under-profile", defaultSeverity: .warning,
        summary: "`profile.cats` is present and ignored: categories belong to `profile.subscription.cats`.",
        help: "Move the categories to `profile.subscription.cats`.",
        source: Rule.altcraftSDK + " " + Rule.altcraftGuide
    )
    /// A request category with fields the server fills in.
    package let requestCategoryExtraField = Rule(
        id: "altcraft.request-category-extra-field", defaultSeverity: .warning,
        summary:
            "A request `cats` entry (body or SDK arguments) sets `title` or `steady`; only `name` and `active` are"
            + " used and the server fills in the rest.",
        help: "Send only `name` and `active` for each category.",
        source: Rule.altcraftGuide
    )
    /// A request category without a name.
    package let requestCategoryName = Rule(
        id: "altcraft.request-category-name", defaultSeverity: .error,
        summary:
            "A request `cats` entry has no non-empty `name`, so the server answers 400 (SDK event 430).",
        help: "Name each category exactly as it is defined in the Altcraft resource.",
        source: Rule.altcraftGuide
    )
    /// A custom field holding an object or array.
    package let customFieldNotScalar = Rule(
        id: "altcraft.custom-field-not-scalar", defaultSeverity: .error,
        summary:
            "A `customFields` value (SDK arguments) or request `subscription.fields` value is an object or array"
            + " (SDK event 475; the server answers 400).",
        help: "Use only strings, booleans and numbers; split nested data into separate fields.",
        source: Rule.altcraftGuide + " " + Rule.altcraftSDK
    )
    /// A null custom field.
    package let customFieldNull = Rule(
        id: "altcraft.custom-field-null", defaultSeverity: .warning,
        summary:
            "A `customFields` or request `fields` value is `null`; the SDK drops nil before sending, and a JSON"
            + " null on the wire is unconfirmed.",
        help: "Omit the field instead of sending `null`.",
        source: Rule.altcraftGuide
    )
    /// A custom field that replaces a device field.
    package let systemFieldOverride = Rule(
        id: "altcraft.system-field-override", defaultSeverity: .info,
        summary:
            "A `customFields` key equals a field the SDK collects (`_os`, `_device_model`, `_app_ver`, ...), so the"
            + " custom value replaces the device's.",
        help: "Rename the custom field unless the override is intended.",
        source: Rule.altcraftGuide + " " + Rule.altcraftSDK
    )
    /// A null profile field.
    package let profileFieldNull = Rule(
        id: "altcraft.profile-field-null", defaultSeverity: .info,
        summary: "A `profileFields` or `profile_fields` value is `null`, which the SDK drops.",
        help: "Omit the field, or send a value.",
        source: Rule.altcraftSDK
    )
    /// An integer the SDK's Double-backed values change.
    package let numberPrecision = Rule(
        id: "altcraft.number-precision", defaultSeverity: .warning,
        summary:
            "An integer beyond 2^53 in `fields`, `profileFields` or `customFields` is altered by the SDK's"
            + " `JSONValue.number(Double)` (9007199254740993 becomes 9007199254740992).",
        help: "Send large integers, such as ids, as strings.",
        source: Rule.altcraftSDK
    )
    /// A wrapper HTTP status that is not one.
    package let httpCode = Rule(
        id: "altcraft.http-code", defaultSeverity: .error,
        summary: "The wrapper's `httpCode` is neither null nor an integer from 100 to 599.",
        help: "Use the HTTP status the SDK received, or null when no response arrived.",
        source: Rule.altcraftSDK
    )
    /// A successful wrapper without a response.
    package let responseMissing = Rule(
        id: "altcraft.response-missing", defaultSeverity: .warning,
        summary: "The wrapper has a 2xx `httpCode` but `response` is absent or null.",
        help: "Include the server's response body.",
        source: Rule.altcraftGuide
    )
    /// An SDK event code outside the selected table.
    package let eventCodeUnknown = Rule(
        id: "altcraft.event-code-unknown", defaultSeverity: .warning,
        summary:
            "The wrapper's `eventCode` is not in the table chosen by `altcraft.eventCodes` (the guide's numbering"
            + " by default, or sdk-1.0 or sdk-head).",
        help: "Use a code the SDK reports, or select the numbering of the SDK version in use.",
        source: Rule.altcraftGuide + " " + Rule.altcraftSDK
    )
    /// An event code that contradicts the HTTP status.
    package let eventCodeHTTPMismatch = Rule(
        id: "altcraft.event-code-http-mismatch", defaultSeverity: .warning,
        summary:
            "`eventCode` is a success code (23x) with a non-2xx `httpCode`, or a retry code (53x) with a non-5xx"
            + " `httpCode`.",
        help: "Make the event code agree with the HTTP status.",
        source: Rule.altcraftGuide
    )
    /// A subscribe body the SDK considers invalid.
    package let requestRequired = Rule(
        id: "altcraft.request-required", defaultSeverity: .error,
        summary:
            "A subscribe body has `time` missing or 0, or lacks a non-empty `subscription_id`, `subscription`, or"
            + " `subscription.provider`, `status` or `subscription_id` (`SubscribeRequestData.isValid` fails).",
        help: "Fill in every required member with a non-empty value.",
        source: Rule.altcraftSDK
    )
    /// Two different push tokens in one subscribe body.
    package let requestSubscriptionIDMismatch = Rule(
        id: "altcraft.request-subscription-id-mismatch", defaultSeverity: .warning,
        summary: "The top-level `subscription_id` differs from `subscription.subscription_id`.",
        help: "Send the same push token in both.",
        source: Rule.altcraftSDK
    )
    /// A misspelled Altcraft push marker.
    package let pushMarkerTypo = Rule(
        id: "altcraft.push-marker-typo", defaultSeverity: .warning,
        summary:
            "`_as_push`, `ac_push` or `_ac-push` appears without `_ac_push`, so the SDK does not treat the push as"
            + " Altcraft's.",
        help: "Rename the marker to `_ac_push`.",
        source: Rule.altcraftSDK
    )
    /// An Altcraft push without its message id.
    package let pushUID = Rule(
        id: "altcraft.push-uid", defaultSeverity: .error,
        summary:
            "An Altcraft push (`_ac_push`) has no non-empty string `_uid` (SDK event 451), so no delivery or open"
            + " events are sent.",
        help: "Put the message id in `_uid` as a string.",
        source: Rule.altcraftSDK
    )
    /// Buttons sent as JSON instead of a string.
    package let pushButtonsType = Rule(
        id: "altcraft.push-buttons-type", defaultSeverity: .error,
        summary: "`_buttons` is not a string; the SDK reads only a string holding JSON, not an actual array.",
        help: "Encode the button array as a JSON string.",
        source: Rule.altcraftSDK
    )
    /// A buttons string that does not parse.
    package let pushButtonsJSON = Rule(
        id: "altcraft.push-buttons-json", defaultSeverity: .error,
        summary: "The `_buttons` string is not a JSON array of objects with string values (SDK event 454).",
        help: "Send a string such as `[{\"label\":\"Open\",\"link\":\"https://example.com\"}]`.",
        source: Rule.altcraftSDK
    )
    /// A button without a label.
    package let pushButtonLabel = Rule(
        id: "altcraft.push-button-label", defaultSeverity: .warning,
        summary: "A `_buttons` entry has no string `label`, so no action is created for it.",
        help: "Give every button a `label`.",
        source: Rule.altcraftSDK
    )
    /// More buttons than the SDK handles.
    package let pushButtonsCount = Rule(
        id: "altcraft.push-buttons-count", defaultSeverity: .warning,
        summary: "`_buttons` has more than 3 entries; taps beyond the third are not handled (SDK event 457).",
        help: "Keep at most three buttons.",
        source: Rule.altcraftSDK
    )
    /// A media value that is not a URL.
    package let pushMedia = Rule(
        id: "altcraft.push-media", defaultSeverity: .warning,
        summary: "`_media` is not a URL string, so the image download fails (SDK events 452 and 453).",
        help: "Put an absolute image URL in `_media`.",
        source: Rule.altcraftSDK
    )
    /// Media that the service extension will never download.
    package let pushMediaNeedsMutableContent = Rule(
        id: "altcraft.push-media-needs-mutable-content", defaultSeverity: .warning,
        summary: "`_media` is present but `aps.mutable-content` is not 1, so the service extension never runs.",
        help: "Set `aps.mutable-content` to 1.",
        source: Rule.appleNSE
    )
    /// A click URL the iOS SDK cannot open.
    package let pushClickURL = Rule(
        id: "altcraft.push-click-url", defaultSeverity: .warning,
        summary:
            "`_click-url` is not a URL string, or `_click_url` is used, which iOS never reads (only the hyphenated"
            + " key).",
        help: "Send an absolute URL under `_click-url`.",
        source: Rule.altcraftSDK
    )
    /// An Android-only key in an iOS push.
    package let androidOnlyKey = Rule(
        id: "altcraft.android-only-key", defaultSeverity: .info,
        summary:
            "An Android-only key (`_click_action`, `_title`, `_body`, `_icon`, `_image`, `_color`, `_vibration`,"
            + " `_soundless`) is in an iOS push, where the SDK ignores it.",
        help: "Use `aps`, `_media` and `_click-url` for iOS, or drop the key.",
        source: Rule.altcraftAndroidSDK
    )
}
