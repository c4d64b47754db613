/// Finds which of a fixed set of keys a key token of a document spells, without making a string.
///
/// Names are bucketed by UTF-8 length, so a lookup compares the token with the few names of its
/// length only. Escaped key tokens are unescaped first, so `"b\u0061dge"` is `badge`.
struct KeyTable<Key: RawRepresentable & CaseIterable & Equatable>: Sendable
where Key.RawValue == String, Key: Sendable {
    private let buckets: [[(bytes: [UInt8], key: Key)]]
    /// The keys in declaration order.
    let keys: [Key]

    init() {
        var buckets: [[(bytes: [UInt8], key: Key)]] = []
        keys = Array(Key.allCases)
        for key in keys {
            let bytes = Array(key.rawValue.utf8)
            while buckets.count <= bytes.count { buckets.append([]) }
            buckets[bytes.count].append((bytes, key))
        }
        self.buckets = buckets
    }

    /// The key that the key (or string) token at `node` spells, if any.
    func key(at node: Int, in document: JSONDocument) -> Key? {
        document.withBuffers { nodes, source in
            let token = nodes[node]
            if token.flags & TapeNode.escaped != 0 {
                let unescaped = JSONMaterializer.unescapedBytes(at: node, nodes: nodes, bytes: source)
                return unescaped.withUnsafeBufferPointer { find($0) }
            }
            return find(UnsafeBufferPointer(rebasing: source[(Int(token.start) + 1)..<(Int(token.end) - 1)]))
        }
    }

    /// The position of `key` in declaration order (for tables indexed by key).
    func ordinal(of key: Key) -> Int {
        keys.firstIndex(of: key) ?? 0
    }

    /// The key whose name is exactly `bytes`.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        guard bytes.count < buckets.count, let base = bytes.baseAddress else { return nil }
        for entry in buckets[bytes.count] {
            let matches = entry.bytes.withUnsafeBufferPointer { name in
                name.baseAddress.map { memcmpBytes($0, base, bytes.count) } ?? false
            }
            if matches { return entry.key }
        }
        return nil
    }
}
