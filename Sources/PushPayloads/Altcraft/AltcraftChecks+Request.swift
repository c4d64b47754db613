/// The subscribe request body and the subscription call's arguments.
extension AltcraftChecks {
    /// The body posted to `/push/subscribe`: required members, the two ids, fields and categories.
    static func checkRequestBody(_ run: inout ValidationRun) {
        let document = run.document
        let members = read(&run, 0, as: .requestBody)
        let root = JSONPointer()
        if let time = members[.time]?.value {
            if document.isNumber(time, equalTo: 0) {
                run.report(.altcraft.requestRequired, "time is 0", pointer: root.appending(key: "time"), node: time)
            }
        } else if !members.isPresent(.time) || members.typedOrNull(.time) != nil {
            run.report(.altcraft.requestRequired, "the request has no time", pointer: root, node: 0)
        }
        let topID = requireString(&run, members, .subscriptionID, in: 0, at: root)
        if let subscription = members[.subscription]?.value {
            let pointer = root.appending(key: "subscription")
            let inner = checkSubscription(&run, subscription, at: pointer, in: .requestSubscription)
            for key in [AltcraftKey.provider, .status] {
                requireString(&run, inner, key, in: subscription, at: pointer)
            }
            let innerID = requireString(&run, inner, .subscriptionID, in: subscription, at: pointer)
            if let topID, let innerID, document.string(at: topID) != document.string(at: innerID) {
                run.report(
                    .altcraft.requestSubscriptionIDMismatch,
                    "subscription_id differs from subscription.subscription_id; the SDK sends the same token in both",
                    pointer: root.appending(key: "subscription_id"), node: topID)
            }
        } else if !members.isPresent(.subscription) || members.typedOrNull(.subscription) != nil {
            run.report(.altcraft.requestRequired, "the request has no subscription", pointer: root, node: 0)
        }
        if let fields = members[.profileFields]?.value {
            checkProfileFields(&run, fields, at: root.appending(key: "profile_fields"))
        }
    }

    /// A required string member: a finding when it is absent, `null` or `""`; its value node when
    /// it is a non-empty string. A wrongly typed member is `value-type`'s.
    @discardableResult
    private static func requireString(
        _ run: inout ValidationRun, _ members: Members, _ key: AltcraftKey, in object: Int,
        at pointer: @autoclosure () -> JSONPointer
    ) -> Int? {
        let document = run.document
        if let node = members[key]?.value {
            if document.isNonEmptyString(node) { return node }
            run.report(
                .altcraft.requestRequired, "\(key.name) is empty", pointer: pointer().appending(key: key.name),
                node: node
            )
        } else if !members.isPresent(key) || members.typedOrNull(key) != nil {
            run.report(.altcraft.requestRequired, "\(key.name) is missing", pointer: pointer(), node: object)
        }
        return nil
    }

    /// The subscription call's arguments (Swift names are correct here).
    static func checkArguments(_ run: inout ValidationRun) {
        let members = read(&run, 0, as: .arguments)
        if let fields = members[.customFields]?.value {
            let pointer = JSONPointer(tokens: ["customFields"])
            checkCustomFields(&run, fields, at: pointer, systemFields: true)
            checkPrecision(&run, fields)
        }
        if let fields = members[.profileFieldsCamel]?.value {
            checkProfileFields(&run, fields, at: JSONPointer(tokens: ["profileFields"]))
        }
        if let cats = members[.cats]?.value {
            checkCategories(&run, cats, isRequest: true)
        }
    }

    /// Custom fields: scalars only, `null` dropped, and (in the call) SDK field names overridden.
    static func checkCustomFields(
        _ run: inout ValidationRun, _ node: Int, at pointer: @autoclosure () -> JSONPointer, systemFields: Bool
    ) {
        let document = run.document
        for child in document.nodes.children(of: node) {
            let key = document.string(at: child.key)
            let memberPointer = pointer().appending(key: key)
            switch document.kind(of: child.value) {
            case .object, .array:
                run.report(
                    .altcraft.customFieldNotScalar,
                    "custom field \"\(key)\" is \(document.kind(of: child.value).article): only strings, numbers and booleans are sent (event 475)",
                    pointer: memberPointer, node: child.value)
            case .null:
                run.report(
                    .altcraft.customFieldNull, "custom field \"\(key)\" is null", pointer: memberPointer,
                    node: child.value)
            default:
                break
            }
            if systemFields, Altcraft.systemFields.contains(key) {
                run.report(
                    .altcraft.systemFieldOverride, "custom field \"\(key)\" replaces the value the SDK collects",
                    pointer: memberPointer, node: child.key)
            }
        }
    }

    /// Profile fields: any JSON, `null` members dropped by the SDK, large integers changed.
    private static func checkProfileFields(
        _ run: inout ValidationRun, _ node: Int, at pointer: @autoclosure () -> JSONPointer
    ) {
        let document = run.document
        for child in document.nodes.children(of: node) where document.kind(of: child.value) == .null {
            run.report(
                .altcraft.profileFieldNull,
                "profile field \"\(document.string(at: child.key))\" is null: the SDK drops it",
                pointer: pointer().appending(key: document.string(at: child.key)), node: child.value)
        }
        checkPrecision(&run, node)
    }
}
