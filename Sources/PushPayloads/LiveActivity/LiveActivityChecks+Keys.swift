/// Members a Live Activity takes in its own way: the input push, the alert, the keys it ignores,
/// and what the request says.
extension LiveActivityChecks {
    /// The `aps` keys ActivityKit pushes do not use.
    static let ignoredKeys: [APNs.APSKey] = [
        .badge, .category, .threadID, .contentAvailable, .mutableContent, .interruptionLevel, .targetContentID,
        .filterCriteria, .contentChanged,
    ]

    /// `input-push-token` and `input-push-channel`: only on a start, one of them, well formed.
    static func checkInputPush(_ run: inout ValidationRun, body: APNsBody, event: CheckedEvent?) {
        let document = body.document
        let token = body[.inputPushToken]
        let channel = body[.inputPushChannel]
        if let event, event != .start {
            func notStart(_ key: APNs.APSKey) {
                guard let member = body[key] else { return }
                run.report(
                    .liveActivity.inputPushNotStart,
                    "\"\(key.name)\" is only for a start; this \(event) cannot take it",
                    pointer: body.pointer(key), node: member.key)
            }
            notStart(.inputPushToken)
            notStart(.inputPushChannel)
        }
        if token != nil, let channel {
            run.report(
                .liveActivity.inputPushExclusive,
                "\"input-push-token\" and \"input-push-channel\" together: an activity gets updates by token or by channel, not both",
                pointer: body.pointer(.inputPushChannel), node: channel.key)
        }
        if let token, document.kind(of: token.value) == .number, !document.isNumber(token.value, equalTo: 1) {
            run.report(
                .liveActivity.inputPushTokenValue, "\"input-push-token\" is \(document.text(of: token.value)); use 1",
                pointer: body.pointer(.inputPushToken), node: token.value)
        }
        if let channel, document.kind(of: channel.value) == .string {
            if document.isEmptyString(channel.value) || !Base64Text.isPadded(document.string(at: channel.value)) {
                run.report(
                    .liveActivity.inputPushChannelFormat,
                    "\"input-push-channel\" \(document.text(of: channel.value)) is not a base64 channel ID",
                    pointer: body.pointer(.inputPushChannel), node: channel.value)
            }
            run.report(
                .liveActivity.inputPushChannelIOS18,
                "\"input-push-channel\" needs iOS/iPadOS 18; on earlier versions the activity does not start",
                pointer: body.pointer(.inputPushChannel), node: channel.key)
        }
    }

    /// `aps.sound` and the ordinary-notification keys ActivityKit ignores.
    static func checkMisplacedKeys(_ run: inout ValidationRun, body: APNsBody) {
        if let sound = body[.sound] {
            run.report(
                .liveActivity.apsSound, "\"sound\" directly in aps; a Live Activity alert takes it inside \"alert\"",
                pointer: body.pointer(.sound), node: sound.key)
        }
        for key in ignoredKeys {
            guard let member = body[key] else { continue }
            run.report(
                .liveActivity.ignoredAPSKey, "\"\(key.name)\" is not used by Live Activity pushes",
                pointer: body.pointer(key), node: member.key)
        }
    }

    /// A Live Activity alert's members: `title` and `body` plain or localized, and `sound`; and the
    /// ordinary alert's flat localization keys, which a Live Activity alert nests in `title` and
    /// `body` (noticed by ``alertReading``, never suggested).
    static let alertMembers = MemberTable<APNs.AlertKey>(
        "Live Activity alert",
        [
            (.title, .oneOf([.string, .freeForm])), (.body, .oneOf([.string, .freeForm])), (.sound, .string),
            (.titleLocKey, .string), (.titleLocArgs, .array(.string)), (.subtitleLocKey, .string),
            (.subtitleLocArgs, .array(.string)), (.locKey, .string), (.locArgs, .array(.string)),
        ])

    /// How a Live Activity alert is read: an unknown key with the keys it takes, a flat localization
    /// key noticed, a value not of its key's type (`null` included).
    static let alertReading = MemberReading<APNs.AlertKey>(
        unknown: (
            .liveActivity.alertUnknownKey, true,
            {
                "\"\($0.key)\" is not a Live Activity alert key (\($0.memberNames.joined(separator: ", ")))"
                    + $0.didYouMean
            }
        ),
        type: (.liveActivity.alertValueType, alertTypeWords, nil),
        nullIsAbsent: false,
        notice: { key in
            guard key != .title, key != .body, key != .sound else { return nil }
            return (
                .liveActivity.alertFlatLocKey,
                {
                    "\"\($0.wireName)\" is an ordinary alert key; a Live Activity alert nests localization in \"title\" and \"body\""
                }
            )
        })

    /// The members that are text, plain or localized.
    private static let nestedTextKeys: [APNs.AlertKey] = [.title, .body]

    /// The words of `liveactivity.alert-value-type`.
    @Sendable private static func alertTypeWords(_ mention: MemberMention) -> String {
        alertTypeWords(wireName: mention.wireName, key: mention.key, found: mention.foundKind)
    }

    /// The words of `liveactivity.alert-value-type` for the member `key` (wire name `wireName`)
    /// holding a value of the kind `found`.
    private static func alertTypeWords(wireName: String, key: @autoclosure () -> String, found: String) -> String {
        let expected =
            wireName == APNs.AlertKey.sound.name
            ? "a Live Activity alert's \"sound\" must be a string"
            : "\"\(key())\" must be a string or {\"loc-key\": string, \"loc-args\": [strings]}"
        return "\(expected), found \(found)"
    }

    /// The Live Activity alert shape: `title` and `body` plain or `{loc-key, loc-args}`, `sound`.
    static func checkAlert(_ run: inout ValidationRun, body: APNsBody) {
        let document = body.document
        guard let alert = body[.alert], document.kind(of: alert.value) == .object else { return }
        let members = alertMembers.read(&run, alert.value, as: alertReading)
        for key in nestedTextKeys {
            guard let member = members[key], !isAlertText(member.value, in: document) else {
                if let member = members[key], document.kind(of: member.value) == .object,
                    let locKey = document.member(named: APNs.AlertKey.locKey.name, in: member.value)
                {
                    // `{"loc-key", "loc-args"}`: checked against the app's strings as an ordinary alert's.
                    APNsChecks.localization.check(
                        &run, keyNode: locKey.value, keyName: "\(key.name).loc-key",
                        argsNode: document.member(named: APNs.AlertKey.locArgs.name, in: member.value)?.value,
                        argsName: "\(key.name).loc-args")
                }
                continue
            }
            run.report(
                .liveActivity.alertValueType,
                alertTypeWords(
                    wireName: key.name, key: document.string(at: member.key),
                    found: document.kind(of: member.value).article),
                node: member.value)
        }
    }

    /// Whether a `title` or `body` is a string or an object with a string `loc-key` and an
    /// optional array of strings `loc-args`.
    private static func isAlertText(_ node: Int, in document: JSONDocument) -> Bool {
        switch document.kind(of: node) {
        case .string:
            return true
        case .object:
            guard let key = document.member(named: APNs.AlertKey.locKey.name, in: node),
                document.kind(of: key.value) == .string
            else { return false }
            let arguments = document.member(named: APNs.AlertKey.locArgs.name, in: node)
            return arguments.map { document.isArrayOfStrings($0.value) } ?? true
        default:
            return false
        }
    }

    /// `[ctx]` rules: a start sent to a broadcast channel, and the priority budget of updates.
    static func checkRequest(
        _ run: inout ValidationRun, body: APNsBody, event: CheckedEvent?, context: APNsCheckContext
    ) {
        guard let request = context.request, let event, let member = body[.event] else { return }
        if event == .start, request.isBroadcast {
            run.report(
                .liveActivity.broadcastStart,
                "a start cannot be sent to a broadcast channel; channels update and end activities",
                pointer: body.pointer(.event), node: member.value)
        }
        if event != .start {
            let priority = request.value(of: APNs.HeaderName.priority)
            if priority == nil || priority == "10" {
                run.report(
                    .liveActivity.priorityBudget,
                    "\(priority == nil ? "no apns-priority (10 by default)" : "apns-priority 10"): this \(event) counts against the hourly update budget; send 5 when it need not be immediate",
                    pointer: body.pointer(.event), node: member.value)
            }
        }
    }
}
