/// Hashing and comparing string and key tokens by their unescaped bytes, code point by code
/// point, on a tape and its text: for ``KeyIndex``, which the parser fills with the keys of large
/// objects and checks fill with strings (``StringTokenSet``).
enum StringTokens {
    /// The hash of a token's unescaped bytes, with the process's seed.
    static func hash(at node: Int, nodes: UnsafeBufferPointer<TapeNode>, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let token = nodes[node]
        var hasher = Hasher()
        if token.flags & TapeNode.escaped == 0 {
            hasher.combine(
                bytes: UnsafeRawBufferPointer(
                    UnsafeBufferPointer(rebasing: bytes[(Int(token.start) + 1)..<(Int(token.end) - 1)])))
        } else {
            JSONMaterializer.unescapedBytes(at: node, nodes: nodes, bytes: bytes).withUnsafeBytes {
                hasher.combine(bytes: $0)
            }
        }
        return hasher.finalize()
    }

    /// Whether two tokens hold the same code points.
    static func equal(
        _ a: Int, _ b: Int, nodes: UnsafeBufferPointer<TapeNode>, bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let left = nodes[a]
        let right = nodes[b]
        if (left.flags | right.flags) & TapeNode.escaped == 0 {
            let length = Int(left.end - left.start)
            guard length == Int(right.end - right.start) else { return false }
            guard let base = bytes.baseAddress else { return true }
            return memcmpBytes(base + Int(left.start), base + Int(right.start), length)
        }
        return JSONMaterializer.unescapedBytes(at: a, nodes: nodes, bytes: bytes)
            == JSONMaterializer.unescapedBytes(at: b, nodes: nodes, bytes: bytes)
    }
}

/// The distinct strings among a document's string tokens, added one at a time: for checks that
/// report a repeated value (an MTPush tag) at each repeat, in 8 to 16 bytes a distinct string and
/// nothing a repeat (a ``KeyIndex`` of ``CompactKeySlot``s).
struct StringTokenSet {
    private var index = KeyIndex<CompactKeySlot>(capacity: 0)

    /// An empty set.
    init() {}

    /// Adds the string token at `node` of `document` unless an equal string is there.
    ///
    /// - Returns: The node of the earlier equal string, or `nil` when the string was added.
    mutating func insert(_ node: Int, of document: JSONDocument) -> Int? {
        document.withBuffers { nodes, bytes in
            index.insert(node, hash: { StringTokens.hash(at: $0, nodes: nodes, bytes: bytes) }) {
                StringTokens.equal($0, node, nodes: nodes, bytes: bytes)
            }
        }
    }
}
