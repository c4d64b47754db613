// Part of the reader fuzz target (Scripts/fuzz-smoke.sh): the FingerPush, Altcraft and MTPush
// families. Any input that decodes as one of their models re-encodes to an equal model; every
// input is validated as each of the three kinds, and check counts exactly what validate reports.
// The input as text goes through the FingerPush code parser (an accepted string formats back to
// itself) and the MTPush value types (which throw, never trap).

func fuzzVendors(_ bytes: [UInt8]) {
    let decoder = PayloadDecoder()
    func roundTrips<T: Codable & Equatable>(_ type: T.Type) { fuzzRoundTrip(type, bytes) }
    roundTrips(FingerPush.UserInfo.self)
    roundTrips(FingerPush.Result.self)
    roundTrips(Altcraft.ResponseWithHttpCode.self)
    roundTrips(Altcraft.Response.self)
    roundTrips(Altcraft.SubscribeRequest.self)
    roundTrips(Altcraft.SubscriptionArguments.self)
    roundTrips(Altcraft.UserInfo.self)
    roundTrips(MTPush.UserInfo.self)
    roundTrips(MTPush.CustomMessage.self)
    roundTrips(MTPush.InAppMessage.self)
    roundTrips(MTPush.DeviceRequest.self)
    if let payload = try? decoder.decode(FingerPush.UserInfo.self, from: bytes) {
        _ = (payload.code, payload.messageTag, payload.custom, payload.aps)
    }
    if let value = try? decoder.decode(Altcraft.ResponseWithHttpCode.self, from: bytes) {
        let subscription = value.response?.profile?.subscription
        _ = (value.eventCode?.meaning(in: .sdkHead), subscription?.fields, subscription?.cats, subscription?.provider)
    }
    if let push = try? decoder.decode(Altcraft.UserInfo.self, from: bytes) { _ = push.buttons }
    if let request = try? decoder.decode(MTPush.DeviceRequest.self, from: bytes) {
        _ = (request.tags, request.removedTags, request.mobileNumber, request.isDeviceAPIForm)
    }
    var options = ValidationOptions()
    options.mtpush.tagTotalMaxBytes = 7000
    options.mtpush.liveActivityIDMaxBytes = nil
    options.altcraft.eventCodes = .sdk10
    for kind in [PayloadKind.fingerpush, .altcraft, .mtpush] {
        for options in [ValidationOptions(), options] {
            let report = PayloadValidator.validate(bytes, as: kind, options: options)
            let summary = PayloadValidator.check(bytes, as: kind, options: options)
            guard summary.errors == report.count(of: .error), summary.warnings == report.count(of: .warning),
                summary.infos == report.count(of: .info)
            else {
                fatalError("check and validate disagree as \(kind)")
            }
        }
    }
    let text = String(decoding: bytes.prefix(512), as: UTF8.self)
    do {
        let code = try FingerPush.Code(parsing: text)
        if code.description != text { fatalError("the code \(text) formats as \(code.description)") }
    } catch {
        if !(0...text.utf8.count).contains(error.byteOffset) { fatalError("code error offset \(error.byteOffset) out of range") }
    }
    _ = try? MTPush.Tag(text)
    _ = try? MTPush.Alias(text)
    _ = try? MTPush.MobileNumber(text)
    _ = try? MTPush.LiveActivityID(text)
}
