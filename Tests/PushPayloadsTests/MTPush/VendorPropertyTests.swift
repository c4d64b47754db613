import Testing

@testable import PushPayloads

/// Properties of the vendor families over generated documents: the validator and the value types
/// judge alike, check counts what validate reports, and models round-trip.
@Suite("Vendor properties")
struct VendorPropertyTests {
    typealias Generator = PropertyTests.Generator

    /// A tag from pieces that are valid, multi-byte, extended CJK, or refused.
    static func tag(_ generator: inout Generator) -> String {
        let pieces = ["a", "Z", "9", "_", "@", "|", "标", "北京", "\u{9FA6}", "\u{3400}", "\u{20000}", " ", "-", "é", "😀"]
        return (0..<generator.int(0...16)).map { _ in pieces[generator.int(0...(pieces.count - 1))] }.joined()
    }

    @Test(
        "a tag's findings are exactly what the Tag type refuses, byte limits included", arguments: PropertyTests.seeds)
    func tagsAgree(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        for _ in 0..<50 {
            let text = Self.tag(&generator)
            let members: JSONObject = ["tags": .array([.string(text)])]
            let rules = PayloadValidator.validate(try PayloadEncoder().encode(JSONValue.object(members)), as: .mtpush)
                .diagnostics.map(\.ruleID)
            let refusing = ["mtpush.tag-empty", "mtpush.tag-too-long", "mtpush.tag-charset"]
            let refused = rules.contains { refusing.contains($0) }
            #expect(refused == ((try? MTPush.Tag(text)) == nil), "seed \(seed): \(text) \(rules)")
            #expect(rules.contains("mtpush.tag-too-long") == (text.utf8.count > 40), "seed \(seed): \(text)")
            let extended = text.unicodeScalars.contains { MTPush.TagText.classify($0) == .extendedCJK }
            #expect(rules.contains("mtpush.tag-cjk-extended") == extended, "seed \(seed): \(text)")
        }
    }

    @Test("a call's total is refused by the rule exactly when TagSet refuses it", arguments: PropertyTests.seeds)
    func totalsAgree(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        let count = generator.int(100...140)
        let tags = (0..<count).map { index in
            let digits = String(index)
            return digits + String(repeating: "x", count: generator.int(30...40) - digits.count)
        }
        let bytes = try PayloadEncoder().encode(JSONValue.object(["tags": .array(tags.map(JSONValue.string))]))
        let rules = PayloadValidator.validate(bytes, as: .mtpush).diagnostics.map(\.ruleID)
        let total = tags.reduce(0) { $0 + $1.utf8.count }
        let set = Result { try MTPush.TagSet(tags.map { try MTPush.Tag($0) }) }
        #expect(rules.contains("mtpush.tag-total-bytes") == (total > 5000), "seed \(seed): \(total)")
        #expect((try? set.get()) == nil ? total > 5000 : total <= 5000, "seed \(seed): \(total)")
    }

    @Test("code-syntax fires exactly when FingerPush.Code refuses the string", arguments: PropertyTests.seeds)
    func codesAgree(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        let pieces = ["CD", "IM", "WL", "PT", ":", ";", "1", "0", "STOS", "x", " ", "cd", "é"]
        for _ in 0..<50 {
            let text = (0..<generator.int(1...10)).map { _ in pieces[generator.int(0...(pieces.count - 1))] }.joined()
            let members: JSONObject = ["code": .string(text), "msgTag": "1"]
            let rules = PayloadValidator.validate(
                try PayloadEncoder().encode(JSONValue.object(members)), as: .fingerpush
            )
            .diagnostics.map(\.ruleID)
            let parsed = try? FingerPush.Code(parsing: text)
            #expect(rules.contains("fingerpush.code-syntax") == (parsed == nil), "seed \(seed): \(text)")
            if let parsed { #expect(parsed.description == text) }
        }
    }

    @Test(
        "any generated object validates as each vendor kind, check agreeing, and its models round-trip",
        arguments: PropertyTests.seeds)
    func anyObject(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        for _ in 0..<10 {
            var object = JSONObject()
            let keys = [
                "aps", "code", "imgUrl", "msgTag", "_j_msgid", "tags", "alias", "mobile", "content", "extras",
                "mesageId",
                "httpCode", "response", "error", "profile", "subscription", "_ac_push", "_buttons", "cats", "fields",
            ]
            for _ in 0..<generator.int(1...6) {
                object.append(key: keys[generator.int(0...(keys.count - 1))], value: generator.value(depth: 2))
            }
            let bytes = try PayloadEncoder().encode(JSONValue.object(object))
            for kind in [PayloadKind.fingerpush, .altcraft, .mtpush] {
                let report = PayloadValidator.validate(bytes, as: kind)
                let summary = PayloadValidator.check(bytes, as: kind)
                #expect(summary.errors == report.count(of: .error) && summary.warnings == report.count(of: .warning))
                #expect(summary.infos == report.count(of: .info), "seed \(seed) as \(kind)")
            }
            try Self.roundTrips(FingerPush.UserInfo.self, bytes)
            try Self.roundTrips(Altcraft.ResponseWithHttpCode.self, bytes)
            try Self.roundTrips(Altcraft.SubscribeRequest.self, bytes)
            try Self.roundTrips(MTPush.DeviceRequest.self, bytes)
        }
    }

    static func roundTrips<T: PayloadModel>(_ type: T.Type, _ bytes: [UInt8]) throws {
        let model = try T(jsonBytes: bytes)
        #expect(try T(jsonBytes: try model.jsonBytes()) == model)
    }
}
