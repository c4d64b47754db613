import Testing

@testable import PushPayloads

/// Fitting as a family capability: the families whose documents are or carry an APNs body
/// declare it, and it fits as their own fitting functions do.
@Suite("Fitting of a kind")
struct FittingTests {
    static let long = #"{"aps":{"alert":"Hello world"}}"#

    @Test("APNs, Live Activity and FCM v1 kinds are fitted; other kinds are not")
    func kinds() {
        #expect(Set(PayloadFamily.fittedKinds) == [.apns, .liveActivity, .fcm, .fcmSendRequest, .fcmMessage])
        #expect(PayloadFamily.fitting(for: .mtpush) == nil)
        #expect(PayloadFamily.fitting(for: .fcmUserInfo) == nil)
        #expect(PayloadFamily.fitting(for: .apns)?.takesPushType == true)
        #expect(PayloadFamily.fitting(for: .fcm)?.carried?.member == "apns.payload")
    }

    @Test("an APNs body is fitted as APNs.Payload.fitting fits it")
    func apnsBody() throws {
        let options = APNs.FitOptions(maxBytes: 25)
        let fit = try #require(try PayloadFamily.fitting(for: .apns)?.fit(Array(Self.long.utf8), options: options))
        let direct = try APNs.Payload(jsonBytes: Array(Self.long.utf8)).fitting(options: options)
        #expect(fit.bytes == (try direct.payload.jsonBytes()))
        #expect(fit.diagnostics == direct.diagnostics && fit.byteCount == 25 && fit.limit == 25)
    }

    @Test("an FCM request's apns.payload is fitted, and a request without one has nothing to fit")
    func fcmRequest() throws {
        let fitting = try #require(PayloadFamily.fitting(for: .fcmSendRequest))
        let request = #"{"message":{"topic":"t","apns":{"payload":\#(Self.long)}}}"#
        let fit = try #require(try fitting.fit(Array(request.utf8), options: APNs.FitOptions(maxBytes: 25)))
        #expect(fit.limit == 25 && fit.byteCount <= 25)
        #expect(!fit.diagnostics.isEmpty)
        #expect(try fitting.fit(Array(#"{"message":{"topic":"t"}}"#.utf8)) == nil)
    }
}
