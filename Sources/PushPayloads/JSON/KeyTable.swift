/// A fixed set of member names, each an `Int`-backed case numbered from 0 in declaration order.
protocol WireKey: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == Int, AllCases == [Self] {
    /// The name on the wire.
    var name: String { get }
    /// The lookup table of all the names.
    static var table: KeyTable<Self> { get }
}

extension WireKey {
    /// The key with this wire name.
    init?(name: String) {
        guard let key = withUTF8Bytes(of: name, { Self.table.find($0) }) else { return nil }
        self = key
    }
}

/// Finds which of a fixed set of keys a key token of a document spells, without making a string.
///
/// The names are stored back to back in one byte array and grouped by UTF-8 length, so a lookup
/// compares the token with the few names of its length only. Escaped key tokens are unescaped
/// first, so `"b\u0061dge"` is `badge`.
struct KeyTable<Key: WireKey>: Sendable {
    /// Every name, back to back, in length order.
    private let names: [UInt8]
    /// Per name in length order: its offset in `names` and its key's raw value.
    private let entries: [(offset: Int, raw: Int)]
    /// `entries[bucketStart[n]..<bucketStart[n + 1]]` are the names of length `n`.
    private let bucketStart: [Int]
    /// The keys in declaration order (a key's raw value is its index).
    let keys: [Key]

    /// A table of each key's wire name.
    init() {
        self.init(spellings: { [$0.name] })
    }

    /// A table where each key may be spelled several ways (proto3 JSON's snake_case and
    /// lowerCamelCase field names), every spelling finding the key.
    init(spellings: (Key) -> [String]) {
        keys = Key.allCases
        let sorted = keys.flatMap { key in
            spellings(key).map { (bytes: Array($0.utf8), raw: key.rawValue) }
        }.sorted { $0.bytes.count < $1.bytes.count }
        var names: [UInt8] = []
        var entries: [(offset: Int, raw: Int)] = []
        let longest = sorted.last?.bytes.count ?? 0
        var bucketStart = Array(repeating: 0, count: longest + 2)
        for entry in sorted {
            entries.append((names.count, entry.raw))
            names += entry.bytes
        }
        for length in 0...(longest + 1) {
            bucketStart[length] = sorted.firstIndex { $0.bytes.count >= length } ?? sorted.count
        }
        self.names = names
        self.entries = entries
        self.bucketStart = bucketStart
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

    /// The key whose name is exactly `bytes`.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        let length = bytes.count
        guard length + 1 < bucketStart.count, let base = bytes.baseAddress else { return nil }
        return names.withUnsafeBufferPointer { names in
            guard let namesBase = names.baseAddress else { return nil }
            for index in bucketStart[length]..<bucketStart[length + 1]
            where memcmpBytes(namesBase + entries[index].offset, base, length) {
                return Key(rawValue: entries[index].raw)
            }
            return nil
        }
    }
}
