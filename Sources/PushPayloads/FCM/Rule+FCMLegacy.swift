/// The `fcm.legacy-*` rules of the retired legacy HTTP API (kind `fcm-legacy`).
extension Rule {

    /// The `fcm.legacy-*` rules of a legacy `fcm/send` body.
    package static let fcmLegacy = FCMLegacyRules()
}

/// The `fcm.legacy-*` rules of a legacy `fcm/send` body.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.fcmLegacy` is the
/// instance.
package struct FCMLegacyRules: RuleGroup {
    /// The rule `fcm.legacy-shutdown`.
    package let shutdown = Rule(
        id: "fcm.legacy-shutdown", defaultSeverity: .warning,
        summary: "A legacy `fcm/send` body: the endpoint was deprecated in 2023 and no longer accepts sends.",
        help: "Migrate to HTTP v1 (`FCM.LegacyMessage.v1Requests` converts a body).", source: Rule.fcmMigrate)
    /// The rule `fcm.legacy-target`.
    package let target = Rule(
        id: "fcm.legacy-target", defaultSeverity: .error,
        summary: "Not exactly one of `to`, `registration_ids`, `condition`, `notification_key`.",
        help: "Give one target.", source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-registration-ids`.
    package let registrationIDs = Rule(
        id: "fcm.legacy-registration-ids", defaultSeverity: .error,
        summary: "`registration_ids` is not an array of 1–1000 non-empty strings.",
        help: "Send at most 1000 tokens a request.", source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-topic`.
    package let topic = Rule(
        id: "fcm.legacy-topic", defaultSeverity: .error,
        summary: "`to` is `/topics/` followed by something other than 1–900 characters of `[a-zA-Z0-9-_.~%]`.",
        help: "Fix the topic name.", source: Rule.fcmLegacyReference + " " + Rule.androidTopic)
    /// The rule `fcm.legacy-condition`.
    package let condition = Rule(
        id: "fcm.legacy-condition", defaultSeverity: .error,
        summary: "`condition` is not a topic condition (single quotes, spaced operators) or names more than 5 topics.",
        help: "Write e.g. `'news' in topics && 'uk' in topics`.", source: Rule.fcmLegacyReference + " " + Rule.fcmTopics
    )
    /// The rule `fcm.legacy-condition-operators`.
    package let conditionOperators = Rule(
        id: "fcm.legacy-condition-operators", defaultSeverity: .warning,
        summary:
            "`condition` uses `!` or more than two operators; the legacy reference allowed `&&`, `||`, two at most.",
        help: "Simplify the condition, or migrate to v1.", source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-priority`.
    package let priority = Rule(
        id: "fcm.legacy-priority", defaultSeverity: .error,
        summary: "`priority` is not `normal` or `high`.", help: "Use `normal` or `high`.",
        source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-ttl`.
    package let ttl = Rule(
        id: "fcm.legacy-ttl", defaultSeverity: .error,
        summary: "`time_to_live` is not an integer number of seconds in 0…2419200 (`InvalidTtl`).",
        help: "Give whole seconds, at most 28 days.", source: Rule.fcmLegacyReference + " " + Rule.fcmLifespan)
    /// The rule `fcm.legacy-bool`.
    package let bool = Rule(
        id: "fcm.legacy-bool", defaultSeverity: .error,
        summary: "`content_available`, `mutable_content`, `dry_run` or `delay_while_idle` is not a boolean.",
        help: "Write `true` or `false`.", source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-deprecated-option`.
    package let deprecatedOption = Rule(
        id: "fcm.legacy-deprecated-option", defaultSeverity: .info,
        summary: "`delay_while_idle` or `notification_key` is used; both were deprecated before the API was.",
        help: "Drop them when migrating.", source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-data-value`.
    package let dataValue = Rule(
        id: "fcm.legacy-data-value", defaultSeverity: .warning,
        summary: "A `data` value is not a string: legacy turned it into text; HTTP v1 rejects it.",
        help: "Send it as a string.", source: Rule.fcmLegacyReference + " " + Rule.fcmMigrate)
    /// The rule `fcm.legacy-data-reserved`.
    package let dataReserved = Rule(
        id: "fcm.legacy-data-reserved", defaultSeverity: .error,
        summary: "A `data` key is `from` or starts with `google` or `gcm`.", help: "Rename the key.",
        source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-data-reserved-soft`.
    package let dataReservedSoft = Rule(
        id: "fcm.legacy-data-reserved-soft", defaultSeverity: .warning,
        summary: "A `data` key is an option word (`collapse_key`, `to`, `priority`, `time_to_live`, ...).",
        help: "Rename the key.", source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-too-large`.
    package let tooLarge = Rule(
        id: "fcm.legacy-too-large", defaultSeverity: .error,
        summary: "`data` keys and values add up to more than 4096 bytes (2048 for topic targets).",
        help: "Send an id and let the app fetch the rest.", source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-ios-notification-size`.
    package let iosNotificationSize = Rule(
        id: "fcm.legacy-ios-notification-size", defaultSeverity: .warning,
        summary:
            "`notification` and `data` keys and values add up to more than 2048 bytes, the legacy limit for iOS notification messages (how it was counted is unconfirmed).",
        help: "Shorten the notification or the data.", source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-notification-key`.
    package let notificationKey = Rule(
        id: "fcm.legacy-notification-key", defaultSeverity: .warning,
        summary: "A `notification` key outside the iOS, Android and Web lists.", help: "Fix the spelling.",
        source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-badge-type`.
    package let badgeType = Rule(
        id: "fcm.legacy-badge-type", defaultSeverity: .warning,
        summary: "`notification.badge` is a number; the legacy field is a string.", help: "Send `\"3\"`.",
        source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-color`.
    package let color = Rule(
        id: "fcm.legacy-color", defaultSeverity: .error,
        summary: "`notification.color` is not `#rrggbb`.", help: "Write `#` and six hex digits.",
        source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-loc-args`.
    package let locArgs = Rule(
        id: "fcm.legacy-loc-args", defaultSeverity: .warning,
        summary:
            "`body_loc_args`/`title_loc_args` without the matching key, or not an array of strings (or a string holding one).",
        help: "Add the key; give the arguments as strings.", source: Rule.fcmLegacyReference)
    /// The rule `fcm.legacy-click-action`.
    package let clickAction = Rule(
        id: "fcm.legacy-click-action", defaultSeverity: .info,
        summary: "`click_action` is set: on Apple devices it becomes `aps.category`, a registered category identifier.",
        help: "Register the category in the app.", source: Rule.fcmLegacyReference + " " + Rule.fcmIOSReceive)
    /// The rule `fcm.legacy-unknown-key`.
    package let unknownKey = Rule(
        id: "fcm.legacy-unknown-key", defaultSeverity: .warning,
        summary: "A top-level key the legacy API does not have.", help: "Fix the spelling or move it into `data`.",
        source: Rule.fcmLegacyReference)
}
