import Testing

@testable import PushPayloads

/// The patterns the vendor families' schemas state agree with the checks the validator runs, over
/// generated strings. The regular expressions match Unicode scalars, as ECMA-262 (with `u`) and
/// Python's `re` match code points.
@Suite("Vendor schema patterns")
struct VendorSchemaPatternTests {
    typealias Generator = PropertyTests.Generator

    /// How many strings each property tries.
    static let count = 20_000

    /// A regular expression of a schema, matching scalars.
    static func regex(_ pattern: String) throws -> Regex<AnyRegexOutput> {
        try Regex(pattern).matchingSemantics(.unicodeScalar)
    }

    static func matches(_ regex: Regex<AnyRegexOutput>, _ text: String) throws -> Bool {
        try regex.wholeMatch(in: text) != nil
    }

    /// Text of `pieces`, up to `maxPieces` of them.
    static func text(_ pieces: [String], maxPieces: Int, _ generator: inout Generator) -> String {
        (0..<generator.int(0...maxPieces)).map { _ in pieces[generator.int(0...(pieces.count - 1))] }.joined()
    }

    // MARK: FingerPush

    /// A code string: well-formed segments (often), or pieces of one.
    static func code(_ generator: inout Generator) -> String {
        if generator.chance(50) {
            let keys = ["CD", "IM", "WL", "PT", "XX"]
            let values = ["0", "1", "2", "DEFT", "STOS", "LNGT", "x1"]
            let segments = (0..<generator.int(1...5)).map { _ in
                keys[generator.int(0...(keys.count - 1))] + ":" + values[generator.int(0...(values.count - 1))]
            }
            var text = segments.joined(separator: ";")
            if generator.chance(20) { text += [";", " ", ":1", "é", ";;CD:1"][generator.int(0...4)] }
            return text
        }
        let pieces = [
            "CD", "IM", "WL", "PT", "XX", ":", ";", "0", "1", "10", "DEFT", "STOS", "x", " ", "cd", "é", "\n",
        ]
        return text(pieces, maxPieces: 10, &generator)
    }

    @Test("the code patterns agree with the code rules and the flags, over 20,000 generated strings")
    func codes() throws {
        let syntax = try Self.regex(FingerPush.Code.syntaxPattern)
        let noRepeat = try Self.regex(FingerPushChecks.codeNoDocumentedKeyRepeatPattern)
        let value = try Self.regex(FingerPushChecks.codeValuePattern)
        let flags = [
            (try Self.regex(FingerPushChecks.imageFlagPattern), \FingerPush.Code.image),
            (try Self.regex(FingerPushChecks.webLinkFlagPattern), \FingerPush.Code.webLink),
            (try Self.regex(FingerPushChecks.customDataFlagPattern), \FingerPush.Code.customData),
        ]
        var generator = Generator(seed: 20_260_101)
        var (parsed, accepted, undocumentedRepeats) = (0, 0, 0)
        for _ in 0..<Self.count {
            let text = Self.code(&generator)
            let bytes = try PayloadEncoder().encode(JSONValue.object(["code": .string(text), "msgTag": "1"]))
            let rules = Set(PayloadValidator.validate(bytes, as: .fingerpush).diagnostics.map(\.ruleID))
            let isSyntax = try Self.matches(syntax, text)
            #expect(isSyntax == !rules.contains("fingerpush.code-syntax"), "\(text)")
            let code = try? FingerPush.Code(parsing: text)
            let repeated = code.map(Self.repeatedKeys) ?? []
            // The schema states the repeats of documented keys only; the others are the validator's.
            let repeatsDocumented = repeated.contains { FingerPush.Code.Key.all.contains($0) }
            let refused =
                rules.contains("fingerpush.code-syntax") || rules.contains("fingerpush.code-value") || repeatsDocumented
            let passes = try isSyntax && Self.matches(noRepeat, text) && Self.matches(value, text)
            #expect(passes == !refused, "\(text) \(rules.sorted())")
            guard let code else { continue }
            parsed += 1
            if passes { accepted += 1 }
            if !repeated.isEmpty, !repeatsDocumented { undocumentedRepeats += 1 }
            #expect(rules.contains("fingerpush.code-duplicate-key") == !repeated.isEmpty, "\(text)")
            #expect(try !Self.matches(noRepeat, text) == repeatsDocumented, "\(text)")
            for (regex, flag) in flags {
                #expect(try Self.matches(regex, text) == (code[keyPath: flag] == true), "\(text)")
            }
        }
        #expect(parsed > 5_000 && accepted > 1_000, "\(parsed) parsed, \(accepted) accepted")
        #expect(undocumentedRepeats > 100, "\(undocumentedRepeats) codes repeat only undocumented keys")
    }

    /// The keys that start more than one segment.
    static func repeatedKeys(_ code: FingerPush.Code) -> Set<String> {
        var seen: Set<String> = []
        return Set(code.segments.map(\.key).filter { !seen.insert($0).inserted })
    }

    @Test(
        "the URL pattern accepts exactly what isWebURL accepts, over 20,000 generated strings",
        arguments: [false, true])
    func webURLs(httpsOnly: Bool) throws {
        let regex = try Self.regex(URLFormat.webURLPattern(httpsOnly: httpsOnly))
        let schemes = [
            "http://", "https://", "HtTpS://", "ftp://", "http:/", "https:", "", "http://u:p@", "https://[::1]",
        ]
        let pieces = [
            "a", "Z", "9", "-", ".", "_", "~", "!", "$", "&", "'", "(", "*", "+", ",", ";", "=", ":", "80", "@", "/",
            "?",
            "#", "%", "%4F", "%g1", "[", "]", "[fe80::1]", " ", "é", "\"", "<", "|", "\\", "^", "`", "{",
        ]
        var generator = Generator(seed: 20_260_102)
        var accepted = 0
        for _ in 0..<Self.count {
            let text = schemes[generator.int(0...(schemes.count - 1))] + Self.text(pieces, maxPieces: 8, &generator)
            let matches = try Self.matches(regex, text)
            #expect(matches == URLFormat.isWebURL(text, httpsOnly: httpsOnly), "\(text)")
            if matches { accepted += 1 }
        }
        #expect(accepted > 500, "\(accepted) accepted")
        for text in [
            "https://a", "http://a:b", "https://a/b#c#d", "https://%41", "https://%4", "http://[]", "http://a@b@c",
        ] {
            #expect(try Self.matches(regex, text) == URLFormat.isWebURL(text, httpsOnly: httpsOnly), "\(text)")
        }
    }

    // MARK: MTPush

    @Test("the tag patterns agree with the character set and the 40-byte limit, over 20,000 generated strings")
    func tags() throws {
        let valid = try Self.regex(MTPush.TagText.validPattern)
        let short = try Self.regex(MTPush.TagText.maxBytesPattern)
        // The set, its symbols, 3-byte CJK (plain and extended), refused ASCII and BMP characters.
        let bmp =
            [
                "a", "Z", "9", "_", "@", "|", "=", ".", "标", "北京", "\u{9FA5}", "\u{9FA6}", "\u{3400}", "\u{F900}",
                "\u{FAFF}",
            ]
            + [" ", "-", "/", "%", "\u{800}", "\u{2028}", "\u{F8FF}", "\u{FB00}", "\u{FFFD}"]
        // 2-byte letters and characters above U+FFFF (CJK extension B and emoji).
        let wider = ["é", "ß", "\u{7FF}", "\u{20000}", "\u{2FA1F}", "😀"]
        var generator = Generator(seed: 20_260_103)
        var (withinLimit, inSet) = (0, 0)
        for index in 0..<Self.count {
            let pieces = index.isMultiple(of: 4) ? bmp + wider : bmp
            let text = Self.text(pieces, maxPieces: generator.chance(50) ? 12 : 30, &generator)
            let scan = MTPush.TagText(text)
            let isShort = try Self.matches(short, text)
            let isValid = try Self.matches(valid, text)
            if text.unicodeScalars.allSatisfy({ $0.value < 0x80 || (0x800...0xFFFF).contains($0.value) }) {
                #expect(isShort == (scan.byteCount <= MTPush.tagMaxBytes), "\(text)")
            } else if scan.byteCount <= MTPush.tagMaxBytes {
                #expect(isShort, "\(text)")
            }
            if text.unicodeScalars.allSatisfy({ $0.value <= 0xFFFF }) {
                #expect(isValid == !scan.hasInvalidCharacter, "\(text)")
            } else if !scan.hasInvalidCharacter {
                #expect(isValid, "\(text)")
            }
            if isShort { withinLimit += 1 }
            if isValid { inSet += 1 }
        }
        #expect(withinLimit > 2_000 && withinLimit < Self.count - 2_000, "\(withinLimit) within the limit")
        #expect(inSet > 2_000, "\(inSet) in the set")
        let limit = String(repeating: "标", count: 13)
        for (text, fits) in [(limit + "A", true), (limit + "AB", false), (String(repeating: "a", count: 40), true)] {
            #expect(try Self.matches(short, text) == fits, "\(text)")
        }
    }

    @Test("the mobile-number pattern accepts exactly what isWellFormed accepts")
    func mobileNumbers() throws {
        let regex = try Self.regex(MTPush.MobileNumber.pattern)
        let pieces = ["+", "-", "0", "1", "86", "138", " ", "a", "(", "\n"]
        var generator = Generator(seed: 20_260_104)
        var accepted = 0
        for _ in 0..<Self.count {
            let text = Self.text(pieces, maxPieces: 6, &generator)
            let matches = try Self.matches(regex, text)
            #expect(matches == MTPush.MobileNumber.isWellFormed(text), "\(text)")
            if matches { accepted += 1 }
        }
        #expect(accepted > 1_000, "\(accepted) accepted")
    }

    // MARK: Altcraft

    /// A `_buttons` string: a JSON array of flat objects, often with a change that may break it.
    static func buttons(_ generator: inout Generator) -> String {
        let strings = [#""label""#, #""link""#, #""a\nb""#, #""\u00e9\"""#, #""é""#, #""""#, #""\x""#, #""\u12""#]
        let spaces = ["", "", " ", "\n", "\t\r"]
        func pick(_ list: [String]) -> String { list[generator.int(0...(list.count - 1))] }
        let entries = (0..<generator.int(0...3)).map { _ in
            let members = (0..<generator.int(0...2)).map { _ in
                pick(spaces) + pick(strings) + pick(spaces) + ":" + pick(spaces) + pick(strings) + pick(spaces)
            }
            return pick(spaces) + "{" + members.joined(separator: ",") + "}" + pick(spaces)
        }
        var text =
            pick(["", "", "\u{FEFF}"]) + pick(spaces) + "[" + entries.joined(separator: ",") + "]" + pick(spaces)
        let breaks = ["1", "null", "[]", "{", "}", ",", ":", "\"", "\u{1}", "\\", " ", "[{\"a\":{}}]", "\"x\""]
        for _ in 0..<generator.int(0...2) where !text.isEmpty {
            var characters = Array(text)
            let at = generator.int(0...(characters.count - 1))
            if generator.chance(50) {
                characters.remove(at: at)
            } else {
                characters.insert(contentsOf: pick(breaks), at: at)
            }
            text = String(characters)
        }
        return text
    }

    @Test("the _buttons pattern accepts exactly what buttonEntries reads, over 20,000 generated strings")
    func buttons() throws {
        let regex = try Self.regex(Altcraft.buttonsPattern)
        var generator = Generator(seed: 20_260_105)
        var accepted = 0
        for _ in 0..<Self.count {
            let text = Self.buttons(&generator)
            let matches = try Self.matches(regex, text)
            #expect(matches == (Altcraft.buttonEntries(text) != nil), "\(text)")
            if matches { accepted += 1 }
        }
        #expect(accepted > 2_000 && accepted < Self.count - 2_000, "\(accepted) accepted")
    }
}
