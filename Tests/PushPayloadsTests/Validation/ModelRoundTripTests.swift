import Foundation
import Testing

@testable import PushPayloads

/// Every model type on every fixture: whatever a model decodes comes back equal through its own
/// coders and through Foundation's, and encodes to the same bytes again.
@Suite("Model round trips on every fixture")
struct ModelRoundTripTests {
    /// One model type, tried on a fixture: `nil` when it does not decode the fixture, else the
    /// problems found.
    typealias Trial = @Sendable ([UInt8]) -> [String]?

    /// Nesting Foundation's `JSONEncoder` writes (it refuses deeper values).
    static let foundationDepthLimit = 256

    /// Whether Foundation's coders can carry `value` unchanged: nested less than
    /// ``foundationDepthLimit`` levels, no object with a key twice, every number a `Double` holds.
    static func foundationHolds(_ value: JSONValue, depth: Int = 1) -> Bool {
        guard depth < foundationDepthLimit else { return false }
        switch value {
        case .array(let elements): return elements.allSatisfy { foundationHolds($0, depth: depth + 1) }
        case .object(let object):
            return Set(object.members.map { Array($0.key.utf8) }).count == object.count
                && object.members.allSatisfy { foundationHolds($0.value, depth: depth + 1) }
        case .number(let number):
            return JSONNumber(number.doubleValue).map { JSONValue.number($0) == value } ?? false
        default: return true
        }
    }

    static func trial<M: PayloadModel & KeptMembers>(_ type: M.Type) -> Trial {
        { bytes in
            guard let model = try? M(jsonBytes: bytes) else { return nil }
            var problems: [String] = []
            do {
                let encoded = try model.jsonBytes()
                let again = try M(jsonBytes: encoded)
                if again != model { problems.append("\(M.self): decode(encode(m)) != m") }
                if try again.jsonBytes() != encoded { problems.append("\(M.self): the bytes change on a second trip") }
                // Foundation takes what it can hold: no nesting deeper than its encoder's limit (the
                // 512-level fixture), no key twice in an object, numbers a Double holds exactly.
                if foundationHolds(.object(model.members)) {
                    let foundation = try JSONDecoder().decode(M.self, from: try JSONEncoder().encode(model))
                    if foundation != model { problems.append("\(M.self): Foundation's coders give another model") }
                }
            } catch {
                problems.append("\(M.self): \(String(describing: error).prefix(300))")
            }
            return problems
        }
    }

    /// Every model type of the package (the Live Activity ones over any JSON).
    static let models: [(name: String, trial: Trial)] = [
        ("APNs.Payload", trial(APNs.Payload.self)), ("APNs.Response", trial(APNs.Response.self)),
        ("APNs.ResponseBody", trial(APNs.ResponseBody.self)), ("Altcraft.Response", trial(Altcraft.Response.self)),
        ("Altcraft.ResponseWithHttpCode", trial(Altcraft.ResponseWithHttpCode.self)),
        ("Altcraft.SubscribeRequest", trial(Altcraft.SubscribeRequest.self)),
        ("Altcraft.SubscriptionArguments", trial(Altcraft.SubscriptionArguments.self)),
        ("Altcraft.UserInfo", trial(Altcraft.UserInfo.self)), ("FCM.LegacyMessage", trial(FCM.LegacyMessage.self)),
        ("FCM.Message", trial(FCM.Message.self)), ("FCM.Response", trial(FCM.Response.self)),
        ("FCM.ResponseBody", trial(FCM.ResponseBody.self)), ("FCM.SendRequest", trial(FCM.SendRequest.self)),
        ("FCM.UserInfo", trial(FCM.UserInfo.self)), ("FingerPush.Result", trial(FingerPush.Result.self)),
        ("FingerPush.UserInfo", trial(FingerPush.UserInfo.self)),
        ("LiveActivity.Payload", trial(LiveActivity.Payload<JSONValue>.self)),
        ("LiveActivity.StartPayload", trial(LiveActivity.StartPayload<JSONValue, JSONValue>.self)),
        ("MPaaS.BindRecord", trial(MPaaS.BindRecord.self)), ("MPaaS.SimplePush", trial(MPaaS.SimplePush.self)),
        ("MTPush.CustomMessage", trial(MTPush.CustomMessage.self)),
        ("MTPush.DeviceRequest", trial(MTPush.DeviceRequest.self)),
        ("MTPush.InAppMessage", trial(MTPush.InAppMessage.self)),
        ("MTPush.ResultRecord", trial(MTPush.ResultRecord.self)), ("MTPush.UserInfo", trial(MTPush.UserInfo.self)),
    ]

    @Test("the list holds every PayloadModel the API record lists")
    func everyModel() throws {
        let listing = try String(
            contentsOf: TestSupport.repositoryRoot.appendingPathComponent("API/PushPayloads.txt"),
            encoding: .utf8)
        let listed = listing.split(separator: "\n").filter { $0.hasSuffix(" conforms to PayloadModel") }
            .map { String($0.split(separator: " ")[0]) }
        #expect(Set(listed) == Set(Self.models.map(\.name)))
    }

    @Test("whatever a model decodes round-trips, both coders", arguments: FixtureTests.fixtures)
    func roundTrips(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        for (name, trial) in Self.models {
            guard let problems = trial(bytes) else { continue }
            #expect(problems.isEmpty, "\(fixture) as \(name): \(problems)")
        }
    }
}
