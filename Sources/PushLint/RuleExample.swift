/// A fixture shown by `pushlint explain`: where it comes from in the repository, the settings it
/// is checked with (a configuration object, `{}` for none), and its text.
struct RuleExample: Sendable {
    /// `Fixtures/<kind>/<group>/<name>`.
    var path: String
    /// The configuration members its sidecar gives, as compact JSON.
    var configuration: String
    /// The file's text; bytes that are not UTF-8 (an encoding fixture) as `\u{FFFD}`-free hex.
    var text: String
    /// Whether ``text`` is hexadecimal digits standing for bytes that are not UTF-8.
    var isHex: Bool = false
    /// The size of a fixture too large to embed (``text`` is then empty); `nil` when embedded.
    var byteCount: Int? = nil

    /// The file's bytes.
    var bytes: [UInt8] {
        guard isHex else { return Array(text.utf8) }
        var result: [UInt8] = []
        var pending: UInt8? = nil
        for digit in text.utf8 {
            let value = digit <= UInt8(ascii: "9") ? digit - UInt8(ascii: "0") : digit - UInt8(ascii: "a") + 10
            if let high = pending {
                result.append(high << 4 | value)
                pending = nil
            } else {
                pending = value
            }
        }
        return result
    }

    /// The kind the fixture is checked as: its folder.
    var kind: String {
        String(path.split(separator: "/").dropFirst().first ?? "json")
    }
}

/// A rule's examples: an invalid fixture that triggers it and the nearest valid fixture of the
/// same kind (by the JSON Pointers the two share) that does not.
struct RuleExamples: Sendable {
    var invalid: RuleExample
    var fixed: RuleExample?

    /// The examples of a rule, when a fixture triggers it.
    init?(ruleID: String) {
        guard let entry = Self.table[ruleID], let invalid = Self.fixtures[entry.invalid] else { return nil }
        self.invalid = invalid
        fixed = entry.fixed.flatMap { Self.fixtures[$0] }
    }
}
