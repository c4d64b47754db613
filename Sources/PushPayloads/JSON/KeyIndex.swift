/// The keys of one large object, for finding duplicates in linear time: open addressing over the
/// key nodes, at most half the slots full. A slot is eight bytes, the node and 32 bits of the
/// key's hash, so a million keys cost 16 MB (a dictionary of key bytes cost three times that),
/// a probe reads the tape only when the hashes agree, and growing needs no key hashed again.
/// Keys are hashed from their unescaped bytes with the process's random seed, so crafted keys
/// cannot force collisions. The parser hashes and compares keys, since only it reads the tape.
struct KeyIndex {
    private static let empty = UInt64.max
    private var slots: [UInt64]
    private var count = 0

    /// An index with room for `capacity` keys before it grows.
    init(capacity: Int) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Self.empty, count: size)
    }

    /// Adds the key at `node` unless a key with the same hash passes `equals`.
    ///
    /// - Returns: The node of the earlier equal key, or `nil` when the key was added.
    mutating func insert(_ node: Int, hash: Int, equals: (Int) -> Bool) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        let hash32 = UInt64(UInt32(truncatingIfNeeded: hash))
        let mask = slots.count - 1
        var slot = Int(hash32) & mask
        while slots[slot] != Self.empty {
            let entry = slots[slot]
            if entry >> 32 == hash32, equals(Int(entry & 0xFFFF_FFFF)) { return Int(entry & 0xFFFF_FFFF) }
            slot = (slot + 1) & mask
        }
        slots[slot] = hash32 << 32 | UInt64(node)
        count += 1
        return nil
    }

    /// The node of a key with this hash that passes `equals`, without adding anything.
    func find(hash: Int, equals: (Int) -> Bool) -> Int? {
        let hash32 = UInt64(UInt32(truncatingIfNeeded: hash))
        let mask = slots.count - 1
        var slot = Int(hash32) & mask
        while slots[slot] != Self.empty {
            let entry = slots[slot]
            if entry >> 32 == hash32, equals(Int(entry & 0xFFFF_FFFF)) { return Int(entry & 0xFFFF_FFFF) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The hash of some UTF-8 bytes, with the process's seed: what a key's entry is filed under.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Self.empty, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != Self.empty {
            var slot = Int(entry >> 32) & mask
            while slots[slot] != Self.empty { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
