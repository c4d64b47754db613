// Part of the reader fuzz target (Scripts/fuzz-smoke.sh): the FCM models. Any input that decodes
// as an HTTP v1 send request, message, legacy message or userInfo re-encodes to an equal model;
// a decoded legacy message converts to v1 requests or throws its conversion error. Every input is
// validated as each FCM kind, and check counts exactly what validate reports.

func fuzzFCM(_ bytes: [UInt8]) {
    let decoder = PayloadDecoder()
    let encoder = PayloadEncoder()
    func roundTrips<T: Codable & Equatable>(_ type: T.Type) { fuzzRoundTrip(type, bytes) }
    roundTrips(FCM.SendRequest.self)
    roundTrips(FCM.Message.self)
    roundTrips(FCM.LegacyMessage.self)
    roundTrips(FCM.UserInfo.self)
    if let message = try? decoder.decode(FCM.Message.self, from: bytes) {
        _ = (message.target, message.data, message.android?.ttl, message.android?.notification?.vibrateTimings)
        _ = (message.apns?.payload, message.webpush?.notification, message.android?.notification?.lightSettings?.color)
    }
    if let legacy = try? decoder.decode(FCM.LegacyMessage.self, from: bytes) {
        for request in (try? legacy.v1Requests(now: 1_767_225_600)) ?? [] {
            guard (try? encoder.encode(request)) != nil else { fatalError("a converted request does not encode") }
        }
    }
    if let info = try? decoder.decode(FCM.UserInfo.self, from: bytes) {
        _ = (info.aps, info.messageID, info.sendTime, info.campaignID, info.data, info.image)
    }
    var appleTarget = ValidationOptions()
    appleTarget.fcm.appleTarget = true
    for (kind, options) in [
        (PayloadKind.fcm, appleTarget), (.fcmLegacy, ValidationOptions()), (.fcmUserInfo, ValidationOptions()),
    ] {
        let report = PayloadValidator.validate(bytes, as: kind, options: options)
        let summary = PayloadValidator.check(bytes, as: kind, options: options)
        guard summary.errors == report.count(of: .error), summary.warnings == report.count(of: .warning),
            summary.infos == report.count(of: .info)
        else {
            fatalError("check and validate disagree as \(kind)")
        }
    }
    if let text = String(validating: bytes.prefix(4096), as: UTF8.self) {
        _ = TopicCondition.parse(text)
        _ = URLFormat.isWebURL(text)
    }
    let text = String(decoding: bytes.prefix(64), as: UTF8.self)
    let parsed = try? FCM.Duration(parsing: text)
    if let duration = parsed, (try? FCM.Duration(parsing: duration.text)) != duration {
        fatalError("duration \(text) does not read back from \(duration.text)")
    }
    // A literal is the duration the text reads as, or keeps the text.
    let literal = FCM.Duration(stringLiteral: text)
    guard literal == parsed ?? literal, parsed != nil || literal.text == text else {
        fatalError("the literal \(text) is \(literal.text)")
    }
}

/// A model decoded from the input re-encodes to bytes that decode to an equal model.
func fuzzRoundTrip<T: Codable & Equatable>(_ type: T.Type, _ bytes: [UInt8]) {
    let decoder = PayloadDecoder()
    guard let model = try? decoder.decode(type, from: bytes) else { return }
    guard let written = try? PayloadEncoder().encode(model), let again = try? decoder.decode(type, from: written),
        again == model
    else {
        fatalError("\(type) round trip changed the model")
    }
}
