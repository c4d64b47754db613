import Foundation
import PushPayloads
import PushPayloadsFoundation

/// One comparison: the library and Foundation doing the same job on the same input.
///
/// Each side is one operation on the reference payload; its result goes to ``sink(_:)`` so it is
/// never optimized away. Both the harness (`PushPayloadsBenchmarks`) and `ratios` run these
/// closures, so the measured code is written once.
public struct BenchmarkPair: Sendable {
    /// The pair's name, as printed by `ratios` and used in the harness's benchmark names.
    public let name: String
    /// What the library side does.
    public let oursSummary: String
    /// What the Foundation side does.
    public let foundationSummary: String
    /// One operation of the library side.
    public let ours: @Sendable () throws -> Void
    /// One operation of the Foundation side.
    public let foundation: @Sendable () throws -> Void
    /// What `ratios` and the harness call the `foundation` side: "foundation" for every pair that
    /// times the library against Foundation; the pairs that time the library against itself (with
    /// and without `ValidationOptions.strings`) name their reference side.
    public var reference = "foundation"
}

/// The pairs, in the order they are reported.
public enum Pairs {
    /// The encoder of the `write` pair. Slashes are left unescaped, as the library writes them.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }

    /// Every pair over `input`. Foundation's encoder and decoder are made once, outside the timed
    /// code, as a program that cares about speed would keep them.
    public static func all(
        _ input: ReferenceInput, liveActivity: LiveActivityReference, fcm: FCMReference, vendors: VendorReference,
        strings: StringsReference
    ) -> [BenchmarkPair] {
        let bytes = input.bytes
        let data = input.data
        let value = input.value
        let payload = input.payload
        let decoder = JSONDecoder()
        let encoder = makeEncoder()
        let payloadDecoder = PayloadDecoder()
        // What iOS hands to an app: JSONSerialization-style objects.
        let userInfo = UserInfoBox((try? JSONSerialization.jsonObject(with: data)) as? [AnyHashable: Any] ?? [:])
        let payloadEncoder = PayloadEncoder()
        let laBytes = liveActivity.bytes
        let laData = liveActivity.data
        let laOptions = liveActivity.options
        let laTyped = liveActivity.typedOptions
        let laPayload = liveActivity.payload
        let laWritten = liveActivity.written
        let fcmBytes = fcm.bytes
        let fcmData = fcm.data
        let code = vendors.code
        let altcraftBytes = vendors.altcraftBytes
        let altcraftData = vendors.altcraftData
        let model = input.model
        let fcmWire = fcm.wire
        let fcmRequest = fcm.request
        let responses = vendors.responses
        let stringsAPNs = strings.apnsBytes
        let stringsAPNsUnknown = strings.apnsUnknownBytes
        let stringsFCM = strings.fcmBytes
        let stringsFCMUnknown = strings.fcmUnknownBytes
        let appleStrings = strings.appleOptions
        let androidStrings = strings.androidOptions

        let foundationRead: @Sendable () throws -> Void = {
            sink(try JSONSerialization.jsonObject(with: data))
        }
        // The reader's product: a validated document (tape, spans, findings) that rules and lookups
        // read without building Swift values.
        let oursRead: @Sendable () throws -> Void = {
            sink(try JSONReader.read(bytes))
        }

        return [
            BenchmarkPair(
                name: "read",
                oursSummary: "JSONReader.read([UInt8]) (tape, spans, duplicate and number findings)",
                foundationSummary: "JSONSerialization.jsonObject(with: Data)",
                ours: oursRead,
                foundation: foundationRead
            ),
            BenchmarkPair(
                name: "read-vs-decoder",
                oursSummary: "JSONReader.read([UInt8])",
                foundationSummary: "JSONDecoder.decode(ReferencePayload.self, from: Data)",
                ours: oursRead,
                foundation: { sink(try decoder.decode(ReferencePayload.self, from: data)) }
            ),
            BenchmarkPair(
                name: "read-tree",
                oursSummary: "JSONValue(parsing: [UInt8]) (a full tree of Swift values)",
                foundationSummary: "JSONSerialization.jsonObject(with: Data)",
                ours: { sink(try JSONValue(parsing: bytes)) },
                foundation: foundationRead
            ),
            BenchmarkPair(
                name: "validate-json",
                oursSummary: "PayloadValidator.validate([UInt8], as: .json)",
                foundationSummary: "JSONSerialization.jsonObject(with: Data)",
                ours: { sink(PayloadValidator.validate(bytes, as: .json)) },
                foundation: foundationRead
            ),
            BenchmarkPair(
                name: "decode",
                oursSummary: "PayloadDecoder.decode(ReferencePayload.self, from: [UInt8])",
                foundationSummary: "JSONDecoder.decode(ReferencePayload.self, from: Data)",
                ours: { sink(try payloadDecoder.decode(ReferencePayload.self, from: bytes)) },
                foundation: { sink(try decoder.decode(ReferencePayload.self, from: data)) }
            ),
            BenchmarkPair(
                name: "encode",
                oursSummary: "PayloadEncoder.encode(ReferencePayload)",
                foundationSummary: "JSONEncoder.encode(ReferencePayload) [.withoutEscapingSlashes]",
                ours: { sink(try payloadEncoder.encode(payload)) },
                foundation: { sink(try encoder.encode(payload)) }
            ),
            BenchmarkPair(
                name: "userinfo",
                oursSummary: "PayloadDecoder.decode(ReferencePayload.self, fromUserInfo:)",
                foundationSummary: "JSONSerialization.data(withJSONObject: userInfo) then JSONDecoder.decode",
                ours: { sink(try payloadDecoder.decode(ReferencePayload.self, fromUserInfo: userInfo.value)) },
                foundation: {
                    sink(
                        try decoder.decode(
                            ReferencePayload.self, from: try JSONSerialization.data(withJSONObject: userInfo.value)))
                }
            ),
            BenchmarkPair(
                name: "validate-apns",
                oursSummary: "PayloadValidator.validate([UInt8], as: .apns) (syntax and every apns rule)",
                foundationSummary: "JSONDecoder.decode(ReferencePayload.self, from: Data)",
                ours: { sink(PayloadValidator.validate(bytes, as: .apns)) },
                foundation: { sink(try decoder.decode(ReferencePayload.self, from: data)) }
            ),
            BenchmarkPair(
                name: "check-apns",
                oursSummary: "PayloadValidator.check([UInt8], as: .apns) (every apns rule; counts, no finding text)",
                foundationSummary: "JSONDecoder.decode(ReferencePayload.self, from: Data)",
                ours: { sink(PayloadValidator.check(bytes, as: .apns)) },
                foundation: { sink(try decoder.decode(ReferencePayload.self, from: data)) }
            ),
            BenchmarkPair(
                name: "decode-apns",
                oursSummary: "APNs.Payload(jsonBytes:) (PayloadDecoder)",
                foundationSummary: "JSONDecoder.decode(APNs.Payload.self, from: Data)",
                ours: { sink(try APNs.Payload(jsonBytes: bytes)) },
                foundation: { sink(try decoder.decode(APNs.Payload.self, from: data)) }
            ),
            BenchmarkPair(
                name: "decode-apns-vs-structs",
                oursSummary: "APNs.Payload(jsonBytes:) (PayloadDecoder)",
                foundationSummary: "JSONDecoder.decode(ReferencePayload.self, from: Data) (plain structs)",
                ours: { sink(try APNs.Payload(jsonBytes: bytes)) },
                foundation: { sink(try decoder.decode(ReferencePayload.self, from: data)) }
            ),
            BenchmarkPair(
                name: "check-liveactivity",
                oursSummary: "PayloadValidator.check([UInt8], as: .liveActivity) with a schema document (2 KB update)",
                foundationSummary: "JSONDecoder.decode into the same ContentState (what ActivityKit does)",
                ours: { sink(PayloadValidator.check(laBytes, as: .liveActivity, options: laOptions)) },
                foundation: { sink(try decoder.decode(LiveActivityReference.Wire.self, from: laData)) }
            ),
            BenchmarkPair(
                name: "validate-liveactivity",
                oursSummary: "PayloadValidator.validate([UInt8], as: .liveActivity) with a schema document",
                foundationSummary: "JSONDecoder.decode into the same ContentState",
                ours: { sink(PayloadValidator.validate(laBytes, as: .liveActivity, options: laOptions)) },
                foundation: { sink(try decoder.decode(LiveActivityReference.Wire.self, from: laData)) }
            ),
            BenchmarkPair(
                name: "check-liveactivity-decodable",
                oursSummary: "PayloadValidator.check as .liveActivity with the ContentState type (decodes it)",
                foundationSummary: "JSONDecoder.decode into the same ContentState",
                ours: { sink(PayloadValidator.check(laBytes, as: .liveActivity, options: laTyped)) },
                foundation: { sink(try decoder.decode(LiveActivityReference.Wire.self, from: laData)) }
            ),
            BenchmarkPair(
                name: "check-fcm",
                oursSummary: "PayloadValidator.check([UInt8], as: .fcm) (3 KB send request with an apns block)",
                foundationSummary: "JSONDecoder.decode into plain structs of the same message",
                ours: { sink(PayloadValidator.check(fcmBytes, as: .fcm)) },
                foundation: { sink(try decoder.decode(FCMReference.Wire.self, from: fcmData)) }
            ),
            BenchmarkPair(
                name: "validate-fcm",
                oursSummary: "PayloadValidator.validate([UInt8], as: .fcm) (findings rendered)",
                foundationSummary: "JSONDecoder.decode into plain structs of the same message",
                ours: { sink(PayloadValidator.validate(fcmBytes, as: .fcm)) },
                foundation: { sink(try decoder.decode(FCMReference.Wire.self, from: fcmData)) }
            ),
            BenchmarkPair(
                name: "code-parse",
                oursSummary: "FingerPush.Code(parsing:) and .description (CD:1;IM:1;WL:1;PT:STOS)",
                foundationSummary: "components(separatedBy:) into pairs and a dictionary, joined back",
                ours: { sink(try FingerPush.Code(parsing: code).description) },
                foundation: { sink(VendorReference.foundationCode(code)) }
            ),
            BenchmarkPair(
                name: "check-altcraft",
                oursSummary: "PayloadValidator.check([UInt8], as: .altcraft) (4 KB ResponseWithHttpCode)",
                foundationSummary: "JSONDecoder.decode into plain structs with the SDK's JSON value enum",
                ours: { sink(PayloadValidator.check(altcraftBytes, as: .altcraft)) },
                foundation: { sink(try decoder.decode(VendorReference.AltcraftWire.self, from: altcraftData)) }
            ),
            BenchmarkPair(
                name: "write",
                oursSummary: "JSONValue.jsonBytes() on a parsed value",
                foundationSummary: "JSONEncoder.encode(ReferencePayload) [.withoutEscapingSlashes]",
                ours: { sink(value.jsonBytes()) },
                foundation: { sink(try encoder.encode(payload)) }
            ),
            BenchmarkPair(
                name: "encode-apns-model",
                oursSummary: "APNs.Payload.jsonBytes() (the library's model of the reference payload)",
                foundationSummary: "JSONEncoder.encode(ReferencePayload) (plain structs of the same payload)",
                ours: { sink(try model.jsonBytes()) },
                foundation: { sink(try encoder.encode(payload)) }
            ),
            BenchmarkPair(
                name: "decode-fcm-model",
                oursSummary: "FCM.SendRequest(jsonBytes:) (3 KB send request)",
                foundationSummary: "JSONDecoder.decode into plain structs of the same message",
                ours: { sink(try FCM.SendRequest(jsonBytes: fcmBytes)) },
                foundation: { sink(try decoder.decode(FCMReference.Wire.self, from: fcmData)) }
            ),
            BenchmarkPair(
                name: "encode-fcm-model",
                oursSummary: "FCM.SendRequest.jsonBytes()",
                foundationSummary: "JSONEncoder.encode of the plain structs of the same message",
                ours: { sink(try fcmRequest.jsonBytes()) },
                foundation: { sink(try encoder.encode(fcmWire)) }
            ),
            BenchmarkPair(
                name: "decode-liveactivity-model",
                oursSummary: "LiveActivity.Payload<ContentState>(jsonBytes:) and its contentState (2 KB update)",
                foundationSummary: "JSONDecoder.decode into the same ContentState (what ActivityKit does)",
                ours: {
                    sink(try LiveActivity.Payload<LiveActivityReference.ContentState>(jsonBytes: laBytes).contentState)
                },
                foundation: { sink(try decoder.decode(LiveActivityReference.Wire.self, from: laData)) }
            ),
            BenchmarkPair(
                name: "decode-apns-response",
                oursSummary: "APNs.Response(status:headers:body:), apnsID and nextStep (410 Unregistered)",
                foundationSummary: "JSONDecoder.decode of the body into a plain struct, UUID(uuidString:), a table",
                ours: { sink(try ResponseReference.oursAPNs()) },
                foundation: { sink(try ResponseReference.foundationAPNs(decoder, responses.apnsData)) }
            ),
            BenchmarkPair(
                name: "decode-fcm-response",
                oursSummary: "FCM.Response(status:headers:body:) and nextStep (404 UNREGISTERED)",
                foundationSummary: "JSONDecoder.decode into plain structs of google.rpc.Status, a table",
                ours: { sink(try ResponseReference.oursFCM()) },
                foundation: { sink(try ResponseReference.foundationFCM(decoder, responses.fcmData)) }
            ),
            BenchmarkPair(
                name: "encode-liveactivity-model",
                oursSummary: "LiveActivity.Payload<ContentState>.jsonBytes()",
                foundationSummary: "JSONEncoder.encode of plain structs of the same update",
                ours: { sink(try laPayload.jsonBytes()) },
                foundation: { sink(try encoder.encode(laWritten)) }
            ),
            BenchmarkPair(
                name: "decode-liveactivity-members",
                oursSummary: "LiveActivity.Payload<ContentState>(jsonBytes:) alone: its members, the state not decoded",
                foundationSummary: "JSONDecoder.decode into the same ContentState (what ActivityKit does)",
                ours: { sink(try LiveActivity.Payload<LiveActivityReference.ContentState>(jsonBytes: laBytes)) },
                foundation: { sink(try decoder.decode(LiveActivityReference.Wire.self, from: laData)) }
            ),
            BenchmarkPair(
                name: "build-liveactivity-model",
                oursSummary: "LiveActivity.Payload.update(ContentState, ...) and .jsonBytes() (the state encoded too)",
                foundationSummary: "JSONEncoder.encode of plain structs of the same update",
                ours: { sink(try liveActivity.build().jsonBytes()) },
                foundation: { sink(try encoder.encode(laWritten)) }
            ),
            // The localization rules against the check without them: the reference side is the
            // library's own check of the same bytes without `options.strings`, so the ratio
            // (without / with) is at least 0.83x when the strings cost at most 1.2x.
            BenchmarkPair(
                name: "check-apns-strings",
                oursSummary: "PayloadValidator.check(as: .apns) with options.strings (10,000-key catalog, 4 languages)",
                foundationSummary: "the same check without strings (1.2 KB alert body, both loc keys found)",
                ours: { sink(PayloadValidator.check(stringsAPNs, as: .apns, options: appleStrings)) },
                foundation: { sink(PayloadValidator.check(stringsAPNs, as: .apns)) },
                reference: "without strings"
            ),
            BenchmarkPair(
                name: "check-apns-strings-unknown",
                oursSummary: "PayloadValidator.check(as: .apns) with options.strings, both keys missing (2 errors)",
                foundationSummary: "the same check without strings (no finding)",
                ours: { sink(PayloadValidator.check(stringsAPNsUnknown, as: .apns, options: appleStrings)) },
                foundation: { sink(PayloadValidator.check(stringsAPNsUnknown, as: .apns)) },
                reference: "without strings"
            ),
            BenchmarkPair(
                name: "check-fcm-strings",
                oursSummary: "PayloadValidator.check(as: .fcm) with options.strings (values/, values-de/: 10,000 each)",
                foundationSummary: "the same check without strings (3 KB send request, both loc keys found)",
                ours: { sink(PayloadValidator.check(stringsFCM, as: .fcm, options: androidStrings)) },
                foundation: { sink(PayloadValidator.check(stringsFCM, as: .fcm)) },
                reference: "without strings"
            ),
            BenchmarkPair(
                name: "check-fcm-strings-unknown",
                oursSummary: "PayloadValidator.check(as: .fcm) with options.strings, both keys missing (2 errors)",
                foundationSummary: "the same check without strings (no finding)",
                ours: { sink(PayloadValidator.check(stringsFCMUnknown, as: .fcm, options: androidStrings)) },
                foundation: { sink(PayloadValidator.check(stringsFCMUnknown, as: .fcm)) },
                reference: "without strings"
            ),
        ]
    }
}

/// A `userInfo` dictionary shared read-only by the benchmark closures.
struct UserInfoBox: @unchecked Sendable {
    let value: [AnyHashable: Any]
    init(_ value: [AnyHashable: Any]) { self.value = value }
}
