// Part of the reader fuzz target (Scripts/fuzz-smoke.sh): the FCM models. Any input that decodes
// as an HTTP v1 send request, message, legacy message or userInfo re-encodes to an equal model;
// a decoded legacy message converts to v1 requests or throws its conversion error.

func fuzzFCM(_ bytes: [UInt8]) {
    let decoder = PayloadDecoder()
    let encoder = PayloadEncoder()
    func roundTrips<T: Codable & Equatable>(_ type: T.Type) {
        guard let model = try? decoder.decode(type, from: bytes) else { return }
        guard let written = try? encoder.encode(model), let again = try? decoder.decode(type, from: written),
            again == model
        else {
            fatalError("\(type) round trip changed the model")
        }
    }
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
    let text = String(decoding: bytes.prefix(64), as: UTF8.self)
    if let duration = FCM.Duration(text: text), FCM.Duration(text: duration.text) != duration {
        fatalError("duration \(text) does not read back from \(duration.text)")
    }
}
