/// `fcm.apns-payload-too-large`: the APNs body FCM builds for Apple devices, measured compact.
extension FCMChecks {
    /// The body FCM sends to APNs: `apns.payload`, then each `message.data` entry that is not
    /// already a top-level key as a string member, `notification.title`/`body` as the alert's when
    /// the payload's alert lacks them (a string alert is left alone), and
    /// `fcm_options.image` (from `apns.fcm_options.image`, else `notification.image`) when the
    /// payload has no `fcm_options`.
    static func builtBody(_ parts: Message, in document: JSONDocument) -> JSONValue {
        builtBody(parts, additions(parts, in: document), in: document)
    }

    /// What FCM adds to `apns.payload` to build the body: the data entries whose key the payload
    /// lacks, the alert text the payload's alert lacks, and the image.
    struct Additions {
        var data: [(key: Int, value: Int)] = []
        var alert: [(name: String, text: String)] = []
        var image: String?

        var isEmpty: Bool { data.isEmpty && alert.isEmpty && image == nil }
    }

    /// The additions of ``builtBody(_:in:)``, read from the document without building anything.
    static func additions(_ parts: Message, in document: JSONDocument) -> Additions {
        var additions = Additions()
        let payload = parts.apns?[.payload].flatMap { document.kind(of: $0.value) == .object ? $0.value : nil }
        func payloadMember(_ name: String) -> Int? { payload.flatMap { document.member(named: name, in: $0)?.value } }
        if let data = parts.message[.data] {
            // The payload's keys, compared as text (a hashed set: a payload may have many).
            var taken = Set(payload.map { document.nodes.children(of: $0).map { document.string(at: $0.key) } } ?? [])
            for child in document.nodes.children(of: data.value)
            where taken.insert(document.string(at: child.key)).inserted {
                additions.data.append(child)
            }
        }
        if let notification = parts.notification {
            let aps = payloadMember("aps").flatMap { document.kind(of: $0) == .object ? $0 : nil }
            let alert = aps.flatMap { document.member(named: "alert", in: $0)?.value }
            if alert.map({ document.kind(of: $0) != .string }) ?? true {
                let object = alert.flatMap { document.kind(of: $0) == .object ? $0 : nil }
                for case (let name, let text?) in [
                    ("title", notification.string(.title)), ("body", notification.string(.body)),
                ] where object.flatMap({ document.member(named: name, in: $0) }) == nil {
                    additions.alert.append((name, text))
                }
            }
        }
        let image = parts.apnsOptions?.string(.image) ?? parts.notification?.string(.image)
        if let image, payloadMember("fcm_options") == nil,
            !additions.data.contains(where: { document.keyEquals($0.key, "fcm_options") })
        {
            additions.image = image
        }
        return additions
    }

    /// The body of `apns.payload` with `additions`.
    private static func builtBody(_ parts: Message, _ additions: Additions, in document: JSONDocument) -> JSONValue {
        var body = parts.apns?[.payload].flatMap { document.value(at: $0.value).objectValue } ?? JSONObject()
        for entry in additions.data {
            body.append(key: document.string(at: entry.key), value: document.value(at: entry.value))
        }
        if !additions.alert.isEmpty {
            var aps = body["aps"]?.objectValue ?? JSONObject()
            var alert = aps["alert"]?.objectValue ?? JSONObject()
            for (name, text) in additions.alert { alert.append(key: name, value: .string(text)) }
            aps["alert"] = .object(alert)
            if body.contains(key: "aps") {
                body["aps"] = .object(aps)
            } else {
                body.members.insert(JSONObject.Member(key: "aps", value: .object(aps)), at: 0)
            }
        }
        if let image = additions.image { body.append(key: "fcm_options", value: .object(["image": .string(image)])) }
        return .object(body)
    }

    /// The compact size of the built body and its largest members. When FCM adds nothing, the body
    /// is `apns.payload` as it is, measured in the document without building it (a payload of many
    /// custom keys costs no copy); else it is built and read.
    static func measureBuiltBody(_ parts: Message, in document: JSONDocument, contributors: Bool)
        -> (size: Int, contributors: [SizeDetails.Contributor])
    {
        let additions = additions(parts, in: document)
        if additions.isEmpty, let payload = parts.apns?[.payload], document.kind(of: payload.value) == .object {
            let size = document.compactByteCount(ofNode: payload.value)
            let largest =
                contributors
                ? SizeContributors.largest(in: document, under: payload.value, measure: .compact, total: size) : []
            return (size, largest)
        }
        let bytes = builtBody(parts, additions, in: document).jsonBytes()
        guard contributors else { return (bytes.count, []) }
        let largest = (try? JSONReader.read(bytes)).map {
            SizeContributors.largest(in: $0, measure: .compact, total: bytes.count)
        }
        return (bytes.count, largest ?? [])
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
        let (size, contributors) = measureBuiltBody(parts, in: document, contributors: run.rendersFindings)
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
                    contributors: contributors)
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
        var message = 0
        if isSendRequest(document) {
            guard let member = read(&run, 0, as: .sendRequest)[.message] else { return nil }
            message = member.value
        }
        var parts = Message(message: read(&run, message, as: .message))
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
