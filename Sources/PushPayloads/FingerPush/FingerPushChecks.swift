/// The `fingerpush.*` rules of a FingerPush `userInfo`, and the kind's dispatch.
enum FingerPushChecks {
    /// The root keys ``detect`` looks for.
    static let signals = AutoSignals(
        keys: [FingerPushKey.code, .msgTag, .rcvchkUrl, .labelCode, .weblink].map(\.name) + [resultKey])

    /// `auto`: a string `code` with a documented flag, one of the keys only FingerPush sends, or a
    /// result object (`result` with `processCode` or `msgIdx`).
    @Sendable static func detect(_ document: JSONDocument, _ node: Int) -> Detection? {
        guard document.kind(of: node) == .object else { return nil }
        let member = { (key: String) in document.member(named: key, in: node) }
        if let code = member(FingerPushKey.code.name), document.kind(of: code.value) == .string,
            document.withStringBytes(code.value, looksLikeCode)
        {
            return Detection(.fingerpush, FingerPushKey.code.name)
        }
        for key in [FingerPushKey.msgTag, .rcvchkUrl, .labelCode, .weblink] where member(key.name) != nil {
            return Detection(.fingerpush, key.name)
        }
        if member(resultKey) != nil,
            member(FingerPushResultKey.processCode.name) != nil || member(FingerPushResultKey.msgIdx.name) != nil
        {
            return Detection(.fingerpush, resultKey)
        }
        return nil
    }

    /// `KK:v(;KK:v)*` holding `CD:`, `IM:`, `WL:` or `PT:`: a code string, even a malformed value.
    /// Read in one pass over the bytes, split as ``FingerPush/CodeScanner`` splits them.
    static func looksLikeCode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var scanner = FingerPush.CodeScanner(bytes)
        var documented = false
        while let range = scanner.nextRange() {
            guard range.count >= 3, bytes[range.lowerBound + 2] == UInt8(ascii: ":"),
                let key = FingerPush.CodeScanner.keyNumber(bytes[range.lowerBound], bytes[range.lowerBound + 1])
            else { return false }
            if documentedKeys.contains(where: { $0.number == key }) { documented = true }
        }
        return documented
    }

    /// The documented keys of a code and their numbers (``FingerPush/CodeScanner/keyNumber(_:_:)``).
    static let documentedKeys: [(name: String, number: Int)] = FingerPush.Code.Key.all.compactMap { name in
        FingerPush.CodeScanner.keyNumber(name).map { (name, $0) }
    }

    /// A root `result` makes a server result object, unless one of `userInfoKeys` is there too.
    static let resultKey = FingerPushResultKey.result.name
    /// The root keys that make a document a `userInfo` even beside `result`.
    static let userInfoKeys = [FingerPushKey.aps, .code].map(\.name)

    /// The two FingerPush documents, each with its document kind.
    enum Document: FamilyDocument {
        case userInfo, result

        var kind: PayloadKind { self == .userInfo ? .fingerpushUserInfo : .fingerpushResult }

        /// A root `result` without any of ``userInfoKeys`` makes a result object.
        init(keysOf document: JSONDocument) {
            let has = { (name: String) in document.member(named: name, in: 0) != nil }
            self =
                has(FingerPushChecks.resultKey) && !FingerPushChecks.userInfoKeys.contains(where: has)
                ? .result : .userInfo
        }
    }

    /// Kind `fingerpush` (a result object, or a `userInfo` with the APNs rules and APNs' limit, as
    /// the keys show) or a document kind.
    static func validate(_ run: inout ValidationRun, kind: PayloadKind, size: BodySize) -> FamilyOutcome {
        if Document(kind: kind, document: run.document) == .result {
            checkResult(&run)
            return FamilyOutcome(size: size)
        }
        let (body, outcome) = APNsChecks.checkReceived(&run, size: size)
        checkUserInfo(&run, body: body)
        return outcome
    }

    /// The FingerPush members of a `userInfo` (first occurrence, whatever its value), and its
    /// custom members (keys FingerPush does not send: the table is open).
    typealias Members = ObjectMembers<FingerPushKey>

    /// How a `userInfo` is read: `fingerpush.value-type` for a member of another type (`null`
    /// included: FingerPush sends strings).
    static let reading = MemberReading<FingerPushKey>(
        unknown: nil,
        type: (
            .fingerpush.valueType, words: { "\($0.wireName) is \($0.found); FingerPush sends \($0.expected)" },
            element: { "\($0.wireName)[\($0.index ?? 0)] is \($0.found); FingerPush sends strings" }
        ), nullIsAbsent: false)

    /// Every `userInfo` rule: the code, the flags against the members they announce, URLs, custom
    /// pairs and the message length.
    static func checkUserInfo(_ run: inout ValidationRun, body: APNsBody) {
        let document = run.document
        let members = FingerPushKey.members.read(&run, 0, as: reading)
        let code = checkCode(&run, members.first(.code))
        checkURLs(&run, members)
        let imageURL = members.first(.imgUrl).map { document.isNonEmptyString($0.value) } ?? false
        let webLink = members.first(.weblink).map { document.isNonEmptyString($0.value) } ?? false
        if let code, let node = members.first(.code)?.value {
            checkFlags(&run, code: code, node: node, members: members, imageURL: imageURL, webLink: webLink)
        }
        if code?.image == true || code?.webLink == true || imageURL, !body.flag(.mutableContent, is: 1) {
            let place = body.mutableContentPlace
            run.report(
                .fingerpush.richNeedsMutableContent,
                "the push has an image or web link but aps.mutable-content is not 1: the FingerPush service extension does not run",
                pointer: place.pointer, node: place.node)
        }
        if members.first(.msgTag) == nil {
            run.report(
                .fingerpush.msgTagMissing, "no msgTag: the open/read report cannot name the message",
                pointer: JSONPointer(), node: 0)
        }
        checkCustom(&run, members)
        checkBodyLength(&run, body: body)
    }

    /// `code`: missing, type, syntax, and the keys and values of a code that parses. Returns the
    /// code's documented keys (the first segment of each), which the flag rules read.
    ///
    /// The code is scanned twice (``FingerPush/CodeScanner``): once for its syntax, then for its
    /// keys, which a bitset tells apart; no segment is kept but the first of each documented key.
    private static func checkCode(_ run: inout ValidationRun, _ member: APNsBody.Member?) -> FingerPush.Code? {
        let document = run.document
        guard let member else {
            run.report(
                .fingerpush.codeMissing, "no \"code\": the SDK cannot tell the message type, image or link",
                pointer: JSONPointer(), node: 0)
            return nil
        }
        let pointer = JSONPointer(tokens: [FingerPushKey.code.name])
        guard document.kind(of: member.value) == .string else {
            run.report(
                .fingerpush.codeType, "\"code\" is \(document.kind(of: member.value).article), not a string",
                pointer: pointer, node: member.value)
            return nil
        }
        return document.withStringBytes(member.value) { bytes in
            do {
                try FingerPush.CodeScanner.check(bytes)
            } catch {
                run.report(
                    .fingerpush.codeSyntax, "\"code\" \(document.text(of: member.value)) is malformed: \(error)",
                    pointer: pointer, node: member.value)
                return nil
            }
            var seen = FingerPush.CodeKeySet()
            var documented: [FingerPush.Code.Segment] = []
            var scanner = FingerPush.CodeScanner(bytes)
            while let segment = try? scanner.next() {
                let key = { String(decoding: bytes[segment.keyRange], as: UTF8.self) }
                guard seen.insert(segment.key) else {
                    run.report(
                        .fingerpush.codeDuplicateKey, "\"code\" repeats \(key()); the first value is used",
                        pointer: pointer, node: member.value)
                    continue
                }
                guard documentedKeys.contains(where: { $0.number == segment.key }) else {
                    run.report(
                        .fingerpush.codeUnknownKey,
                        "\"code\" has the key \(key()), which FingerPush does not document",
                        pointer: pointer, node: member.value)
                    continue
                }
                let pair = FingerPush.Code.Segment(
                    key: key(), value: String(decoding: bytes[segment.valueRange], as: UTF8.self))
                documented.append(pair)
                if !isValid(pair) {
                    let allowed = pair.key == FingerPush.Code.Key.messageType ? "DEFT, STOS or LNGT" : "0 or 1"
                    run.report(
                        .fingerpush.codeValue, "\"code\" has \(pair.key):\(pair.value); use \(allowed)",
                        pointer: pointer, node: member.value)
                }
            }
            for (key, number) in documentedKeys where !seen.contains(number) {
                run.report(
                    .fingerpush.codeMissingKey, "\"code\" has no \(key)", pointer: pointer, node: member.value)
            }
            return FingerPush.Code(segments: documented)
        }
    }

    /// The values of the flags `CD`, `IM` and `WL`.
    static let flagValues = ["0", "1"]

    /// Whether a documented key has a documented value.
    private static func isValid(_ segment: FingerPush.Code.Segment) -> Bool {
        segment.key == FingerPush.Code.Key.messageType
            ? FingerPush.MessageType(rawValue: segment.value).isKnown : flagValues.contains(segment.value)
    }

    /// `fingerpush.code-duplicate-key` for the documented keys, as a regular expression for the
    /// schema that a code passes when none of `CD`, `IM`, `WL` and `PT` starts two segments (at the
    /// start or after `;`). Repeats of undocumented keys are left to the validator: stating any
    /// key's repeat takes a backreference, which a backtracking engine checks by scanning the rest
    /// of the code once for each segment.
    ///
    /// One negative lookahead per key, each linear: its greedy scan meets the key's last occurrence
    /// first, so at most two occurrences start a scan for a later one.
    static let codeNoDocumentedKeyRepeatPattern =
        "^" + FingerPush.Code.Key.all.map { #"(?![\s\S]*(?:^|;)\#($0):[\s\S]*;\#($0):)"# }.joined() + #"[\s\S]*$"#

    /// `fingerpush.code-value` on a code that parses and repeats no documented key, as a regular expression
    /// for the schema: every segment with a documented key has a documented value (``isValid(_:)``),
    /// any other segment is left alone.
    static let codeValuePattern: String = {
        let keys = FingerPush.Code.Key.self
        let flags = keys.all.filter { $0 != keys.messageType }.joined(separator: "|")
        let types = FingerPush.MessageType.documented.map(\.rawValue).joined(separator: "|")
        let documented =
            "(?:\(flags)):(?:\(flagValues.joined(separator: "|")))|\(keys.messageType):(?:\(types))"
        let segment = "(?:\(documented)|(?!(?:\(keys.all.joined(separator: "|"))):)[^;]*)"
        return "^\(segment)(?:;\(segment))*$"
    }()
}
