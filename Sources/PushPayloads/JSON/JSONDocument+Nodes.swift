/// Reading single tokens of a document by node index, for rules that walk the tape.
extension JSONDocument {
    /// The kind of the token at `node`.
    @inline(__always) func kind(of node: Int) -> TapeNode.Kind { nodes[node].kind }

    /// The byte range of the token at `node`.
    func byteRange(of node: Int) -> Range<Int> { nodes[node].byteRange }

    /// The value at `node` as a ``JSONValue`` (a subtree is materialized whole).
    func value(at node: Int) -> JSONValue {
        withBuffers { JSONMaterializer.value(at: node, nodes: $0, bytes: $1) }
    }

    /// The unescaped text of a string or key token.
    func string(at node: Int) -> String {
        withBuffers { JSONMaterializer.string(at: node, nodes: $0, bytes: $1) }
    }

    /// The first member of the object at `object` whose key is `name` (key and value nodes).
    func member(named name: String, in object: Int) -> (key: Int, value: Int)? {
        nodes.children(of: object).first { keyEquals($0.key, name) }
    }

    /// Whether two key (or string) tokens hold the same text, compared without making strings.
    func keysEqual(_ a: Int, _ b: Int) -> Bool {
        withBuffers { StringTokens.equal(a, b, nodes: $0, bytes: $1) }
    }

    /// Whether the object at `object` has a member whose key is the same text as the key token at
    /// `key` (of another object).
    func hasMember(sameKeyAs key: Int, in object: Int) -> Bool {
        withStringBytes(key) { wanted in
            nodes.children(of: object).contains { child in
                withStringBytes(child.key) { bytesEqual($0, wanted) }
            }
        }
    }

    /// Calls `body` with the unescaped UTF-8 bytes of a string or key token: the text itself when it
    /// has no escapes, so reading a string allocates nothing.
    func withStringBytes<Result>(_ node: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBuffers { nodes, source in
            let token = nodes[node]
            if token.flags & TapeNode.escaped != 0 {
                return JSONMaterializer.unescapedBytes(at: node, nodes: nodes, bytes: source)
                    .withUnsafeBufferPointer(body)
            }
            return body(UnsafeBufferPointer(rebasing: source[(Int(token.start) + 1)..<(Int(token.end) - 1)]))
        }
    }

    /// Whether a string token's (a key's or a value's) unescaped text is one of `texts`, compared
    /// byte for byte without making a string.
    func string(at node: Int, isOneOf texts: [String]) -> Bool {
        withStringBytes(node) { bytes in
            texts.contains { text in withUTF8Bytes(of: text) { bytesEqual($0, bytes) } }
        }
    }

    /// The JSON text a string token holds (mPaaS's `targetMsgkey`, Altcraft's `_buttons`, FCM
    /// legacy loc args), read onto a tape of its own: a large held value costs its tape, not a tree
    /// of values. `nil` when the token is not a string or its text is not JSON.
    func heldDocument(at node: Int) -> JSONDocument? {
        guard kind(of: node) == .string else { return nil }
        return withStringBytes(node) { JSONReader.readHeld($0) }
    }

    /// Whether a number token has at most `count` characters and no exponent: such a literal
    /// is below `10^count` and, unless it is zero, far above what rounds to zero as a `Double`
    /// (about 4.9e-324), so checks of magnitude can skip parsing it.
    func isShortPlainNumber(_ node: Int, atMost count: Int) -> Bool {
        let range = nodes[node].byteRange
        return range.count <= count && !hasExponent(range)
    }

    private func hasExponent(_ range: Range<Int>) -> Bool {
        source[range].contains { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// Whether the token at `node` is the string `""`.
    func isEmptyString(_ node: Int) -> Bool {
        nodes[node].kind == .string && nodes[node].end - nodes[node].start == 2
    }

    /// Whether the token at `node` is a non-empty string.
    func isNonEmptyString(_ node: Int) -> Bool {
        nodes[node].kind == .string && nodes[node].end - nodes[node].start > 2
    }

    /// The value of a number token, correctly rounded; `nil` for other tokens.
    func double(at node: Int) -> Double? {
        guard nodes[node].kind == .number else { return nil }
        return withBuffers { nodes, bytes in
            LiteralNumbers.double(UnsafeBufferPointer(rebasing: bytes[nodes[node].byteRange]))
        }
    }

    /// Whether the token at `node` is a number equal to `value` (`1`, `1.0` and `1e0` alike).
    func isNumber(_ node: Int, equalTo value: Double) -> Bool {
        double(at: node) == value
    }

    /// Whether the node is a number whose value is integral (`3`, `3.0` and `3e0` are) and in `range`.
    func isInteger(_ node: Int, in range: ClosedRange<Int>) -> Bool {
        guard kind(of: node) == .number, let value = double(at: node), value.rounded() == value else { return false }
        return Double(range.lowerBound) <= value && value <= Double(range.upperBound)
    }

    /// The value of a number token written as an integer (digits, with a `-` or not: no fraction
    /// and no exponent, so `410.0` and `4.1e2` are not), when it fits an `Int64`; `nil` for any
    /// other token. For members that are integers on the wire, as an HTTP status is.
    func integerLiteral(at node: Int) -> Int64? {
        guard nodes[node].kind == .number else { return nil }
        return withBuffers { nodes, bytes in LiteralNumbers.integerLiteral(bytes[nodes[node].byteRange]) }
    }

    /// Whether a number token is written as an integer (``integerLiteral(at:)``) in `range`.
    func isIntegerLiteral(_ node: Int, in range: ClosedRange<Int64>) -> Bool {
        integerLiteral(at: node).map(range.contains) ?? false
    }

    /// The members of the object at `object` in order, each key at its first occurrence only: a
    /// later member with the same key is a `json.duplicate-key` finding and is not read, as the
    /// decoder and the models read the first (one rule for checks and models).
    func firstOccurrences(in object: Int) -> [(key: Int, value: Int)] {
        var seen = Set<String>()
        return nodes.children(of: object).filter { seen.insert(string(at: $0.key)).inserted }
    }

    /// Whether the node is an array whose elements are all strings.
    func isArrayOfStrings(_ node: Int) -> Bool {
        guard nodes[node].kind == .array else { return false }
        return nodes.children(of: node).allSatisfy { nodes[$0.value].kind == .string }
    }

    /// The raw text of the token at `node` (for quoting a found value in a message).
    func text(of node: Int, limit: Int = 40) -> String {
        let range = nodes[node].byteRange
        let shown = source[range.lowerBound..<min(range.upperBound, range.lowerBound + limit)]
        let text = String(decoding: shown, as: UTF8.self)
        return range.count > limit ? text + "…" : text
    }
}
