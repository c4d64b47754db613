// The pattern matcher pushlint had before issue 26, kept unchanged (renamed) as the reference the
// new one is compared with: brace alternatives expanded eagerly, `**` tried at every position by
// backtracking. Exponential on hostile patterns, so only ever given small ones. Imports nothing,
// so Scripts/fuzz-smoke.sh compiles it into the `pattern` fuzz target too.

/// The former ``Glob``: the same semantics by expansion and backtracking, for comparisons.
struct ReferenceGlob {
    /// A pattern the old code refused, and why.
    struct Refusal: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The pattern as written.
    let description: String
    /// Each brace alternative, as segments.
    private let alternatives: [[Segment]]

    private enum Segment: Sendable {
        case any  // **
        case pattern([Character])
    }

    /// Parses a pattern; throws a message when a `[` or `{` is not closed or the pattern is empty.
    ///
    /// - Parameters:
    ///   - pattern: The pattern.
    ///   - anyDepth: Whether a pattern without `/` matches a name at any depth (configuration
    ///     files); a command-line pattern matches as a shell would, from where it starts.
    init(_ pattern: String, anyDepth: Bool = true) throws(ReferenceGlob.Refusal) {
        description = pattern
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        guard !text.isEmpty else { throw Refusal("the pattern '\(pattern)' is empty") }
        let expanded = try ReferenceGlob.expandBraces(text, pattern: pattern)
        alternatives = try expanded.map { alternative throws(ReferenceGlob.Refusal) in
            var segments = alternative.split(separator: "/", omittingEmptySubsequences: true).map { part in
                part == "**" ? Segment.any : Segment.pattern(Array(part))
            }
            if anyDepth, !alternative.contains("/") { segments.insert(.any, at: 0) }
            // `**/**` is `**`: collapsed (which does not stop `**/a*/` repeated from being exponential).
            segments = segments.enumerated().filter { index, segment in
                guard index > 0, case .any = segment, case .any = segments[index - 1] else { return true }
                return false
            }.map(\.element)
            for case .pattern(let characters) in segments {
                try ReferenceGlob.checkBrackets(characters, pattern: pattern)
            }
            return segments
        }
    }

    /// Whether `path` (relative, `/`-separated) or one of its directories matches.
    func matches(_ path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        return alternatives.contains { ReferenceGlob.match($0[...], segments[...], prefixAllowed: true) }
    }

    /// Whether `path` itself matches, not only one of its directories.
    func matchesExactly(_ path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        return alternatives.contains { ReferenceGlob.match($0[...], segments[...], prefixAllowed: false) }
    }

    private static func match(
        _ pattern: ArraySlice<Segment>, _ path: ArraySlice<[Character]>, prefixAllowed: Bool
    ) -> Bool {
        guard let first = pattern.first else { return path.isEmpty || prefixAllowed }
        switch first {
        case .any:
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest, prefixAllowed: prefixAllowed) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case .pattern(let characters):
            guard let segment = path.first, matchSegment(characters[...], segment[...]) else { return false }
            return match(pattern.dropFirst(), path.dropFirst(), prefixAllowed: prefixAllowed)
        }
    }

    /// One segment: `*`, `?` and bracket sets, with backtracking on `*` only (linear in practice).
    private static func matchSegment(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex
        var n = name.startIndex
        var star: (pattern: Int, name: Int)? = nil
        while n < name.endIndex {
            if p < pattern.endIndex {
                switch pattern[p] {
                case "*":
                    star = (p, n)
                    p += 1
                    continue
                case "?":
                    p += 1
                    n += 1
                    continue
                case "[":
                    if let (matched, next) = bracket(pattern, at: p, name[n]), matched {
                        p = next
                        n += 1
                        continue
                    }
                case let literal where literal == name[n]:
                    p += 1
                    n += 1
                    continue
                default:
                    break
                }
            }
            guard let last = star else { return false }
            star = (last.pattern, last.name + 1)
            p = last.pattern + 1
            n = last.name + 1
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// A bracket set at `start`: whether `character` is in it, and the index after `]`.
    private static func bracket(_ pattern: ArraySlice<Character>, at start: Int, _ character: Character) -> (
        Bool, Int
    )? {
        var index = start + 1
        let negated = index < pattern.endIndex && (pattern[index] == "!" || pattern[index] == "^")
        if negated { index += 1 }
        var found = false
        var first = true
        while index < pattern.endIndex, pattern[index] != "]" || first {
            first = false
            let low = pattern[index]
            if index + 2 < pattern.endIndex, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                if low <= character && character <= pattern[index + 2] { found = true }
                index += 3
            } else {
                if low == character { found = true }
                index += 1
            }
        }
        guard index < pattern.endIndex else { return nil }
        return (found != negated, index + 1)
    }

    private static func checkBrackets(_ characters: [Character], pattern: String) throws(ReferenceGlob.Refusal) {
        var index = 0
        while index < characters.count {
            if characters[index] == "[" {
                guard let (_, next) = bracket(characters[...], at: index, " ") else {
                    throw Refusal("the pattern '\(pattern)' has a '[' with no ']'")
                }
                index = next
            } else {
                index += 1
            }
        }
    }

    /// `a{b,c}d` as `abd` and `acd`; nested braces expand too.
    private static func expandBraces(_ text: String, pattern: String) throws(ReferenceGlob.Refusal) -> [String] {
        let characters = Array(text)
        guard let open = characters.firstIndex(of: "{") else { return [text] }
        var depth = 0
        var parts: [String] = []
        var start = open + 1
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 {
                    parts.append(String(characters[start..<index]))
                    let head = String(characters[..<open])
                    let tail = String(characters[(index + 1)...])
                    var result: [String] = []
                    for part in parts {
                        result += try expandBraces(head + part + tail, pattern: pattern)
                    }
                    return result
                }
            case "," where depth == 1:
                parts.append(String(characters[start..<index]))
                start = index + 1
            default: break
            }
        }
        throw Refusal("the pattern '\(pattern)' has a '{' with no '}'")
    }
}
