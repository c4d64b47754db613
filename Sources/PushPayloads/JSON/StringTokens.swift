/// Hashing and comparing string and key tokens by their unescaped bytes, code point by code
/// point, on a tape and its text: for the parser's ``KeyIndex`` of a large object's keys and for
/// ``StringNodeSet``.
enum StringTokens {
    /// The hash of a token's unescaped bytes (``NodeIndex/hash(_:)``).
    static func hash(at node: Int, nodes: UnsafeBufferPointer<TapeNode>, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let token = nodes[node]
        if token.flags & TapeNode.escaped == 0 {
            return KeyIndex.hash(UnsafeBufferPointer(rebasing: bytes[(Int(token.start) + 1)..<(Int(token.end) - 1)]))
        }
        return JSONMaterializer.unescapedBytes(at: node, nodes: nodes, bytes: bytes).withUnsafeBufferPointer {
            KeyIndex.hash($0)
        }
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
