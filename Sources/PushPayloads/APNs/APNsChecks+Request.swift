/// The request rules: headers, device token and authentication.
/// Their findings are about the request, not the body, so they carry no position.
extension APNsChecks {
    static func checkRequest(
        _ run: inout ValidationRun, request: APNs.Request, context: APNsCheckContext, isBackground: Bool
    ) {
        // A request has a few headers: each is compared with the ones before it, making nothing.
        let headers = request.headers
        for (index, header) in headers.enumerated() {
            let occurrence = headers[..<index].reduce(0) {
                $0 + (ASCIIFold.caselessEquals($1.name, header.name) ? 1 : 0)
            }
            guard occurrence > 0 else { continue }
            context.report(
                &run, .apnsRequest.headerDuplicate, header: header.name, occurrence: occurrence,
                "header \"\(header.name)\" is sent more than once")
        }
        checkPushTypeHeader(&run, request: request, context: context)
        checkPriority(&run, request: request, context: context, isBackground: isBackground)
        checkIdentifiers(&run, request: request, context: context)
        if let token = request.deviceToken {
            checkDeviceToken(&run, token, lenient: run.options.apns.lenientDeviceTokens)
        }
        if request.authentication == .certificate, let type = context.pushType,
            type == .location || type == .liveActivity
        {
            context.report(
                &run, .apnsRequest.tokenAuthRequired, header: nil,
                "push type \(type) needs token-based (.p8) authentication, not a certificate")
        }
    }

    private static func checkPushTypeHeader(
        _ run: inout ValidationRun, request: APNs.Request, context: APNsCheckContext
    ) {
        let topic = request.value(of: APNs.HeaderName.topic)
        checkPushTypeValue(&run, context: context)
        if context.pushType == .accessory || topic?.hasSuffix(APNs.PushType.accessory.topicSuffix ?? "") == true {
            context.report(
                &run, .apns.pushTypeUnconfirmed, header: APNs.HeaderName.pushType,
                "the accessory push type is documented only by APNSwift")
        }
        if context.pushType == nil {
            context.report(
                &run, .apns.pushTypeMissing, header: nil,
                "no apns-push-type header; it is required on watchOS and recommended everywhere")
        }
        guard let topic else {
            // A broadcast request names the app in its path (/4/broadcasts/apps/<bundle id>), not in a topic.
            if !request.isBroadcast {
                context.report(
                    &run, .apnsRequest.topicMissing, header: nil,
                    "no apns-topic header; token authentication requires it")
            }
            return
        }
        guard let type = context.pushType, type != .mdm, let suffix = type.topicSuffix else { return }
        if suffix.isEmpty {
            if let typed = APNs.PushType.suffixedTypes.first(where: { topic.hasSuffix($0.topicSuffix ?? "") }) {
                context.report(
                    &run, .apnsRequest.topicSuffix, header: APNs.HeaderName.topic,
                    "apns-topic \"\(topic)\" is a \(typed) topic, but the push type is \(type)")
            }
        } else if !topic.hasSuffix(suffix) {
            context.report(
                &run, .apnsRequest.topicSuffix, header: APNs.HeaderName.topic,
                "apns-topic for push type \(type) must end with \"\(suffix)\"; found \"\(topic)\"",
                expected: suffix, actual: topic)
        }
    }

    private static func checkPriority(
        _ run: inout ValidationRun, request: APNs.Request, context: APNsCheckContext, isBackground: Bool
    ) {
        guard let priority = request.value(of: APNs.HeaderName.priority) else {
            if isBackground {
                context.report(
                    &run, .apns.backgroundPriorityMissing, header: nil,
                    "background push without apns-priority: APNs assumes 10; send 5")
            }
            return
        }
        guard ["10", "5", "1"].contains(priority) else {
            context.report(
                &run, .apnsRequest.priorityValue, header: APNs.HeaderName.priority,
                "apns-priority \"\(priority)\" must be 10, 5 or 1", actual: priority)
            return
        }
        if isBackground, priority != "5" {
            context.report(
                &run, .apns.backgroundPriority, header: APNs.HeaderName.priority,
                "background pushes must be sent with apns-priority 5, not \(priority)")
        }
        if context.pushType == .liveActivity, priority == "1" {
            context.report(
                &run, .apnsRequest.priorityPushType, header: APNs.HeaderName.priority,
                "Live Activity pushes take apns-priority 10 or 5, not 1")
        }
        if context.pushType == .fileProvider, priority != "5" {
            context.report(
                &run, .apnsRequest.priorityFileprovider, header: APNs.HeaderName.priority,
                "fileprovider pushes are sent with apns-priority 5")
        }
    }

    private static func checkIdentifiers(_ run: inout ValidationRun, request: APNs.Request, context: APNsCheckContext) {
        if let collapseID = request.value(of: APNs.HeaderName.collapseID), collapseID.utf8.count > 64 {
            context.report(
                &run, .apnsRequest.collapseIDLength, header: APNs.HeaderName.collapseID,
                "apns-collapse-id is \(collapseID.utf8.count) bytes; the limit is 64")
        }
        if let apnsID = request.value(of: APNs.HeaderName.apnsID) {
            if !HeaderFormats.isUUID(apnsID) {
                context.report(
                    &run, .apnsRequest.apnsIDFormat, header: APNs.HeaderName.apnsID,
                    "apns-id \"\(apnsID)\" is not a canonical UUID (8-4-4-4-12 hex)")
            } else if apnsID.contains(where: \.isUppercase) {
                context.report(
                    &run, .apnsRequest.apnsIDUppercase, header: APNs.HeaderName.apnsID,
                    "apns-id \"\(apnsID)\" has uppercase hex; send it lowercase")
            }
        }
        guard let expiration = request.value(of: APNs.HeaderName.expiration) else { return }
        guard !expiration.isEmpty, expiration.utf8.allSatisfy({ (48...57).contains($0) }) else {
            context.report(
                &run, .apnsRequest.expirationFormat, header: APNs.HeaderName.expiration,
                "apns-expiration \"\(expiration)\" must be whole Unix seconds (digits only)")
            return
        }
        // More than 10^11 seconds is the year 5138: a millisecond timestamp.
        if expiration.count > 12 || (Int64(expiration) ?? 0) > 100_000_000_000 {
            context.report(
                &run, .apnsRequest.expirationMilliseconds, header: APNs.HeaderName.expiration,
                "apns-expiration \(expiration) looks like milliseconds; APNs takes seconds"
            )
        } else if let seconds = Int64(expiration), seconds != 0, let now = context.now, seconds < now {
            context.report(
                &run, .apnsRequest.expirationPast, header: APNs.HeaderName.expiration,
                "apns-expiration \(expiration) is in the past: APNs tries once, as with 0")
        }
    }

    /// `apns.device-token-*`; also used for the tokens inside MTPush and mPaaS documents, which
    /// pass the token's place in the document (a request's token has none).
    static func checkDeviceToken(
        _ run: inout ValidationRun, _ given: String, lenient: Bool, at place: (pointer: JSONPointer, node: Int)? = nil
    ) {
        func report(_ rule: Rule, _ message: @autoclosure () -> String) {
            if let place {
                run.report(rule, message(), pointer: place.pointer, node: place.node)
            } else {
                run.reportUnlocated(rule, message())
            }
        }
        let token = lenient ? String(given.filter { $0 != "<" && $0 != ">" && $0 != " " }) : given
        guard isDeviceTokenFormat(token) else {
            report(.apnsRequest.deviceTokenFormat, deviceTokenProblem(token, lenient: lenient))
            return
        }
        if token.utf8.count != 64 {
            report(
                .apnsRequest.deviceTokenLength, "the device token has \(token.utf8.count) hex digits, not the usual 64")
        }
        if token.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
            report(.apnsRequest.deviceTokenCase, "the device token has uppercase hex; the library uses lowercase")
        }
    }

    /// A token member of a document (mPaaS's and MTPush's `pushToken`): a string is checked as a
    /// device token, `null` passes where it unregisters, any other value is `apns.device-token-format`.
    static func checkDeviceTokenMember(
        _ run: inout ValidationRun, _ name: String, in object: Int, nullUnregisters: Bool = false
    ) {
        let document = run.document
        guard let token = document.member(named: name, in: object),
            !nullUnregisters || document.kind(of: token.value) != .null
        else { return }
        let pointer = JSONPointer(tokens: [name])
        if document.kind(of: token.value) == .string {
            checkDeviceToken(
                &run, document.string(at: token.value), lenient: run.options.apns.lenientDeviceTokens,
                at: (pointer, token.value))
        } else {
            run.report(
                .apnsRequest.deviceTokenFormat,
                "\"\(name)\" is \(document.kind(of: token.value).article); a token is a hex string",
                pointer: pointer, node: token.value)
        }
    }

    /// Whether a token is well formed: a non-empty, even number of hex digits.
    /// ``isDeviceTokenFormat(_:)`` as a regular expression (ECMA-262), for the schemas.
    static let deviceTokenPattern = "^(?:[0-9A-Fa-f]{2})+$"

    static func isDeviceTokenFormat(_ token: String) -> Bool {
        !token.isEmpty && token.utf8.allSatisfy(HeaderFormats.isHexDigit) && token.utf8.count % 2 == 0
    }
}

/// Formats of header values.
enum HeaderFormats {
    static func isHexDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
    }
}

extension APNsChecks {
    /// What is wrong with a device token, in words: empty, which character is not a hex digit, or
    /// an odd count; for the `<...>` description form, how to accept it.
    static func deviceTokenProblem(_ token: String, lenient: Bool) -> String {
        guard !token.isEmpty else { return "the device token is empty" }
        let shown = "\"\(token.prefix(80))\(token.count > 80 ? "…" : "")\""
        if !lenient, token.contains(where: { $0 == "<" || $0 == ">" || $0 == " " }) {
            return
                "the device token \(shown) has <, > or spaces (the NSData description form); send only its hex digits, or accept that form with lenientDeviceTokens (--lenient-token)"
        }
        if let bad = token.unicodeScalars.first(where: { !$0.isASCII || !HeaderFormats.isHexDigit(UInt8($0.value)) }) {
            return "the device token \(shown) has \"\(bad)\", which is not a hex digit (0-9, a-f)"
        }
        return "the device token \(shown) has \(token.utf8.count) hex digits, an odd number; each byte is two digits"
    }
}
