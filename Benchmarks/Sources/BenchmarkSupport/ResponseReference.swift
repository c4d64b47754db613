import Foundation
import PushPayloads

/// The response pairs' inputs: a recorded APNs 410 answer and an FCM HTTP v1 404 answer, as a
/// server's HTTP client hands them over (status, headers, body bytes), and the plain structs and
/// table a server would write to decode and classify them with Foundation.
public struct ResponseReference: Sendable {
    static let apnsID = "7c2d2e2a-1b1c-4d3e-8f00-0a1b2c3d4e5f"
    static let apnsHeaders: [(name: String, value: String)] = [("apns-id", apnsID)]
    static let apnsBody = Array(#"{"reason":"Unregistered","timestamp":1764288000000}"#.utf8)
    static let fcmHeaders: [(name: String, value: String)] = [("content-type", "application/json; charset=UTF-8")]
    static let fcmBody = Array(
        #"{"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND","details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"UNREGISTERED"}]}}"#
            .utf8)

    let apnsData = Data(apnsBody)
    let fcmData = Data(fcmBody)

    /// APNs' error body as plain structs.
    struct APNsWire: Decodable {
        let reason: String
        let timestamp: Int64?
    }

    /// FCM's error body as plain structs.
    struct FCMWire: Decodable {
        struct Status: Decodable {
            struct Detail: Decodable {
                let type: String
                let errorCode: String?
                enum CodingKeys: String, CodingKey {
                    case type = "@type"
                    case errorCode
                }
            }
            let code: Int
            let message: String
            let status: String
            let details: [Detail]?
        }
        let error: Status
    }

    /// What the Foundation side decides: the step's name and, for a dropped token, since when.
    struct Decision: Equatable {
        let step: String
        let since: Date?
    }

    /// The Foundation side's table: reason or code to step name.
    static let apnsSteps: [String: String] = [
        "BadDeviceToken": "drop-token", "DeviceTokenNotForTopic": "drop-token", "ExpiredToken": "drop-token",
        "Unregistered": "drop-token", "TooManyRequests": "retry", "InternalServerError": "retry",
        "ServiceUnavailable": "retry", "Shutdown": "retry", "ExpiredProviderToken": "fix-credentials",
    ]
    static let fcmSteps: [String: String] = [
        "UNREGISTERED": "drop-token", "SENDER_ID_MISMATCH": "drop-token", "QUOTA_EXCEEDED": "retry",
        "UNAVAILABLE": "retry", "INTERNAL": "retry", "THIRD_PARTY_AUTH_ERROR": "fix-credentials",
        "INVALID_ARGUMENT": "fix-request",
    ]

    /// The Foundation side of `decode-apns-response`.
    static func foundationAPNs(_ decoder: JSONDecoder, _ data: Data) throws -> (UUID?, Decision) {
        let id = apnsHeaders.first { $0.name.lowercased() == "apns-id" }.flatMap { UUID(uuidString: $0.value) }
        let wire = try decoder.decode(APNsWire.self, from: data)
        let since = wire.timestamp.map { Date(timeIntervalSince1970: Double($0) / 1000) }
        return (id, Decision(step: apnsSteps[wire.reason] ?? "give-up", since: since))
    }

    /// The Foundation side of `decode-fcm-response`.
    static func foundationFCM(_ decoder: JSONDecoder, _ data: Data) throws -> Decision {
        let wire = try decoder.decode(FCMWire.self, from: data)
        let code = wire.error.details?.first { $0.type.hasSuffix("FcmError") }?.errorCode
        return Decision(step: code.flatMap { fcmSteps[$0] } ?? "give-up", since: nil)
    }

    /// The library side of `decode-apns-response`.
    static func oursAPNs() throws -> (UUID?, NextStep) {
        let response = try APNs.Response(status: 410, headers: apnsHeaders, body: apnsBody)
        return (response.apnsID, response.nextStep)
    }

    /// The library side of `decode-fcm-response`.
    static func oursFCM() throws -> NextStep {
        try FCM.Response(status: 404, headers: fcmHeaders, body: fcmBody).nextStep
    }

    /// The inputs, with both sides checked to decide the same.
    public static func make() throws -> ResponseReference {
        let reference = ResponseReference()
        let decoder = JSONDecoder()
        let (ourID, ourStep) = try oursAPNs()
        let (theirID, theirs) = try foundationAPNs(decoder, reference.apnsData)
        guard ourID == theirID, ourStep.name == theirs.step, case .dropToken(let since) = ourStep,
            since == theirs.since
        else { throw ReferenceMismatch(pair: "decode-apns-response") }
        guard try oursFCM().name == foundationFCM(decoder, reference.fcmData).step else {
            throw ReferenceMismatch(pair: "decode-fcm-response")
        }
        return reference
    }

    /// The two sides of a pair decided differently.
    struct ReferenceMismatch: Error {
        let pair: String
    }
}
