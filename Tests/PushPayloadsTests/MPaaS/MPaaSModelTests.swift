import Foundation
import Testing

@testable import PushPayloads

/// The mPaaS documents as models: exact round trips, typed accessors, and their checks.
@Suite("mPaaS models")
struct MPaaSModelTests {
    static let token = String(repeating: "0a", count: 32)

    @Test("a bind record built in code validates clean but for the platform note, and reads back")
    func bindRecord() throws {
        let record = MPaaS.BindRecord(activityID: "order-1", pushToken: Self.token, filter: .call)
        let bytes = try record.jsonBytes()
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"activityId":"order-1","pushToken":"\#(Self.token)","filter":"call"}"#)
        let report = try record.validate()
        #expect(report.kind == .mpaasBindRecord && report.diagnostics.map(\.ruleID) == ["mpaas.platform-support"])
        let back = try MPaaS.BindRecord(jsonBytes: bytes)
        #expect(back == record && back.filter == .call && back.activityID == "order-1")
    }

    @Test(
        "filters are read by number and by name in any case, the prose spelling included",
        arguments: [
            ("0", MPaaS.FilterType.abandon), ("1", .call), ("2", .refuse), (#""Abandon""#, .abandon),
            (#""CALL""#, .call), (#""reRefuse""#, .refuse),
        ])
    func filters(_ literal: String, _ expected: MPaaS.FilterType) throws {
        let text = #"{"activityId":"a","pushToken":"\#(Self.token)","filter":\#(literal),"x":[1.50]}"#
        let record = try MPaaS.BindRecord(jsonBytes: Array(text.utf8))
        #expect(record.filter == expected)
        #expect(String(decoding: try record.jsonBytes(), as: UTF8.self) == text)
    }

    @Test("a simple push reads its targets from an object or a string holding one, and round-trips")
    func simplePush() throws {
        let push = MPaaS.SimplePush(
            taskName: "t", title: "Hi", content: "Body", appID: "APP", workspaceID: "default", deliveryType: 5,
            targets: [(Self.token, "m-1")])
        #expect(push.targets?.map(\.messageID) == ["m-1"] && push.deliveryType == 5 && push[string: "title"] == "Hi")
        #expect(try push.validate().diagnostics.isEmpty)
        let asString =
            #"{"taskName":"t","title":"Hi","content":"B","appId":"A","workspaceId":"w","deliveryType":3,"targetMsgkey":"{\"u1\":\"m1\",\"u2\":\"m2\"}"}"#
        let decoded = try MPaaS.SimplePush(jsonBytes: Array(asString.utf8))
        #expect(decoded.targets?.map(\.target) == ["u1", "u2"])
        #expect(String(decoding: try decoded.jsonBytes(), as: UTF8.self) == asString)
        #expect(try decoded.validate().diagnostics.isEmpty)
    }

    @Test("mPaaS's limit: 4096 by default, 2048 as the alternative, and nothing else")
    func limits() throws {
        let body = Array(
            #"{"aps":{"timestamp":1767225600,"event":"update","content-state":{"s":"\#(String(repeating: "x", count: 2100))"}}}"#
                .utf8)
        var options = ValidationOptions(now: 1_767_225_600)
        #expect(PayloadValidator.validate(body, as: .mpaas, options: options).limit == 4096)
        options.mpaas.liveActivityMaxBytes = 2048
        let report = PayloadValidator.validate(body, as: .mpaas, options: options)
        #expect(report.limit == 2048 && report.diagnostics.map(\.ruleID).contains("mpaas.payload-too-large"))
        #expect(!report.diagnostics.map(\.ruleID).contains("apns.payload-too-large"))
        let setting = try #require(PayloadFamily.allSettings.first { $0.name == "liveActivityMaxBytes" })
        #expect(throws: PayloadSettingError.self) { try setting.apply(.text("3000"), to: &options) }
    }
}
