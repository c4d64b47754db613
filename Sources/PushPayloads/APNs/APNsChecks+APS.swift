/// The members of `aps`: presence, known keys, JSON types and values.
extension APNsChecks {
    static func checkAPS(_ run: inout ValidationRun, body: APNsBody, context: APNsCheckContext) {
        let document = body.document
        guard let aps = body.aps else {
            if !body.isMDMBody, !(context.pushType.map(APNs.PushType.appPayloadTypes.contains) ?? false) {
                run.report(
                    .apns.apsMissing, "the body has no \"aps\" dictionary, so nothing is displayed",
                    pointer: body.base, node: body.root)
            }
            return
        }
        guard document.kind(of: aps.value) == .object else {
            run.report(
                .apns.apsNotObject, "\"aps\" must be an object, found \(document.kind(of: aps.value).article)",
                pointer: body.apsPointer, node: aps.value)
            return
        }
        for key in APNs.APSKey.table.keys {
            guard let member = body[key] else { continue }
            checkMember(&run, key: key, member: member, body: body, context: context)
        }
    }

    /// How `aps` is read (``APNsBody``): an unknown key with the nearest one, `null` (omit the key
    /// instead) and a value not of its key's type, an array of strings judged whole.
    static let apsReading = MemberReading<APNs.APSKey>(
        unknown: (
            .apns.apsUnknownKey, true,
            {
                "\"\($0.key)\" is not an aps key; APNs ignores it"
                    + $0.didYouMean
            }
        ),
        type: (.apns.apsValueType, { "aps key \"\($0.wireName)\" must be \($0.expected), found \($0.foundKind)" }, nil),
        nullIsAbsent: false,
        null: (.apns.apsNullValue, { "aps key \"\($0.wireName)\" is null; omit the key instead" }))

    /// The rules on a member `aps` has (its `null` and type were judged as it was read).
    private static func checkMember(
        _ run: inout ValidationRun, key: APNs.APSKey, member: APNsBody.Member, body: APNsBody,
        context: APNsCheckContext
    ) {
        guard body.document.kind(of: member.value) != .null else { return }
        if body.apsMembers[key] != nil {
            checkValue(&run, key: key, member: member, body: body, context: context)
        }
        if key == .urlArgs {
            run.report(
                .apns.urlArgs, "\"url-args\" is used only by Safari web push", pointer: body.pointer(key),
                node: member.key)
        }
        if let owner = key.pushType, context.extendedAs != owner {
            run.report(
                .apns.liveActivityKeyOutsideLA,
                "\"\(key.name)\" is a Live Activity key: check the body as kind liveactivity or with push type liveactivity",
                pointer: body.pointer(key), node: member.key)
        }
        if key == .contentChanged, let type = context.pushType, type != .widgets, type != .controls {
            run.report(
                .apns.contentChangedMisplaced,
                "\"content-changed\" belongs to widgets and controls pushes, not to push type \(type)",
                pointer: body.pointer(key), node: member.key)
        }
    }

    /// Rules on the value of a member whose JSON type is right.
    private static func checkValue(
        _ run: inout ValidationRun, key: APNs.APSKey, member: APNsBody.Member,
        body: APNsBody, context: APNsCheckContext
    ) {
        let document = body.document
        let value = member.value
        switch key {
        case .threadID, .category, .targetContentID, .filterCriteria:
            if document.isEmptyString(value) {
                run.report(
                    .apns.emptyString, "\"\(key.name)\" is an empty string; omit it", pointer: body.pointer(key),
                    node: value)
            }
        case .alert:
            checkAlert(&run, member: member, body: body)
        case .sound:
            checkSound(&run, member: member, body: body)
        case .badge:
            if let badge = document.double(at: value), badge < 0 || badge.rounded(.towardZero) != badge {
                run.report(
                    .apns.badgeValue, "\"badge\" is \(document.text(of: value)); use a whole number of 0 or more",
                    pointer: body.pointer(key), node: value)
            }
        case .interruptionLevel:
            checkInterruptionLevel(&run, value: value, body: body)
        case .relevanceScore:
            if body.extendedPushType == nil, let score = document.double(at: value), !(0...1).contains(score) {
                run.report(
                    .apns.relevanceScoreRange,
                    "\"relevance-score\" is \(document.text(of: value)); notifications take a value from 0 to 1",
                    pointer: body.pointer(key), node: value)
            }
        case .contentAvailable, .mutableContent:
            checkFlag(&run, key: key, value: value, body: body)
        default:
            break
        }
    }

    /// The notices of a documented `interruption-level` (its values are the table's constraint).
    private static func checkInterruptionLevel(_ run: inout ValidationRun, value: Int, body: APNsBody) {
        let document = body.document
        let key = APNs.APSKey.interruptionLevel
        let level = APNs.InterruptionLevel(rawValue: document.string(at: value))
        if level == .critical {
            run.report(
                .apns.criticalEntitlement, "critical alerts need Apple's critical alerts entitlement",
                pointer: body.pointer(key), node: value)
        } else if level == .timeSensitive {
            run.report(
                .apns.timeSensitiveCapability, "time-sensitive notifications need the Time Sensitive capability",
                pointer: body.pointer(key), node: value)
        }
    }

    private static func checkFlag(_ run: inout ValidationRun, key: APNs.APSKey, value: Int, body: APNsBody) {
        let document = body.document
        if document.isNumber(value, equalTo: 0) {
            run.report(
                .apns.flagZero, "\"\(key.name)\": 0 has no effect; omit the key", pointer: body.pointer(key),
                node: value
            )
        } else if !document.isNumber(value, equalTo: 1) {
            let rule: Rule = key == .contentAvailable ? .apns.contentAvailableValue : .apns.mutableContentValue
            run.report(
                rule, "\"\(key.name)\" is \(document.text(of: value)); Apple documents the number 1",
                pointer: body.pointer(key), node: value)
        }
    }

}

extension TapeNode.Kind {
    /// The kind as a message names a found value: `a string`, `an object`, `null`.
    var article: String {
        switch self {
        case .null: "null"
        case .false, .true: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
