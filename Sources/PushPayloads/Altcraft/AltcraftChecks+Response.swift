/// The wrapper and the response tree: statuses, providers, the error and the profile.
extension AltcraftChecks {
    /// The values of `httpCode` (`altcraft.http-code`): HTTP statuses.
    static let httpCodes = RecordedEnvelope.httpStatuses

    /// The SDK wrapper: `httpCode`, `response`, `eventCode` and their agreement.
    static func checkWrapper(_ run: inout ValidationRun) {
        let document = run.document
        let members = read(&run, 0, as: .wrapper)
        var httpCode: Int?
        if let node = members[.httpCode]?.value {
            if document.isInteger(node, in: httpCodes) {
                httpCode = document.value(at: node).numberValue?.intValue
            } else {
                run.report(
                    .altcraft.httpCode, "httpCode \(document.text(of: node)) is not an HTTP status (100…599)",
                    pointer: JSONPointer(tokens: ["httpCode"]), node: node)
            }
        }
        let response = members.typedOrNull(.response)
        if let node = members[.response]?.value {
            checkResponse(&run, node, at: JSONPointer(tokens: ["response"]))
        } else if let httpCode, (200...299).contains(httpCode), response != nil || !members.isPresent(.response) {
            let missing =
                response.map { ($0.value, "response") } ?? (members.typedOrNull(.httpCode)?.value ?? 0, "httpCode")
            run.report(
                .altcraft.responseMissing, "httpCode \(httpCode) but no response: a successful call carries one",
                pointer: JSONPointer(tokens: [missing.1]), node: missing.0)
        }
        guard let node = members[.eventCode]?.value,
            let code = document.value(at: node).numberValue?.intValue
        else { return }
        let event = Altcraft.EventCode(rawValue: code)
        let pointer = JSONPointer(tokens: ["eventCode"])
        let numbering = run.options.altcraft.eventCodes
        if event.meaning(in: numbering) == nil {
            run.report(
                .altcraft.eventCodeUnknown,
                "eventCode \(code) is not an SDK event in the \(numbering.rawValue) numbering",
                pointer: pointer, node: node)
        }
        if let httpCode,
            event.isSuccess && !(200...299).contains(httpCode) || event.isRetry && !(500...599).contains(httpCode)
        {
            run.report(
                .altcraft.eventCodeHTTPMismatch,
                "eventCode \(code) is a \(event.isSuccess ? "success" : "retry") code but httpCode is \(httpCode)",
                pointer: pointer, node: node)
        }
    }

    /// A response: the error against the profile, then the profile.
    static func checkResponse(_ run: inout ValidationRun, _ node: Int, at pointer: @autoclosure () -> JSONPointer) {
        let document = run.document
        let members = read(&run, node, as: .response)
        let profile = members[.profile]?.value
        if let error = members[.error]?.value, !document.isNumber(error, equalTo: 0) {
            if let profile {
                run.report(
                    .altcraft.errorWithProfile, "error \(document.text(of: error)) but a profile is given",
                    pointer: pointer().appending(key: "profile"), node: profile)
            }
            if members[.errorText].map({ document.isEmptyString($0.value) }) ?? true {
                run.report(
                    .altcraft.errorTextMissing, "error \(document.text(of: error)) without an error_text",
                    pointer: pointer().appending(key: "error"), node: error)
            }
        }
        if let profile { checkProfile(&run, profile, at: pointer().appending(key: "profile")) }
    }

    /// A profile: its status, misplaced categories and its subscription.
    private static func checkProfile(
        _ run: inout ValidationRun, _ node: Int, at pointer: @autoclosure () -> JSONPointer
    ) {
        let members = read(&run, node, as: .profile)
        checkStatus(&run, members, at: pointer(), isRequest: false)
        if let cats = members.typedOrNull(.cats) {
            run.report(
                .altcraft.catsUnderProfile, "profile.cats is ignored: categories belong in profile.subscription.cats",
                pointer: pointer().appending(key: "cats"), node: cats.key)
        }
        if let subscription = members[.subscription]?.value {
            checkSubscription(&run, subscription, at: pointer().appending(key: "subscription"), in: .subscription)
        }
    }

    /// A subscription of a response or a request: status, provider, fields and categories.
    @discardableResult
    static func checkSubscription(
        _ run: inout ValidationRun, _ node: Int, at pointer: @autoclosure () -> JSONPointer, in object: Altcraft.Object
    ) -> Members {
        let document = run.document
        let isRequest = object === Altcraft.Object.requestSubscription
        let members = read(&run, node, as: object)
        checkStatus(&run, members, at: pointer(), isRequest: isRequest)
        if let provider = members[.provider]?.value, document.isNonEmptyString(provider),
            !Altcraft.Provider(rawValue: document.string(at: provider)).isKnown
        {
            run.report(
                .altcraft.providerValue,
                "provider \(document.text(of: provider)) is not ios-apns, ios-firebase or ios-huawei",
                pointer: pointer().appending(key: "provider"), node: provider)
        }
        if let fields = members[.fields]?.value {
            if isRequest {
                checkCustomFields(&run, fields, at: pointer().appending(key: "fields"), systemFields: false)
            }
            checkPrecision(&run, fields)
        }
        if let cats = members[.cats]?.value {
            checkCategories(&run, cats, isRequest: isRequest)
        }
        return members
    }

    /// `status` of a profile or subscription: one of the three documented values.
    /// In a request an empty status is `altcraft.request-required`'s.
    private static func checkStatus(
        _ run: inout ValidationRun, _ members: Members, at pointer: @autoclosure () -> JSONPointer, isRequest: Bool
    ) {
        let document = run.document
        guard let status = members[.status]?.value, !isRequest || document.isNonEmptyString(status),
            !Altcraft.SubscriptionStatus(rawValue: document.string(at: status)).isKnown
        else { return }
        run.report(
            isRequest ? .altcraft.requestStatusValue : .altcraft.statusValue,
            "status \(document.text(of: status)) is not subscribed, unsubscribed or suspended",
            pointer: pointer().appending(key: "status"), node: status)
    }

    /// `cats` entries: objects of the category table; in a request, only a name and `active`.
    static func checkCategories(_ run: inout ValidationRun, _ node: Int, isRequest: Bool) {
        let document = run.document
        for (index, child) in document.nodes.children(of: node).enumerated() {
            guard document.kind(of: child.value) == .object else {
                run.report(
                    .altcraft.valueType,
                    "cats[\(index)] is \(document.kind(of: child.value).article), not a category object",
                    node: child.value)
                continue
            }
            let members = read(&run, child.value, as: .category)
            guard isRequest else { continue }
            for key in [AltcraftKey.title, .steady] {
                guard let member = members.typedOrNull(key) else { continue }
                run.report(
                    .altcraft.requestCategoryExtraField,
                    "cats[\(index)].\(key.name) is not sent: only name and active are used",
                    node: member.key)
            }
            if let name = members.typedOrNull(.name) {
                if !document.isNonEmptyString(name.value) {
                    run.report(
                        .altcraft.requestCategoryName,
                        "cats[\(index)].name is empty: the server cannot find the category",
                        node: name.value)
                }
            } else if !members.isPresent(.name) {
                run.report(
                    .altcraft.requestCategoryName, "cats[\(index)] has no name: the server cannot find the category",
                    node: child.value)
            }
        }
    }
}
