/// The `fcm.*` rules of HTTP v1 messages, evaluated on the tape of the send request or message.
///
/// Each proto object is read once (``read(_:_:as:)``: the field rules); the checks of each part
/// of the message (targets, data, Android, Web Push, Apple) then work on what was read.
enum FCMChecks {
    /// The objects of a message, read.
    struct Message {
        var message: FCMMembers
        var notification: FCMMembers?
        var android: FCMMembers?
        var androidNotification: FCMMembers?
        var webpush: FCMMembers?
        var apns: FCMMembers?
        var apnsOptions: FCMMembers?
        /// Whether the target is a topic or a condition (the 2048-byte data limit).
        var toTopics = false
    }

    /// The two HTTP v1 documents, each with its document kind.
    enum Document: FamilyDocument {
        case sendRequest, message

        var kind: PayloadKind { self == .sendRequest ? .fcmSendRequest : .fcmMessage }

        /// A root `message` or `validate_only` makes a send request.
        init(keysOf document: JSONDocument) {
            self = FCMChecks.isSendRequest(document) ? .sendRequest : .message
        }
    }

    /// Kind `fcm` (a send request (`message`, `validate_only`) or a bare message, as the keys show)
    /// or a document kind.
    static func validateV1(_ run: inout ValidationRun, kind: PayloadKind, size: BodySize) -> FamilyOutcome {
        let document = run.document
        guard Document(kind: kind, document: document) == .sendRequest else {
            checkMessage(&run, node: 0)
            return FamilyOutcome(size: size)
        }
        // A request without a message object gets that finding alone.
        let message = document.nodes.children(of: 0).first {
            FCMField.table.key(at: $0.key, in: document) == .message && document.kind(of: $0.value) != .null
        }
        guard let message, document.kind(of: message.value) == .object else {
            if let message {
                run.report(
                    .fcm.requestShape,
                    "\"message\" must be a Message object, found \(document.kind(of: message.value).article)",
                    pointer: JSONPointer(tokens: [document.string(at: message.key)]), node: message.value)
            } else {
                run.report(
                    .fcm.requestShape, "a send request needs \"message\": {\"message\": {...}, \"validate_only\": ...}",
                    pointer: JSONPointer(), node: 0)
            }
            return FamilyOutcome(size: size)
        }
        let request = read(&run, 0, as: .sendRequest)
        if let flag = request[.validateOnly], document.kind(of: flag.value) == .true {
            run.report(
                .fcm.validateOnly, "validate_only is true: FCM checks the message and does not deliver it",
                pointer: request.pointer(.validateOnly), node: flag.value)
        }
        if let message = request[.message] {
            checkMessage(&run, node: message.value)
        }
        return FamilyOutcome(size: size)
    }

    /// Whether the root is a send request rather than a bare message.
    static func isSendRequest(_ document: JSONDocument) -> Bool {
        document.nodes.children(of: 0).contains { child in
            let field = FCMField.table.key(at: child.key, in: document)
            return field == .message || field == .validateOnly
        }
    }

    /// Every rule of one message.
    static func checkMessage(_ run: inout ValidationRun, node: Int) {
        var parts = Message(message: read(&run, node, as: .message))
        let message = parts.message
        if let key = message.keyNode(.name) {
            run.report(
                .fcm.outputOnlyField, "message.name is output only: FCM ignores it on send",
                pointer: message.pointer(.name), node: key)
        }
        parts.toTopics = checkTarget(&run, message)
        readAppleParts(&run, into: &parts)
        if let data = message[.data] {
            checkDataMap(
                &run, data, at: message.pointer(.data), toTopics: parts.toTopics,
                payload: parts.apns?[.payload]?.value ?? -1)
        }
        _ = read(&run, .fcmOptions, of: message)
        if let android = read(&run, .android, of: message) {
            parts.android = android
            parts.androidNotification = checkAndroid(&run, android, toTopics: parts.toTopics)
        }
        parts.webpush = read(&run, .webpush, of: message)
        if let webpush = parts.webpush { checkWebpush(&run, webpush, toTopics: parts.toTopics) }
        let payload = checkApple(&run, parts)
        checkImages(&run, parts, payload: payload)
        checkMessageSize(&run, message)
    }

    /// The objects the APNs body FCM builds is made of: `notification`, `apns` and
    /// `apns.fcm_options`.
    static func readAppleParts(_ run: inout ValidationRun, into parts: inout Message) {
        parts.notification = read(&run, .notification, of: parts.message)
        parts.apns = read(&run, .apns, of: parts.message)
        parts.apnsOptions = parts.apns.flatMap { read(&run, .fcmOptions, of: $0) }
    }

    /// A message's target fields, of which it has exactly one.
    static let targets: [FCMField] = [.token, .topic, .condition, .fid]

    /// The target rules; whether the target is a topic or a condition.
    private static func checkTarget(_ run: inout ValidationRun, _ message: FCMMembers) -> Bool {
        let document = run.document
        let given = targets.reduce(0) { $0 + (message.isGiven($1) ? 1 : 0) }
        if given != 1 {
            run.report(
                .fcm.targetCount,
                given == 0
                    ? "the message has no target: give one of token, topic, condition or fid"
                    : "the message has \(given) targets (\(targets.filter(message.isGiven).map(\.name).joined(separator: ", "))); give exactly one",
                pointer: message.pointer, node: message.node)
        }
        for field in targets {
            guard let member = message[field] else { continue }
            switch field {
            case .token:
                run.report(
                    .fcm.tokenDeprecated, "the Admin SDKs mark the token target deprecated in favour of fid",
                    pointer: message.pointer(field), node: member.value)
            case .fid:
                run.report(
                    .fcm.fidTarget, "the fid target is new; check that your project accepts it",
                    pointer: message.pointer(field), node: member.value)
            default: break
            }
            guard document.isNonEmptyString(member.value) else {
                run.report(
                    .fcm.targetEmpty, "\(field.name) is empty", pointer: message.pointer(field), node: member.value)
                continue
            }
            if field == .topic {
                checkTopic(&run, document.string(at: member.value), pointer: message.pointer(field), node: member.value)
            }
            if field == .condition {
                checkCondition(
                    &run, document.string(at: member.value), pointer: message.pointer(field), node: member.value)
            }
        }
        return message.isGiven(.topic) || message.isGiven(.condition)
    }

    private static func checkTopic(
        _ run: inout ValidationRun, _ topic: String, pointer: @autoclosure () -> JSONPointer, node: Int
    ) {
        var name = Substring(topic)
        if topic.hasPrefix(TopicName.prefix) {
            run.report(
                .fcm.topicPrefix, "topic starts with \"/topics/\"; give the bare name", pointer: pointer(), node: node)
            name = name.dropFirst(TopicName.prefix.count)
        }
        if !TopicName.isValid(name) {
            run.report(
                .fcm.topicFormat, "topic \"\(name.prefix(60))\" is not 1–900 characters of a-z A-Z 0-9 - _ . ~ %",
                pointer: pointer(), node: node)
        }
    }

    private static func checkCondition(
        _ run: inout ValidationRun, _ text: String, pointer: @autoclosure () -> JSONPointer, node: Int
    ) {
        switch TopicCondition.parse(text) {
        case .failure(let error):
            run.report(.fcm.conditionSyntax, "condition: \(error.description)", pointer: pointer(), node: node)
        case .success(let condition):
            if condition.hasDoubleQuotes {
                run.report(
                    .fcm.conditionQuotes, "condition quotes a topic with double quotes; use single quotes",
                    pointer: pointer(), node: node)
            }
            if condition.hasUnspacedOperator {
                run.report(
                    .fcm.conditionSpacing, "condition has && or || without a space on each side", pointer: pointer(),
                    node: node)
            }
            if condition.distinctTopicCount > 5 {
                run.report(
                    .fcm.conditionTopicCount, "condition names \(condition.distinctTopicCount) topics; at most 5",
                    pointer: pointer(), node: node)
            } else if condition.topics.count > 5 {
                run.report(
                    .fcm.conditionRepeatedTopic,
                    "condition has \(condition.topics.count) topic operands (\(condition.distinctTopicCount) distinct)",
                    pointer: pointer(), node: node)
            }
        }
    }

    /// The longest `analytics_label`, in characters of the topic character set.
    static let analyticsLabelMaximumLength = 50

    /// `fcm.message-too-large`: the message, compact, over 4096 bytes.
    private static func checkMessageSize(_ run: inout ValidationRun, _ message: FCMMembers) {
        let document = run.document
        // The message is the root or the send request's `message` member: either way the reader's count.
        let size =
            message.node == 0
            ? document.compactByteCount(ofNode: 0) : document.compactByteCount(ofRootMember: message.node)
        guard size > FCM.messageMaxBytes, run.isEnabled(.fcm.messageTooLarge) else { return }
        let details =
            run.rendersFindings
            ? SizeDetails(
                size: size, limit: FCM.messageMaxBytes, limitName: "FCM message", measure: .compact, compactSize: nil,
                contributors: SizeContributors.largest(
                    in: document, under: message.node, at: message.pointer, measure: .compact, total: size))
            : nil
        run.report(
            .fcm.messageTooLarge, details?.sentence(subject: "the message") ?? "", pointer: message.pointer,
            byteRange: document.byteRange(of: message.node), size: details)
    }
}
