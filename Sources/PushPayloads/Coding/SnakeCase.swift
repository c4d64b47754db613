/// Key conversion between `snake_case` and `camelCase`, as Foundation's coders do it.
enum SnakeCase {
    /// `my_json_key` → `myJsonKey`; leading and trailing underscores are kept, a key without
    /// inner underscores is left as it is.
    static func toCamelCase(_ key: String) -> String {
        guard key.contains("_") else { return key }
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        let last = key.lastIndex(where: { $0 != "_" }) ?? first
        let words = key[first...last].split(separator: "_")
        guard words.count > 1 else { return key }
        let joined =
            words[0].lowercased()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return key[..<first] + joined + key[key.index(after: last)...]
    }

    /// `myJSONKey` → `my_json_key`: an underscore before each uppercase run, all lowercased.
    static func toSnakeCase(_ key: String) -> String {
        guard !key.isEmpty else { return key }
        var words: [Substring] = []
        var wordStart = key.startIndex
        var index = key.index(after: key.startIndex)
        while index < key.endIndex {
            if key[index].isUppercase {
                words.append(key[wordStart..<index])
                // An uppercase run is one word, except its last letter when a lowercase one follows.
                var runEnd = key.index(after: index)
                while runEnd < key.endIndex, key[runEnd].isUppercase { runEnd = key.index(after: runEnd) }
                if runEnd == key.endIndex || key.index(after: index) == runEnd {
                    wordStart = index
                    index = runEnd
                    continue
                }
                let lastUpper = key.index(before: runEnd)
                words.append(key[index..<lastUpper])
                wordStart = lastUpper
                index = runEnd
                continue
            }
            index = key.index(after: index)
        }
        words.append(key[wordStart...])
        return words.filter { !$0.isEmpty }.map { $0.lowercased() }.joined(separator: "_")
    }
}
