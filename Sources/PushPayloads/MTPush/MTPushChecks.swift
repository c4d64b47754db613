/// The five MTPush documents, told apart by their keys, each with its document kind.
enum MTPushShape: FamilyDocument {
    case userInfo, customMessage, inAppMessage, deviceRequest, result

    var kind: PayloadKind {
        switch self {
        case .userInfo: .mtpushUserInfo
        case .customMessage: .mtpushCustomMessage
        case .inAppMessage: .mtpushInAppMessage
        case .deviceRequest: .mtpushDeviceRequest
        case .result: .mtpushResult
        }
    }

    /// The keys of a device request.
    static let deviceKeys = Set(MTPushKey.deviceRequest.memberNames)

    /// The in-app message's id, as the SDK spells it: it alone makes an in-app message.
    static let inAppIDKey = MTPushKey.inAppID.name
    /// The usual spellings of the id, which make an in-app message beside one of ``inAppKeys``.
    static let inAppIDOtherSpellings = [MTPushKey.messageId, .messageID].map(\.name)
    /// The in-app members that make one of ``inAppIDOtherSpellings`` an in-app message.
    static let inAppKeys = [MTPushKey.target, .clickAction].map(\.name)
    /// The key of a custom message (with no `aps`).
    static let customMessageKey = MTPushKey.content.name
    /// The keys only MTPush puts in a `userInfo`.
    static let userInfoMarkers = [MTPushKey.msgID, .business, .uid].map(\.name)
    /// The keys of a `userInfo`.
    static let userInfoKeys = [MTPushKey.aps.name] + userInfoMarkers
    /// The keys of a result record.
    static let resultKeys = [MTPushKey.resCode, .iResCode].map(\.name)

    /// The shape of a document whose root is an object. An in-app message also has a string
    /// `content` and an object `extras`, so it is recognised before a custom message.
    init(keysOf document: JSONDocument) {
        let has = { (name: String) in document.member(named: name, in: 0) != nil }
        if has(Self.inAppIDKey)
            || Self.inAppIDOtherSpellings.contains(where: has) && Self.inAppKeys.contains(where: has)
        {
            self = .inAppMessage
        } else if has(Self.customMessageKey), !has(MTPushKey.aps.name) {
            self = .customMessage
        } else if Self.userInfoKeys.contains(where: has) {
            self = .userInfo
        } else if Self.deviceKeys.contains(where: has) {
            self = .deviceRequest
        } else if Self.resultKeys.contains(where: has) {
            self = .result
        } else {
            self = .userInfo
        }
    }
}

/// The `mtpush.*` rules.
enum MTPushChecks {
    /// The root keys ``detect`` looks for: its markers, and every device key (a device request's
    /// root holds only those).
    static let signals = AutoSignals(
        keys: [MTPushShape.inAppIDKey, MTPushShape.customMessageKey] + MTPushShape.userInfoMarkers
            + MTPushShape.resultKeys + MTPushShape.deviceKeys.sorted())

    /// `auto`: an in-app message (`mesageId`), a custom message (string `content`, object `extras`,
    /// no `aps`), a `userInfo` (`_j_msgid`, `_j_business`, `_j_uid`), a device request (every root
    /// key a device key), or a result record (`resCode`, `iResCode`).
    @Sendable static func detect(_ document: JSONDocument, _ node: Int) -> Detection? {
        guard document.kind(of: node) == .object else { return nil }
        let member = { (name: String) in document.member(named: name, in: node) }
        if member(MTPushShape.inAppIDKey) != nil { return Detection(.mtpush, MTPushShape.inAppIDKey) }
        if let content = member(MTPushShape.customMessageKey), document.kind(of: content.value) == .string,
            let extras = member(MTPushKey.extras.name), document.kind(of: extras.value) == .object,
            member(MTPushKey.aps.name) == nil
        {
            return Detection(.mtpush, MTPushShape.customMessageKey)
        }
        for key in MTPushShape.userInfoMarkers where member(key) != nil { return Detection(.mtpush, key) }
        var first: String?
        var allDeviceKeys = true
        for child in document.nodes.children(of: node) {
            let key = document.string(at: child.key)
            first = first ?? key
            if !MTPushShape.deviceKeys.contains(key) {
                allDeviceKeys = false
                break
            }
        }
        if allDeviceKeys, let first { return Detection(.mtpush, first) }
        for key in MTPushShape.resultKeys where member(key) != nil { return Detection(.mtpush, key) }
        return nil
    }

    /// Kind `mtpush` (the rules of the document its keys show) or a document kind.
    static func validate(_ run: inout ValidationRun, kind: PayloadKind, size: BodySize) -> FamilyOutcome {
        switch MTPushShape(kind: kind, document: run.document) {
        case .userInfo:
            let (body, outcome) = APNsChecks.checkReceived(&run, size: size)
            checkUserInfo(&run, body: body)
            return outcome
        case .customMessage:
            checkCustomMessage(&run)
        case .inAppMessage:
            checkInAppMessage(&run)
        case .deviceRequest:
            checkDeviceRequest(&run)
        case .result:
            checkResult(&run)
        }
        return FamilyOutcome(size: size)
    }

    /// Shape 1: the message id, extras keys, the `ios` object size and the badge range.
    private static func checkUserInfo(_ run: inout ValidationRun, body: APNsBody) {
        let document = run.document
        checkMessageID(&run)
        for child in document.nodes.children(of: 0) {
            let key = document.string(at: child.key)
            if !MTPush.sdkKeys.contains(key) { checkExtrasKey(&run, key, node: child.key, under: JSONPointer()) }
        }
        if let limit = run.options.mtpush.iosObjectMaxBytes {
            let size = document.compactByteCount
            if size > limit {
                run.report(
                    .mtpush.iosSize,
                    "the userInfo is \(size) bytes compact; the JPush ios object takes \(limit)",
                    pointer: JSONPointer(), node: 0)
            }
        }
        if let badge = body[.badge], let value = document.double(at: badge.value),
            value > Double(MTPush.badgeRange.upperBound),
            document.value(at: badge.value).numberValue?.isInteger == true
        {
            run.report(
                .mtpush.apsBadgeRange,
                "aps.badge \(document.text(of: badge.value)) is above 99999, the range MTPush manages",
                pointer: body.pointer(.badge), node: badge.value)
        }
    }

    /// `msgid-missing`, `msgid-type` and `msgid-format` for a root `_j_msgid`.
    private static func checkMessageID(_ run: inout ValidationRun) {
        let document = run.document
        guard let member = document.member(named: MTPushKey.msgID.name, in: 0) else {
            run.report(
                .mtpush.msgIDMissing, "no _j_msgid: display and click reports cannot name the message",
                pointer: JSONPointer(), node: 0)
            return
        }
        let pointer = JSONPointer(tokens: [MTPushKey.msgID.name])
        switch document.kind(of: member.value) {
        case .string:
            let text = document.string(at: member.value)
            if text.isEmpty {
                run.report(.mtpush.msgIDType, "_j_msgid is an empty string", pointer: pointer, node: member.value)
            } else if !text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                run.report(
                    .mtpush.msgIDFormat, "_j_msgid \(document.text(of: member.value)) is not a string of digits",
                    pointer: pointer, node: member.value)
            }
        case .number:
            let number = document.value(at: member.value).numberValue
            if number?.isInteger != true || number?.literal.hasPrefix("-") == true {
                run.report(
                    .mtpush.msgIDType, "_j_msgid \(document.text(of: member.value)) is not a non-negative integer",
                    pointer: pointer, node: member.value)
            } else if (number?.int64Value).map({ $0 > 1 << 53 }) ?? true {
                run.report(
                    .mtpush.msgIDFormat,
                    "_j_msgid \(document.text(of: member.value)) is above 2^53: bridges that read it as a double change it",
                    pointer: pointer, node: member.value)
            }
        default:
            run.report(
                .mtpush.msgIDType, "_j_msgid is \(document.kind(of: member.value).article), not a number or a string",
                pointer: pointer, node: member.value)
        }
    }

    /// `mtpush.extras-reserved-prefix` for one extras key.
    private static func checkExtrasKey(_ run: inout ValidationRun, _ key: String, node: Int, under parent: JSONPointer)
    {
        guard key.hasPrefix("_j_"), !MTPush.sdkKeys.contains(key) else { return }
        run.report(
            .mtpush.extrasReservedPrefix,
            "extras key \"\(key)\" starts with _j_, the SDK's prefix: plugins strip it and it may collide",
            pointer: parent.appending(key: key), node: node)
    }

    /// How a custom message is read: `mtpush.custom-message-shape` for a member of another type.
    private static let customMessageReading = MemberReading<MTPushKey>(
        unknown: nil,
        type: (
            .mtpush.customMessageShape,
            words: { "\($0.wireName) is \($0.foundKind); a custom message's \($0.wireName) is \($0.expected)" },
            element: { "\($0.wireName)[\($0.index ?? 0)] is \($0.foundKind), not a string" }
        ), nullIsAbsent: false)

    /// How an in-app message is read: `mtpush.inapp-shape` for a member of another type, and for
    /// a `target` element that is not a page name.
    private static let inAppReading = MemberReading<MTPushKey>(
        unknown: nil,
        type: (
            .mtpush.inAppShape,
            words: { "\($0.wireName) is \($0.foundKind); the in-app message's \($0.wireName) is \($0.expected)" },
            element: { "\($0.wireName)[\($0.index ?? 0)] is \($0.foundKind), not a page name" }
        ), nullIsAbsent: false)

    /// Shape 2: the message id, the members' types, extras keys and the size.
    private static func checkCustomMessage(_ run: inout ValidationRun) {
        let document = run.document
        checkMessageID(&run)
        let members = MTPushKey.customMessage.read(&run, 0, as: customMessageReading)
        if let extras = members[.extras] {
            for child in document.nodes.children(of: extras.value) {
                checkExtrasKey(
                    &run, document.string(at: child.key), node: child.key, under: JSONPointer(tokens: ["extras"]))
            }
        }
        let size = document.compactByteCount
        if size > MTPush.customMessageMaxBytes {
            run.report(
                .mtpush.customMessageSize,
                "the custom message is \(size) bytes compact; JPush takes \(MTPush.customMessageMaxBytes)",
                pointer: JSONPointer(), node: 0)
        }
    }

    /// Shape 3: the members' types and the id's spelling.
    private static func checkInAppMessage(_ run: inout ValidationRun) {
        let document = run.document
        _ = MTPushKey.inAppMessage.read(&run, 0, as: inAppReading)
        if document.member(named: MTPushShape.inAppIDKey, in: 0) == nil {
            for key in MTPushShape.inAppIDOtherSpellings {
                guard let member = document.member(named: key, in: 0) else { continue }
                run.report(
                    .mtpush.inAppMessageIDSpelling, "\(key): the SDK's property is spelled mesageId",
                    pointer: JSONPointer(tokens: [key]), node: member.key, suggestion: MTPushShape.inAppIDKey)
            }
        }
    }

    /// Shape 5: `resCode` and `iResCode`.
    private static func checkResult(_ run: inout ValidationRun) {
        let document = run.document
        for key in MTPushShape.resultKeys {
            guard let member = document.member(named: key, in: 0) else { continue }
            let pointer = JSONPointer(tokens: [key])
            let code =
                document.kind(of: member.value) == .number
                ? document.value(at: member.value).numberValue?.intValue.map(MTPush.ResultCode.init(rawValue:)) : nil
            guard let code, let meaning = code.meaning else {
                run.report(
                    .mtpush.resultCodeUnknown,
                    "\(key) \(document.text(of: member.value)) is not a code MTPush documents",
                    pointer: pointer, node: member.value)
                continue
            }
            if code != .success {
                run.report(
                    .mtpush.resultCode, "\(key) \(code.rawValue): \(meaning)", pointer: pointer, node: member.value)
            }
        }
    }
}
