/// Shape 4: tags, alias, mobile number, badge, and the Live Activity ids and tokens.
extension MTPushChecks {
    /// How a device request is read: each member is judged by rules of its own (the table's
    /// types are all ruled), so the walk only finds them.
    private static let deviceReading = MemberReading<MTPushKey>(
        unknown: nil, type: nil, nullIsAbsent: false)

    static func checkDeviceRequest(_ run: inout ValidationRun) {
        let document = run.document
        let members = MTPushKey.deviceRequest.read(&run, 0, as: deviceReading)
        let member = { (key: MTPushKey) in members.first(key) }
        let tags = member(.tags)
        // `tags` as an object or as "" (clear every tag) is the Device API's alone, as is `mobile`.
        let isDeviceAPI =
            run.options.mtpush.deviceAPI || member(.mobile) != nil
            || tags.map { document.kind(of: $0.value) == .object || document.isEmptyString($0.value) } ?? false
        if let tags { checkTags(&run, tags.value, deviceAPI: isDeviceAPI) }
        if let tag = member(.tag) {
            var seen = StringNodeSet(document, capacity: 0)
            _ = checkTag(
                &run, tag.value, at: JSONPointer(tokens: [MTPushKey.tag.name]), deviceAPI: isDeviceAPI, seen: &seen)
        }
        if let alias = member(.alias) { checkAlias(&run, alias.value, deviceAPI: isDeviceAPI) }
        for key in [MTPushKey.mobileNumber, .mobile] {
            if let number = member(key) { checkMobileNumber(&run, number.value, key: key.name) }
        }
        if let badge = member(.badge), !document.isInteger(badge.value, in: MTPush.badgeRange) {
            run.report(
                .mtpush.badgeRange, "badge \(document.text(of: badge.value)) is not an integer in 0…99999",
                pointer: JSONPointer(tokens: [MTPushKey.badge.name]), node: badge.value)
        }
        checkActivityName(
            &run, members, name: .liveActivityId, token: .pushToken, rule: .mtpush.liveActivityIDEmpty)
        checkActivityName(
            &run, members, name: .activityAttributes, token: .pushToStartToken, rule: .mtpush.activityAttributesEmpty)
        if let id = member(.liveActivityId), let limit = run.options.mtpush.liveActivityIDMaxBytes,
            document.kind(of: id.value) == .string, document.string(at: id.value).utf8.count > limit
        {
            run.report(
                .mtpush.liveActivityIDTooLong,
                "liveActivityId has \(document.string(at: id.value).utf8.count) UTF-8 bytes; at most \(limit)",
                pointer: JSONPointer(tokens: [MTPushKey.liveActivityId.name]), node: id.value)
        }
        for key in [MTPushKey.pushToken, .pushToStartToken] {
            APNsChecks.checkDeviceTokenMember(&run, key.name, in: 0, nullUnregisters: true)
        }
    }

    /// `tags`: an array (SDK form), `{"add", "remove"}` (Device API form), or `""` (clears all tags).
    private static func checkTags(_ run: inout ValidationRun, _ node: Int, deviceAPI: Bool) {
        let document = run.document
        let pointer = JSONPointer(tokens: [MTPushKey.tags.name])
        switch document.kind(of: node) {
        case .array where document.nodes.childCount(of: node, upTo: 1) > 0:
            checkTagArray(&run, node, at: pointer, deviceAPI: deviceAPI)
        case .object:
            var empty = true
            for listKey in [MTPushKey.add, .remove] {
                let key = listKey.name
                guard let list = document.member(named: key, in: node) else { continue }
                let listPointer = pointer.appending(key: key)
                guard document.kind(of: list.value) == .array else {
                    run.report(
                        .mtpush.tagsEmpty,
                        "tags.\(key) is \(document.kind(of: list.value).article), not an array of tags",
                        pointer: listPointer, node: list.value)
                    empty = false
                    continue
                }
                let count = document.nodes.childCount(of: list.value)
                guard count > 0 else { continue }
                empty = false
                checkTagArray(&run, list.value, at: listPointer, deviceAPI: true)
                if listKey == .add, count > MTPush.serverMaxTagsPerDevice {
                    run.report(
                        .mtpush.tagServerRules,
                        "\(count) tags added; the Device API binds at most \(MTPush.serverMaxTagsPerDevice) to a device",
                        pointer: listPointer, node: list.value)
                }
            }
            if empty {
                run.report(.mtpush.tagsEmpty, "tags adds and removes nothing", pointer: pointer, node: node)
            }
        case .string where deviceAPI && document.isEmptyString(node):
            run.report(.mtpush.aliasDelete, "tags \"\" deletes every tag of the device", pointer: pointer, node: node)
        default:
            run.report(
                .mtpush.tagsEmpty, "tags is \(document.text(of: node)); give a non-empty array of tags",
                pointer: pointer, node: node)
        }
    }

    /// One list of tags: each tag, duplicates, the count and the total bytes. A tag's pointer is
    /// made only for a finding that is listed, and a repeated tag costs nothing to remember.
    private static func checkTagArray(_ run: inout ValidationRun, _ node: Int, at pointer: JSONPointer, deviceAPI: Bool)
    {
        let document = run.document
        // Sized for every tag at once: growing a large set re-reads each token it holds.
        var seen = StringNodeSet(document, capacity: document.nodes.childCount(of: node))
        var totalBytes = 0
        var count = 0
        for (index, child) in document.nodes.children(of: node).enumerated() {
            totalBytes += checkTag(
                &run, child.value, at: pointer.appending(index: index), deviceAPI: deviceAPI, seen: &seen)
            count += 1
        }
        if count > MTPush.maxTagsPerCall {
            run.report(
                .mtpush.tagCount,
                "\(count) tags in one call; at most \(MTPush.maxTagsPerCall) (client error 6007)",
                pointer: pointer, node: node)
        }
        let limit = run.options.mtpush.tagTotalMaxBytes
        if totalBytes > limit {
            run.report(
                .mtpush.tagTotalBytes, "the tags have \(totalBytes) UTF-8 bytes in all; at most \(limit)",
                pointer: pointer, node: node)
        }
    }

    /// One tag: a non-empty string, its bytes and characters, and whether `seen` holds it already
    /// (the SDK takes a set); returns its UTF-8 bytes (0 for a tag that is not a string).
    private static func checkTag(
        _ run: inout ValidationRun, _ node: Int, at pointer: @autoclosure () -> JSONPointer, deviceAPI: Bool,
        seen: inout StringNodeSet
    ) -> Int {
        let document = run.document
        guard document.isNonEmptyString(node) else {
            run.report(
                .mtpush.tagEmpty, "tag \(document.text(of: node)) is not a non-empty string", pointer: pointer(),
                node: node)
            return 0
        }
        let text = MTPush.TagText(document.string(at: node))
        checkName(&run, text, .tag, at: pointer(), node: node, deviceAPI: deviceAPI)
        if seen.insert(node) != nil {
            run.report(
                .mtpush.tagDuplicate,
                "tag \"\(document.string(at: node).prefix(40))\" is repeated; the SDK takes a set",
                pointer: pointer(), node: node)
        }
        return text.byteCount
    }

    /// The byte limit and character set of a tag or a non-empty alias.
    private static func checkName(
        _ run: inout ValidationRun, _ text: MTPush.TagText, _ name: MTPush.Name,
        at pointer: @autoclosure () -> JSONPointer, node: Int, deviceAPI: Bool
    ) {
        let isAlias = name == .alias
        if text.byteCount > MTPush.tagMaxBytes {
            run.report(
                isAlias ? .mtpush.aliasTooLong : .mtpush.tagTooLong,
                "the \(name) has \(text.byteCount) UTF-8 bytes; at most \(MTPush.tagMaxBytes) (client error \(name.tooLongCode))",
                pointer: pointer(), node: node)
        }
        if text.hasInvalidCharacter {
            run.report(
                isAlias ? .mtpush.aliasCharset : .mtpush.tagCharset,
                "the \(name) has a character other than letters, digits, _, Chinese and @!#$&*+=.| (client error \(name.charsetCode))",
                pointer: pointer(), node: node)
        }
        if text.hasExtendedCJK {
            run.report(
                .mtpush.tagCJKExtended,
                "the \(name) has a CJK ideograph outside U+4E00–U+9FA5; whether the SDK accepts it is unconfirmed",
                pointer: pointer(), node: node)
        }
        if deviceAPI, text.hasServerReservedSymbol {
            run.report(
                .mtpush.tagServerRules, "the \(name) uses one of @!#$&*+=.|, which the Device API does not accept",
                pointer: pointer(), node: node)
        }
    }

    /// `alias`: empty in the SDK form, a deletion in the Device API form, else a name.
    private static func checkAlias(_ run: inout ValidationRun, _ node: Int, deviceAPI: Bool) {
        let document = run.document
        let pointer = JSONPointer(tokens: [MTPushKey.alias.name])
        if document.isNonEmptyString(node) {
            checkName(
                &run, MTPush.TagText(document.string(at: node)), .alias, at: pointer, node: node, deviceAPI: deviceAPI)
        } else if deviceAPI {
            if document.isEmptyString(node) {
                run.report(.mtpush.aliasDelete, "alias \"\" deletes the device's alias", pointer: pointer, node: node)
            }
        } else {
            run.report(
                .mtpush.aliasEmpty, "alias is \(document.text(of: node)); give a non-empty string",
                pointer: pointer, node: node)
        }
    }

    /// `mobileNumber`/`mobile`: unbinding, format and length.
    private static func checkMobileNumber(_ run: inout ValidationRun, _ node: Int, key: String) {
        let document = run.document
        let pointer = JSONPointer(tokens: [key])
        if document.kind(of: node) == .null || document.isEmptyString(node) {
            run.report(
                .mtpush.mobileNumberUnbind, "\(key) is empty: the number is unbound", pointer: pointer, node: node)
            return
        }
        let text = document.kind(of: node) == .string ? document.string(at: node) : nil
        if text.map(MTPush.MobileNumber.isWellFormed) != true {
            run.report(
                .mtpush.mobileNumberFormat,
                "\(key) \(document.text(of: node)) is not + or a digit, then digits and - (client error 6023)",
                pointer: pointer, node: node)
        }
        if let text, text.count > MTPush.mobileNumberMaxCharacters {
            run.report(
                .mtpush.mobileNumberLength,
                "\(key) has \(text.count) characters; at most \(MTPush.mobileNumberMaxCharacters) (client error 6025)",
                pointer: pointer, node: node)
        }
    }

    /// `liveActivityId` with `pushToken`, `activityAttributes` with `pushToStartToken`.
    private static func checkActivityName(
        _ run: inout ValidationRun, _ members: ObjectMembers<MTPushKey>, name nameKey: MTPushKey,
        token tokenKey: MTPushKey, rule: Rule
    ) {
        let document = run.document
        let (name, token) = (nameKey.name, tokenKey.name)
        if let member = members.first(nameKey) {
            if !document.isNonEmptyString(member.value) {
                run.report(
                    rule, "\(name) is \(document.text(of: member.value)); give a non-empty string",
                    pointer: JSONPointer(tokens: [name]), node: member.value)
            }
        } else if members.isPresent(tokenKey) {
            run.report(rule, "\(token) is given without \(name)", pointer: JSONPointer(), node: 0)
        }
    }
}
