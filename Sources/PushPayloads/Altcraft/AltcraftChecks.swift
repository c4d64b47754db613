/// The five Altcraft documents, told apart by their keys, each with its document kind.
enum AltcraftShape: FamilyDocument {
    case push, wrapper, response, requestBody, arguments

    var kind: PayloadKind {
        switch self {
        case .push: .altcraftUserInfo
        case .wrapper: .altcraftResponseWithHttpCode
        case .response: .altcraftResponse
        case .requestBody: .altcraftSubscribeRequest
        case .arguments: .altcraftSubscriptionArguments
        }
    }

    /// The root keys that make a push `userInfo` (the marker, its misspellings, the SDK's keys).
    static let pushKeys = [
        "_ac_push", "_as_push", "ac_push", "_ac-push", "aps", "_uid", "_buttons", "_media", "_click-url", "_click_url",
    ]

    /// The root keys that make the SDK's wrapper, as does a `response` (``wrapperResponseKey``)
    /// that is an object or `null`.
    static let wrapperKeys = ["httpCode", "eventCode"]
    /// The wrapper's response member.
    static let wrapperResponseKey = "response"
    /// The root keys that make a server response.
    static let responseKeys = ["error", "error_text", "errorText", "profile"]
    /// The root keys that make a subscribe request body.
    static let requestBodyKeys = ["subscription", "subscription_id", "time", "skip_triggers", "profile_fields"]

    /// The shape of a document whose root is an object, for `--kind altcraft`.
    init(keysOf document: JSONDocument) {
        let has = { (name: String) in document.member(named: name, in: 0) != nil }
        if Self.pushKeys.contains(where: has) {
            self = .push
        } else if Self.wrapperKeys.contains(where: has)
            || document.member(named: Self.wrapperResponseKey, in: 0).map({
                [.object, .null].contains(document.kind(of: $0.value))
            }) == true
        {
            self = .wrapper
        } else if Self.responseKeys.contains(where: has) {
            self = .response
        } else if Self.requestBodyKeys.contains(where: has) {
            self = .requestBody
        } else {
            self = .arguments
        }
    }
}

/// The `altcraft.*` rules.
enum AltcraftChecks {
    /// The root keys ``detect`` looks for.
    static let signals = AutoSignals(keys: [
        "_ac_push", "_as_push", "httpCode", "response", "error", "subscription", "profileFields", "customFields",
        "skipTriggers",
    ])

    /// `auto`: the push marker, the wrapper (`httpCode`, an object `response`), a response (an
    /// `error` with `error_text` or `errorText`, or a number `error` with `profile`), a subscribe request (an object
    /// `subscription` with `provider` or `subscription_id`), or subscription arguments.
    @Sendable static func detect(_ document: JSONDocument, _ node: Int) -> Detection? {
        guard document.kind(of: node) == .object else { return nil }
        let member = { (name: String) in document.member(named: name, in: node) }
        for key in ["_ac_push", "_as_push"] where member(key) != nil { return Detection(.altcraft, key) }
        if member("httpCode") != nil { return Detection(.altcraft, "httpCode") }
        if let response = member("response"), document.kind(of: response.value) == .object {
            return Detection(.altcraft, "response")
        }
        // A response's `error` of any type (the type is its own finding), next to its text or, for a
        // number, its profile.
        if let error = member("error"),
            member("error_text") != nil || member("errorText") != nil
                || (document.kind(of: error.value) == .number && member("profile") != nil)
        {
            return Detection(.altcraft, "error")
        }
        if let subscription = member("subscription"), document.kind(of: subscription.value) == .object,
            document.member(named: "provider", in: subscription.value) != nil
                || document.member(named: "subscription_id", in: subscription.value) != nil
        {
            return Detection(.altcraft, "subscription")
        }
        for key in ["profileFields", "customFields", "skipTriggers"] where member(key) != nil {
            return Detection(.altcraft, key)
        }
        return nil
    }

    /// Kind `altcraft` (the rules of the document its keys show) or a document kind.
    static func validate(_ run: inout ValidationRun, kind: PayloadKind, size: BodySize) -> FamilyOutcome {
        switch AltcraftShape(kind: kind, document: run.document) {
        case .push:
            let (body, outcome) = APNsChecks.checkReceived(&run, size: size)
            checkPush(&run, body: body)
            return outcome
        case .wrapper:
            checkWrapper(&run)
        case .response:
            checkResponse(&run, 0, at: JSONPointer())
        case .requestBody:
            checkRequestBody(&run)
        case .arguments:
            checkArguments(&run)
        }
        return FamilyOutcome(size: size)
    }

    /// The members of one object, by wire key (see ``ObjectMembers``).
    typealias Members = ObjectMembers<AltcraftKey>

    /// How Altcraft's objects are read: `value-type` (`null` is accepted: the SDK's properties are
    /// optional), `camelcase-key` and `conflicting-spellings`, and `unknown-key` in the objects of a
    /// response.
    static let reading = MemberReading<AltcraftKey>(
        unknown: (
            .altcraft.unknownKey, suggests: false,
            words: { "\"\($0.key)\" is not a member the SDK reads here; it is ignored" }
        ),
        type: (
            .altcraft.valueType, words: { "\"\($0.key)\" is \($0.found); the SDK expects \($0.expected) or null" },
            element: { "\"\($0.key)\"[\($0.index ?? 0)] is \($0.found); the SDK expects a string" }
        ),
        alias: (
            .altcraft.camelCaseKey, .altcraft.conflictingSpellings,
            words: MemberReading.AliasWords(
                alone: { "\"\($0.key)\" is the Swift name; the SDK's decoder reads only \"\($0.wireName)\"" },
                beside: { "\"\($0.key)\" is the Swift name; the wire key is \"\($0.wireName)\"" },
                conflicting: {
                    "both \"\($0.wireName)\" and \"\($0.key)\" are given, with different values; \"\($0.wireName)\" is used"
                })
        ))

    /// Reads an object of the table once (``reading``).
    static func read(_ run: inout ValidationRun, _ node: Int, as object: Altcraft.Object) -> Members {
        object.read(&run, node, as: reading)
    }

    /// `altcraft.number-precision`: integers beyond 2^53 anywhere inside a fields object.
    static func checkPrecision(_ run: inout ValidationRun, _ node: Int) {
        let document = run.document
        for child in document.nodes.children(of: node) {
            switch document.kind(of: child.value) {
            case .number:
                guard let number = document.value(at: child.value).numberValue, number.isInteger,
                    number.int64Value.map({ $0.magnitude > 1 << 53 }) ?? true
                else { continue }
                run.report(
                    .altcraft.numberPrecision,
                    "\(number.literal) is beyond 2^53: the SDK's JSONValue holds a Double and changes it",
                    node: child.value)
            case .object, .array:
                checkPrecision(&run, child.value)
            default:
                break
            }
        }
    }
}
