/// The flags against the members they announce, value types, URLs, custom pairs and text length.
extension FingerPushChecks {
    /// ``FingerPush/Code/image`` is `true` (the first `IM` segment is `IM:1`), as a regular
    /// expression on a code that parses, for the schema; likewise the web link and custom data flags.
    static let imageFlagPattern = flagSetPattern(FingerPush.Code.Key.image)
    /// ``FingerPush/Code/webLink`` is `true`, as a regular expression (see ``imageFlagPattern``).
    static let webLinkFlagPattern = flagSetPattern(FingerPush.Code.Key.webLink)
    /// ``FingerPush/Code/customData`` is `true`, as a regular expression (see ``imageFlagPattern``).
    static let customDataFlagPattern = flagSetPattern(FingerPush.Code.Key.customData)

    /// The first segment with the key `key` has the value `1`: every segment before it has
    /// another key.
    private static func flagSetPattern(_ key: String) -> String {
        #"^(?:(?!\#(key):)[^;]*;)*\#(key):1(?:;[\s\S]*)?$"#
    }

    static func checkFlags(
        _ run: inout ValidationRun, code: FingerPush.Code, node: Int, members: Members, imageURL: Bool, webLink: Bool
    ) {
        let codePointer = JSONPointer(tokens: [FingerPushKey.code.name])
        if code.image == true, !imageURL {
            run.report(
                .fingerpush.imageFlagWithoutURL, "\"code\" says IM:1 but there is no imgUrl: no image is attached",
                pointer: codePointer, node: node)
        }
        if code.image == false, imageURL, let member = members.first(.imgUrl) {
            run.report(
                .fingerpush.imageURLWithoutFlag, "imgUrl is set but \"code\" says IM:0",
                pointer: JSONPointer(tokens: [FingerPushKey.imgUrl.name]), node: member.value)
        }
        if code.webLink == true, !webLink {
            run.report(
                .fingerpush.weblinkFlagWithoutURL, "\"code\" says WL:1 but there is no weblink",
                pointer: codePointer, node: node)
        }
        if code.webLink == false, webLink, let member = members.first(.weblink) {
            run.report(
                .fingerpush.weblinkWithoutFlag, "weblink is set but \"code\" says WL:0",
                pointer: JSONPointer(tokens: [FingerPushKey.weblink.name]), node: member.value)
        }
        if code.customData == true, members.firstUnknown == nil {
            run.report(
                .fingerpush.customFlagWithoutData, "\"code\" says CD:1 but there is no custom key",
                pointer: codePointer, node: node)
        }
        if code.customData == false, let first = members.firstUnknown {
            let key = run.document.string(at: first.key)
            run.report(
                .fingerpush.customDataWithoutFlag, "custom key \"\(key)\" is present but \"code\" says CD:0",
                pointer: JSONPointer(tokens: [key]), node: first.key)
        }
    }

    /// `url-format`, `receipt-url` and `insecure-url`.
    static func checkURLs(_ run: inout ValidationRun, _ members: Members) {
        let document = run.document
        for key in FingerPushKey.urls {
            guard let member = members.first(key), document.kind(of: member.value) == .string else { continue }
            let text = document.string(at: member.value)
            let pointer = JSONPointer(tokens: [key.name])
            if URLFormat.isWebURL(text) {
                if text.utf8.prefix(5).map({ $0 | 0x20 }) == Array("http:".utf8) {
                    run.report(
                        .fingerpush.insecureURL,
                        "\(key.name) uses http://: App Transport Security blocks it unless the app declares an exception",
                        pointer: pointer, node: member.value)
                }
            } else if key == .rcvchkUrl {
                run.report(
                    .fingerpush.receiptURL, "rcvchkUrl \(document.text(of: member.value)) is not a URL",
                    pointer: pointer, node: member.value)
            } else if !text.isEmpty {
                run.report(
                    .fingerpush.urlFormat, "\(key.name) \(document.text(of: member.value)) is not an http(s) URL",
                    pointer: pointer, node: member.value)
            }
        }
    }

    /// Custom pairs: their number, their sizes, and string values.
    static func checkCustom(_ run: inout ValidationRun, _ members: Members) {
        let document = run.document
        for (index, member) in members.unknownMembers.enumerated() {
            // The key's text only for findings that are listed.
            let pointer = { JSONPointer(tokens: [document.string(at: member.key)]) }
            let keyBytes = document.withStringBytes(member.key) { $0.count }
            if index == FingerPush.maxCustomPairs {
                run.report(
                    .fingerpush.customKeyCount,
                    "\(members.unknownCount) custom keys; the sending API has \(FingerPush.maxCustomPairs) custom pairs",
                    pointer: pointer(), node: member.key)
            }
            if keyBytes > FingerPush.customMaxBytes {
                run.report(
                    .fingerpush.customSize,
                    "custom key of \(keyBytes) bytes; the sending API takes \(FingerPush.customMaxBytes)",
                    pointer: pointer(), node: member.key)
            }
            if document.kind(of: member.value) == .string {
                let bytes = document.withStringBytes(member.value) { $0.count }
                if bytes > FingerPush.customMaxBytes {
                    run.report(
                        .fingerpush.customSize,
                        "custom value of \(bytes) bytes; the sending API takes \(FingerPush.customMaxBytes)",
                        pointer: pointer(), node: member.value)
                }
            } else {
                run.report(
                    .fingerpush.customValueType,
                    "custom value \(document.text(of: member.value)) is not a string; the sending API sends strings",
                    pointer: pointer(), node: member.value)
            }
        }
    }

    /// `fingerpush.body-size`: the alert text against the sending API's `msg` limit.
    static func checkBodyLength(_ run: inout ValidationRun, body: APNsBody) {
        let document = run.document
        guard let alert = body[.alert] else { return }
        var text = (pointer: body.pointer(.alert), node: alert.value)
        if document.kind(of: alert.value) == .object {
            guard let member = document.member(named: APNs.AlertKey.body.name, in: alert.value) else { return }
            text = (text.pointer.appending(key: APNs.AlertKey.body.name), member.value)
        }
        guard document.kind(of: text.node) == .string else { return }
        let bytes = document.string(at: text.node).utf8.count
        guard bytes > FingerPush.messageMaxBytes else { return }
        run.report(
            .fingerpush.bodySize,
            "the alert body has \(bytes) bytes; FingerPush's sending API takes \(FingerPush.messageMaxBytes)",
            pointer: text.pointer, node: text.node)
    }

    /// A server result object: `result` and `processCode`.
    static func checkResult(_ run: inout ValidationRun) {
        let document = run.document
        for resultKey in [FingerPushResultKey.result, .processCode] {
            let key = resultKey.name
            guard let member = document.member(named: key, in: 0) else { continue }
            let pointer = JSONPointer(tokens: [key])
            let kind = document.kind(of: member.value)
            if kind == .number {
                run.report(
                    .fingerpush.resultCodeType, "\(key) is a number; the server sends it as a string",
                    pointer: pointer, node: member.value)
            }
            let code =
                kind == .string || kind == .number ? FingerPush.Result.integer(document.value(at: member.value)) : nil
            if resultKey == .result {
                if let code, FingerPush.ResultCode(rawValue: code).isKnown {
                    if code == 201 || code == 504 {
                        run.report(
                            .fingerpush.resultAlreadyRegistered,
                            "result \(code): already registered; device registration treats it as success",
                            pointer: pointer, node: member.value)
                    }
                    continue
                }
            } else if let code, FingerPush.ProcessCode(rawValue: code) != nil {
                continue
            }
            run.report(
                .fingerpush.resultCodeUnknown,
                "\(key) \(document.text(of: member.value)) is not a code FingerPush documents",
                pointer: pointer, node: member.value)
        }
    }
}
