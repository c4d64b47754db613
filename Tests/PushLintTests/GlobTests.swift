import Testing

@testable import PushLint

/// Patterns of `.pushlint.json` and of quoted command-line arguments.
@Suite("Glob")
struct GlobTests {
    /// Pattern, path, whether it matches (configuration semantics), written by hand.
    static let cases: [(String, String, Bool)] = [
        ("templates/fcm/**", "templates/fcm/a.json", true),
        ("templates/fcm/**", "templates/fcm/deep/er/a.json", true),
        ("templates/fcm/**", "templates/apns/a.json", false),
        ("templates/fcm", "templates/fcm/a.json", true),
        ("templates/fcm", "other/templates/fcm/a.json", false),
        ("*.apns", "a.apns", true),
        ("*.apns", "deep/dir/a.apns", true),
        ("*.apns", "a.json", false),
        ("**/broken/**", "x/broken/y.json", true),
        ("**/broken/**", "broken/y.json", true),
        ("**/broken/**", "unbroken/y.json", false),
        ("payloads/*.json", "payloads/a.json", true),
        ("payloads/*.json", "payloads/sub/a.json", false),
        ("payloads/?.json", "payloads/a.json", true),
        ("payloads/?.json", "payloads/ab.json", false),
        ("payloads/[ab].json", "payloads/b.json", true),
        ("payloads/[!ab].json", "payloads/b.json", false),
        ("payloads/[a-c]x.json", "payloads/cx.json", true),
        ("payloads/*.{json,apns}", "payloads/a.apns", true),
        ("payloads/*.{json,apns}", "payloads/a.txt", false),
        ("./payloads/*a*b*", "payloads/xaxxbx", true),
        ("./payloads/*a*b*", "payloads/xbxxax", false),
        ("**", "anything/at/all", true),
    ]

    @Test("configuration patterns", arguments: cases)
    func matches(_ pattern: String, _ path: String, _ expected: Bool) throws {
        #expect(try Glob(pattern).matches(path) == expected, "\(pattern) against \(path)")
    }

    @Test("command-line patterns match from where they start, and the whole path")
    func commandLine() throws {
        let glob = try Glob("*.json", anyDepth: false)
        #expect(glob.matchesExactly("a.json"))
        #expect(!glob.matchesExactly("dir/a.json"))
        #expect(try Glob("dir/**/*.json", anyDepth: false).matchesExactly("dir/a.json"))
        #expect(!(try Glob("dir", anyDepth: false).matchesExactly("dir/a.json")))
        #expect(try Glob("payloads/**/x?.json").literalPrefix == "payloads")
    }

    @Test("malformed patterns are refused with a message", arguments: ["a[", "{a,b", "", "./"])
    func refused(_ pattern: String) {
        #expect(throws: UsageError.self) { try Glob(pattern) }
    }

    @Test("a long run of stars against a long name ends quickly")
    func noBlowUp() throws {
        let pattern = String(repeating: "*a", count: 40) + "b"
        let name = String(repeating: "a", count: 4000)
        #expect(try !Glob(pattern).matches(name))
    }
}

/// Patterns that once took minutes or gigabytes: refused by a stated limit, or matched in time
/// proportional to the pattern times the path.
@Suite("Glob limits")
struct GlobLimitTests {
    /// Whether `pattern` is refused with a message containing `expected`.
    static func refusal(_ pattern: String, anyDepth: Bool = true) -> String? {
        do {
            _ = try Glob(pattern, anyDepth: anyDepth)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("a million levels of nested braces are refused by the length limit, the pattern shortened")
    func millionNested() throws {
        let pattern = String(repeating: "{", count: 1_000_000) + "a" + String(repeating: "}", count: 1_000_000)
        let message = try #require(Self.refusal(pattern))
        #expect(message.hasSuffix("is 2,000,001 bytes long, over the limit of 4,096"), "\(message.prefix(200))")
        #expect(message.utf8.count < 200)
    }

    @Test("a million {a,b} groups are refused by the length limit")
    func millionGroups() throws {
        let message = try #require(Self.refusal("d/" + String(repeating: "{a,b}", count: 1_000_000) + ".json"))
        #expect(message.hasSuffix("is 5,000,007 bytes long, over the limit of 4,096"))
    }

    @Test("braces nested 17 deep are refused, 16 deep accepted")
    func nesting() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "{x,", count: depth) + "a" + String(repeating: "}", count: depth)
        }
        let message = try #require(Self.refusal(nested(17)))
        #expect(message.hasSuffix("nests braces more than 16 deep"))
        #expect(Self.refusal(nested(16)) == nil)
        #expect(try Glob(nested(16)).matches("x") && Glob(nested(16)).matches("a"))
    }

    @Test("more than 256 alternatives, counted without expanding them, are refused")
    func alternatives() throws {
        #expect(Self.refusal(String(repeating: "{a,b}", count: 8)) == nil)
        let message = try #require(Self.refusal(String(repeating: "{a,b}", count: 9)))
        #expect(message.hasSuffix("has more than 256 alternatives ({a,b} choices)"))
        // Counted as sums and products: 3 × (2 + 1) = 9, and 20 groups of one are one alternative.
        #expect(Self.refusal(String(repeating: "{a}", count: 20)) == nil)
        let wide = "{" + (0..<257).map(String.init).joined(separator: ",") + "}"
        #expect(Self.refusal(wide)?.contains("more than 256 alternatives") == true)
    }

    @Test("a pattern of 4,096 bytes is accepted, one of 4,097 refused")
    func length() {
        #expect(Self.refusal(String(repeating: "a", count: 4096)) == nil)
        #expect(Self.refusal(String(repeating: "a", count: 4097))?.contains("over the limit of 4,096") == true)
    }

    @Test("a '[...]' set that a brace splits is refused, since it would differ between alternatives")
    func setAcrossBraces() throws {
        let message = try #require(Self.refusal("[a{b,c}]"))
        #expect(message == "the pattern '[a{b,c}]' has a brace inside a '[...]' set; write the set in each alternative")
        // A brace character outside any group is a plain character, in a set too.
        #expect(try Glob("[}]x").matches("}x"))
        #expect(try Glob("[,]x").matches(",x"))
        #expect(Self.refusal("{[a,b]}") != nil)
        #expect(Self.refusal("[a/b]")?.hasSuffix("has a '[' with no ']'") == true)
    }

    @Test("`**/a*/` fifty times against a path 200 deep answers, matching or not")
    func alternatingGlobstars() throws {
        let path = (0..<200).map { "a\($0)" }.joined(separator: "/") + "/f.json"
        let repeated = String(repeating: "**/a*/", count: 50)
        #expect(try !Glob(repeated + "none.json").matches(path))
        #expect(try Glob(repeated + "f.json").matches(path))
        #expect(try Glob(repeated + "f.json", anyDepth: false).matchesExactly(path))
        #expect(try !Glob(repeated + "a199", anyDepth: false).matchesExactly(path))
        #expect(try Glob(repeated + "a199", anyDepth: false).matches(path))
        let (steps, bound) = try Glob(repeated + "none.json").matchingSteps(path, wholePath: false)
        #expect(steps <= bound, "\(steps) steps, over \(bound)")
    }

    @Test(
        "runs of stars inside braces handle each state once per position (the fuzzer found each star doubling the work)"
    )
    func starsInBraces() throws {
        let path = "p/*" + String(repeating: "\u{FFFD}", count: 30) + "r}"
        for count in [12, 19] {
            let glob = try Glob("*{" + String(repeating: "*", count: count) + ",x}/b")
            #expect(!glob.matches(path))
            let (steps, bound) = glob.matchingSteps(path, wholePath: false)
            #expect(steps <= bound, "\(count) stars: \(steps) steps, over \(bound)")
        }
        let stars = String(repeating: "*", count: 40)
        #expect(try Glob("{\(stars),x}{\(stars),y}/b", anyDepth: false).matchesExactly("pq/b"))
        #expect(try !Glob("{\(stars),x}{\(stars),y}/b", anyDepth: false).matchesExactly("pq/c"))
    }

    @Test("`**` inside braces, or split by braces, is a `**` segment when it is one in an alternative")
    func globstarAcrossBraces() throws {
        #expect(try Glob("{**,x}/b", anyDepth: false).matchesExactly("p/q/b"))
        #expect(try Glob("*{*,x}/b", anyDepth: false).matchesExactly("p/q/b"))
        #expect(try !Glob("a{**,x}/b", anyDepth: false).matchesExactly("a/p/b"))
        #expect(try Glob("a/{**/,}b", anyDepth: false).matchesExactly("a/p/q/b"))
        #expect(try Glob("a/{**/,}b", anyDepth: false).matchesExactly("a/b"))
    }
}
