/// The `fingerpush` family: FingerPush `userInfo` (the `code` flag string, image, web link and custom keys)
/// and server result objects.
extension Rule {
    /// FingerPush's iOS SDK manual.
    static let fingerpushManual = "https://developers.fingerpush.com/app-push/sdk-manual/ios"
    /// The server-to-server sending API, as documented by its PHP client.
    static let fingerpushServerAPI = "https://github.com/kissoft/FingerPushSTSinPHP/blob/HEAD/README.md"

    /// The rules of a server result object.
    static let fingerpushResultRules: [Rule] = [
        fingerpush.resultCodeUnknown, fingerpush.resultAlreadyRegistered, fingerpush.resultCodeType,
    ]

    /// The `fingerpush.*` rules: the received `userInfo`, its code string, and server results.
    package static let fingerpush = FingerPushRules()
}

/// The `fingerpush.*` rules: the received `userInfo`, its code string, and server results.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.fingerpush` is the
/// instance.
package struct FingerPushRules: RuleGroup {
    /// A FingerPush `userInfo` without its flag string.
    package let codeMissing = Rule(
        id: "fingerpush.code-missing", defaultSeverity: .warning,
        summary:
            "A FingerPush `userInfo` (not a result object) has no `code`, so the SDK cannot read its type, image"
            + " and link flags.",
        help: "Add the flag string FingerPush sends, such as `CD:1;IM:1;WL:1;PT:STOS`.",
        source: Rule.fingerpushManual
    )
    /// A `code` that is not a string.
    package let codeType = Rule(
        id: "fingerpush.code-type", defaultSeverity: .error,
        summary: "The `code` value has a JSON type other than string.",
        help: "Send `code` as a string of `KEY:value` pairs separated by `;`.",
        source: Rule.fingerpushManual
    )
    /// A `code` string that breaks the pair grammar.
    package let codeSyntax = Rule(
        id: "fingerpush.code-syntax", defaultSeverity: .error,
        summary:
            "`code` is not `KEY:value` pairs joined by `;`: it is empty, a pair lacks `:` or a value, a key is not"
            + " two uppercase letters, or it has spaces or a trailing `;`.",
        help: "Write each pair as two uppercase letters, `:` and a letter-or-digit value, separated by `;` only.",
        source: Rule.fingerpushManual
    )
    /// A key repeated in `code`.
    package let codeDuplicateKey = Rule(
        id: "fingerpush.code-duplicate-key", defaultSeverity: .error,
        summary: "A key occurs more than once in `code`.",
        help: "Keep a single pair for each key.",
        source: Rule.fingerpushManual
    )
    /// A `code` key FingerPush does not define.
    package let codeUnknownKey = Rule(
        id: "fingerpush.code-unknown-key", defaultSeverity: .warning,
        summary: "`code` has a key other than `CD`, `IM`, `WL` and `PT`.",
        help: "Remove the pair, or correct its key to `CD`, `IM`, `WL` or `PT`.",
        source: Rule.fingerpushManual
    )
    /// A `code` flag outside its values.
    package let codeValue = Rule(
        id: "fingerpush.code-value", defaultSeverity: .error,
        summary: "In `code`, `CD`, `IM` or `WL` is not `0` or `1`, or `PT` is not `DEFT`, `STOS` or `LNGT`.",
        help: "Use 0 or 1 for the flags, and DEFT (normal), STOS (server-to-server) or LNGT (long push) for `PT`.",
        source: Rule.fingerpushManual
    )
    /// A `code` without one of its four keys.
    package let codeMissingKey = Rule(
        id: "fingerpush.code-missing-key", defaultSeverity: .warning,
        summary: "`code` lacks one of `CD`, `IM`, `WL` and `PT`.",
        help: "Include all four pairs, with a flag set to 0 when its feature is unused.",
        source: Rule.fingerpushManual
    )
    /// The image flag set without an image.
    package let imageFlagWithoutURL = Rule(
        id: "fingerpush.image-flag-without-url", defaultSeverity: .error,
        summary: "`code` has `IM:1` but `imgUrl` is absent or empty, so no image is attached.",
        help: "Put the image URL in `imgUrl`, or set `IM:0`.",
        source: Rule.fingerpushManual
    )
    /// An image URL with the image flag off.
    package let imageURLWithoutFlag = Rule(
        id: "fingerpush.image-url-without-flag", defaultSeverity: .warning,
        summary: "`imgUrl` is non-empty while `code` has `IM:0`.",
        help: "Set `IM:1` to attach the image, or drop `imgUrl`.",
        source: Rule.fingerpushManual
    )
    /// The web link flag set without a link.
    package let weblinkFlagWithoutURL = Rule(
        id: "fingerpush.weblink-flag-without-url", defaultSeverity: .error,
        summary: "`code` has `WL:1` but `weblink` is absent or empty.",
        help: "Put the link in `weblink`, or set `WL:0`.",
        source: Rule.fingerpushManual
    )
    /// A web link with the link flag off.
    package let weblinkWithoutFlag = Rule(
        id: "fingerpush.weblink-without-flag", defaultSeverity: .warning,
        summary: "`weblink` is non-empty while `code` has `WL:0`.",
        help: "Set `WL:1` to enable the link, or drop `weblink`.",
        source: Rule.fingerpushManual
    )
    /// The custom data flag set without custom keys.
    package let customFlagWithoutData = Rule(
        id: "fingerpush.custom-flag-without-data", defaultSeverity: .error,
        summary: "`code` has `CD:1` but there is no custom key (one other than `aps` and the FingerPush keys).",
        help: "Add the custom data, or set `CD:0`.",
        source: Rule.fingerpushManual
    )
    /// Custom keys with the custom data flag off.
    package let customDataWithoutFlag = Rule(
        id: "fingerpush.custom-data-without-flag", defaultSeverity: .warning,
        summary: "Custom keys are present while `code` has `CD:0`.",
        help: "Set `CD:1`, or remove the custom keys.",
        source: Rule.fingerpushManual
    )
    /// An image or link that needs the service extension, which will not run.
    package let richNeedsMutableContent = Rule(
        id: "fingerpush.rich-needs-mutable-content", defaultSeverity: .error,
        summary:
            "`IM:1`, `WL:1` or a non-empty `imgUrl` comes without `aps.mutable-content` set to 1, so FingerPush's"
            + " notification service extension never runs.",
        help: "Set `aps.mutable-content` to 1.",
        source: Rule.fingerpushManual + " " + Rule.appleNSE
    )
    /// An image or web link that is not a URL.
    package let urlFormat = Rule(
        id: "fingerpush.url-format", defaultSeverity: .error,
        summary: "A non-empty `imgUrl` or `weblink` is not an absolute `http` or `https` URL.",
        help: "Send an absolute `http` or `https` URL.",
        source: Rule.fingerpushManual
    )
    /// A delivery-receipt URL that is not a URL.
    package let receiptURL = Rule(
        id: "fingerpush.receipt-url", defaultSeverity: .warning,
        summary:
            "`rcvchkUrl` is not a URL, so the extension's delivery-receipt request fails (the key is read by the"
            + " SDK but absent from the public manual).",
        help: "Send an absolute URL, or leave `rcvchkUrl` out.",
        source: Rule.fingerpushManual
    )
    /// A FingerPush URL over plain HTTP.
    package let insecureURL = Rule(
        id: "fingerpush.insecure-url", defaultSeverity: .info,
        summary:
            "`imgUrl`, `weblink` or `rcvchkUrl` uses `http://`, which App Transport Security blocks unless the app"
            + " declares an exception.",
        help: "Serve the resource over `https`, or add an ATS exception for its domain.",
        source: Rule.fingerpushManual
    )
    /// A `userInfo` without its message number.
    package let msgTagMissing = Rule(
        id: "fingerpush.msgtag-missing", defaultSeverity: .warning,
        summary: "No `msgTag`, so the open/read report (`requestPushCheck`) cannot identify the message.",
        help: "Keep the message number FingerPush assigns in `msgTag`.",
        source: Rule.fingerpushManual
    )
    /// A FingerPush key with the wrong JSON type.
    package let valueType = Rule(
        id: "fingerpush.value-type", defaultSeverity: .warning,
        summary:
            "`labelCode`, `imgUrl`, `weblink` or `rcvchkUrl` is not a string, or `msgTag` is neither a string nor"
            + " an integer.",
        help: "Send these keys as strings; `msgTag` may also be an integer.",
        source: Rule.fingerpushManual
    )
    /// More custom keys than the sending API carries.
    package let customKeyCount = Rule(
        id: "fingerpush.custom-key-count", defaultSeverity: .warning,
        summary: "There are more than 3 custom keys; the sending API carries only three pairs (`ck1`–`ck3`).",
        help: "Keep at most three custom pairs.",
        source: Rule.fingerpushServerAPI + " " + Rule.fingerpushManual
    )
    /// A custom key or value over the sending API's size.
    package let customSize = Rule(
        id: "fingerpush.custom-size", defaultSeverity: .warning,
        summary: "A custom key or string value is over 100 UTF-8 bytes, the sending API's limit.",
        help: "Shorten it to 100 bytes, or let the app fetch the data.",
        source: Rule.fingerpushServerAPI
    )
    /// A custom value the sending API could not produce.
    package let customValueType = Rule(
        id: "fingerpush.custom-value-type", defaultSeverity: .info,
        summary: "A custom value is not a string, though the sending API only produces strings.",
        help: "Write the value as a string, as FingerPush delivers it.",
        source: Rule.fingerpushServerAPI
    )
    /// An alert body over the sending API's message size.
    package let bodySize = Rule(
        id: "fingerpush.body-size", defaultSeverity: .warning,
        summary:
            "The alert body (a string `alert` or `alert.body`) is over 1000 UTF-8 bytes, the sending API's `msg`"
            + " limit.",
        help: "Shorten the body to 1000 bytes.",
        source: Rule.fingerpushServerAPI
    )
    /// A result code FingerPush does not document.
    package let resultCodeUnknown = Rule(
        id: "fingerpush.result-code-unknown", defaultSeverity: .warning,
        summary:
            "A result object's `result` is not a documented FingerPush code, or its `processCode` is not 20001,"
            + " 20002 or 20003.",
        help: "Use a documented code: 200, 201, 403, 404, 500, 503, 504, 4031, 4032, 900 or 901.",
        source: Rule.fingerpushManual + " " + Rule.fingerpushServerAPI
    )
    /// A registration result that means the device is already known.
    package let resultAlreadyRegistered = Rule(
        id: "fingerpush.result-already-registered", defaultSeverity: .info,
        summary: "A device registration answered `result` 201 or 504: the device or token was already registered.",
        help: "Treat the result as success.",
        source: Rule.fingerpushManual
    )
    /// A numeric result code where the server sends a string.
    package let resultCodeType = Rule(
        id: "fingerpush.result-code-type", defaultSeverity: .info,
        summary: "`result` or `processCode` is a number, while the server sends both as strings.",
        help: "Write the code as a string, such as `\"200\"`.",
        source: Rule.fingerpushServerAPI
    )
}
