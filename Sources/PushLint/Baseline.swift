import PushPayloads

/// `--baseline FILE`: the errors and warnings a repository has accepted, so that a run reports only
/// new ones (as SwiftLint's, ktlint's and detekt's baselines do); `--update-baseline` records the
/// current ones.
///
/// A finding is recorded by its SARIF fingerprint (``SARIFReporter/fingerprints(of:path:)``: the
/// rule, the JSON Pointer and the how-many-th finding of that rule at that pointer it is, not its
/// line), over the file's path relative to the baseline file's directory, so the same file matches
/// however it was named (`pushlint .`, `pushlint payloads`, a pattern). The file is JSON, sorted,
/// one finding a line, with the path and rule beside each fingerprint for reviewers:
///
/// ```json
/// {"version":1,"findings":[
/// {"fingerprint":"89e8c0a1c2d3e4f5","path":"payloads/a.json","rule":"apns.badge-value","pointer":"/aps/badge"}
/// ]}
/// ```
struct Baseline {
    /// The format's version; a file of another version is refused.
    static let version = 1

    /// One recorded finding.
    struct Entry: Hashable, Comparable {
        var fingerprint: String
        var path: String
        var rule: String
        var pointer: String

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.pointer, lhs.fingerprint) < (rhs.path, rhs.rule, rhs.pointer, rhs.fingerprint)
        }
    }

    /// The recorded fingerprints.
    var fingerprints: Set<String>

    /// Reads a baseline file.
    ///
    /// - Throws: ``UsageError`` when it cannot be read or is not a baseline.
    static func read(_ path: String, shown: String) throws(UsageError) -> Baseline {
        let bytes: [UInt8]
        switch FileBytes.read(path) {
        case .success(let read): bytes = read
        case .failure(let error): throw UsageError("cannot read baseline '\(shown)': \(error.message)")
        }
        func bad(_ problem: String) -> UsageError { UsageError("bad baseline '\(shown)': \(problem)") }
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes)
        } catch {
            throw bad("\(error.message) (at byte \(error.byteOffset))")
        }
        guard root["version"]?.numberValue?.intValue == version else {
            throw bad("expected \"version\": \(version) (write it with --update-baseline)")
        }
        guard case .array(let findings)? = root["findings"] else { throw bad("expected \"findings\": an array") }
        var fingerprints: Set<String> = []
        for (index, finding) in findings.enumerated() {
            guard let fingerprint = finding["fingerprint"]?.stringValue else {
                throw bad("/findings/\(index) has no \"fingerprint\" string")
            }
            fingerprints.insert(fingerprint)
        }
        return Baseline(fingerprints: fingerprints)
    }

    /// The entries for the errors and warnings of `diagnostics`, a file's shown findings at `path`
    /// (relative to the baseline's directory).
    static func entries(of diagnostics: [Diagnostic], path: String) -> [(entry: Entry, index: Int)] {
        zip(diagnostics, SARIFReporter.fingerprints(of: diagnostics, path: path)).enumerated().compactMap {
            index, pair in
            let (diagnostic, fingerprint) = pair
            guard diagnostic.severity != .info else { return nil }
            let entry = Entry(
                fingerprint: fingerprint, path: path, rule: diagnostic.ruleID, pointer: diagnostic.pointer.description)
            return (entry, index)
        }
    }

    /// The file's text: sorted entries, one a line.
    static func text(_ entries: [Entry]) -> [UInt8] {
        let lines = entries.sorted().map { entry -> String in
            let object: JSONValue = [
                "fingerprint": .string(entry.fingerprint), "path": .string(entry.path), "rule": .string(entry.rule),
                "pointer": .string(entry.pointer),
            ]
            return object.description
        }
        let body = lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n"
        return Array("{\"version\":\(version),\"findings\":[\(body)]}\n".utf8)
    }
}
