/// How serious a finding is: each rule has a default (`Docs/Rules.md`) that configuration can change.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    /// Advice: cost, deprecation, platform requirements. Nothing is wrong with the payload itself.
    case info
    /// Probably a bug; the push is likely delivered.
    case warning
    /// The provider rejects the request or the receiving side fails to decode or render it.
    case error

    /// Orders `info` < `warning` < `error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
}
