/// Keys, values and pointers quoted inside messages are kept short: a finding's `pointer` field
/// holds the whole pointer, its message at most about 200 bytes of it.
enum MessageText {
    /// How many bytes of a quoted text a message keeps.
    static let limit = 200

    /// The text, or its start and end around `…` when it is longer than ``limit`` bytes (cut at
    /// character boundaries).
    static func shortened(_ text: String, limit: Int = MessageText.limit) -> String {
        guard text.utf8.count > limit else { return text }
        let half = limit / 2
        var head = ""
        for character in text {
            if head.utf8.count + character.utf8.count > half { break }
            head.append(character)
        }
        var tail = ""
        for character in text.reversed() {
            if tail.utf8.count + character.utf8.count > half { break }
            tail.insert(character, at: tail.startIndex)
        }
        return "\(head)…\(tail) (\(text.utf8.count) bytes)"
    }

    /// The text in double quotes, shortened.
    static func quoted(_ text: String) -> String {
        "\"\(shortened(text))\""
    }
}

extension JSONPointer {
    /// The pointer's text for a message or a line of output: past eight levels only the first four
    /// and the last three, each token shortened to its share of the message text limit, so its cost
    /// does not grow with the path.
    public var shortened: String {
        let tokens = self.tokens.count > 8 ? Array(self.tokens.prefix(4)) + Array(self.tokens.suffix(3)) : self.tokens
        let share = max(16, MessageText.limit / max(1, tokens.count))
        let parts = tokens.map { JSONPointer(tokens: [MessageText.shortened($0, limit: share)]).description }
        guard self.tokens.count > 8 else { return parts.joined() }
        return parts.prefix(4).joined() + "/…\(self.tokens.count - 7) more…" + parts.suffix(3).joined()
    }
}
