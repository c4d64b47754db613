/// "Did you mean" for unknown keys (`apns.aps-unknown-key`, `apns.alert-unknown-key`, unknown `pushlint` flags).
///
/// A key is first normalised (camelCase humps, `_` and spaces become `-`, letters lowercased), so
/// `contentAvailable` and `content_available` both find `content-available`; otherwise the closest
/// known key within Levenshtein distance 2 is suggested (the first in table order on a tie).
package enum KeySuggestion {
    package static func suggest(for key: String, among known: [String]) -> String? {
        let normalized = normalize(key)
        if let exact = known.first(where: { $0 == normalized }) { return exact }
        var best: (name: String, distance: Int)? = nil
        let scalars = Array(normalized.unicodeScalars)
        guard scalars.count <= 64 else { return nil }
        // One set of buffers for every name: a long list costs no allocation per name.
        var distances = EditDistance(capacity: scalars.count + 3)
        var candidate: [Unicode.Scalar] = []
        candidate.reserveCapacity(scalars.count + 2)
        for name in known {
            // Names too long or short to be within 2 edits are skipped before they are read.
            guard abs(name.unicodeScalars.count - scalars.count) <= 2 else { continue }
            candidate.removeAll(keepingCapacity: true)
            candidate.append(contentsOf: name.unicodeScalars)
            let distance = distances.levenshtein(scalars, candidate, cap: 2)
            if distance <= 2, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// `contentAvailable` → `content-available`, `Content_State` → `content-state`.
    package static func normalize(_ key: String) -> String {
        var result = ""
        var previousWasLower = false
        for scalar in key.unicodeScalars {
            if scalar == "_" || scalar == " " {
                result.append("-")
                previousWasLower = false
            } else if scalar.properties.isUppercase {
                if previousWasLower { result.append("-") }
                result += scalar.properties.lowercaseMapping
                previousWasLower = false
            } else {
                result.unicodeScalars.append(scalar)
                previousWasLower = scalar.properties.isLowercase || ("0"..."9").contains(scalar)
            }
        }
        return result
    }
}

/// Two rows of the edit-distance table, kept between calls.
struct EditDistance {
    private var previous: [Int]
    private var current: [Int]

    /// Rows for strings of up to `capacity - 1` scalars without growing.
    init(capacity: Int) {
        previous = []
        current = []
        previous.reserveCapacity(capacity)
        current.reserveCapacity(capacity)
    }

    /// The edit distance of two short strings, or `cap + 1` once it is known to exceed `cap`.
    mutating func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], cap: Int) -> Int {
        guard abs(a.count - b.count) <= cap else { return cap + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: 0...b.count)
        current.removeAll(keepingCapacity: true)
        current.append(contentsOf: repeatElement(0, count: b.count + 1))
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > cap { return cap + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
