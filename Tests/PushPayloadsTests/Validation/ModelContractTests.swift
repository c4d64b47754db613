import Testing

@testable import PushPayloads

/// The model contract: validation is a requirement of ``PayloadModel``, so generic code gets the
/// direct call's findings, and each model validates as the document it is.
@Suite("Model contract")
struct ModelContractTests {
    /// What a caller that knows only the protocol gets.
    static func generic<M: PayloadModel>(_ model: M, _ options: ValidationOptions) throws -> [String] {
        try model.validate(options: options).diagnostics.map(Self.describe)
    }

    static func describe(_ diagnostic: Diagnostic) -> String { "\(diagnostic.ruleID) \(diagnostic.pointer)" }

    /// The direct call and the generic one for a fixture decoded as one model type, written out per
    /// type (inside a generic function every call would go through the protocol); `nil` when the
    /// fixture does not decode as that model.
    typealias Opener = @Sendable ([UInt8], ValidationOptions) throws -> (direct: [String], generic: [String])?

    /// The model types of each fixture folder, by the document a fixture's keys show.
    static func opener(for fixture: Fixture, bytes: [UInt8]) throws -> Opener? {
        guard let document = try? JSONReader.read(bytes), document.kind(of: 0) == .object else { return nil }
        switch fixture.kind {
        case "apns": return open(APNs.Payload.self)
        case "liveactivity":
            let isStart = document.value(at: JSONPointer(tokens: ["aps", "event"])) == "start"
            return isStart
                ? open(LiveActivity.StartPayload<JSONValue, JSONValue>.self)
                : open(LiveActivity.Payload<JSONValue>.self)
        case "fcm":
            return FCMChecks.Document(keysOf: document) == .sendRequest
                ? open(FCM.SendRequest.self) : open(FCM.Message.self)
        case "fcm-legacy": return open(FCM.LegacyMessage.self)
        case "fcm-userinfo": return open(FCM.UserInfo.self)
        case "fingerpush":
            return FingerPushChecks.Document(keysOf: document) == .result
                ? open(FingerPush.Result.self) : open(FingerPush.UserInfo.self)
        case "mtpush":
            switch MTPushShape(keysOf: document) {
            case .userInfo: return open(MTPush.UserInfo.self)
            case .customMessage: return open(MTPush.CustomMessage.self)
            case .inAppMessage: return open(MTPush.InAppMessage.self)
            case .deviceRequest: return open(MTPush.DeviceRequest.self)
            case .result: return open(MTPush.ResultRecord.self)
            }
        case "altcraft":
            switch AltcraftShape(keysOf: document) {
            case .push: return open(Altcraft.UserInfo.self)
            case .wrapper: return open(Altcraft.ResponseWithHttpCode.self)
            case .response: return open(Altcraft.Response.self)
            case .requestBody: return open(Altcraft.SubscribeRequest.self)
            case .arguments: return open(Altcraft.SubscriptionArguments.self)
            }
        case "mpaas":
            switch MPaaSShape(keysOf: document) {
            case .liveActivity: return open(LiveActivity.Payload<JSONValue>.self)
            case .bindRecord: return open(MPaaS.BindRecord.self)
            case .simplePush: return open(MPaaS.SimplePush.self)
            }
        case "apns-response":
            return RecordedEnvelope.isEnvelope(document) ? open(APNs.Response.self) : open(APNs.ResponseBody.self)
        case "fcm-response":
            return RecordedEnvelope.isEnvelope(document) ? open(FCM.Response.self) : open(FCM.ResponseBody.self)
        default: return nil
        }
    }

    // One opener per type, each calling `validate(options:)` on the concrete type.
    static func open(_: APNs.Payload.Type) -> Opener {
        { bytes, options in
            guard let model = try? APNs.Payload(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: LiveActivity.Payload<JSONValue>.Type) -> Opener {
        { bytes, options in
            guard let model = try? LiveActivity.Payload<JSONValue>(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: LiveActivity.StartPayload<JSONValue, JSONValue>.Type) -> Opener {
        { bytes, options in
            guard let model = try? LiveActivity.StartPayload<JSONValue, JSONValue>(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: FCM.SendRequest.Type) -> Opener {
        { bytes, options in
            guard let model = try? FCM.SendRequest(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: FCM.Message.Type) -> Opener {
        { bytes, options in
            guard let model = try? FCM.Message(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: FCM.LegacyMessage.Type) -> Opener {
        { bytes, options in
            guard let model = try? FCM.LegacyMessage(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: FCM.UserInfo.Type) -> Opener {
        { bytes, options in
            guard let model = try? FCM.UserInfo(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: FingerPush.UserInfo.Type) -> Opener {
        { bytes, options in
            guard let model = try? FingerPush.UserInfo(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: FingerPush.Result.Type) -> Opener {
        { bytes, options in
            guard let model = try? FingerPush.Result(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: MTPush.UserInfo.Type) -> Opener {
        { bytes, options in
            guard let model = try? MTPush.UserInfo(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: MTPush.CustomMessage.Type) -> Opener {
        { bytes, options in
            guard let model = try? MTPush.CustomMessage(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: MTPush.InAppMessage.Type) -> Opener {
        { bytes, options in
            guard let model = try? MTPush.InAppMessage(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: MTPush.DeviceRequest.Type) -> Opener {
        { bytes, options in
            guard let model = try? MTPush.DeviceRequest(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: MTPush.ResultRecord.Type) -> Opener {
        { bytes, options in
            guard let model = try? MTPush.ResultRecord(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: Altcraft.UserInfo.Type) -> Opener {
        { bytes, options in
            guard let model = try? Altcraft.UserInfo(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: Altcraft.ResponseWithHttpCode.Type) -> Opener {
        { bytes, options in
            guard let model = try? Altcraft.ResponseWithHttpCode(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: Altcraft.Response.Type) -> Opener {
        { bytes, options in
            guard let model = try? Altcraft.Response(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: Altcraft.SubscribeRequest.Type) -> Opener {
        { bytes, options in
            guard let model = try? Altcraft.SubscribeRequest(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: Altcraft.SubscriptionArguments.Type) -> Opener {
        { bytes, options in
            guard let model = try? Altcraft.SubscriptionArguments(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: MPaaS.BindRecord.Type) -> Opener {
        { bytes, options in
            guard let model = try? MPaaS.BindRecord(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: APNs.Response.Type) -> Opener {
        { bytes, options in
            guard let model = try? APNs.Response(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: APNs.ResponseBody.Type) -> Opener {
        { bytes, options in
            guard let model = try? APNs.ResponseBody(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: FCM.Response.Type) -> Opener {
        { bytes, options in
            guard let model = try? FCM.Response(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: FCM.ResponseBody.Type) -> Opener {
        { bytes, options in
            guard let model = try? FCM.ResponseBody(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }
    static func open(_: MPaaS.SimplePush.Type) -> Opener {
        { bytes, options in
            guard let model = try? MPaaS.SimplePush(jsonBytes: bytes) else { return nil }
            return (try model.validate(options: options).diagnostics.map(describe), try generic(model, options))
        }
    }

    @Test(
        "a generic caller gets exactly the direct call's findings, for every fixture's model",
        arguments: FixtureTests.fixtures)
    func genericAgrees(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        guard let opener = try Self.opener(for: fixture, bytes: bytes) else { return }
        guard let (direct, generic) = try opener(bytes, try fixture.expected.options) else { return }
        #expect(direct == generic)
    }

    @Test("fixtures decode as their models: the comparison above is not vacuous")
    func modelsDecode() throws {
        var compared = 0
        for fixture in FixtureTests.fixtures {
            let bytes = try fixture.bytes
            if let opener = try Self.opener(for: fixture, bytes: bytes),
                try opener(bytes, try fixture.expected.options) != nil
            {
                compared += 1
            }
        }
        #expect(compared > 300, "\(compared) fixtures decoded as their models")
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
