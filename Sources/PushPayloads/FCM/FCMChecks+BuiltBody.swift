/// `fcm.apns-payload-too-large`: the APNs body FCM builds for Apple devices, measured compact.
extension FCMChecks {
    /// The body FCM sends to APNs: `apns.payload`, then each `message.data` entry that is not
    /// already a top-level key as a string member, `notification.title`/`body` as the alert's when
    /// the payload's alert lacks them (a string alert is left alone), and
    /// `fcm_options.image` (from `apns.fcm_options.image`, else `notification.image`) when the
    /// payload has no `fcm_options`.
    static func builtBody(_ parts: Message, in document: JSONDocument) -> JSONValue {
        var body = parts.apns?[.payload].flatMap { document.value(at: $0.value).objectValue } ?? JSONObject()
        if let data = parts.message[.data] {
            for child in document.nodes.children(of: data.value) {
                let key = document.string(at: child.key)
                guard !body.contains(key: key) else { continue }
                body.append(key: key, value: document.value(at: child.value))
            }
        }
        if let notification = parts.notification {
            let text = [("title", notification.string(.title)), ("body", notification.string(.body))]
            var aps = body["aps"]?.objectValue ?? JSONObject()
            if case .string? = aps["alert"] {
            } else if text.contains(where: { $0.1 != nil }) {
                var alert = aps["alert"]?.objectValue ?? JSONObject()
                for case (let name, let value?) in text where !alert.contains(key: name) {
                    alert.append(key: name, value: .string(value))
                }
                aps["alert"] = .object(alert)
                if body.contains(key: "aps") {
                    body["aps"] = .object(aps)
                } else {
                    body.members.insert(JSONObject.Member(key: "aps", value: .object(aps)), at: 0)
                }
            }
        }
        let image = parts.apnsOptions?.string(.image) ?? parts.notification?.string(.image)
        if let image, !body.contains(key: "fcm_options") {
            body.append(key: "fcm_options", value: .object(["image": .string(image)]))
        }
        return .object(body)
    }

    /// The limit of the built body: 5120 bytes when the `apns-push-type` header, read as the APNs
    /// rules read it (``apnsRequest(_:)``), says VoIP, else 4096.
    static func builtBodyLimit(pushType: APNs.PushType?) -> Int {
        APNs.payloadMaxBytes(for: pushType)
    }

    /// Compares the built body with its limit.
    static func checkBuiltBody(_ run: inout ValidationRun, _ parts: Message, pushType: APNs.PushType?) {
        let document = run.document
        let isVoIP = pushType == .voip
        let limit = builtBodyLimit(pushType: pushType)
        // A bound that needs no building: everything the body can hold, with room for the members'
        // punctuation. Most messages are far below it.
        guard upperBound(parts, in: document) * 10 >= limit * 9 else { return }
        let body = builtBody(parts, in: document)
        let bytes = body.jsonBytes()
        let size = bytes.count
        let place: (pointer: JSONPointer, node: Int) =
            if let apns = parts.apns {
                apns[.payload].map { (apns.pointer(.payload), $0.value) } ?? (apns.pointer, apns.node)
            } else {
                (parts.message.pointer, parts.message.node)
            }
        let limitName = isVoIP ? "APNs voip, as FCM builds it" : "APNs, as FCM builds it"
        if size > limit {
            let details =
                run.rendersFindings
                ? SizeDetails(
                    size: size, limit: limit, limitName: limitName, measure: .compact, compactSize: nil,
                    contributors: (try? JSONReader.read(bytes)).map {
                        SizeContributors.largest(in: $0, measure: .compact, total: size)
                    } ?? [])
                : nil
            run.report(
                .fcm.apnsPayloadTooLarge, details?.sentence(subject: "the APNs body FCM builds") ?? "",
                pointer: place.pointer, byteRange: document.byteRange(of: place.node), size: details)
        } else if size * 10 >= limit * 9 {
            run.report(
                .apnsRequest.payloadNearLimit,
                "the APNs body FCM builds is \(size.grouped) bytes, \(size * 100 / limit) % of the \(limit)-byte limit; FCM adds metadata of its own",
                pointer: place.pointer, byteRange: document.byteRange(of: place.node))
        }
    }

    /// The message of a send request (`message`) or of a bare message (the root), read as the
    /// checks read it, with the parts the built body is made of; `nil` when the root is not an
    /// object or a send request has no message object.
    static func appleParts(of document: JSONDocument) -> Message? {
        guard document.kind(of: 0) == .object else { return nil }
        // The findings of reading are the checks' to report; this run only reads.
        var run = ValidationRun(document: document, options: ValidationOptions(), rendersFindings: false)
        let slots = FCMSlots()
        var message = 0
        if isSendRequest(document) {
            guard let member = read(&run, 0, as: .sendRequest, into: slots)[.message] else { return nil }
            message = member.value
        }
        var parts = Message(message: read(&run, message, as: .message, into: slots))
        readAppleParts(&run, into: &parts)
        return parts
    }

    /// At least the built body's size, from the sizes of its parts.
    private static func upperBound(_ parts: Message, in document: JSONDocument) -> Int {
        var bound = parts.apns?[.payload].map { document.compactByteCount(ofNode: $0.value) } ?? 2
        if let data = parts.message[.data] {
            for child in document.nodes.children(of: data.value) {
                bound +=
                    document.compactByteCount(ofNode: child.key) + document.compactByteCount(ofNode: child.value) + 2
            }
        }
        func add(_ object: FCMMembers?, _ field: FCMField) {
            if let member = object?[field] { bound += document.compactByteCount(ofNode: member.value) + 20 }
        }
        for field in [FCMField.title, .body, .image] {
            add(parts.notification, field)
            add(parts.apnsOptions, field)
        }
        return bound + 40
    }
}
