import Testing

@testable import PushPayloads

/// The regular expressions the `fcm` schemas state agree with the checks they mirror, over
/// strings generated from pieces near each check's edges.
@Suite("FCM schema patterns")
struct FCMSchemaPatternTests {
    /// `count` strings: one of `prefixes`, then up to `maximum` pieces drawn from `pieces`, from a
    /// fixed seed (so that a failure repeats).
    static func strings(
        from pieces: [String], maximum: Int, count: Int = 5_000, prefixes: [String] = [""], seed: UInt64 = 20_261_125
    ) -> [String] {
        var generator = PropertyTests.Generator(seed: seed)
        return (0..<count).map { _ in
            prefixes[generator.int(0...(prefixes.count - 1))]
                + (0..<generator.int(0...maximum)).map { _ in pieces[generator.int(0...(pieces.count - 1))] }.joined()
        }
    }

    /// Whether `pattern` matches `text` as JSON Schema's `pattern` does: anywhere in it, by scalars.
    static func searches(_ pattern: String, _ text: String) throws -> Bool {
        try VendorSchemaPatternTests.regex(pattern).firstMatch(in: text) != nil
    }

    /// Expects `pattern` to match exactly the samples `check` accepts; returns how many it accepts.
    static func agreement(_ pattern: String, _ samples: [String], _ check: (String) -> Bool) throws -> Int {
        var accepted = 0
        for text in samples {
            let matches = try searches(pattern, text)
            #expect(matches == check(text), "\(text.prefix(40))")
            if matches { accepted += 1 }
        }
        return accepted
    }

    /// Expects a grammar's pattern to match exactly the samples its check accepts.
    static func agreement(_ grammar: Grammar, _ samples: [String]) throws -> Int {
        try agreement(grammar.pattern, samples) { bytes($0, grammar.accepts) }
    }

    static func bytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        var text = text
        return text.withUTF8(body)
    }

    @Test("a topic: the pattern accepts what TopicName.isValid accepts")
    func topic() throws {
        let pattern = "^" + TopicName.pattern + "$"
        let samples =
            Self.strings(from: ["a", "Z", "0", "-", "_", ".", "~", "%", " ", "/", "é", "+"], maximum: 8)
            + [String(repeating: "a", count: 900), String(repeating: "a", count: 901), ""]
        #expect(try Self.agreement(pattern, samples) { TopicName.isValid($0) } > 250)
    }

    @Test("a duration: the pattern accepts what Duration.isWellFormed accepts")
    func duration() throws {
        let samples = Self.strings(
            from: ["1", "0", "9", ".", "s", "S", "-", " ", "123456789"], maximum: 4, prefixes: ["", "1", "2."])
        #expect(try Self.agreement(FCM.Duration.pattern, samples, FCM.Duration.isWellFormed) > 100)
    }

    @Test("a colour: the grammar's pattern accepts what its check accepts")
    func color() throws {
        let samples = Self.strings(
            from: ["0", "a", "F", "9", "g", " ", "#"], maximum: 7, prefixes: ["", "#", "#", "#12345"])
        #expect(try Self.agreement(Grammar.hexColor, samples) > 10)
    }

    @Test("a timestamp: the grammar's pattern accepts what its check accepts, over mutations of valid ones")
    func timestamp() throws {
        let seeds = ["2026-01-02T03:04:05Z", "2026-01-02T03:04:05.123456789+01:00", "1999-12-31T23:59:60-08:30"]
        let replacements: [Character] = ["0", "9", "-", ":", "T", "Z", "+", ".", " ", "z"]
        var generator = PropertyTests.Generator(seed: 20_261_126)
        let samples = (0..<5_000).map { _ in
            var text = Array(seeds[generator.int(0...(seeds.count - 1))])
            for _ in 0..<generator.int(0...2) {
                let index = generator.int(0...(text.count - 1))
                let replacement = replacements[generator.int(0...(replacements.count - 1))]
                switch generator.int(0...2) {
                case 0: text[index] = replacement
                case 1: text.remove(at: index)
                default: text.insert(replacement, at: index)
                }
            }
            return String(text)
        }
        #expect(try Self.agreement(Grammar.timestamp, samples) > 250)
    }

    @Test("an analytics label: the grammar's pattern accepts what its check accepts, 50 characters and no more")
    func analyticsLabel() throws {
        let samples =
            Self.strings(from: ["a", "Z", "0", "-", "_", ".", "~", "%", " ", "/", "é"], maximum: 6)
            + [String(repeating: "a", count: 50), String(repeating: "a", count: 51), ""]
        #expect(try Self.agreement(Grammar.analyticsLabel, samples) > 250)
    }

    @Test("reserved data keys: the patterns find what v1Class and legacyClass reject")
    func reservedKeys() throws {
        let pieces = ["from", "FROM", "From", "message_type", "google", "Google", "gcm", "GCM", ".", "x", "_", " "]
        for key in Self.strings(from: pieces, maximum: 3) {
            let v1 = Self.bytes(key, FCMDataKeys.v1Class) == .fcm.dataReservedKey
            #expect(try Self.searches(FCMDataKeys.reservedPattern, key) == v1, "\(key)")
            let legacy = Self.bytes(key, FCMDataKeys.legacyClass) == .fcmLegacy.dataReserved
            #expect(try Self.searches(FCMDataKeys.legacyReservedPattern, key) == legacy, "\(key)")
        }
    }

    @Test("caseless spells a word in any case and its punctuation literally")
    func caseless() throws {
        let pattern = "^" + JSONSchemaBuilder.caseless("a.b-c") + "$"
        #expect(try Self.searches(pattern, "A.B-c"))
        #expect(try !Self.searches(pattern, "axb-c"))
    }
}
