/// A parsed JSON text: the value, what the reader noticed, and where every key and value stands.
public struct JSONDocument: Sendable {
    /// The root value.
    public let root: JSONValue
    /// Non-fatal findings in document order (duplicates, lone surrogates, number representability).
    public let findings: [JSONFinding]
    /// The size of the text as given, byte-order mark included.
    public let byteCount: Int
    /// Whether the text starts with a UTF-8 byte-order mark.
    public let hasByteOrderMark: Bool
    /// Bytes the library's writer would save on escapes it would not emit (`\/`, `\u00e9`, ...).
    public let escapeSavings: Int
    let spans: [NodeSpan]
    let source: [UInt8]

    /// Where a member's key and value stand in the text, as 0-based byte ranges.
    public struct Span: Sendable, Hashable {
        /// The key token, quotes included, when the value is an object member.
        public var key: Range<Int>?
        /// The value token (a container from its opening to its closing bracket).
        public var value: Range<Int>
    }

    /// The span of the value a pointer refers to (for duplicate keys, the last occurrence), or
    /// `nil` if it refers to nothing or positions were not recorded.
    public func span(at pointer: JSONPointer) -> Span? {
        guard let node = nodeIndex(at: pointer) else { return nil }
        let span = spans[node]
        let key = span.keyStart >= 0 ? Int(span.keyStart)..<Int(span.keyEnd) : nil
        return Span(key: key, value: Int(span.start)..<Int(span.end))
    }

    /// The preorder node of the value a pointer refers to.
    func nodeIndex(at pointer: JSONPointer) -> Int? {
        guard !spans.isEmpty else { return nil }
        var node = 0
        var value = root
        for token in pointer.tokens {
            let ordinal: Int
            switch value {
            case .object(let object):
                guard let found = object.lastIndex(ofKey: token) else { return nil }
                ordinal = found
                value = object.members[found].value
            case .array(let elements):
                guard let found = JSONPointer.arrayIndex(token), found < elements.count else { return nil }
                ordinal = found
                value = elements[found]
            default:
                return nil
            }
            node += 1
            for _ in 0..<ordinal { node = Int(spans[node].next) }
        }
        return node
    }

    /// The line and column of a byte range in the text (see ``SourceLocation``).
    public func location(of range: Range<Int>) -> SourceLocation {
        var locator = SourceLocator(source: source)
        return locator.location(of: range)
    }
}
