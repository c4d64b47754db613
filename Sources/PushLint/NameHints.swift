import PushPayloads

/// What a refusal of an unknown name suggests: the new name of a setting or flag renamed before
/// 1.0 (a configuration or command line written for an earlier version is told it, not only
/// "unknown"; former names are not accepted), else the nearest known name when one is close.
enum NameHints {
    /// Former configuration keys and their names now.
    static let formerSettings: [String: String] = [
        "broadcastLimit": "broadcastMaxBytes",
        "liveActivityLimit": "liveActivityMaxBytes",
        "liveActivityIdMaxBytes": "liveActivityIDMaxBytes",
    ]

    /// Former flags and their spellings now.
    static let formerFlags: [String: String] = [
        "--broadcast-limit": "--broadcast-max-bytes",
        "--live-activity-limit": "--live-activity-max-bytes",
        // `pushlint fit`'s limit.
        "--limit": "--max-bytes",
    ]

    /// The hint for an unknown configuration key: its new name when it was renamed, else the
    /// nearest known key when one is close.
    static func settingHint(for key: String, among known: [String]) -> String {
        if let renamed = formerSettings[key] { return "; renamed to '\(renamed)'" }
        // Suggestions compare names as kebab case (`pushType` as `push-type`).
        return suggestion(for: key, among: known)
    }

    /// `; did you mean 'x'?` for the nearest of `known` to `name` (`""` for none, or no name).
    static func suggestion(for name: String?, among known: [String]) -> String {
        name.flatMap { nearest(to: $0, among: known) }.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The nearest of `known` to `name` (within two edits, compared as kebab case), if any.
    static func nearest(to name: String, among known: [String]) -> String? {
        let kebab = known.map(KeySuggestion.normalize)
        guard let nearest = KeySuggestion.suggest(for: name, among: kebab), let index = kebab.firstIndex(of: nearest)
        else { return nil }
        return known[index]
    }

    /// The hint for an unknown flag, as ``settingHint(for:among:)`` for a key.
    static func flagHint(for flag: String, among known: [String]) -> String {
        if let renamed = formerFlags[flag] { return "; renamed to '\(renamed)'" }
        return KeySuggestion.suggest(for: flag, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }
}
