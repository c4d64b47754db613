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
