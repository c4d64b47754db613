import Foundation
import Testing

@testable import PushPayloads

/// One message to 1,000 tokens and back: every answer is attributed to its token, whatever order
/// the answers come in where the protocol allows it (APNs by `apns-id`, FCM HTTP v1 by request
/// index); legacy FCM results follow their batch's tokens.
@Suite("Fan-out")
struct FanOutTests {
    static let tokens = (0..<1000).map { String(format: "%064x", $0 * 7919) }

    @Test("APNs: 1,000 answers in shuffled order, each to its token by apns-id", arguments: [1, 2, 3] as [UInt64])
    func apns(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        var counter: UInt64 = seed << 32
        let payload = APNs.Payload(aps: APNs.APS(alert: .init(title: "Hi", body: "There")))
        let fanOut = try APNs.FanOut(
            payload: payload, request: APNs.Request(pushType: .alert, topic: "com.example.app", apnsID: "x"),
            deviceTokens: Self.tokens,
            makeID: {
                counter += 1
                return Self.uuid(counter)
            })
        #expect(fanOut.sends.count == 1000)
        #expect(Set(fanOut.sends.map(\.apnsID)).count == 1000)
        for send in fanOut.sends {
            #expect(
                send.request.headers.filter { $0.name == "apns-id" }.map(\.value) == [
                    send.apnsID.uuidString.lowercased()
                ])
            #expect(send.body == fanOut.sends[0].body)
        }
        let reasons = APNs.Reason.all
        var expected: [String: NextStep] = [:]
        var answers: [APNs.Response] = []
        for send in fanOut.sends {
            let pick = Int.random(in: -1..<reasons.count, using: &random)
            let id = send.apnsID.uuidString.lowercased()
            let response: APNs.Response
            if pick < 0 {
                response = try APNs.Response(status: 200, headers: [("apns-id", id)])
            } else {
                let row = reasons[pick]
                let stamp = row.status == 410 ? #","timestamp":1764288000000"# : ""
                response = try APNs.Response(
                    status: row.status ?? 400, headers: [("apns-id", id)],
                    body: Array(#"{"reason":"\#(row.value.rawValue)"\#(stamp)}"#.utf8))
            }
            expected[send.deviceToken] = response.nextStep
            answers.append(response)
        }
        answers.shuffle(using: &random)
        let stray = try APNs.Response(status: 200, headers: [("apns-id", Self.uuid(0).uuidString)])
        let report = fanOut.report(answers + [stray, answers[0]])
        #expect(report.tokens.map(\.token) == Self.tokens)
        #expect(report.tokens.allSatisfy { $0.step == expected[$0.token] })
        #expect(report.unmatched == 2)
        #expect(report.unanswered.isEmpty)
        #expect(Set(report.tokensToDrop) == Set(expected.filter { $0.value.dropsToken }.keys))
    }

    @Test("FCM v1: one request per token from the template; answers by index, shuffled", arguments: [4, 5] as [UInt64])
    func fcm(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let template = FCM.Message(target: .topic("news"), data: ["k": "v"])
        let fanOut = FCM.FanOut(template: template, tokens: Self.tokens)
        let requests = fanOut.requests
        #expect(requests.map { $0.message?.target } == Self.tokens.map { .token($0) })
        #expect(requests.allSatisfy { $0.message?.data == ["k": "v"] })
        let codes = FCM.ErrorCode.all
        var answers: [(index: Int, response: FCM.Response)] = []
        var expected: [NextStep] = []
        for index in Self.tokens.indices {
            let pick = Int.random(in: -1..<codes.count, using: &random)
            let response =
                pick < 0
                ? try FCM.Response(status: 200, body: Array(#"{"name":"projects/p/messages/\#(index)"}"#.utf8))
                : try FCM.Response(
                    status: codes[pick].status ?? 500,
                    body: FCMResponseTests.errorBody(codes[pick].value.rawValue, status: codes[pick].status ?? 500))
            expected.append(response.nextStep)
            answers.append((index, response))
        }
        answers.shuffle(using: &random)
        let report = fanOut.report(answers.dropLast(1) + [(index: 1000, response: answers[0].response)])
        let missing = answers.last!.index
        for (index, entry) in report.tokens.enumerated() {
            #expect(entry.step == (index == missing ? nil : expected[index]))
        }
        #expect(report.unanswered == [Self.tokens[missing]])
        #expect(report.unmatched == 1)
    }

    @Test("FCM legacy: batches of registration_ids; results follow each batch's tokens")
    func legacy() throws {
        var random = SplitMix(state: 9)
        let fanOut = FCM.FanOut(template: FCM.Message(target: .token("t")), tokens: Self.tokens)
        let template = try FCM.LegacyMessage(jsonBytes: Array(#"{"to":"x","data":{"k":"v"}}"#.utf8))
        let batches = fanOut.legacyRequests(template, batchSize: 300)
        #expect(batches.count == 4)
        #expect(
            batches.flatMap { $0.members["registration_ids"]?.arrayValue?.compactMap(\.stringValue) ?? [] }
                == Self.tokens)
        #expect(batches.allSatisfy { $0.members["to"] == nil && $0.members["data"] != nil })
        let errors = FCM.LegacyError.all
        var expected: [NextStep] = []
        var answers: [(batch: Int, response: FCM.Response)] = []
        for (batch, message) in batches.enumerated() {
            let count = message.members["registration_ids"]?.arrayValue?.count ?? 0
            var results: [String] = []
            for _ in 0..<count {
                let pick = Int.random(in: -2..<errors.count, using: &random)
                switch pick {
                case -2:
                    results.append(#"{"message_id":"0:1","registration_id":"newer"}"#)
                    expected.append(.replaceToken(with: "newer"))
                case -1:
                    results.append(#"{"message_id":"0:1"}"#)
                    expected.append(.delivered)
                default:
                    results.append(#"{"error":"\#(errors[pick].value.rawValue)"}"#)
                    expected.append(errors[pick].nextStep)
                }
            }
            let body = #"{"multicast_id":1,"results":[\#(results.joined(separator: ","))]}"#
            answers.append((batch, try FCM.Response(status: 200, body: Array(body.utf8))))
        }
        answers.shuffle(using: &random)
        let report = fanOut.legacyReport(answers, batchSize: 300)
        #expect(report.tokens.map(\.step) == expected)
        #expect(report.unmatched == 0)
        let failed = fanOut.legacyReport([(batch: 1, response: try FCM.Response(status: 401))], batchSize: 300)
        #expect(failed.tokens[300..<600].allSatisfy { $0.step == .fixCredentials })
        #expect(failed.unanswered.count == 700)
    }

    /// A UUID whose last eight bytes are `counter`.
    static func uuid(_ counter: UInt64) -> UUID {
        let b = withUnsafeBytes(of: counter.bigEndian) { Array($0) }
        return UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, b[2], b[3], b[4], b[5], b[6], b[7]))
    }
}
