/// The `fcm.legacy-*` rules: a body for the retired `fcm/send` endpoint.
extension FCMChecks {
    /// The legacy body's fields and what each takes.
    static let legacyBody = MemberTable<FCMLegacyKey>(
        "legacy body",
        [
            (.to, .string),
            (
                .registrationIDs,
                .constrained(
                    .init(
                        .nonEmptyStrings(count: 1...legacyRegistrationIDLimit, noun: "tokens"),
                        .fcmLegacy.registrationIDs))
            ),
            (.condition, .string), (.notificationKey, .string), (.collapseKey, .string),
            (.priority, .constrained(.init(.values(["normal", "high"]), .fcmLegacy.priority))),
            (.contentAvailable, legacyBoolean), (.mutableContent, legacyBoolean), (.dryRun, legacyBoolean),
            (.delayWhileIdle, legacyBoolean),
            (
                .timeToLive,
                .constrained(.init(.integer(0...FCM.maximumTTLSeconds, noun: "whole seconds"), .fcmLegacy.ttl))
            ),
            (.restrictedPackageName, .string), (.data, .map), (.notification, .map),
        ])

    /// The legacy notification's keys: iOS, Android and Web together.
    static let legacyNotificationKeys: Set<String> = [
        "title", "body", "sound", "badge", "click_action", "subtitle", "body_loc_key", "body_loc_args",
        "title_loc_key", "title_loc_args", "android_channel_id", "icon", "tag", "color",
    ]

    /// An option that takes `true` or `false`.
    private static let legacyBoolean = MemberType<FCMLegacyKey>.constrained(.init(.boolean, .fcmLegacy.bool))
    /// The target fields, of which a body has exactly one.
    static let legacyTargets: [FCMLegacyKey] = [.to, .registrationIDs, .condition, .notificationKey]
    /// The most `registration_ids` one body takes.
    static let legacyRegistrationIDLimit = 1000

    /// How a legacy body is read: `fcm.legacy-unknown-key` (with the nearest field name) and
    /// `fcm.field-type` (`null` included: the legacy API took no `null`).
    static let legacyReading = MemberReading<FCMLegacyKey>(
        unknown: (
            .fcmLegacy.unknownKey, suggests: true,
            words: {
                "\"\($0.key)\" is not a field of the legacy API"
                    + $0.didYouMean
            }
        ),
        type: (
            .fcm.fieldType, words: { "\($0.wireName) must be \($0.expected), found \($0.foundKind)" },
            element: { "\($0.wireName)[\($0.index ?? 0)] must be a string, found \($0.foundKind)" }
        ), nullIsAbsent: false)

    /// Kind `fcm-legacy`.
    static func validateLegacy(_ run: inout ValidationRun, size: BodySize) -> FamilyOutcome {
        let document = run.document
        run.report(
            .fcmLegacy.shutdown, "the legacy fcm/send API no longer accepts sends; migrate to HTTP v1",
            pointer: JSONPointer(), node: 0)
        let members = legacyBody.read(&run, 0, as: legacyReading)
        let targets = legacyTargets.filter(members.isPresent).map(\.name)
        if targets.count != 1 {
            run.report(
                .fcmLegacy.target,
                targets.isEmpty
                    ? "no target: give one of to, registration_ids, condition, notification_key"
                    : "\(targets.count) targets (\(targets.joined(separator: ", "))); give exactly one",
                pointer: JSONPointer(), node: 0)
        }
        for key in [FCMLegacyKey.delayWhileIdle, .notificationKey] {
            if let member = members.first(key) {
                run.report(
                    .fcmLegacy.deprecatedOption, "\(key.name) was deprecated", pointer: JSONPointer(tokens: [key.name]),
                    node: member.key)
            }
        }
        var toTopics = members[.condition] != nil
        if let to = members[.to] {
            let text = document.string(at: to.value)
            if text.hasPrefix(TopicName.prefix) {
                toTopics = true
                if !TopicName.isValid(text.dropFirst(TopicName.prefix.count)) {
                    run.report(
                        .fcmLegacy.topic,
                        "topic \"\(text.prefix(60))\" is not 1–900 characters of a-z A-Z 0-9 - _ . ~ %",
                        pointer: JSONPointer(tokens: ["to"]), node: to.value)
                }
            }
        }
        if let condition = members[.condition] { checkLegacyCondition(&run, condition.value) }
        let data = members[.data]
        if let data { checkLegacyData(&run, data.value, toTopics: toTopics) }
        if let notification = members[.notification] {
            checkLegacyNotification(&run, notification.value, data: data?.value)
        }
        return FamilyOutcome(size: size)
    }

    private static func checkLegacyCondition(_ run: inout ValidationRun, _ node: Int) {
        let text = run.document.string(at: node)
        let pointer = JSONPointer(tokens: ["condition"])
        let condition: TopicCondition
        switch TopicCondition.parse(text) {
        case .failure(let error):
            run.report(.fcmLegacy.condition, "condition: \(error.description)", pointer: pointer, node: node)
            return
        case .success(let parsed): condition = parsed
        }
        let problem =
            condition.hasDoubleQuotes
            ? "topics must be in single quotes"
            : condition.hasUnspacedOperator ? "&& and || need a space on each side" : nil
        if let problem {
            run.report(.fcmLegacy.condition, "condition: \(problem)", pointer: pointer, node: node)
            return
        }
        if condition.distinctTopicCount > 5 {
            run.report(
                .fcmLegacy.condition, "condition names \(condition.distinctTopicCount) topics; at most 5",
                pointer: pointer, node: node)
        }
        if condition.negations > 0 || condition.operators > 2 {
            run.report(
                .fcmLegacy.conditionOperators,
                "the legacy API took at most two && or || operators and no !; this condition has \(condition.operators) and \(condition.negations)",
                pointer: pointer, node: node)
        }
    }

    private static func checkLegacyData(_ run: inout ValidationRun, _ node: Int, toTopics: Bool) {
        let document = run.document
        for child in document.nodes.children(of: node) {
            let key = document.string(at: child.key)
            let pointer = JSONPointer(tokens: ["data", key])
            if document.kind(of: child.value) != .string {
                run.report(
                    .fcmLegacy.dataValue,
                    "data value \"\(key)\" is \(document.kind(of: child.value).article): legacy sent it as text, v1 rejects it",
                    pointer: pointer, node: child.value)
            }
            if let rule = document.withStringBytes(child.key, FCMDataKeys.legacyClass) {
                run.report(
                    rule,
                    rule == .fcmLegacy.dataReserved
                        ? "data key \"\(key)\" is reserved" : "data key \"\(key)\" is a legacy option word",
                    pointer: pointer, node: child.key)
            }
        }
        checkDataSum(&run, .fcmLegacy.tooLarge, node, at: JSONPointer(tokens: ["data"]), toTopics: toTopics)
    }

    private static func checkLegacyNotification(_ run: inout ValidationRun, _ node: Int, data: Int?) {
        let document = run.document
        var keys: Set<String> = []
        for child in document.nodes.children(of: node) {
            let key = document.string(at: child.key)
            keys.insert(key)
            let pointer = JSONPointer(tokens: ["notification", key])
            if !legacyNotificationKeys.contains(key) {
                run.report(
                    .fcmLegacy.notificationKey, "\"\(key)\" is not a legacy notification key", pointer: pointer,
                    node: child.key)
            }
            switch key {
            case "badge" where document.kind(of: child.value) == .number:
                run.report(
                    .fcmLegacy.badgeType, "badge is a number; the legacy field is a string", pointer: pointer,
                    node: child.value)
            case "color"
            where document.kind(of: child.value) != .string
                || !document.withStringBytes(child.value, Grammar.hexColor.accepts):
                run.report(
                    .fcmLegacy.color, "color \(document.text(of: child.value)) is not #rrggbb", pointer: pointer,
                    node: child.value)
            case "click_action":
                run.report(
                    .fcmLegacy.clickAction, "click_action becomes aps.category on Apple devices", pointer: pointer,
                    node: child.value)
            case "body_loc_args", "title_loc_args":
                if !isLegacyLocArgs(child.value, in: document) {
                    run.report(
                        .fcmLegacy.locArgs, "\(key) must be an array of strings, or a string holding one",
                        pointer: pointer, node: child.value)
                }
            default: break
            }
        }
        for (args, key) in [("body_loc_args", "body_loc_key"), ("title_loc_args", "title_loc_key")]
        where keys.contains(args) && !keys.contains(key) {
            if let member = document.member(named: args, in: node) {
                run.report(
                    .fcmLegacy.locArgs, "\(args) without \(key)", pointer: JSONPointer(tokens: ["notification", args]),
                    node: member.key)
            }
        }
        var sum = EntrySum()
        sum.add(entriesOf: node, in: document)
        if let data { sum.add(entriesOf: data, in: document) }
        if sum.total > 2048 {
            run.report(
                .fcmLegacy.iosNotificationSize,
                "notification and data come to \(sum.total.grouped) bytes; legacy iOS notification messages took 2048",
                pointer: JSONPointer(tokens: ["notification"]), node: node)
        }
    }

    /// An array of strings, or a string holding a JSON array of strings (read onto a tape of its
    /// own, so a large array costs its tape, not a tree of values).
    private static func isLegacyLocArgs(_ node: Int, in document: JSONDocument) -> Bool {
        if document.isArrayOfStrings(node) { return true }
        return document.heldDocument(at: node)?.isArrayOfStrings(0) ?? false
    }
}

/// The fields of a legacy `fcm/send` body.
enum FCMLegacyKey: Int, WireKey {
    case to, registrationIDs, condition, notificationKey, collapseKey, priority, contentAvailable, mutableContent
    case dryRun, delayWhileIdle, timeToLive, restrictedPackageName, data, notification

    /// The wire name.
    var name: String {
        switch self {
        case .registrationIDs: "registration_ids"
        case .notificationKey: "notification_key"
        case .collapseKey: "collapse_key"
        case .contentAvailable: "content_available"
        case .mutableContent: "mutable_content"
        case .dryRun: "dry_run"
        case .delayWhileIdle: "delay_while_idle"
        case .timeToLive: "time_to_live"
        case .restrictedPackageName: "restricted_package_name"
        default: "\(self)"
        }
    }

    static let table = KeyTable<FCMLegacyKey>()
}
