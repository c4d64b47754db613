import Foundation
import Testing

@testable import PushPayloads

/// `PayloadFamily.rules(for:)`, which `pushlint rules --kind` lists, against what validation does:
/// every fixture is validated as every kind, plain, with its sidecar's options, and with a byte
/// limit and a finding limit; APNs and Live Activity fixtures also inside an FCM message (their
/// headers in `apns.headers`), and FCM send requests' messages as bare messages. A validation the
/// options hand to another family (an `apns` body with push type `liveactivity`) is not the kind's.
@Suite("Rules of a kind")
struct KindRulesTests {
    static let kinds = PayloadKind.allCases.filter { $0 != .auto } + PayloadKind.documentKinds

    /// What each kind reported, over every fixture and variant.
    static let reported: [PayloadKind: Set<String>] = {
        let fixtures = PayloadFamily.all.flatMap(\.kinds).map(\.name).flatMap(Fixture.all)
        var reported: [PayloadKind: Set<String>] = [:]
        for fixture in fixtures {
            guard let bytes = try? fixture.bytes, let expected = try? fixture.expected else { continue }
            var plain = ValidationOptions()
            plain.apply(fileExtension: fixture.url.pathExtension)
            plain.now = expected.options.now
            var limited = expected.options
            limited.maxBytes = bytes.count
            limited.maxFindings = 1
            for kind in kinds {
                var variants = [bytes]
                if kind == .fcmMessage, fixture.kind == "fcm", let message = try? JSONValue(parsing: bytes)["message"] {
                    variants.append(Array(message.description.utf8))
                }
                if [.fcm, .fcmSendRequest, .fcmMessage].contains(kind), ["apns", "liveactivity"].contains(fixture.kind)
                {
                    let message = inFCMMessage(
                        bytes, headers: headers(of: fixture, liveActivity: fixture.kind != "apns"))
                    variants.append(kind == .fcmMessage ? message : Array(#"{"message":"#.utf8) + message + [0x7D])
                }
                for variant in variants {
                    for options in [plain, expected.options, limited]
                    where PayloadFamily.checking(kind, options: options) === kind.family {
                        let report = PayloadValidator.validate(variant, as: kind, options: options)
                        reported[kind, default: []].formUnion(report.diagnostics.map(\.ruleID))
                    }
                }
            }
        }
        return reported
    }()

    /// A fixture's request headers as `apns.headers` members, in order and with repeats, and its
    /// push type as `apns-push-type` when no header gives one.
    static func headers(of fixture: Fixture, liveActivity: Bool) -> [(String, String)] {
        let sidecar = fixture.url.deletingPathExtension().appendingPathExtension("expected")
        guard let data = try? Data(contentsOf: sidecar), let value = try? JSONValue(parsing: [UInt8](data)),
            case .object(let options)? = value["options"]
        else { return liveActivity ? [("apns-push-type", "liveactivity")] : [] }
        var headers: [(String, String)] = (options["headers"]?.arrayValue ?? []).compactMap { pair in
            guard let name = pair[0]?.stringValue, let value = pair[1]?.stringValue else { return nil }
            return (name, value)
        }
        let pushType = options["pushType"]?.stringValue ?? (liveActivity ? "liveactivity" : nil)
        if let pushType, !headers.contains(where: { $0.0.lowercased() == "apns-push-type" }) {
            headers.append(("apns-push-type", pushType))
        }
        return headers
    }

    /// `{"token":"t","apns":{"headers":{...},"payload":BODY}}`.
    static func inFCMMessage(_ body: [UInt8], headers: [(String, String)]) -> [UInt8] {
        let members = headers.map { "\(JSONValue.string($0.0)):\(JSONValue.string($0.1))" }.joined(separator: ",")
        return Array(#"{"token":"t","apns":{"headers":{\#(members)},"payload":"#.utf8) + body + [0x7D, 0x7D]
    }

    /// Rules that can report on a kind by reading the checks, that no fixture shows there yet (the
    /// fixtures of these Altcraft documents are of another document, or of the family kind).
    static let unwitnessed: [PayloadKind: Set<String>] = [
        .altcraftResponseWithHttpCode: [
            "altcraft.cats-under-profile", "altcraft.error-with-profile", "altcraft.number-precision",
            "altcraft.provider-value",
        ],
        .altcraftSubscribeRequest: ["altcraft.conflicting-spellings", "altcraft.unknown-key"],
        .altcraftSubscriptionArguments: ["altcraft.unknown-key"],
    ]

    @Test("every rule a kind reports is in its list", arguments: kinds)
    func listed(_ kind: PayloadKind) {
        let listed = Set(PayloadFamily.rules(for: kind).map(\.id))
        let missing = Self.reported[kind, default: []].subtracting(listed)
        #expect(missing.isEmpty, "\(kind) reports \(missing.sorted()) but does not list them")
    }

    @Test("every rule in a kind's list is reported on it by some fixture", arguments: kinds)
    func witnessed(_ kind: PayloadKind) {
        let listed = Set(PayloadFamily.rules(for: kind).map(\.id))
        let silent = listed.subtracting(Self.reported[kind, default: []])
        #expect(silent == Self.unwitnessed[kind, default: []], "\(kind): \(silent.sorted())")
    }

    @Test("the unwitnessed rules are reported on their kind by a document written for it")
    func unwitnessedDocuments() throws {
        let documents: [(PayloadKind, String)] = [
            (
                .altcraftResponseWithHttpCode,
                #"{"httpCode":403,"response":{"error":403,"error_text":"blocked","profile":{"id":"p1","#
                    + #""status":"subscribed","is_test":false,"cats":[],"subscription":{"subscription_id":"s1","#
                    + #""hash_id":"h1","provider":"android-firebase","status":"subscribed","#
                    + #""fields":{"n":9007199254740993},"cats":null}}}}"#
            ),
            (
                .altcraftSubscribeRequest,
                #"{"time":1767225600,"subscription_id":"s1","subscription":{"subscription_id":"s1","#
                    + #""subscriptionId":"s2","provider":"ios-apns","status":"subscribed","#
                    + #""cats":[{"name":"news","active":true,"colour":"red"}]}}"#
            ),
            (.altcraftSubscriptionArguments, #"{"cats":[{"name":"news","active":true,"colour":"red"}]}"#),
        ]
        var reported: [PayloadKind: Set<String>] = [:]
        for (kind, text) in documents {
            reported[kind, default: []].formUnion(
                PayloadValidator.validate(Array(text.utf8), as: kind).diagnostics.map(\.ruleID))
        }
        for (kind, rules) in Self.unwitnessed {
            let silent = rules.subtracting(reported[kind, default: []])
            #expect(silent.isEmpty, "\(kind): \(silent.sorted())")
        }
    }

    @Test("auto lists every rule; the fit operation's rules are listed for no kind")
    func autoAndFit() {
        #expect(PayloadFamily.rules(for: .auto) == RuleRegistry.all)
        for kind in Self.kinds {
            let fitOnly: Set<Rule> = [.apnsRequest.truncated, .apnsRequest.truncationImpossible]
            #expect(!PayloadFamily.rules(for: kind).contains(where: fitOnly.contains))
        }
    }

    @Test("every kind a rule names is registered, and every kind and document has rules of its family")
    func covered() {
        let names = Set((PayloadKind.allCases + PayloadKind.documentKinds).map(\.name)).union(["*", "*object"])
        for rule in RuleRegistry.all {
            #expect(rule.kinds.allSatisfy(names.contains), "\(rule.id): \(rule.kinds)")
        }
        for family in PayloadFamily.all where family.name != "json" {
            for kind in family.kinds + family.documents {
                #expect(family.rules.contains { $0.kinds.contains(kind.name) }, "\(kind)")
            }
        }
    }
}
