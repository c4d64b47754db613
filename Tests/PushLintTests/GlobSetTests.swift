import Testing

@testable import PushLint

/// Patterns matched together: literal ones looked up, the others matched one by one, with the
/// answers of matching every pattern.
@Suite("GlobSet")
struct GlobSetTests {
    /// Literal patterns (with and without `/`, with `./` and doubled `/`) and patterns with wildcards.
    static let pool = [
        "a", "b", "a.json", "a/b", "b/a.json", "./a/b", "a//b/", "c/d/e", "d", "/a", "*.json", "a/**", "**/b",
        "{a,c}/d", "?", "[ab]/a.json", "x/*", "e", "a/*/e", "//c/**", "c/{d,x}/e", "a/b*", "a{/b,}", "c/d/*.json",
    ]

    static let paths = [
        "a", "b", "a/b", "a/b/c", "b/a.json", "c/d", "c/d/e", "c/d/e/f.json", "x/a.json", "d/d", "e", "a.json", "q/r",
    ]

    @Test("random sets: the owners of a pattern-by-pattern match, in order", arguments: [1, 2, 3, 4] as [UInt64])
    func agrees(_ seed: UInt64) throws {
        var random = GlobReferenceTests.SplitMix(state: seed)
        for _ in 0..<200 {
            let anyDepth = Bool.random(using: &random)
            let entries = try (0..<Int.random(in: 0...10, using: &random)).map { _ in
                (
                    glob: try Glob(Self.pool.randomElement(using: &random) ?? "a", anyDepth: anyDepth),
                    owner: Int.random(in: 0..<5, using: &random)
                )
            }
            let set = GlobSet(entries)
            #expect(set.scannedCount == entries.filter { $0.glob.literal == nil && $0.glob.firstSegment == nil }.count)
            for path in Self.paths {
                let expected = Set(entries.filter { $0.glob.matches(path) }.map(\.owner)).sorted()
                #expect(set.owners(matching: path) == expected, "\(entries.map(\.glob)) against \(path)")
                #expect(set.matchesAny(path) == !expected.isEmpty, "\(entries.map(\.glob)) against \(path)")
            }
        }
    }

    @Test("8,000 overrides naming one file each are looked up: no pattern is matched one by one")
    func literalOverrides() throws {
        let count = 8000
        let overrides = (1...count).map { #"{"files": "d/f\#($0).json", "maxBytes": \#(4000 + $0)}"# }
        let text = #"{"overrides": ["# + overrides.joined(separator: ",") + "]}"
        let configuration = try LintConfiguration(
            Array(text.utf8), path: "/p/.pushlint.json", workingDirectory: "/p")
        #expect(configuration.scannedPatternCount == 0)
        for index in 1...count {
            #expect(configuration.overrides(for: "/p/d/f\(index).json") == [index - 1])
        }
        #expect(configuration.overrides(for: "/p/d/g.json").isEmpty)
        let wildcard = try LintConfiguration(
            Array(
                #"{"exclude": ["*.tmp", "build"], "overrides": [{"files": ["d/*", "d/f1.json"], "kind": "fcm"}]}"#.utf8),
            path: "/p/.pushlint.json", workingDirectory: "/p")
        // `*.tmp` is matched against every path; `d/*` only against paths in `d`.
        #expect(wildcard.scannedPatternCount == 1)
        #expect(wildcard.overrides(for: "/p/d/f1.json") == [0])
        #expect(
            !wildcard.selects("/p/x/build/a.json") && !wildcard.selects("/p/a.tmp") && wildcard.selects("/p/a.json"))
    }
}
