import PushPayloads

/// Settings and flags renamed before 1.0, by their former spelling, so that a configuration or a
/// command line written for an earlier version is told the new name instead of only "unknown".
/// The former names are not accepted: each is a hint in the refusal.
enum FormerNames {
    /// Former configuration keys and their names now.
    static let settings: [String: String] = [
        "broadcastLimit": "broadcastMaxBytes",
        "liveActivityLimit": "liveActivityMaxBytes",
        "liveActivityIdMaxBytes": "liveActivityIDMaxBytes",
    ]

    /// Former flags and their spellings now.
    static let flags: [String: String] = [
        "--broadcast-limit": "--broadcast-max-bytes",
        "--live-activity-limit": "--live-activity-max-bytes",
    ]

    /// The hint for an unknown configuration key: its new name when it was renamed, else the
    /// nearest known key when one is close.
    static func settingHint(for key: String, among known: [String]) -> String {
        if let renamed = settings[key] { return "; renamed to '\(renamed)'" }
        // Suggestions compare names as kebab case (`pushType` as `push-type`).
        let kebab = known.map(KeySuggestion.normalize)
        guard let nearest = KeySuggestion.suggest(for: key, among: kebab), let index = kebab.firstIndex(of: nearest)
        else { return "" }
        return "; did you mean '\(known[index])'?"
    }

    /// The hint for an unknown flag, as ``settingHint(for:among:)`` for a key.
    static func flagHint(for flag: String, among known: [String]) -> String {
        if let renamed = flags[flag] { return "; renamed to '\(renamed)'" }
        return KeySuggestion.suggest(for: flag, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }
}
