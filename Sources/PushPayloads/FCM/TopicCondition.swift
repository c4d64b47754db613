/// A topic condition (`'news' in topics && ('uk' in topics || 'ie' in topics)`), parsed for the
/// condition rules of HTTP v1 and legacy messages.
///
/// The grammar: terms `'topic' in topics`, `!term` and `(expression)`, joined by `&&` and `||`,
/// with spaces or tabs around tokens. Two deviations are recorded instead of failing, so each has a
/// rule of its own: topics in double quotes, and operators without whitespace on both sides.
struct TopicCondition: Sendable {
    /// The topic operands, in order (repeats included).
    private(set) var topics: [String] = []
    /// Whether a topic is in double quotes.
    private(set) var hasDoubleQuotes = false
    /// Whether an `&&` or `||` lacks whitespace on a side.
    private(set) var hasUnspacedOperator = false
    /// How many `!` it has.
    private(set) var negations = 0
    /// How many `&&` and `||` it has.
    private(set) var operators = 0

    /// The number of distinct topic names.
    var distinctTopicCount: Int { Set(topics).count }

    /// The most levels of `!` and `(` a condition may nest: exactly this many parse, one more is
    /// refused at the `!` or `(` that opens it. FCM documents no nesting limit (only at most five
    /// topics); this is the library's own bound, far above what five topics need, so that the
    /// parser's recursion stays shallow whatever the text holds.
    static let maximumDepth = 64

    /// Why a condition does not parse: what was expected, and the byte offset where.
    struct SyntaxError: Error, Sendable, Equatable {
        let expected: String
        let offset: Int

        var description: String { "expected \(expected) at byte \(offset)" }
    }

    /// Parses a condition.
    static func parse(_ text: String) -> Result<TopicCondition, SyntaxError> {
        var parser = Parser(bytes: Array(text.utf8))
        do throws(SyntaxError) {
            parser.skipSpace()
            try parser.expression(depth: 0)
            parser.skipSpace()
            guard parser.position == parser.bytes.count else {
                throw SyntaxError(expected: "&& or || between terms", offset: parser.position)
            }
            return .success(parser.condition)
        } catch {
            return .failure(error)
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var condition = TopicCondition()

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        @discardableResult
        mutating func skipSpace() -> Bool {
            let start = position
            while let byte = current, byte == 0x20 || byte == 0x09 { position += 1 }
            return position > start
        }

        mutating func expression(depth: Int) throws(SyntaxError) {
            try term(depth: depth)
            while true {
                let before = position
                let spacedBefore = skipSpace()
                guard position + 1 < bytes.count,
                    (bytes[position] == UInt8(ascii: "&") && bytes[position + 1] == UInt8(ascii: "&"))
                        || (bytes[position] == UInt8(ascii: "|") && bytes[position + 1] == UInt8(ascii: "|"))
                else {
                    position = before
                    return
                }
                position += 2
                let spacedAfter = skipSpace()
                if !spacedBefore || !spacedAfter { condition.hasUnspacedOperator = true }
                condition.operators += 1
                try term(depth: depth)
            }
        }

        /// A term inside `depth` levels of `!` and `(`.
        mutating func term(depth: Int) throws(SyntaxError) {
            if current == UInt8(ascii: "!") || current == UInt8(ascii: "("), depth == TopicCondition.maximumDepth {
                throw SyntaxError(
                    expected: "at most \(TopicCondition.maximumDepth) levels of ! and (", offset: position)
            }
            switch current {
            case UInt8(ascii: "!"):
                position += 1
                condition.negations += 1
                skipSpace()
                try term(depth: depth + 1)
            case UInt8(ascii: "("):
                position += 1
                skipSpace()
                try expression(depth: depth + 1)
                skipSpace()
                guard current == UInt8(ascii: ")") else { throw SyntaxError(expected: ")", offset: position) }
                position += 1
            default:
                try atom()
            }
        }

        mutating func atom() throws(SyntaxError) {
            guard let quote = current, quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else {
                throw SyntaxError(expected: "a quoted topic name, ! or (", offset: position)
            }
            position += 1
            let start = position
            while let byte = current, TopicName.isAllowed(byte) { position += 1 }
            let length = position - start
            guard length > 0, length <= TopicName.maximumLength else {
                throw SyntaxError(expected: "a topic name of 1 to 900 of a-z A-Z 0-9 - _ . ~ %", offset: start)
            }
            guard current == quote else { throw SyntaxError(expected: "the closing quote", offset: position) }
            condition.topics.append(String(decoding: bytes[start..<position], as: UTF8.self))
            if quote == UInt8(ascii: "\"") { condition.hasDoubleQuotes = true }
            position += 1
            try word("in")
            try word("topics")
        }

        /// One or more spaces, then `word`.
        mutating func word(_ word: String) throws(SyntaxError) {
            let start = position
            while current == 0x20 { position += 1 }
            guard position > start else { throw SyntaxError(expected: "a space before \"\(word)\"", offset: position) }
            for byte in word.utf8 {
                guard current == byte else { throw SyntaxError(expected: "\"\(word)\"", offset: position) }
                position += 1
            }
        }
    }
}

/// The topic name format: 1 to 900 characters of `[a-zA-Z0-9-_.~%]`.
enum TopicName {
    static let maximumLength = 900

    static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: "~"), UInt8(ascii: "%"):
            true
        default: false
        }
    }

    /// Whether a name (without `/topics/`) has the format.
    static func isValid(_ name: some StringProtocol) -> Bool {
        let bytes = name.utf8
        return !bytes.isEmpty && bytes.count <= maximumLength && bytes.allSatisfy(isAllowed)
    }

    /// The prefix the legacy API and older references put before a topic name.
    static let prefix = "/topics/"

    /// ``isAllowed(_:)`` as a regular-expression class, for schemas.
    static let characterClass = "[a-zA-Z0-9_.~%-]"

    /// ``isValid(_:)`` as a regular expression, unanchored (for schemas to build on).
    static let pattern = characterClass + "{1,\(maximumLength)}"
}
