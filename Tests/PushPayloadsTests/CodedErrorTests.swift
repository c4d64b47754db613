import PushPayloads
import Testing

/// One public error type and the ids its codes must keep: listed here by hand, so renaming or
/// dropping a released id fails a test.
struct PinnedCodes: Sendable, CustomTestStringConvertible {
    /// The type's name, for messages.
    let name: String
    /// The ids of `Code.allCases`, in order.
    let ids: [String]
    /// The ids as released.
    let pinned: [String]

    init<E: CodedError>(_ type: E.Type, _ pinned: [String]) {
        name = String(reflecting: type)
        ids = E.Code.allCases.map(\.description)
        self.pinned = pinned
    }

    var testDescription: String { name }
}

/// Every public error of the library is a ``CodedError`` with stable ids in one scheme.
///
/// PushPayloadsFoundation's and PushLint's error types are pinned in their own test targets; each
/// module's ids start with its own areas, so ids are unique across the package. A public error
/// type that does not conform to `CodedError` fails `Scripts/check-error-types.sh`, which reads the
/// compiler's symbol graphs.
@Suite("Coded errors")
struct CodedErrorTests {
    /// Every public error type of PushPayloads, with the ids of its codes.
    static let library: [PinnedCodes] = [
        PinnedCodes(
            JSONReadError.self,
            [
                "json.syntax", "json.empty-input", "json.trailing-data", "json.invalid-utf8", "json.not-utf8",
                "json.depth-exceeded",
            ]),
        PinnedCodes(JSONPointer.ParseError.self, ["json.pointer.missing-slash", "json.pointer.invalid-escape"]),
        PinnedCodes(
            PayloadDecodingError.self,
            [
                "decoding.type-mismatch", "decoding.null-value", "decoding.missing-key", "decoding.invalid-value",
                "decoding.end-of-array",
            ]),
        PinnedCodes(PayloadSettingError.self, ["setting.invalid-value", "setting.invalid-document"]),
        PinnedCodes(APNs.TruncationError.self, ["apns.truncation-impossible"]),
        PinnedCodes(
            LiveActivity.SchemaError.self,
            [
                "liveactivity.schema.not-an-object", "liveactivity.schema.attributes-type-not-a-string",
                "liveactivity.schema.unknown-member", "liveactivity.schema.properties-not-an-object",
                "liveactivity.schema.invalid-property", "liveactivity.schema.structs-too-deep",
                "liveactivity.schema.type-syntax", "liveactivity.schema.type-too-deep",
            ]),
        PinnedCodes(FCM.LegacyConversionError.self, ["fcm.legacy.no-target", "fcm.legacy.device-group-target"]),
        PinnedCodes(FCM.Duration.SyntaxError.self, ["fcm.duration.malformed", "fcm.duration.out-of-range"]),
        PinnedCodes(
            FingerPush.CodeSyntaxError.self,
            [
                "fingerpush.code.empty", "fingerpush.code.empty-segment", "fingerpush.code.missing-colon",
                "fingerpush.code.invalid-key", "fingerpush.code.empty-value", "fingerpush.code.invalid-value",
            ]),
        PinnedCodes(
            StringResourceError.self,
            [
                "strings.unsupported-file", "strings.unsupported-format", "strings.encoding", "strings.syntax",
                "strings.structure",
            ]),
        PinnedCodes(
            MTPush.ValueError.self,
            [
                "mtpush.tag.empty", "mtpush.tag.too-long", "mtpush.tag.invalid-character", "mtpush.alias.empty",
                "mtpush.alias.too-long", "mtpush.alias.invalid-character", "mtpush.tag-set.empty",
                "mtpush.tag-set.too-many", "mtpush.tag-set.too-long", "mtpush.mobile-number.invalid",
                "mtpush.mobile-number.too-long", "mtpush.badge.out-of-range", "mtpush.live-activity-id.empty",
                "mtpush.live-activity-id.too-long",
            ]),
    ]

    /// The areas of the library's ids; `userinfo` and `pushlint` belong to the other modules.
    static let areas: Set<String> = [
        "json", "decoding", "setting", "apns", "liveactivity", "fcm", "fingerpush", "mtpush", "strings",
    ]

    @Test("each error type lists its codes, and their ids are the ones released", arguments: library)
    func pinned(_ type: PinnedCodes) {
        #expect(!type.ids.isEmpty)
        #expect(type.ids == type.pinned)
    }

    @Test("ids follow the scheme, start with the library's areas, and are unique across its error types")
    func scheme() {
        let ids = Self.library.flatMap(\.ids)
        for id in ids {
            #expect(ErrorCodeScheme.isValid(id), "\(id)")
            #expect(Self.areas.contains(String(id.prefix { $0 != "." })), "\(id)")
        }
        #expect(Set(ids).count == ids.count)
    }

    @Test("a code is a rule id exactly when it says which rule reports it")
    func ruleIDs() {
        let mapped =
            JSONReadError.Code.allCases.map { ($0.description, $0.ruleID) }
            + APNs.TruncationError.Code.allCases.map { ($0.description, $0.ruleID) }
        for (id, ruleID) in mapped {
            #expect(id == ruleID)
            #expect(RuleRegistry.rule(id: ruleID) != nil, "\(ruleID)")
        }
        let unmapped = Set(Self.library.flatMap(\.ids)).subtracting(mapped.map(\.0))
        for id in unmapped {
            #expect(RuleRegistry.rule(id: id) == nil, "\(id) is a rule id")
        }
    }

    @Test("errors are equal, and hash alike, when their codes are, whatever their positions and texts")
    func equality() {
        func failure(_ text: String) -> FingerPush.CodeSyntaxError? {
            do {
                _ = try FingerPush.Code(parsing: text)
                return nil
            } catch {
                return error
            }
        }
        let trailing = failure("CD:1;")
        let leading = failure(";CD:1")
        #expect(trailing?.byteOffset == 5 && leading?.byteOffset == 0)
        #expect(trailing == leading)
        #expect(trailing?.hashValue == leading?.hashValue)
        #expect(trailing != failure(""))
    }

    /// What a server logs for an error: its id and message, when it is a `CodedError`.
    static func logged(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as any CodedError {
            return "\(error.code) \(error.message)"
        } catch {
            return "not coded: \(error)"
        }
    }

    @Test("any error of the library, caught as any error, is a CodedError with its id and message")
    func existential() {
        #expect(Self.logged { _ = try JSONPointer(parsing: "aps") } == "json.pointer.missing-slash must start with '/'")
        #expect(Self.logged { _ = try FingerPush.Code(parsing: "") } == "fingerpush.code.empty the code is empty")
        #expect(Self.logged { _ = try MTPush.Badge(-1) } == "mtpush.badge.out-of-range badge -1 is outside 0…99999")
        #expect(Self.logged { _ = try JSONValue(parsing: Array("[1,".utf8)) }?.hasPrefix("json.syntax ") == true)
    }
}

/// The shape every error code id has: lowercase ASCII letters and digits in words joined by `-`,
/// at least two segments joined by `.`.
enum ErrorCodeScheme {
    static func isValid(_ id: String) -> Bool {
        let segments = id.split(separator: ".", omittingEmptySubsequences: false)
        return segments.count >= 2
            && segments.allSatisfy { segment in
                segment.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
                    !word.isEmpty && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
                }
            }
    }
}
