/// The distinct strings among string or key tokens of one tape, for finding repeats in linear time:
/// the keys of a large object (the parser), the tags of an MTPush list. Open addressing over the
/// token nodes, at most half the slots full.
///
/// A slot is four bytes, the node in the low 28 bits (a tape has fewer than 2^28 nodes) and four
/// more bits of the token's hash above it, so a probe compares the bytes of only one token in
/// sixteen whose slot it meets by chance, and a million distinct tokens cost 8 MB (16 MB while
/// the index grows: the old slots and the new). Growing hashes each token again, through the
/// caller's `hash`, instead of keeping the hash in the slot. Tokens are hashed from their
/// unescaped bytes with the process's random seed (``StringTokens``), so crafted text cannot force
/// collisions.
struct KeyIndex {
    /// The node bits of a slot; a node of all ones is not a node, so the all-ones slot is empty.
    private static let nodeMask: UInt32 = 1 << 28 - 1
    private static let empty = UInt32.max
    private var slots: [UInt32]
    private var count = 0

    /// An index with room for `capacity` tokens before it grows.
    init(capacity: Int) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Self.empty, count: size)
    }

    /// Adds the token at `node` unless an equal token is there.
    ///
    /// - Parameters:
    ///   - node: The token's node (below ``TapeNode/maxCount``).
    ///   - hash: A hash of any token's text; equal texts must hash alike.
    ///   - equals: Whether the token at a node holds the same text as the one at `node`.
    /// - Returns: The node of the earlier equal token, or `nil` when the token was added.
    mutating func insert(_ node: Int, hash: (Int) -> Int, equals: (Int) -> Bool) -> Int? {
        if (count + 1) * 2 > slots.count { grow(hash: hash) }
        let hashed = UInt32(truncatingIfNeeded: hash(node))
        let tag = hashed & ~Self.nodeMask
        let mask = slots.count - 1
        var slot = Int(hashed) & mask
        while slots[slot] != Self.empty {
            let entry = slots[slot]
            if entry & ~Self.nodeMask == tag, equals(Int(entry & Self.nodeMask)) { return Int(entry & Self.nodeMask) }
            slot = (slot + 1) & mask
        }
        slots[slot] = tag | UInt32(truncatingIfNeeded: node) & Self.nodeMask
        count += 1
        return nil
    }

    private mutating func grow(hash: (Int) -> Int) {
        let old = slots
        slots = Array(repeating: Self.empty, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != Self.empty {
            var slot = Int(UInt32(truncatingIfNeeded: hash(Int(entry & Self.nodeMask)))) & mask
            while slots[slot] != Self.empty { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
