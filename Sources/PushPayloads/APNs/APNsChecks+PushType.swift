/// What the push type demands of the body (the push-type rules of `Docs/Rules.md`): background, widgets, MDM,
/// Live Activity, and the flags that only make sense with alert text.
extension APNsChecks {
    /// `apns.push-type-value`: the push type, whether the request's `apns-push-type` header or the
    /// one the caller gave (``APNs/Options/pushType``, an open set of values), is one APNs
    /// accepts. With no request the finding is unlocated, as a header finding is.
    static func checkPushTypeValue(_ run: inout ValidationRun, context: APNsCheckContext) {
        guard let type = context.pushType, !type.isDocumented, type != .accessory else { return }
        context.report(
            &run, .apns.pushTypeValue, header: APNs.HeaderName.pushType,
            "apns-push-type \"\(type)\" is not a push type APNs accepts (values are case-sensitive)",
            actual: type.rawValue)
    }

    /// The rules of what the push type demands of the body.
    static func checkPushType(_ run: inout ValidationRun, body: APNsBody, context: APNsCheckContext) {
        let document = body.document
        let apsObject = body.apsIsObject ? body.aps : nil
        let isBackground = body.isBackground(pushType: context.pushType)
        if let aps = apsObject, isBackground || context.pushType == .background {
            for child in document.nodes.children(of: aps.value) {
                let key = APNs.APSKey.table.key(at: child.key, in: document)
                let interaction = key == .alert || key == .badge || key == .sound
                if context.pushType == .background, interaction {
                    run.report(
                        .apns.backgroundUserInteraction,
                        "a background push must not carry \"\(key?.name ?? "")\"; send it as an alert push",
                        pointer: body.pointer(ofKey: child.key, under: body.apsPointer), node: child.key)
                }
                if isBackground, !interaction, key != .contentAvailable {
                    run.report(
                        .apns.backgroundExtraKey,
                        "a background push's aps holds only \"content-available\"; move this key out of aps",
                        pointer: body.pointer(ofKey: child.key, under: body.apsPointer), node: child.key)
                }
            }
        }
        if isBackground {
            run.report(
                .apns.backgroundThrottle, "background pushes are low priority and throttled; send at most 2–3 an hour",
                pointer: body.base, node: body.root)
        }
        let alertText = body.hasAlertText
        if body.flag(.contentAvailable, is: 1), alertText, context.pushType == nil || context.pushType == .alert,
            let member = body[.contentAvailable]
        {
            run.report(
                .apns.contentAvailableWithAlert,
                "\"content-available\": 1 with alert text is handled as an alert push; a background launch is not guaranteed",
                pointer: body.pointer(.contentAvailable), node: member.key)
        }
        if body.flag(.mutableContent, is: 1), !alertText, let member = body[.mutableContent] {
            run.report(
                .apns.mutableContentWithoutAlert,
                "\"mutable-content\": 1 without alert text: the Notification Service Extension does not run",
                pointer: body.pointer(.mutableContent), node: member.key)
        }
        checkPayloadMatchesPushType(&run, body: body, context: context)
        checkShapes(&run, body: body, context: context)
    }

    /// `apns.push-type-payload-mismatch` and `apns.push-type-alert-no-content`.
    private static func checkPayloadMatchesPushType(
        _ run: inout ValidationRun, body: APNsBody, context: APNsCheckContext
    ) {
        let document = body.document
        // `aps` when it is an object, else the body; its pointer is made only for a finding that is shown.
        let inAPS = body.apsIsObject
        let containerNode = inAPS ? body.aps?.value ?? body.root : body.root
        func pointer() -> JSONPointer { inAPS ? body.apsPointer : body.base }
        if context.pushType == .liveActivity, context.extendedAs == nil, !body.has(.event) {
            run.report(
                .apns.pushTypePayloadMismatch, "push type liveactivity needs \"aps.event\"", pointer: pointer(),
                node: containerNode)
        }
        if let event = body[.event], let type = context.pushType, type != .liveActivity {
            run.report(
                .apns.pushTypePayloadMismatch, "\"event\" is for Live Activity pushes, but the push type is \(type)",
                pointer: body.pointer(.event), node: event.key)
        }
        if context.pushType == .widgets {
            if let changed = body[.contentChanged] {
                if document.kind(of: changed.value) != .true {
                    run.report(
                        .apns.pushTypePayloadMismatch, "push type widgets needs \"content-changed\": true",
                        pointer: body.pointer(.contentChanged), node: changed.value)
                }
            } else {
                run.report(
                    .apns.pushTypePayloadMismatch, "push type widgets needs \"aps\": {\"content-changed\": true}",
                    pointer: pointer(), node: containerNode)
            }
        }
        if context.pushType == .mdm, !(body.mdmMember.map { document.kind(of: $0.value) == .string } ?? false) {
            run.report(
                .apns.pushTypePayloadMismatch, "push type mdm needs a string \"mdm\" (the PushMagic) at the root",
                pointer: body.base, node: body.root)
        }
        // Alert text from outside the body counts (an FCM message's notification, which FCM puts
        // into aps.alert).
        if context.pushType == .alert, let aps = body.aps, body.apsIsObject,
            !(body.has(.alert) || body.hasAlertText || body.has(.badge) || body.has(.sound))
        {
            run.report(
                .apns.pushTypeAlertNoContent, "push type alert but aps has no alert, badge or sound",
                pointer: body.apsPointer, node: aps.value)
        }
    }

    /// `apns.widgets-shape` and `apns.mdm-shape`: bodies that must hold one key only.
    private static func checkShapes(_ run: inout ValidationRun, body: APNsBody, context: APNsCheckContext) {
        let document = body.document
        let widgetsLike =
            context.pushType(in: .widgets, .controls) || (context.pushType == nil && body.has(.contentChanged))
        let isMDM = context.pushType == .mdm
        guard widgetsLike || isMDM else { return }
        for child in document.nodes.children(of: body.root) {
            if body.simulatorMetadata?.key == child.key { continue }
            let isAPS = body.aps?.key == child.key
            if isMDM {
                if body.mdmMember?.key != child.key {
                    run.report(
                        .apns.mdmShape, "an MDM body holds only \"mdm\"",
                        pointer: body.pointer(ofKey: child.key, under: body.base), node: child.key)
                }
            } else if !isAPS {
                run.report(
                    .apns.widgetsShape, "a widgets or controls push carries no custom keys",
                    pointer: body.pointer(ofKey: child.key, under: body.base), node: child.key)
            } else if body.apsIsObject {
                for member in document.nodes.children(of: child.value)
                where APNs.APSKey.table.key(at: member.key, in: document) != .contentChanged {
                    run.report(
                        .apns.widgetsShape, "a widgets or controls push's aps holds only \"content-changed\"",
                        pointer: body.pointer(ofKey: member.key, under: body.apsPointer), node: member.key)
                }
            }
        }
    }
}
