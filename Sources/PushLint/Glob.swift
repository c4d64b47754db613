/// A path pattern, as `.pushlint.json` and quoted command-line arguments give them.
///
/// - `*` matches any run of characters within one path segment, `?` one character, `[abc]`,
///   `[a-z]` and `[!a]` one character of (or not of) a set, `{a,b}` either alternative.
/// - `**` as a whole segment matches any number of segments, none included.
/// - A pattern without `/` matches a name at any depth (`*.apns`), as in `.gitignore`.
/// - A pattern that matches a directory matches everything under it (`templates/fcm` and
///   `templates/fcm/**` are the same).
///
/// Paths are matched as `/`-separated relative paths; a leading `./` of the pattern is ignored.
///
/// A pattern is at most ``maxLength`` bytes, nests braces at most ``maxNesting`` deep and has at
/// most ``maxAlternatives`` alternatives; a longer or larger one is refused with a message. Braces
/// are never expanded: matching takes time proportional to the pattern's length times the path's,
/// whatever the pattern.
struct Glob: Sendable, CustomStringConvertible {
    /// The longest pattern accepted, in UTF-8 bytes: a path's limit on Linux (`PATH_MAX`).
    static let maxLength = 4096
    /// The most alternatives a pattern's braces may give (`{a,b}{c,d}` gives 4).
    static let maxAlternatives = 256
    /// The deepest nesting of braces accepted (`{a,{b,c}}` nests 2 deep).
    static let maxNesting = 16

    /// The pattern as written.
    let description: String
    /// The pattern without wildcards, when it has none: a path to look up rather than match.
    let literal: Literal?
    /// The first segment, when it is the same plain name in every alternative and the pattern has
    /// more (`templates/**`): only paths that begin with it can match.
    let firstSegment: String?
    private let program: GlobProgram
    private let anyDepth: Bool

    /// A pattern without wildcards (`*`, `?`, `[` or `{`).
    struct Literal: Sendable {
        /// Its segments, joined by single `/`s (`./a//b/` is `a/b`).
        var path: String
        /// Whether it matches a path segment of that name at any depth: a configuration pattern
        /// without `/`.
        var isName: Bool
    }

    /// Parses a pattern; throws a message when a `[` or `{` is not closed, the pattern is empty,
    /// or it is over a limit (``maxLength``, ``maxNesting``, ``maxAlternatives``).
    ///
    /// - Parameters:
    ///   - pattern: The pattern.
    ///   - anyDepth: Whether a pattern without `/` matches a name at any depth (configuration
    ///     files); a command-line pattern matches as a shell would, from where it starts.
    init(_ pattern: String, anyDepth: Bool = true) throws(UsageError) {
        description = pattern
        self.anyDepth = anyDepth
        let shown = Glob.shown(pattern)
        guard pattern.utf8.count <= Glob.maxLength else {
            throw UsageError(
                "the pattern '\(shown)' is \(pattern.utf8.count.grouped) bytes long, over the limit of \(Glob.maxLength.grouped)"
            )
        }
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        guard !text.isEmpty else { throw UsageError("the pattern '\(pattern)' is empty") }
        let characters = Array(text)
        try GlobProgram.checkBraces(
            characters, shown: shown, maxNesting: Glob.maxNesting, maxAlternatives: Glob.maxAlternatives)
        program = try GlobProgram(characters, shown: shown)
        let segments = text.split(separator: "/", omittingEmptySubsequences: true)
        literal =
            Glob.isPattern(text) || segments.isEmpty
            ? nil : Literal(path: segments.joined(separator: "/"), isName: anyDepth && !text.contains("/"))
        // Before the first `/` there is no brace, so every alternative has that segment and a `/`.
        let start = text.drop { $0 == "/" }
        let first = start.prefix { $0 != "/" }
        firstSegment =
            literal == nil && !first.isEmpty && first.endIndex < start.endIndex && !Glob.isPattern(String(first))
            ? String(first) : nil
    }

    /// Whether a character can make an argument a pattern: `*`, `?`, `[` or `{`.
    static func isPattern(_ text: String) -> Bool {
        text.contains { "*?[{".contains($0) }
    }

    /// Whether `path` (relative, `/`-separated) or one of its directories matches.
    func matches(_ path: String) -> Bool {
        matches(GlobPath(path))
    }

    /// ``matches(_:)`` for a path already read into segments.
    func matches(_ path: GlobPath) -> Bool {
        program.matches(path, anyDepth: anyDepth, wholePath: false)
    }

    /// Whether `path` itself matches, not only one of its directories.
    func matchesExactly(_ path: String) -> Bool {
        program.matches(GlobPath(path), anyDepth: anyDepth, wholePath: true)
    }

    /// How many states matching `path` handled, and the most it may (the pattern's instructions,
    /// times 8, times the path's characters plus one): for tests that matching stays polynomial.
    func matchingSteps(_ path: String, wholePath: Bool) -> (steps: Int, bound: Int) {
        let read = GlobPath(path)
        let steps = program.run(read, anyDepth: anyDepth, wholePath: wholePath).steps
        return (steps, program.maximumSteps(characters: read.characters.count))
    }

    /// The segments before the first one with a wildcard: the directory a pattern argument is
    /// expanded from.
    var literalPrefix: String {
        let parts = description.split(separator: "/", omittingEmptySubsequences: false)
        let literal = parts.prefix { !Glob.isPattern(String($0)) }
        return literal.joined(separator: "/")
    }

    /// A pattern as messages show it: whole up to 100 characters, else its start and `…`.
    private static func shown(_ pattern: String) -> String {
        pattern.utf8.count <= 100 || pattern.count <= 100 ? pattern : pattern.prefix(60) + "…"
    }
}
