import Testing

@testable import PushLint

/// The pattern matcher against the one it replaced (``ReferenceGlob``), on small random patterns
/// and paths from fixed seeds: the same answers, and the same patterns refused.
@Suite("Glob against the former matcher")
struct GlobReferenceTests {
    /// A seeded generator (SplitMix64), so every run draws the same cases.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Pieces of patterns: names, wildcards, sets, separators, and now and then a stray brace or
    /// bracket, so refusals are compared too.
    static let pieces = [
        "a", "b", "ab", ".json", "*", "*", "?", "**", "**", "/", "/", "/", "[ab]", "[!a]", "[a-b]", "[]a]", "./",
        ".", ",", "}", "{", "[",
    ]

    /// A random pattern of a few pieces, with groups of up to three alternatives nested two deep.
    static func pattern(_ random: inout SplitMix, depth: Int = 0) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            if depth < 2, Int.random(in: 0..<5, using: &random) == 0 {
                let alternatives = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    Int.random(in: 0..<4, using: &random) == 0 ? "" : pattern(&random, depth: depth + 1)
                }
                text += "{" + alternatives.joined(separator: ",") + "}"
            } else {
                text += pieces.randomElement(using: &random) ?? ""
            }
        }
        return text
    }

    /// A random path of up to five segments, sometimes with empty segments (`a//b/`).
    static func path(_ random: inout SplitMix) -> String {
        let names = ["a", "b", "ab", "ba", "a.json", "b.json", "}", ",", "]", "*"]
        let segments = (0..<Int.random(in: 0...5, using: &random)).map { _ in
            names.randomElement(using: &random) ?? "a"
        }
        let separator = Int.random(in: 0..<6, using: &random) == 0 ? "//" : "/"
        return segments.joined(separator: separator) + (Int.random(in: 0..<6, using: &random) == 0 ? "/" : "")
    }

    @Test(
        "random patterns and paths: the same answers, and the same patterns refused",
        arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func agrees(_ seed: UInt64) {
        var random = SplitMix(state: seed)
        var compared = 0
        var refusedByBoth = 0
        for _ in 0..<1500 {
            let text = Self.pattern(&random)
            let paths = (0..<8).map { _ in Self.path(&random) }
            for anyDepth in [true, false] {
                let reference = try? ReferenceGlob(text, anyDepth: anyDepth)
                let glob: Glob
                do {
                    glob = try Glob(text, anyDepth: anyDepth)
                } catch {
                    // Refused on purpose: over a limit, or a set a brace splits (the former
                    // matcher read it per alternative). Every other refusal is the former one's too.
                    let onPurpose = ["over the limit", "nests braces", "alternatives", "inside a '[...]' set"]
                    if !onPurpose.contains(where: error.message.contains) {
                        let referenceRefuses = reference == nil
                        #expect(referenceRefuses, "seed \(seed): '\(text)' refused: \(error.message)")
                        refusedByBoth += 1
                    }
                    continue
                }
                guard let reference else {
                    Issue.record("seed \(seed): '\(text)' accepted, but the former matcher refused it")
                    continue
                }
                for path in paths {
                    #expect(
                        glob.matches(path) == reference.matches(path),
                        "seed \(seed): '\(text)' (anyDepth \(anyDepth)) matches '\(path)'")
                    #expect(
                        glob.matchesExactly(path) == reference.matchesExactly(path),
                        "seed \(seed): '\(text)' (anyDepth \(anyDepth)) matches exactly '\(path)'")
                    let (steps, bound) = glob.matchingSteps(path, wholePath: false)
                    #expect(steps <= bound, "seed \(seed): '\(text)' against '\(path)': \(steps) steps, over \(bound)")
                    compared += 1
                }
            }
        }
        // The generator's cases are mostly accepted, and some refused: both are compared.
        #expect(compared > 10_000 && refusedByBoth > 50, "\(compared) compared, \(refusedByBoth) refused")
    }

    @Test("hand-picked patterns where braces meet `**`, sets, `./` and empty alternatives")
    func handPicked() throws {
        let patterns = [
            "{,}", "{,a}", "a{,/}", "{a/,b}", "**{,/}", "*{*,}/a", "{**,x}/b", "./{./a,b}", "{a,b}/**/{c,*.json}",
            "[!a]{b,/}*", "a/{**/,}b", "{/,}a", "//a//", "/", "{a}{b}{c}", "*{a,*}*",
        ]
        let paths = ["", "a", "b", "a/b", "a/a/b", "b/a", "x/a.json", "a/b/c", "./a", "p/q/b", "a/p/b", "ab"]
        for text in patterns {
            for anyDepth in [true, false] {
                let glob = try Glob(text, anyDepth: anyDepth)
                let reference = try ReferenceGlob(text, anyDepth: anyDepth)
                for path in paths {
                    #expect(glob.matches(path) == reference.matches(path), "'\(text)' \(anyDepth) '\(path)'")
                    #expect(
                        glob.matchesExactly(path) == reference.matchesExactly(path), "'\(text)' \(anyDepth) '\(path)'")
                }
            }
        }
    }
}
