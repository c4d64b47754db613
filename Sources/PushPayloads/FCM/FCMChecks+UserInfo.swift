/// The `fcm.userinfo-*` rules: what an iOS app receives from FCM, checked as an APNs body too.
extension FCMChecks {
    /// Metadata keys the iOS SDK reads as strings.
    static let userInfoStringKeys = [
        "gcm.message_id", "gcm.n.e", "google.c.fid", "google.c.a.c_id", "google.c.a.c_l", "google.c.a.m_l",
        "gcm.app_link", "from",
    ]
    /// Metadata keys the iOS SDK reads as numbers (digit strings or integers).
    static let userInfoNumericKeys = [
        "google.c.sender.id", "google.c.a.ts", "google.c.a.udt", "google.c.a.tc", "gcm.ttl", "google.product_id",
    ]

    /// Whether a root key of a userInfo is FCM's or APNs's rather than the app's.
    static func isUserInfoMetadata(_ key: String) -> Bool {
        key == "aps" || key == "from" || key == "fcm_options" || key.hasPrefix("gcm.") || key.hasPrefix("google.")
    }

    /// Kind `fcm-userinfo`: the APNs body rules, the FCM metadata rules, the size as APNs limits it.
    static func validateUserInfo(_ run: inout ValidationRun, size: BodySize) -> FamilyOutcome {
        let document = run.document
        let received = APNsChecks.checkReceived(&run, size: size)
        let body = received.body
        var messageID = false
        var titled = false
        for child in document.nodes.children(of: 0) {
            let key = document.string(at: child.key)
            let pointer = JSONPointer(tokens: [key])
            let kind = document.kind(of: child.value)
            if key == "gcm.message_id" { messageID = true }
            if ["title", "body", "icon"].contains(key) { titled = true }
            if userInfoStringKeys.contains(key), kind != .string {
                run.report(
                    .fcmUserInfo.stringExpected, "\(key) is \(kind.article); FCM sends a string", pointer: pointer,
                    node: child.value)
            }
            if userInfoNumericKeys.contains(key), !isDigits(child.value, in: document) {
                run.report(
                    .fcmUserInfo.numeric, "\(key) \(document.text(of: child.value)) is neither digits nor an integer",
                    pointer: pointer, node: child.value)
            } else if key == "google.c.a.ts", isDigits(child.value, in: document),
                (document.kind(of: child.value) == .string
                    ? Double(document.string(at: child.value)) : document.double(at: child.value))
                    .map({ $0 > 100_000_000_000 }) == true
            {
                run.report(
                    .fcmUserInfo.timestampMS, "google.c.a.ts \(document.text(of: child.value)) looks like milliseconds",
                    pointer: pointer, node: child.value)
            }
            switch key {
            case "google.c.a.e" where !(kind == .string && document.string(at: child.value) == "1"):
                run.report(
                    .fcmUserInfo.analyticsFlag,
                    "google.c.a.e is \(document.text(of: child.value)), not \"1\": analytics are not logged",
                    pointer: pointer, node: child.value)
            case "gcm.app_link" where kind == .string && !URLFormat.isWebURL(document.string(at: child.value)):
                run.report(.fcmUserInfo.appLink, "gcm.app_link is not a URL", pointer: pointer, node: child.value)
            case "google.c.cm.lt_start", "google.c.cm.lt_end":
                if kind != .string || !isLocalDateTime(document.string(at: child.value)) {
                    run.report(
                        .fcmUserInfo.scheduleFormat,
                        "\(key) \(document.text(of: child.value)) is not yyyy-MM-dd HH:mm:ss",
                        pointer: pointer, node: child.value)
                }
            case "fcm_options":
                checkUserInfoImage(&run, child.value, body: body)
            default:
                if !isUserInfoMetadata(key), kind != .string {
                    run.report(
                        .fcmUserInfo.dataValue,
                        "app data \"\(key)\" is \(kind.article): it came from apns.payload, not data",
                        pointer: pointer, node: child.value)
                }
            }
        }
        if !messageID {
            run.report(
                .fcmUserInfo.messageIDMissing, "no gcm.message_id: FCM always sends one", pointer: JSONPointer(),
                node: 0
            )
            if body.aps == nil, titled {
                run.report(
                    .fcmUserInfo.directChannel,
                    "flat title/body/icon without aps: a direct-channel message, removed in FirebaseMessaging 7",
                    pointer: JSONPointer(), node: 0)
            }
        }
        var outcome = received.outcome
        outcome.limit?.rule = .fcmUserInfo.tooLarge
        return outcome
    }

    /// `fcm.userinfo-image` and `fcm.image-needs-mutable-content`.
    private static func checkUserInfoImage(_ run: inout ValidationRun, _ node: Int, body: APNsBody) {
        let document = run.document
        guard document.kind(of: node) == .object else {
            run.report(
                .fcmUserInfo.image, "fcm_options is \(document.kind(of: node).article), not an object",
                pointer: JSONPointer(tokens: ["fcm_options"]), node: node)
            return
        }
        guard let image = document.member(named: "image", in: node) else { return }
        let pointer = JSONPointer(tokens: ["fcm_options", "image"])
        if document.kind(of: image.value) != .string || !URLFormat.isWebURL(document.string(at: image.value)) {
            run.report(
                .fcmUserInfo.image, "fcm_options.image \(document.text(of: image.value)) is not a URL string",
                pointer: pointer, node: image.value)
        }
        if document.isNonEmptyString(image.value), !body.flag(.mutableContent, is: 1) {
            run.report(
                .fcm.imageNeedsMutableContent,
                "an image is attached but aps.mutable-content is not 1: the service extension does not run",
                pointer: pointer, node: image.value)
        }
    }

    /// A digit string or an integer.
    private static func isDigits(_ node: Int, in document: JSONDocument) -> Bool {
        switch document.kind(of: node) {
        case .string:
            let text = document.string(at: node)
            return !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) }
        case .number:
            return document.isInteger(node, in: Int.min...Int.max)
        default:
            return false
        }
    }

    /// `^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$`.
    private static func isLocalDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 19 else { return false }
        return bytes.enumerated().allSatisfy { index, byte in
            switch index {
            case 4, 7: byte == UInt8(ascii: "-")
            case 10: byte == UInt8(ascii: " ")
            case 13, 16: byte == UInt8(ascii: ":")
            default: (48...57).contains(byte)
            }
        }
    }
}
