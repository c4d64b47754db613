import PushPayloads
import Testing

/// MTPush's limits at their exact boundaries, in the value types and in the validator alike.
@Suite("MTPush limits")
struct MTPushLimitTests {
    /// The `mtpush.*` rule ids a device request of these members gets.
    static func rules(_ members: JSONObject, options: ValidationOptions = ValidationOptions()) throws -> [String] {
        let bytes = try PayloadEncoder().encode(JSONValue.object(members))
        return PayloadValidator.validate(bytes, as: .mtpush, options: options).diagnostics.map(\.ruleID)
            .filter { $0.hasPrefix("mtpush.") }
    }

    /// `count` three-byte Chinese characters followed by `ascii` letters.
    static func tag(chinese count: Int, ascii: Int) -> String {
        String(repeating: "标", count: count) + String(repeating: "a", count: ascii)
    }

    @Test("a tag of 40 UTF-8 bytes is accepted and one of 41 refused (multi-byte characters)")
    func tagBytes() throws {
        let forty = Self.tag(chinese: 13, ascii: 1)
        let fortyOne = Self.tag(chinese: 13, ascii: 2)
        #expect(forty.utf8.count == 40 && fortyOne.utf8.count == 41)
        #expect(throws: Never.self) { try MTPush.Tag(forty) }
        #expect(throws: MTPush.ValueError.self) { try MTPush.Tag(fortyOne) }
        #expect((try? MTPush.Tag(fortyOne)) == nil)
        do { _ = try MTPush.Tag(fortyOne) } catch {
            #expect(error.code == .tagTooLong)
            #expect(error.resultCode == .tagTooLong)
        }
        #expect(try Self.rules(["tags": [.string(forty)]]).isEmpty)
        #expect(try Self.rules(["tags": [.string(fortyOne)]]) == ["mtpush.tag-too-long"])
        #expect(try Self.rules(["alias": .string(fortyOne)]) == ["mtpush.alias-too-long"])
        do { _ = try MTPush.Alias(fortyOne) } catch { #expect(error.code == .aliasTooLong) }
    }

    @Test("1000 tags in one call are accepted and 1001 refused")
    func tagCount() throws {
        let tags = (0..<1001).map { "t\($0)" }
        #expect(throws: Never.self) { try MTPush.TagSet(tags.prefix(1000).map { try MTPush.Tag($0) }) }
        do {
            _ = try MTPush.TagSet(tags.map { try MTPush.Tag($0) })
            Issue.record("1001 tags were accepted")
        } catch {
            #expect((error as? MTPush.ValueError)?.code == .tooManyTags)
            #expect((error as? MTPush.ValueError)?.resultCode == .tooManyTags)
        }
        #expect(try Self.rules(["tags": .array(tags.prefix(1000).map(JSONValue.string))]).isEmpty)
        #expect(try Self.rules(["tags": .array(tags.map(JSONValue.string))]) == ["mtpush.tag-count"])
    }

    @Test("5000 bytes of tags are accepted and 5001 refused; the limit is configurable")
    func tagTotal() throws {
        // 125 distinct tags of 40 bytes = 5000; one more byte on the last makes 5001 (a 41st byte
        // would break the tag, so the extra byte goes on a 126th tag).
        let tags = (0..<125).map { Self.fortyByteTag($0) }
        let exact = tags.reduce(0) { $0 + $1.utf8.count }
        #expect(exact == 5000)
        #expect(throws: Never.self) { try MTPush.TagSet(tags.map { try MTPush.Tag($0) }) }
        let over = tags + ["x"]
        do {
            _ = try MTPush.TagSet(over.map { try MTPush.Tag($0) })
            Issue.record("5001 bytes were accepted")
        } catch {
            #expect((error as? MTPush.ValueError)?.code == .tagsTooLong)
            #expect((error as? MTPush.ValueError)?.resultCode == .tagsTooLong)
        }
        #expect(try Self.rules(["tags": .array(tags.map(JSONValue.string))]).isEmpty)
        #expect(try Self.rules(["tags": .array(over.map(JSONValue.string))]) == ["mtpush.tag-total-bytes"])
        var options = ValidationOptions()
        options.mtpush.tagTotalMaxBytes = 5120
        #expect(try Self.rules(["tags": .array(over.map(JSONValue.string))], options: options).isEmpty)
        #expect(throws: Never.self) { try MTPush.TagSet(over.map { try MTPush.Tag($0) }, totalMaxBytes: 5120) }
    }

    /// A 40-byte tag that differs for each number.
    static func fortyByteTag(_ number: Int) -> String {
        let digits = String(number)
        return digits + String(repeating: "_", count: 40 - digits.utf8.count)
    }

    @Test("a mobile number of 20 characters is accepted and one of 21 refused")
    func mobileNumber() throws {
        let twenty = "+86-" + String(repeating: "1", count: 16)
        let twentyOne = twenty + "2"
        #expect(twenty.count == 20)
        #expect(throws: Never.self) { try MTPush.MobileNumber(twenty) }
        do { _ = try MTPush.MobileNumber(twentyOne) } catch { #expect(error.code == .mobileNumberTooLong) }
        do { _ = try MTPush.MobileNumber("12 34") } catch { #expect(error.code == .mobileNumberInvalid) }
        #expect(try Self.rules(["mobileNumber": .string(twenty)]).isEmpty)
        #expect(try Self.rules(["mobileNumber": .string(twentyOne)]) == ["mtpush.mobile-number-length"])
    }

    @Test("a liveActivityId of 24 bytes is accepted and one of 25 refused")
    func liveActivityID() throws {
        let token = String(repeating: "ab", count: 32)
        let twentyFour = "活动" + String(repeating: "x", count: 18)
        let twentyFive = twentyFour + "y"
        #expect(twentyFour.utf8.count == 24)
        #expect(throws: Never.self) { try MTPush.LiveActivityID(twentyFour) }
        #expect(throws: MTPush.ValueError.self) { try MTPush.LiveActivityID(twentyFive) }
        #expect(throws: Never.self) { try MTPush.LiveActivityID(twentyFive, maxBytes: nil) }
        let ok: JSONObject = ["liveActivityId": .string(twentyFour), "pushToken": .string(token)]
        let long: JSONObject = ["liveActivityId": .string(twentyFive), "pushToken": .string(token)]
        #expect(try Self.rules(ok).isEmpty)
        #expect(try Self.rules(long) == ["mtpush.live-activity-id-too-long"])
        var options = ValidationOptions()
        options.mtpush.liveActivityIDMaxBytes = nil
        #expect(try Self.rules(long, options: options).isEmpty)
    }

    @Test("badges run from 0 to 99999")
    func badge() throws {
        #expect(throws: Never.self) { try MTPush.Badge(99999) }
        #expect(throws: MTPush.ValueError.self) { try MTPush.Badge(100_000) }
        #expect(throws: MTPush.ValueError.self) { try MTPush.Badge(-1) }
        #expect(try Self.rules(["badge": 100_000]) == ["mtpush.badge-range"])
    }

    @Test("a request built from value types validates clean")
    func built() throws {
        let request = MTPush.DeviceRequest(
            tags: try MTPush.TagSet([try MTPush.Tag("vip"), try MTPush.Tag("北京"), try MTPush.Tag("vip")]),
            alias: try MTPush.Alias("user_1"), mobileNumber: try MTPush.MobileNumber("+8613800000000"),
            badge: try MTPush.Badge(3))
        #expect(request.tags == ["vip", "北京"], "a set: the repeated tag counts once")
        #expect(try request.validate().diagnostics.isEmpty)
    }
}
