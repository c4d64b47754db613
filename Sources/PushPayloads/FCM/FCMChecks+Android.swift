/// The rules of `android` and `webpush`.
extension FCMChecks {
    /// `android` and its notification; the notification, read.
    static func checkAndroid(_ run: inout ValidationRun, _ android: FCMMembers, toTopics: Bool) -> FCMMembers? {
        let document = run.document
        if let data = android[.data] {
            checkDataMap(&run, data, at: android.pointer(.data), toTopics: toTopics)
        }
        checkEnum(&run, android, .priority)
        if let ttl = android[.ttl] {
            checkDuration(&run, ttl.value, at: android.pointer(.ttl), maximum: FCM.maximumTTLSeconds)
        }
        if let collapseKey = android[.collapseKey] {
            run.report(
                .fcm.collapseKeyLimit, "a device keeps at most 4 different collapse keys at a time",
                pointer: android.pointer(.collapseKey), node: collapseKey.value)
        }
        _ = read(&run, .fcmOptions, of: android)
        guard let notification = read(&run, .notification, of: android) else { return nil }
        checkEnum(&run, notification, .notificationPriority)
        checkEnum(&run, notification, .visibility)
        checkEnum(&run, notification, .proxy)
        if let key = notification.keyNode(.bypassProxyNotification) {
            run.report(
                .fcm.deprecatedField, "bypass_proxy_notification is deprecated; use proxy",
                pointer: notification.pointer(.bypassProxyNotification), node: key)
        }
        for (args, key) in [(FCMField.titleLocArgs, FCMField.titleLocKey), (.bodyLocArgs, .bodyLocKey)] {
            guard notification.isGiven(key) else {
                if notification.isGiven(args) {
                    run.report(
                        .fcm.locArgsWithoutKey, "\(args.name) without \(key.name): the Admin SDKs refuse it",
                        pointer: notification.pointer(args), node: notification.keyNode(args) ?? notification.node)
                }
                continue
            }
            if let keyMember = notification[key], !run.options.strings.isEmpty {
                localization.check(
                    &run, keyNode: keyMember.value, keyName: key.name, argsNode: notification[args]?.value,
                    argsName: args.name)
            }
        }
        if let timings = notification[.vibrateTimings] {
            for (index, element) in document.nodes.children(of: timings.value).enumerated()
            where document.kind(of: element.value) == .string {
                checkDuration(&run, element.value, at: notification.pointer(.vibrateTimings).appending(index: index))
            }
        }
        if let settings = read(&run, .lightSettings, of: notification) { checkLightSettings(&run, settings) }
        return notification
    }

    /// The localization rules, on Android's resources.
    static let localization = LocalizationCheck(
        platform: .android,
        rules: LocalizationCheck.Rules(
            keyUnknown: .fcm.locKeyUnknown, keyUntranslated: .fcm.locKeyUntranslated, argsCount: .fcm.locArgsCount,
            argsUnused: .fcm.locArgsUnused, formatType: .fcm.locFormatType))

    /// `fcm.light-settings` and the two durations.
    private static func checkLightSettings(_ run: inout ValidationRun, _ settings: FCMMembers) {
        let document = run.document
        for field: FCMField in [.color, .lightOnDuration, .lightOffDuration] where !settings.isGiven(field) {
            run.report(
                .fcm.lightSettings, "light_settings needs \(field.name)", pointer: settings.pointer, node: settings.node
            )
        }
        if let color = settings[.color], !isLightColor(color.value, in: document) {
            run.report(
                .fcm.lightSettings,
                "light_settings.color must be an object {red, green, blue, alpha} of numbers in [0, 1], found \(document.text(of: color.value))",
                pointer: settings.pointer(.color), node: color.value)
        }
        for field: FCMField in [.lightOnDuration, .lightOffDuration] {
            if let member = settings[field] { checkDuration(&run, member.value, at: settings.pointer(field)) }
        }
    }

    private static func isLightColor(_ node: Int, in document: JSONDocument) -> Bool {
        guard document.kind(of: node) == .object else { return false }
        return document.nodes.children(of: node).allSatisfy { child in
            guard ["red", "green", "blue", "alpha"].contains(where: { document.keyEquals(child.key, $0) }) else {
                return false
            }
            guard let value = document.double(at: child.value) else { return false }
            return (0...1).contains(value)
        }
    }

    /// An enum field: a name (or an SDK spelling) or an integer in range.
    private static func checkEnum(_ run: inout ValidationRun, _ object: FCMMembers, _ field: FCMField) {
        guard let member = object[field], case .protoEnum(let type)? = object.table.type(of: field) else { return }
        let document = run.document
        if document.kind(of: member.value) == .number {
            if document.isInteger(member.value, in: 0...(type.names.count - 1)) {
                run.report(
                    .fcm.enumInteger, "\(field.name) is given as a number; the name is clearer",
                    pointer: object.pointer(field), node: member.value)
            } else {
                run.report(
                    type.rule,
                    "\(field.name) \(document.text(of: member.value)) is not one of \(type.names.count) values",
                    pointer: object.pointer(field), node: member.value)
            }
            return
        }
        guard !document.string(at: member.value, isOneOf: type.names),
            !document.string(at: member.value, isOneOf: type.aliases)
        else { return }
        run.report(
            type.rule,
            "\(field.name) \"\(document.string(at: member.value).prefix(40))\" is not one of \((type.aliases + type.names).joined(separator: ", "))",
            pointer: object.pointer(field), node: member.value)
    }

    /// `fcm.ttl-format`, and `fcm.ttl-range` when there is a maximum.
    private static func checkDuration(
        _ run: inout ValidationRun, _ node: Int, at place: @autoclosure () -> JSONPointer, maximum: Int? = nil
    ) {
        let text = run.document.string(at: node)
        guard FCM.Duration.isWellFormed(text) else {
            // A minus sign is what makes most malformed durations: say so rather than the format.
            let problem =
                text.hasPrefix("-") && FCM.Duration.isWellFormed(String(text.dropFirst()))
                ? "is negative; a duration is 0 or more seconds" : "is not seconds with an s, such as \"3.5s\""
            run.report(.fcm.ttlFormat, "duration \"\(text.prefix(40))\" \(problem)", pointer: place(), node: node)
            return
        }
        guard let maximum else { return }
        let duration = try? FCM.Duration(parsing: text)
        if duration.map({ $0 > FCM.Duration(seconds: Int64(maximum)) }) ?? true {
            run.report(
                .fcm.ttlRange, "ttl \(text.prefix(40)) is over \(maximum)s (28 days)", pointer: place(), node: node)
        }
    }

    /// RFC 3339: `^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$` (``Grammar/timestamp``).
    @Sendable static func isTimestamp(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func digits(_ range: Range<Int>) -> Bool {
            range.upperBound <= bytes.count && bytes[range].allSatisfy { (48...57).contains($0) }
        }
        func byte(_ index: Int, _ character: Character) -> Bool {
            index < bytes.count && bytes[index] == character.asciiValue
        }
        guard digits(0..<4), byte(4, "-"), digits(5..<7), byte(7, "-"), digits(8..<10), byte(10, "T"),
            digits(11..<13), byte(13, ":"), digits(14..<16), byte(16, ":"), digits(17..<19)
        else { return false }
        var index = 19
        if byte(index, ".") {
            let start = index + 1
            index = start
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            guard (1...9).contains(index - start) else { return false }
        }
        if byte(index, "Z") { return index + 1 == bytes.count }
        guard byte(index, "+") || byte(index, "-") else { return false }
        return digits((index + 1)..<(index + 3)) && byte(index + 3, ":") && digits((index + 4)..<(index + 6))
            && index + 6 == bytes.count
    }

    /// The values of the Web Push `Urgency` header.
    static let webpushUrgencies = ["very-low", "low", "normal", "high"]

    /// `webpush`: its data, headers, notification direction and link.
    static func checkWebpush(_ run: inout ValidationRun, _ webpush: FCMMembers, toTopics: Bool) {
        let document = run.document
        if let data = webpush[.data] { checkDataMap(&run, data, at: webpush.pointer(.data), toTopics: toTopics) }
        if let headers = webpush[.headers] {
            checkHeaderValues(&run, headers, at: webpush.pointer(.headers))
            for child in document.nodes.children(of: headers.value) where document.kind(of: child.value) == .string {
                func value() -> Substring { document.string(at: child.value).prefix(40) }
                if document.withStringBytes(child.key, { ASCIIFold.equals($0, "ttl") }) {
                    let isSeconds = document.withStringBytes(child.value) { digits in
                        !digits.isEmpty && digits.allSatisfy { (48...57).contains($0) }
                    }
                    if !isSeconds {
                        run.report(
                            .fcm.webpushHeader, "TTL \"\(value())\" is not a number of seconds", node: child.value)
                    }
                } else if document.withStringBytes(child.key, { ASCIIFold.equals($0, "urgency") }),
                    !document.string(at: child.value, isOneOf: webpushUrgencies)
                {
                    run.report(
                        .fcm.webpushHeader, "Urgency \"\(value())\" is not very-low, low, normal or high",
                        node: child.value)
                }
            }
        }
        if let notification = webpush[.notification], document.kind(of: notification.value) == .object {
            _ = WebNotificationKey.options.read(&run, notification.value, as: WebNotificationKey.reading)
        }
        _ = read(&run, .fcmOptions, of: webpush)
    }
}
