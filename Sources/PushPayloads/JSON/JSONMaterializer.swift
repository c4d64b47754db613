/// Builds Swift values from tape nodes: strings, numbers, and whole ``JSONValue`` trees.
///
/// The tape comes from the parser or from ``JSONTapeBuilder``, both of which stop at 512 levels, so
/// the recursion here is bounded.
enum JSONMaterializer {
    /// An object of these members (key and value nodes), in their order.
    static func object(
        _ members: [(key: Int, value: Int)], nodes: UnsafeBufferPointer<TapeNode>, bytes: UnsafeBufferPointer<UInt8>
    ) -> JSONObject {
        JSONObject(
            members.map {
                JSONObject.Member(
                    key: string(at: $0.key, nodes: nodes, bytes: bytes),
                    value: value(at: $0.value, nodes: nodes, bytes: bytes))
            })
    }

    /// The value of the subtree at `node`.
    static func value(at node: Int, nodes: UnsafeBufferPointer<TapeNode>, bytes: UnsafeBufferPointer<UInt8>)
        -> JSONValue
    {
        let token = nodes[node]
        switch token.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(number(at: node, nodes: nodes, bytes: bytes))
        case .string: return .string(string(at: node, nodes: nodes, bytes: bytes))
        case .array:
            let count = nodes.childCount(of: node)
            var elements: [JSONValue] = []
            elements.reserveCapacity(count)
            var child = node + 1
            for _ in 0..<count {
                elements.append(value(at: child, nodes: nodes, bytes: bytes))
                child = Int(nodes[child].next)
            }
            return .array(elements)
        case .object:
            let count = nodes.childCount(of: node)
            var members: [JSONObject.Member] = []
            members.reserveCapacity(count)
            var key = node + 1
            for _ in 0..<count {
                members.append(
                    JSONObject.Member(
                        key: string(at: key, nodes: nodes, bytes: bytes),
                        value: value(at: key + 1, nodes: nodes, bytes: bytes)
                    )
                )
                key = Int(nodes[key + 1].next)
            }
            return .object(JSONObject(members))
        }
    }

    /// The unescaped text of a string node.
    static func string(at node: Int, nodes: UnsafeBufferPointer<TapeNode>, bytes: UnsafeBufferPointer<UInt8>) -> String
    {
        let token = nodes[node]
        if token.flags & TapeNode.escaped == 0 {
            return String(
                decoding: UnsafeBufferPointer(rebasing: bytes[(Int(token.start) + 1)..<(Int(token.end) - 1)]),
                as: UTF8.self)
        }
        return String(decoding: unescapedBytes(at: node, nodes: nodes, bytes: bytes), as: UTF8.self)
    }

    /// The unescaped UTF-8 bytes of a string node (lone surrogates become U+FFFD).
    static func unescapedBytes(at node: Int, nodes: UnsafeBufferPointer<TapeNode>, bytes: UnsafeBufferPointer<UInt8>)
        -> [UInt8]
    {
        let token = nodes[node]
        let content = (Int(token.start) + 1)..<(Int(token.end) - 1)
        guard token.flags & TapeNode.escaped != 0 else { return Array(bytes[content]) }
        var decoder = EscapeDecoder()
        decoder.bytes.reserveCapacity(content.count)
        // The parser validated the token, so the walk cannot fail.
        _ = try? JSONStringEscapes.walk(bytes, from: content.lowerBound, into: &decoder)
        return decoder.bytes
    }

    /// Whether a key (or string) node's unescaped text is `wanted`, byte for byte (so code point by
    /// code point); escaped keys are decoded first.
    @inline(__always)
    static func key(
        at node: Int, nodes: UnsafeBufferPointer<TapeNode>, bytes: UnsafeBufferPointer<UInt8>,
        equals wanted: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let token = nodes[node]
        guard token.flags & TapeNode.escaped == 0 else {
            return unescapedBytes(at: node, nodes: nodes, bytes: bytes).elementsEqual(wanted)
        }
        let length = Int(token.end - token.start) - 2
        guard length == wanted.count else { return false }
        guard length > 0, let base = bytes.baseAddress, let other = wanted.baseAddress else { return true }
        return memcmpBytes(base + Int(token.start) + 1, other, length)
    }

    /// The number of a number node, keeping its literal.
    static func number(at node: Int, nodes: UnsafeBufferPointer<TapeNode>, bytes: UnsafeBufferPointer<UInt8>)
        -> JSONNumber
    {
        let token = nodes[node]
        return JSONNumber(
            uncheckedLiteral: String(decoding: UnsafeBufferPointer(rebasing: bytes[token.byteRange]), as: UTF8.self))
    }
}

/// Calls `body` with a string's UTF-8 bytes, without copying a native string.
@inline(__always)
func withUTF8Bytes<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = string
    return copy.withUTF8(body)
}

/// Whether two buffers hold the same bytes.
@inline(__always)
func bytesEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let first = a.baseAddress, let second = b.baseAddress else { return true }
    return memcmpBytes(first, second, a.count)
}

/// Byte equality of two buffers of `count` bytes.
@inline(__always)
func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index &+ 8 <= count {
        if UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self)
            != UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self)
        {
            return false
        }
        index &+= 8
    }
    while index < count {
        if a[index] != b[index] { return false }
        index &+= 1
    }
    return true
}
