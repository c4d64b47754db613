import PushPayloads
import Testing

/// Every listed code is thrown, by the API its documentation names, for the input it describes:
/// one input per code, in the order of `Code.allCases`.
@Suite("Error codes are thrown")
struct ErrorCodeThrowTests {
    /// The id of the code `body` throws, or what happened instead.
    static func thrown<E: CodedError>(_ type: E.Type, _ body: () throws -> Void) -> String {
        do {
            try body()
            return "nothing thrown"
        } catch let error as E {
            return error.code.description
        } catch {
            return "another error: \(error)"
        }
    }

    /// The ids `bodies` throw as `E`, in order.
    static func ids<E: CodedError>(_ type: E.Type, _ bodies: [() throws -> Void]) -> [String] {
        bodies.map { thrown(type, $0) }
    }

    /// The ids of every code of `E`, in order.
    static func all<E: CodedError>(_ type: E.Type) -> [String] {
        E.Code.allCases.map(\.description)
    }

    @Test("JSONReadError: the reader's codes")
    func reader() {
        let inputs: [[UInt8]] = [
            Array("[1,]".utf8), Array("  ".utf8), Array("1 2".utf8), [0x22, 0xFF, 0x22],
            [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], Array(String(repeating: "[", count: 600).utf8),
        ]
        let ids = Self.ids(JSONReadError.self, inputs.map { bytes in { _ = try JSONValue(parsing: bytes) } })
        #expect(ids == Self.all(JSONReadError.self))
    }

    @Test("JSONPointer.ParseError: a missing slash and a bad escape, with their offsets")
    func pointer() {
        let ids = Self.ids(
            JSONPointer.ParseError.self,
            [{ _ = try JSONPointer(parsing: "aps") }, { _ = try JSONPointer(parsing: "/é~2") }])
        #expect(ids == Self.all(JSONPointer.ParseError.self))
        let escape = #expect(throws: JSONPointer.ParseError.self) { try JSONPointer(parsing: "/é~2") }
        #expect(escape?.byteOffset == 3)
        #expect(escape?.description == #"invalid JSON Pointer "/é~2": '~' must be followed by '0' or '1'"#)
    }

    /// Reads two integers from an array.
    struct Pair: Decodable {
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(Int.self)
            _ = try container.decode(Int.self)
        }
    }

    /// One small integer.
    struct Small: Decodable {
        let n: UInt8
    }

    @Test("PayloadDecodingError: one code per DecodingError the decoder throws")
    func decoding() {
        func decode<T: Decodable>(_ type: T.Type, _ text: String) throws {
            do {
                _ = try PayloadDecoder().decode(type, from: Array(text.utf8))
            } catch let error as DecodingError {
                switch error {
                case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
                    .dataCorrupted(let context):
                    throw context.underlyingError ?? error
                @unknown default:
                    throw error
                }
            }
        }
        let ids = Self.ids(
            PayloadDecodingError.self,
            [
                { try decode(Small.self, #"{"n":"3"}"#) }, { try decode(Small.self, #"{"n":null}"#) },
                { try decode(Small.self, "{}") }, { try decode(Small.self, #"{"n":300}"#) },
                { try decode(Pair.self, "[1]") },
            ])
        #expect(ids == Self.all(PayloadDecodingError.self))
    }

    @Test("PayloadSettingError: a value outside the choices, and a document that is not a schema")
    func setting() throws {
        let pushType = try #require(PayloadFamily.allSettings.first { $0.name == "pushType" })
        let schema = try #require(PayloadFamily.allSettings.first { $0.name == "schema" })
        var options = ValidationOptions()
        let ids = Self.ids(
            PayloadSettingError.self,
            [{ try pushType.apply(.text("Alert"), to: &options) }, { try schema.apply(.json(1), to: &options) }])
        #expect(ids == Self.all(PayloadSettingError.self))
    }

    @Test("APNs.TruncationError: fields that cannot absorb the excess")
    func truncation() {
        let payload = APNs.Payload(aps: .init(alert: .init(title: nil, body: "Hello")))
        let ids = Self.ids(APNs.TruncationError.self, [{ _ = try payload.fitting(options: .init(maxBytes: 10)) }])
        #expect(ids == Self.all(APNs.TruncationError.self))
    }

    @Test("LiveActivity.SchemaError: each way a schema document or type name does not fit")
    func schema() {
        var deep: JSONValue = ["leaf": "Int"]
        for _ in 0..<600 { deep = ["inner": deep] }
        let nested = String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40)
        let ids = Self.ids(
            LiveActivity.SchemaError.self,
            [
                { _ = try LiveActivity.Schema(json: 1) }, { _ = try LiveActivity.Schema(json: ["attributesType": 1]) },
                { _ = try LiveActivity.Schema(json: ["attribute": [:]]) },
                { _ = try LiveActivity.Schema(json: ["contentState": 1]) },
                { _ = try LiveActivity.Schema(json: ["contentState": ["eta": 1]]) },
                { _ = try LiveActivity.Schema(json: ["contentState": deep]) },
                { _ = try LiveActivity.SchemaType(parsing: "Dte") },
                { _ = try LiveActivity.SchemaType(parsing: nested) },
            ])
        #expect(ids == Self.all(LiveActivity.SchemaError.self))
    }

    @Test("LiveActivity.SchemaError: the member as a pointer, the place in a type name as a byte offset")
    func schemaPlaces() {
        let member = #expect(throws: LiveActivity.SchemaError.self) {
            try LiveActivity.Schema(json: ["contentState": ["eta": "Dte"]])
        }
        #expect(member?.pointer == "/contentState/eta")
        #expect(member?.byteOffset == 0)
        #expect(member?.description.hasPrefix("/contentState/eta: expected a type, not 'Dte',") == true)
        let bare = #expect(throws: LiveActivity.SchemaError.self) { try LiveActivity.SchemaType(parsing: "[Int") }
        #expect(bare?.pointer == nil)
        #expect(bare?.byteOffset == 4)
        #expect(bare?.description == "expected ']' at character 5 of '[Int'")
        let root = #expect(throws: LiveActivity.SchemaError.self) { try LiveActivity.Schema(json: 1) }
        #expect(root?.pointer == "")
        #expect(root?.description == "the schema must be a JSON object")
    }

    @Test("FCM.LegacyConversionError: no target, and a device group, with the member")
    func legacy() {
        let ids = Self.ids(
            FCM.LegacyConversionError.self,
            [
                { _ = try FCM.LegacyMessage(members: ["data": [:]]).v1Requests(now: 0) },
                { _ = try FCM.LegacyMessage(members: ["notification_key": "g"]).v1Requests(now: 0) },
            ])
        #expect(ids == Self.all(FCM.LegacyConversionError.self))
        let group = #expect(throws: FCM.LegacyConversionError.self) {
            try FCM.LegacyMessage(members: ["notification_key": "g"]).v1Requests(now: 0)
        }
        #expect(group?.pointer == "/notification_key")
    }

    @Test("FingerPush.CodeSyntaxError: each way a code string breaks the grammar")
    func fingerPush() {
        let texts = ["", "CD:1;;IM:0", "CD1", "cd:1", "CD:", "CD:1-2"]
        let ids = Self.ids(
            FingerPush.CodeSyntaxError.self, texts.map { text in { _ = try FingerPush.Code(parsing: text) } })
        #expect(ids == Self.all(FingerPush.CodeSyntaxError.self))
    }

    @Test("MTPush.ValueError: each refused value, with the SDK's client error where it has one")
    func mtPush() throws {
        let long = String(repeating: "a", count: 41)
        let tags = try (0...1000).map { try MTPush.Tag("t\($0)") }
        let bodies: [() throws -> Void] = [
            { _ = try MTPush.Tag("") }, { _ = try MTPush.Tag(long) }, { _ = try MTPush.Tag("a b") },
            { _ = try MTPush.Alias("") }, { _ = try MTPush.Alias(long) }, { _ = try MTPush.Alias("a b") },
            { _ = try MTPush.TagSet([]) }, { _ = try MTPush.TagSet(tags) },
            { _ = try MTPush.TagSet([MTPush.Tag("abc"), MTPush.Tag("def")], totalMaxBytes: 5) },
            { _ = try MTPush.MobileNumber("x1") }, { _ = try MTPush.MobileNumber(String(repeating: "1", count: 21)) },
            { _ = try MTPush.Badge(100_000) }, { _ = try MTPush.LiveActivityID("") },
            { _ = try MTPush.LiveActivityID(String(repeating: "a", count: 25)) },
        ]
        #expect(Self.ids(MTPush.ValueError.self, bodies) == Self.all(MTPush.ValueError.self))
        let resultCodes = MTPush.ValueError.Code.allCases.map { $0.resultCode?.rawValue }
        #expect(resultCodes == [6001, 6006, 6005, 6001, 6004, 6003, 6001, 6007, 6008, 6023, 6025, nil, nil, nil])
    }
}
