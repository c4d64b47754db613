// libFuzzer target for pushlint's path patterns and the configuration's file selection. An input
// that starts with `{` is a `.pushlint.json`: its include, exclude and override patterns are
// matched against fixed paths and paths made of the input's own words, and the indexed answers
// (GlobSet) must be those of matching every pattern one by one. Any other input is a pattern, a
// NUL, then paths split at NULs: the pattern is matched in both modes, and on short inputs the
// answers must be those of the former matcher (ReferenceGlob, from Tests/PushLintTests), and no
// match may handle more states than the pattern has, times the path's positions. Nothing may
// crash, hang or grow without bound. Built by Scripts/fuzz-smoke.sh together with the
// library's and PushLint's sources; never touches the file system.

func fuzzPattern(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.first == UInt8(ascii: "{") {
        fuzzConfiguration(bytes)
    } else {
        let pieces = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let paths = pieces.dropFirst().isEmpty ? fixedPaths : Array(pieces.dropFirst())
        fuzzPattern(pieces.first ?? "", paths: paths)
    }
    return 0
}

/// Paths every input is tried against: shallow and deep, with the names patterns often hold.
let fixedPaths = [
    "", "a", "a.json", "a/b", "a/b/c.json", "templates/fcm/x.json", "x/broken/y.json", "payloads/sub/a.apns",
    String(repeating: "a/", count: 40) + "f.json",
]

/// Refusals the former matcher did not make: limits, and a set a brace splits.
func refusedOnPurpose(_ message: String) -> Bool {
    ["over the limit", "nests braces", "alternatives", "inside a '[...]' set"].contains { message.contains($0) }
}

/// One pattern, in both modes, against `paths`.
func fuzzPattern(_ text: String, paths: [String]) {
    for anyDepth in [true, false] {
        let glob: Glob
        do {
            glob = try Glob(text, anyDepth: anyDepth)
        } catch {
            // Every refusal but the new ones is the former matcher's too (checked on short patterns,
            // which it expands in reasonable time).
            if !refusedOnPurpose(error.message), text.utf8.count <= 64, (try? ReferenceGlob(text)) != nil {
                fatalError("'\(text)' refused (\(error.message)), but the former matcher accepts it")
            }
            continue
        }
        let set = GlobSet([glob])
        let reference = text.utf8.count <= 64 ? try? ReferenceGlob(text, anyDepth: anyDepth) : nil
        if text.utf8.count <= 64, reference == nil {
            fatalError("'\(text)' accepted, but the former matcher refuses it")
        }
        for path in paths {
            let matches = glob.matches(path)
            let exactly = glob.matchesExactly(path)
            if exactly, !matches { fatalError("'\(text)' matches '\(path)' exactly but not as a directory") }
            // Each state once per position: matching stays polynomial, whatever the pattern.
            for wholePath in [false, true] {
                let (steps, bound) = glob.matchingSteps(path, wholePath: wholePath)
                if steps > bound { fatalError("'\(text)' against '\(path)': \(steps) steps, over \(bound)") }
            }
            if set.matchesAny(path) != matches || set.owners(matching: path) != (matches ? [0] : []) {
                fatalError("'\(text)': the set and the pattern differ on '\(path)'")
            }
            // The former matcher backtracks: only on paths a few segments deep.
            guard let reference, path.split(separator: "/").count <= 8 else { continue }
            if reference.matches(path) != matches || reference.matchesExactly(path) != exactly {
                fatalError("'\(text)' (anyDepth \(anyDepth)) and the former matcher differ on '\(path)'")
            }
        }
    }
}

/// A configuration: its selection and overrides against fixed paths and the input's words.
func fuzzConfiguration(_ bytes: [UInt8]) {
    guard let configuration = try? LintConfiguration(bytes, path: "/fuzz/.pushlint.json", workingDirectory: "/fuzz")
    else { return }
    let words = String(decoding: bytes, as: UTF8.self).split { !$0.isLetter && !$0.isNumber && $0 != "." }.prefix(8)
    let paths = fixedPaths + words.map(String.init) + words.map { "d/\($0)/\($0)" }
    let includes = configuration.include
    let excludes = configuration.exclude
    for path in paths {
        let absolute = "/fuzz/" + path
        let included = includes.isEmpty || includes.contains { $0.matches(path) }
        let excluded = excludes.contains { $0.matches(path) }
        if configuration.selects(absolute) != (included && !excluded) {
            fatalError("the selection of '\(path)' differs from matching each pattern")
        }
        if configuration.excludes(directory: absolute) != excluded {
            fatalError("the exclusion of '\(path)' differs from matching each pattern")
        }
        let expected = configuration.overrides.indices.filter { index in
            configuration.overrides[index].files.contains { $0.matches(path) }
        }
        if configuration.overrides(for: absolute) != expected {
            fatalError("the overrides of '\(path)' differ from matching each pattern")
        }
    }
}
