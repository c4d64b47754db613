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

    /// The members of one object, by wire key: the first occurrence with a value of its type
    /// (`null` included, which the SDK reads as absent). Slots follow the table's fields, so a
    /// lookup compares a few keys instead of hashing.
    struct Members {
        let fields: [Altcraft.Field]
        private var slots: [(key: Int, value: Int)?]
        private var given: [Bool]

        init(_ object: Altcraft.Object) {
            fields = object.fields
            slots = Array(repeating: nil, count: fields.count)
            given = Array(repeating: false, count: fields.count)
        }

        private func index(_ key: String) -> Int? { fields.firstIndex { $0.wire == key } }

        /// The member, when its value has the field's type or is `null`.
        subscript(typed key: String) -> (key: Int, value: Int)? { index(key).flatMap { slots[$0] } }

        /// Whether the member is given in either spelling, whatever its value.
        func isPresent(_ key: String) -> Bool { index(key).map { given[$0] } ?? false }

        /// Records that the member is given; `false` when it was already.
        mutating func markPresent(_ key: String) -> Bool {
            guard let index = index(key), !given[index] else { return false }
            given[index] = true
            return true
        }

        mutating func setTyped(_ key: String, _ member: (key: Int, value: Int)) {
            if let index = index(key) { slots[index] = member }
        }

        /// The member's value node, unless absent, wrongly typed or `null`.
        func value(_ key: String, in document: JSONDocument) -> Int? {
            guard let member = self[typed: key], document.kind(of: member.value) != .null else { return nil }
            return member.value
        }
    }

    /// Reads an object of the table once: `value-type`, `camelcase-key`, `conflicting-spellings`
    /// and (in a response) `unknown-key`, then the members by wire key.
    static func read(
        _ run: inout ValidationRun, _ node: Int, as object: Altcraft.Object,
        spellings: Bool = true
    ) -> Members {
        let document = run.document
        var members = Members(object)
        for child in document.nodes.children(of: node) {
            let key = document.string(at: child.key)
            guard let (field, isAlias) = object.field(named: key) else {
                if object.reportsUnknownKeys {
                    run.report(
                        .altcraft.unknownKey, "\"\(key)\" is not a member the SDK reads here; it is ignored",
                        node: child.key)
                }
                continue
            }
            if isAlias, spellings {
                if let wire = document.member(named: field.wire, in: node) {
                    if document.value(at: wire.value) != document.value(at: child.value) {
                        run.report(
                            .altcraft.conflictingSpellings,
                            "both \"\(field.wire)\" and \"\(key)\" are given, with different values; \"\(field.wire)\" is used",
                            node: child.key)
                    } else {
                        run.report(
                            .altcraft.camelCaseKey, "\"\(key)\" is the Swift name; the wire key is \"\(field.wire)\"",
                            node: child.key, suggestion: field.wire)
                    }
                    continue
                }
                run.report(
                    .altcraft.camelCaseKey,
                    "\"\(key)\" is the Swift name; the SDK's decoder reads only \"\(field.wire)\"",
                    node: child.key, suggestion: field.wire)
            }
            guard members.markPresent(field.wire) else { continue }
            if fits(child.value, field.type, in: document) {
                members.setTyped(field.wire, child)
            } else {
                run.report(
                    .altcraft.valueType,
                    "\"\(key)\" is \(document.text(of: child.value)); the SDK expects \(field.type.expected)",
                    node: child.value)
            }
        }
        return members
    }

    /// Whether a value has a member's type (`null` always does).
    private static func fits(_ node: Int, _ type: Altcraft.FieldType, in document: JSONDocument) -> Bool {
        let kind = document.kind(of: node)
        if kind == .null { return true }
        switch type {
        case .string: return kind == .string
        case .integer: return kind == .number && document.value(at: node).numberValue?.isInteger == true
        case .boolean: return kind == .true || kind == .false
        case .object, .fields: return kind == .object
        case .categories: return kind == .array
        case .httpCode, .misplaced: return true
        }
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

extension Altcraft.FieldType {
    /// The type in a message.
    var expected: String {
        switch self {
        case .string: "a string or null"
        case .integer: "an integer or null"
        case .boolean: "a boolean or null"
        case .object, .fields: "an object or null"
        case .categories: "an array of categories or null"
        case .httpCode, .misplaced: "any value"
        }
    }
}
