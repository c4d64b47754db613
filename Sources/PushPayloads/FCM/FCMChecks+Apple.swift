/// The rules of `apns`: its headers, the APNs body in `payload` (checked by the APNs and Live
/// Activity rules with pointers under it), data-only messages, and the body FCM builds.
extension FCMChecks {
    /// The APNs request headers FCM passes on.
    static let apnsHeaderNames: [String] = [
        APNs.HeaderName.pushType, APNs.HeaderName.priority, APNs.HeaderName.expiration, APNs.HeaderName.collapseID,
        APNs.HeaderName.apnsID, APNs.HeaderName.topic,
    ]

    /// camelCase aliases of `aps` keys that only the Node Admin SDK translates, and their keys.
    static let camelCaseAPSKeys: [(alias: String, key: APNs.APSKey)] = [
        ("contentAvailable", .contentAvailable), ("mutableContent", .mutableContent), ("threadId", .threadID),
    ]

    /// The aliases of ``camelCaseAPSKeys``: `aps` keys the FCM rules judge, not the APNs ones.
    static let camelCaseAliases = camelCaseAPSKeys.map(\.alias)

    /// APNs rules about the request that FCM makes itself (it sets the topic, push type and priority
    /// from the message), not reported on an `apns` block.
    static let replacedAPNsRules: [Rule] = [
        .apnsRequest.topicMissing, .apns.pushTypeMissing, .apns.backgroundPriority, .apns.backgroundPriorityMissing,
    ]

    /// APNs rules that FCM states more strictly, reported as its own.
    static let substitutedAPNsRules: [(Rule, by: Rule)] = [
        (.apns.alertLocArgsWithoutKey, by: .fcm.locArgsWithoutKey),
        (.apns.soundNameMissing, by: .fcm.criticalSoundName),
    ]

    /// `apns`, and the FCM rules that judge the message as an Apple device receives it.
    /// Returns the APNs body of `apns.payload`, for the rules that read it afterwards.
    static func checkApple(_ run: inout ValidationRun, _ parts: Message) -> APNsBody? {
        let document = run.document
        guard let apns = parts.apns else {
            if run.options.fcm.appleTarget { checkBuiltBody(&run, parts, pushType: nil) }
            return nil
        }
        if let headers = apns[.headers] {
            checkHeaderValues(&run, headers, at: apns.pointer(.headers))
            for child in document.nodes.children(of: headers.value) {
                let isPassedOn = document.withStringBytes(child.key) { name in
                    apnsHeaderNames.contains { ASCIIFold.equals(name, $0) }
                }
                if !isPassedOn {
                    run.report(
                        .fcm.apnsHeaderUnknown,
                        "\"\(document.string(at: child.key))\" is not an APNs header FCM passes on", node: child.key)
                }
            }
        }
        let request = apnsRequest(apns)
        let places = HeaderPlaces(object: apns[.headers]?.value ?? apns.node, isHeaders: apns[.headers] != nil)
        var context = APNsCheckContext(pushType: nil, request: request, now: run.options.now)
        context.headerPlaces = places
        var body: APNsBody?
        if let payload = apns[.payload] {
            var payloadBody = APNsBody(&run, root: payload.value, claimed: camelCaseAliases)
            if parts.notification.map({ $0.hasText(.title) || $0.hasText(.body) }) == true {
                payloadBody.addAlertText()
            }
            if payloadBody.has(.event) {
                context.extendedAs = .liveActivity
                context.pushType = .liveActivity
            }
            body = payloadBody
        }
        run.suppressing(replacedAPNsRules) { run in
            run.substituting(substitutedAPNsRules) { run in
                if let body {
                    APNsChecks.run(&run, body: body, context: context)
                    if body.has(.event) {
                        LiveActivityChecks.run(
                            &run, body: body,
                            context: LiveActivityCheckContext(apns: context, options: run.options.liveActivity))
                    }
                } else {
                    APNsChecks.checkRequest(&run, request: request, context: context, isBackground: false)
                }
            }
        }
        if let body {
            checkCamelCaseKeys(&run, body)
            if let alert = body[.alert], parts.notification.map({ $0.isGiven(.title) || $0.isGiven(.body) }) == true {
                run.report(
                    .fcm.apnsOverridesNotification,
                    "notification text and apns.payload.aps.alert are both set: Apple devices show the APNs alert",
                    pointer: body.pointer(.alert), node: alert.value)
            }
        }
        checkLiveActivityToken(&run, apns, body: body)
        checkDataOnly(&run, parts, apns: apns, body: body, headers: places, request: request)
        checkBuiltBody(&run, parts, pushType: request.pushType)
        return body
    }

    /// The APNs request FCM makes: the string members of `apns.headers`, in order.
    static func apnsRequest(_ apns: FCMMembers) -> APNs.Request {
        let document = apns.document
        guard let headers = apns[.headers] else { return APNs.Request(headers: []) }
        var request: [APNs.Request.Header] = []
        request.reserveCapacity(document.nodes.childCount(of: headers.value))
        for child in document.nodes.children(of: headers.value) where document.kind(of: child.value) == .string {
            request.append(
                APNs.Request.Header(name: document.string(at: child.key), value: document.string(at: child.value)))
        }
        return APNs.Request(headers: request)
    }

    /// `fcm.aps-camelcase-key` and `fcm.aps-key-conflict`.
    private static func checkCamelCaseKeys(_ run: inout ValidationRun, _ body: APNsBody) {
        guard let aps = body.aps, body.apsIsObject else { return }
        let document = run.document
        for (alias, key) in camelCaseAPSKeys {
            guard let member = document.member(named: alias, in: aps.value) else { continue }
            let pointer = body.apsPointer.appending(key: alias)
            if body.has(key) {
                run.report(
                    .fcm.apsKeyConflict, "aps has both \"\(key.name)\" and its alias \"\(alias)\"", pointer: pointer,
                    node: member.key)
            } else {
                run.report(
                    .fcm.apsCamelcaseKey, "\"\(alias)\" is not an APNs key; write \"\(key.name)\"", pointer: pointer,
                    node: member.key)
            }
        }
    }

    /// `fcm.live-activity-payload`.
    private static func checkLiveActivityToken(_ run: inout ValidationRun, _ apns: FCMMembers, body: APNsBody?) {
        guard let token = apns[.liveActivityToken] else { return }
        let isLiveActivity = body.map { $0.has(.event) || $0.has(.timestamp) || $0.has(.contentState) } ?? false
        guard !isLiveActivity else { return }
        run.report(
            .fcm.liveActivityPayload,
            "live_activity_token is set, but apns.payload.aps has no event, timestamp or content-state",
            pointer: apns.pointer(.liveActivityToken), node: token.value)
    }

    /// The `fcm.ios-data-only-*` rules.
    private static func checkDataOnly(
        _ run: inout ValidationRun, _ parts: Message, apns: FCMMembers, body: APNsBody?, headers: HeaderPlaces,
        request: APNs.Request
    ) {
        let document = run.document
        let message = parts.message
        // A data message carries no notification for any platform (an Android or Web notification
        // makes it a notification message that merely shows nothing on Apple devices).
        let hasNotification =
            message.isGiven(.notification) || parts.android?.isGiven(.notification) == true
            || parts.webpush?.isGiven(.notification) == true
        guard !hasNotification, !apns.isGiven(.liveActivityToken) else { return }
        if let body, body.has(.alert) || body.has(.badge) || body.has(.sound) { return }
        let hasData = message[.data].map { document.nodes.childCount(of: $0.value, upTo: 1) > 0 } ?? false
        guard hasData || (body.map { $0.customCount > 0 } ?? false) else { return }
        if let body, !body.flag(.contentAvailable, is: 1) {
            let place: (JSONPointer, Int) =
                body[.contentAvailable].map { (body.pointer(.contentAvailable), $0.value) }
                ?? body.aps.map { (body.apsPointer, $0.value) } ?? (body.base, body.root)
            run.report(
                .fcm.iosDataOnlyContentAvailable,
                "a data-only message to Apple devices needs aps.content-available 1 to arrive as a background push",
                pointer: place.0, node: place.1)
        } else if body == nil {
            run.report(
                .fcm.iosDataOnlyContentAvailable,
                "a data-only message to Apple devices needs apns.payload.aps.content-available 1",
                pointer: apns.pointer, node: apns.node)
        }
        let priority = request.value(of: APNs.HeaderName.priority)
        if let priority, priority != "5" {
            headers.report(
                &run, .fcm.iosDataOnlyPriority, header: APNs.HeaderName.priority,
                "a data-only message is a background push: apns-priority must be 5, not \(priority)")
        }
        let pushType = request.value(of: APNs.HeaderName.pushType)
        if priority == nil || pushType == nil || pushType != "background" {
            headers.report(
                &run, .fcm.iosDataOnlyHeaders,
                header: pushType.map { $0 == "background" ? nil : APNs.HeaderName.pushType } ?? nil,
                "a data-only message should send apns-push-type background and apns-priority 5")
        }
    }

    /// The image rules: URLs, formats, and the mutable-content an attached image needs.
    static func checkImages(_ run: inout ValidationRun, _ parts: Message, payload: APNsBody?) {
        checkImage(&run, parts.notification)
        checkImage(&run, parts.androidNotification)
        checkImage(&run, parts.apnsOptions)
        let attached = parts.apnsOptions?.hasText(.image) == true ? parts.apnsOptions : parts.notification
        guard let attached, attached.hasText(.image), let image = attached[.image] else { return }
        guard payload?.flag(.mutableContent, is: 1) != true else { return }
        run.report(
            .fcm.imageNeedsMutableContent,
            "an image is set but apns.payload.aps.mutable-content is not 1: the service extension that attaches it does not run",
            pointer: attached.pointer(.image), node: image.value)
    }

    /// `fcm.image-url` and `fcm.image-format` for the `image` of one object.
    private static func checkImage(_ run: inout ValidationRun, _ object: FCMMembers?) {
        guard let object, let image = object[.image] else { return }
        let document = run.document
        let (isURL, isAnimated) = document.withStringBytes(image.value) { bytes in
            URLFormat.isWebURL(bytes) ? (true, isAnimatedOrVideo(bytes)) : (false, false)
        }
        func text() -> Substring { document.string(at: image.value).prefix(60) }
        if !isURL {
            run.report(
                .fcm.imageURL, "image \"\(text())\" is not an absolute http(s) URL", pointer: object.pointer(.image),
                node: image.value)
        } else if isAnimated {
            run.report(
                .fcm.imageFormat, "image \"\(text())\" is animated or a video: iOS only; Android takes still images",
                pointer: object.pointer(.image), node: image.value)
        }
    }

    /// Whether a URL's path ends in an animation or video extension.
    static func isAnimatedOrVideo(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count
        return animatedOrVideoExtensions.contains { suffix in
            end >= suffix.utf8.count
                && ASCIIFold.hasPrefix(UnsafeBufferPointer(rebasing: bytes[(end - suffix.utf8.count)..<end]), suffix)
        }
    }

    static let animatedOrVideoExtensions = [".gif", ".mp4", ".mov", ".m4v", ".webm", ".avi", ".mpg", ".mpeg", ".3gp"]
}
