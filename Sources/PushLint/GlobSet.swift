/// Patterns with an owner each (an override's index, or the pattern's own), matched together: a
/// pattern without wildcards is looked up in a dictionary (the path and each of its directories, or
/// each segment's name), and one whose first segment is a plain name (`templates/*/x`) is matched
/// only against paths that begin with it, so only the other patterns with wildcards are matched
/// against every path. Serves `include`, `exclude` and `overrides`; a path matches as
/// ``Glob/matches(_:)`` says.
struct GlobSet: Sendable {
    /// Literal patterns with a `/` (or matched from the start): their path to their owners.
    private var paths: [String: [Int]] = [:]
    /// Literal configuration patterns without `/`: the segment name to their owners.
    private var names: [String: [Int]] = [:]
    /// Patterns with wildcards after a plain first segment, by that segment, and their owners.
    private var byFirstSegment: [String: [(glob: Glob, owner: Int)]] = [:]
    /// The other patterns with wildcards, and their owners.
    private var scanned: [(glob: Glob, owner: Int)] = []

    /// A set of patterns, each owned by its index.
    init(_ globs: [Glob]) {
        self.init(globs.enumerated().map { ($1, $0) })
    }

    /// A set of patterns and their owners.
    init(_ entries: [(glob: Glob, owner: Int)]) {
        for (glob, owner) in entries {
            if let literal = glob.literal {
                if literal.isName {
                    names[literal.path, default: []].append(owner)
                } else {
                    paths[literal.path, default: []].append(owner)
                }
            } else if let first = glob.firstSegment {
                byFirstSegment[first, default: []].append((glob, owner))
            } else {
                scanned.append((glob, owner))
            }
        }
    }

    /// Whether the set has no patterns.
    var isEmpty: Bool { paths.isEmpty && names.isEmpty && byFirstSegment.isEmpty && scanned.isEmpty }

    /// How many patterns every path is matched against one by one: those with wildcards and no
    /// plain first segment.
    var scannedCount: Int { scanned.count }

    /// The patterns with wildcards that may match `path`: those of its first segment, then the rest.
    private func candidates(_ path: String) -> [(glob: Glob, owner: Int)] {
        guard !byFirstSegment.isEmpty, let first = path.split(separator: "/", maxSplits: 1).first else {
            return scanned
        }
        return (byFirstSegment[String(first)] ?? []) + scanned
    }

    /// Whether any pattern matches `path` (relative) or one of its directories.
    func matchesAny(_ path: String) -> Bool {
        var found = false
        lookUp(path) { _ in
            found = true
            return false
        }
        if found { return true }
        let candidates = candidates(path)
        guard !candidates.isEmpty else { return false }
        let read = GlobPath(path)
        return candidates.contains { $0.glob.matches(read) }
    }

    /// The owners of the patterns that match `path` (relative) or one of its directories, in
    /// increasing order, each once.
    func owners(matching path: String) -> [Int] {
        var owners: Set<Int> = []
        lookUp(path) { found in
            owners.formUnion(found)
            return true
        }
        let candidates = candidates(path)
        if !candidates.isEmpty {
            let read = GlobPath(path)
            for (glob, owner) in candidates where !owners.contains(owner) && glob.matches(read) {
                owners.insert(owner)
            }
        }
        return owners.sorted()
    }

    /// Calls `found` with the owners of each literal pattern that matches, until it returns false.
    private func lookUp(_ path: String, _ found: ([Int]) -> Bool) {
        guard !paths.isEmpty || !names.isEmpty else { return }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        if !names.isEmpty {
            for segment in segments {
                if let owners = names[String(segment)], !found(owners) { return }
            }
        }
        if !paths.isEmpty {
            // The path's first segment, then its first two, ...: a pattern names it or a directory.
            var prefix = ""
            for (index, segment) in segments.enumerated() {
                if index > 0 { prefix += "/" }
                prefix += segment
                if let owners = paths[prefix], !found(owners) { return }
            }
        }
    }
}
