import Foundation
import Testing

@testable import PushPayloads

/// The model contract: validation is a requirement of ``PayloadModel``, so generic code gets the
/// direct call's findings, and each model validates as the document it is.
@Suite("Model contract")
struct ModelContractTests {
    /// A content state whose encoding its own decoding refuses, as an app's `encode(to:)` that
    /// renamed a key makes it: the bytes alone look fine, and only a check against the type finds
    /// that ActivityKit would drop the update.
    struct RenamedState: Codable, Hashable, Sendable {
        var eta: Int
        private enum ReadKeys: String, CodingKey { case eta = "etaMinutes" }
        private enum WrittenKeys: String, CodingKey { case eta }

        init(eta: Int) { self.eta = eta }

        init(from decoder: any Decoder) throws {
            eta = try decoder.container(keyedBy: ReadKeys.self).decode(Int.self, forKey: .eta)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: WrittenKeys.self)
            try container.encode(eta, forKey: .eta)
        }
    }

    struct Attributes: Codable, Hashable, Sendable { var order: String }

    /// What a caller that knows only the protocol gets.
    static func generic<M: PayloadModel>(_ model: M, _ options: ValidationOptions) throws -> [String] {
        try model.validate(options: options).diagnostics.map(\.ruleID)
    }

    /// The findings of the model's bytes alone, as a model without checks of its own gets them.
    static func bytesAlone<M: PayloadModel>(_ model: M, _ options: ValidationOptions) throws -> [String] {
        PayloadValidator.validate(encoded: try model.jsonBytes(), as: M.payloadKind, options: options).diagnostics
            .map(\.ruleID)
    }

    @Test("a model that validates in its own way does so for a generic caller too")
    func genericCallerGetsTheModelsOwnChecks() throws {
        let options = ValidationOptions(now: 1_767_225_600)
        let at = Date(timeIntervalSince1970: 1_767_225_600)
        let update = try LiveActivity.Payload<RenamedState>.update(RenamedState(eta: 18), at: at)
        let start = try LiveActivity.StartPayload<Attributes, RenamedState>(
            attributes: Attributes(order: "A-1"), contentState: RenamedState(eta: 18),
            alert: .init(title: "Order", body: "On its way"), timestamp: at)
        let direct = try (
            update.validate(options: options).diagnostics.map(\.ruleID),
            start.validate(options: options).diagnostics.map(\.ruleID)
        )
        // The type's check finds what the bytes do not show: the comparison below can fail.
        #expect(direct.0.contains { $0.hasPrefix("liveactivity.") })
        #expect(direct.0 != (try Self.bytesAlone(update, options)))
        #expect(direct.1 != (try Self.bytesAlone(start, options)))
        #expect(try Self.generic(update, options) == direct.0)
        #expect(try Self.generic(start, options) == direct.1)
    }
}

/// Each model type built empty validates as its own document: the rules that ask for its members,
/// and no other document's (derived from the rules: a result record or a request has no `aps`, so
/// `apns.aps-missing` is not its finding).
@Suite("Empty models")
struct EmptyModelTests {
    static func rules<M: PayloadModel>(_ model: M) throws -> (kind: PayloadKind, rules: Set<String>) {
        let report = try model.validate()
        return (report.kind, Set(report.diagnostics.map(\.ruleID)))
    }

    static let cases: [(name: String, check: @Sendable () throws -> (PayloadKind, Set<String>, PayloadKind))] = [
        (
            "APNs.Payload",
            {
                let (k, r) = try rules(APNs.Payload()); return (k, r, APNs.Payload.payloadKind)
            }
        ),
        (
            "MTPush.UserInfo",
            {
                let (k, r) = try rules(MTPush.UserInfo()); return (k, r, MTPush.UserInfo.payloadKind)
            }
        ),
        (
            "MTPush.CustomMessage",
            {
                let (k, r) = try rules(MTPush.CustomMessage()); return (k, r, MTPush.CustomMessage.payloadKind)
            }
        ),
        (
            "MTPush.InAppMessage",
            {
                let (k, r) = try rules(MTPush.InAppMessage()); return (k, r, MTPush.InAppMessage.payloadKind)
            }
        ),
        (
            "MTPush.DeviceRequest",
            {
                let (k, r) = try rules(MTPush.DeviceRequest()); return (k, r, MTPush.DeviceRequest.payloadKind)
            }
        ),
        (
            "MTPush.ResultRecord",
            {
                let (k, r) = try rules(MTPush.ResultRecord()); return (k, r, MTPush.ResultRecord.payloadKind)
            }
        ),
        (
            "Altcraft.UserInfo",
            {
                let (k, r) = try rules(Altcraft.UserInfo()); return (k, r, Altcraft.UserInfo.payloadKind)
            }
        ),
        (
            "Altcraft.ResponseWithHttpCode",
            {
                let (k, r) = try rules(Altcraft.ResponseWithHttpCode());
                return (k, r, Altcraft.ResponseWithHttpCode.payloadKind)
            }
        ),
        (
            "Altcraft.Response",
            {
                let (k, r) = try rules(Altcraft.Response()); return (k, r, Altcraft.Response.payloadKind)
            }
        ),
        (
            "Altcraft.SubscribeRequest",
            {
                let (k, r) = try rules(Altcraft.SubscribeRequest());
                return (k, r, Altcraft.SubscribeRequest.payloadKind)
            }
        ),
        (
            "Altcraft.SubscriptionArguments",
            {
                let (k, r) = try rules(Altcraft.SubscriptionArguments());
                return (k, r, Altcraft.SubscriptionArguments.payloadKind)
            }
        ),
        (
            "MPaaS.BindRecord",
            {
                let (k, r) = try rules(MPaaS.BindRecord()); return (k, r, MPaaS.BindRecord.payloadKind)
            }
        ),
        (
            "MPaaS.SimplePush",
            {
                let (k, r) = try rules(MPaaS.SimplePush()); return (k, r, MPaaS.SimplePush.payloadKind)
            }
        ),
        (
            "FingerPush.UserInfo",
            {
                let (k, r) = try rules(FingerPush.UserInfo()); return (k, r, FingerPush.UserInfo.payloadKind)
            }
        ),
        (
            "FingerPush.Result",
            {
                let (k, r) = try rules(FingerPush.Result()); return (k, r, FingerPush.Result.payloadKind)
            }
        ),
        (
            "FCM.SendRequest",
            {
                let (k, r) = try rules(FCM.SendRequest()); return (k, r, FCM.SendRequest.payloadKind)
            }
        ),
        (
            "FCM.Message",
            {
                let (k, r) = try rules(FCM.Message()); return (k, r, FCM.Message.payloadKind)
            }
        ),
        (
            "FCM.LegacyMessage",
            {
                let (k, r) = try rules(FCM.LegacyMessage()); return (k, r, FCM.LegacyMessage.payloadKind)
            }
        ),
        (
            "FCM.UserInfo",
            {
                let (k, r) = try rules(FCM.UserInfo()); return (k, r, FCM.UserInfo.payloadKind)
            }
        ),
    ]

    /// What each empty document is missing, from its family's rules.
    static let expected: [String: Set<String>] = [
        // A body needs `aps` (unless its push type takes another body).
        "APNs.Payload": ["apns.aps-missing"],
        // A received userInfo is an APNs body with the vendor's message id.
        "MTPush.UserInfo": ["apns.aps-missing", "mtpush.msgid-missing"],
        "Altcraft.UserInfo": ["apns.aps-missing"],
        "FingerPush.UserInfo": ["apns.aps-missing", "fingerpush.code-missing", "fingerpush.msgtag-missing"],
        "FCM.UserInfo": ["apns.aps-missing", "fcm.userinfo-message-id-missing"],
        // A custom message names its message too; an in-app message, a device request, a result
        // record, a response and its wrapper, subscription arguments and a FingerPush result have
        // no required member.
        "MTPush.CustomMessage": ["mtpush.msgid-missing"],
        "MTPush.InAppMessage": [], "MTPush.DeviceRequest": [], "MTPush.ResultRecord": [],
        "Altcraft.ResponseWithHttpCode": [], "Altcraft.Response": [], "Altcraft.SubscriptionArguments": [],
        "FingerPush.Result": [],
        // Requests name what they ask for.
        "Altcraft.SubscribeRequest": ["altcraft.request-required"],
        "MPaaS.SimplePush": ["mpaas.simple-push-required"],
        "MPaaS.BindRecord": ["mpaas.activity-id-empty", "mpaas.platform-support"],
        "FCM.SendRequest": ["fcm.request-shape"],
        "FCM.Message": ["fcm.target-count"],
        "FCM.LegacyMessage": ["fcm.legacy-shutdown", "fcm.legacy-target"],
    ]

    @Test("an empty model validates as its own document", arguments: cases.indices)
    func empty(_ index: Int) throws {
        let (name, check) = Self.cases[index]
        let (kind, rules, documentKind) = try check()
        #expect(kind == documentKind, "\(name) validated as \(kind)")
        #expect(rules == Self.expected[name], "\(name): \(rules.sorted())")
    }
}
