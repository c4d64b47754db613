/// An index of nodes by the hash of their text, for finding repeats in linear time: the keys of a
/// large object (the parser, as ``KeyIndex``), a fixed list of names (``NameIndex``), the strings of
/// a document (``StringNodeSet``). Open addressing, at most half the slots full; a repeat costs
/// nothing. Texts are hashed with the process's random seed (``hash(_:)``), so crafted text cannot
/// force collisions.
///
/// The slot's layout trades memory for speed (``KeyIndexSlot``): ``HashedKeySlot`` keeps 32 bits of
/// the hash, so a probe reads the text only when the hashes agree and growing hashes nothing again;
/// ``CompactKeySlot`` is half the size and hashes each node again, in the order of the nodes, when
/// the index grows.
struct NodeIndex<Slot: KeyIndexSlot>: Sendable {
    private var slots: [Slot]
    private var count = 0

    /// An index with room for `capacity` tokens before it grows.
    init(capacity: Int) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Slot.empty, count: size)
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
        let hashed = hash(node)
        let mask = slots.count - 1
        var slot = hashed & mask
        while slots[slot] != Slot.empty {
            let entry = slots[slot]
            if entry.mayHold(hash: hashed), equals(entry.node) { return entry.node }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(node: node, hash: hashed)
        count += 1
        return nil
    }

    /// The node of a text with this hash that passes `equals`, without adding anything.
    func find(hash: Int, equals: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != Slot.empty {
            let entry = slots[slot]
            if entry.mayHold(hash: hash), equals(entry.node) { return entry.node }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The hash of some UTF-8 bytes, with the process's seed: what a text's entry is filed under.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }

    private mutating func grow(hash: (Int) -> Int) {
        let size = slots.count * 2
        guard !Slot.keepsHash else {
            let old = slots
            slots = Array(repeating: Slot.empty, count: size)
            for entry in old where entry != Slot.empty { place(entry, hash: entry.hash ?? hash(entry.node)) }
            return
        }
        // The nodes go through a bitset, so that the tokens are hashed again in the order of the
        // text (reading the tape in slot order would miss the cache on nearly every token) and the
        // old slots are freed before the new ones are made. The bitset spans the indexed nodes: at
        // most a bit a node.
        var lowest = Int.max
        var highest = Int.min
        for entry in slots where entry != Slot.empty {
            lowest = min(lowest, entry.node)
            highest = max(highest, entry.node)
        }
        guard lowest <= highest else {
            slots = Array(repeating: Slot.empty, count: size)
            return
        }
        var present = [UInt64](repeating: 0, count: (highest - lowest) >> 6 + 1)
        for entry in slots where entry != Slot.empty {
            let offset = entry.node - lowest
            present[offset >> 6] |= 1 << UInt64(offset & 63)
        }
        slots = []
        slots = Array(repeating: Slot.empty, count: size)
        for (index, word) in present.enumerated() {
            var bits = word
            while bits != 0 {
                let node = lowest + index << 6 + bits.trailingZeroBitCount
                bits &= bits - 1
                let hashed = hash(node)
                place(Slot(node: node, hash: hashed), hash: hashed)
            }
        }
    }

    /// Puts a slot at the first free place from its hash's (growing finds no equal token).
    private mutating func place(_ entry: Slot, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != Slot.empty { slot = (slot + 1) & mask }
        slots[slot] = entry
    }
}

/// The parser's index of a large object's keys, and ``NameIndex``'s: eight-byte slots.
typealias KeyIndex = NodeIndex<HashedKeySlot>

extension NodeIndex where Slot == HashedKeySlot {
    /// ``insert(_:hash:equals:)`` with the node's hash computed: the slots keep their hashes, so
    /// growing asks for no other node's.
    mutating func insert(_ node: Int, hash: Int, equals: (Int) -> Bool) -> Int? {
        insert(node, hash: { _ in hash }, equals: equals)
    }
}

/// The layout of a ``NodeIndex`` slot: a node and what it keeps of its text's hash.
protocol KeyIndexSlot: Equatable, Sendable {
    /// The slot that holds no token.
    static var empty: Self { get }
    /// A slot for the token at `node`, whose text has `hash`.
    init(node: Int, hash: Int)
    /// The token's node.
    var node: Int { get }
    /// Whether the slot keeps enough of the hash to find a token's place in a larger index.
    static var keepsHash: Bool { get }
    /// The hash as far as the slot keeps it for finding a new place (its low bits, which pick the
    /// slot), or `nil` when it keeps too little and the token is hashed again.
    var hash: Int? { get }
    /// Whether the slot's token may have `hash` (the bits it keeps agree).
    func mayHold(hash: Int) -> Bool
}

/// Eight bytes: the node and 32 bits of the hash. A million tokens cost 16 to 32 MB (48 MB for
/// the moment the index grows); a probe reads the tape only when the hashes agree. The parser's.
struct HashedKeySlot: KeyIndexSlot {
    private let bits: UInt64

    static let empty = HashedKeySlot(bits: .max)

    private init(bits: UInt64) { self.bits = bits }

    init(node: Int, hash: Int) {
        bits = UInt64(UInt32(truncatingIfNeeded: hash)) << 32 | UInt64(UInt32(truncatingIfNeeded: node))
    }

    static let keepsHash = true
    var node: Int { Int(bits & 0xFFFF_FFFF) }
    var hash: Int? { Int(bits >> 32) }

    func mayHold(hash: Int) -> Bool {
        bits >> 32 == UInt64(UInt32(truncatingIfNeeded: hash))
    }
}

/// Four bytes: the node in 28 bits (a tape has fewer than 2^28 nodes) and four bits of the hash,
/// so a probe compares the bytes of one token in sixteen that it meets by chance. A million tokens
/// cost 8 to 16 MB, and no more while the index grows (the old slots are freed first). For checks
/// that index strings of any number, where memory counts more than time.
struct CompactKeySlot: KeyIndexSlot {
    private static let nodeMask: UInt32 = 1 << 28 - 1
    private let bits: UInt32

    /// A node of all ones is not a node (``TapeNode/maxCount``), so no token's slot is all ones.
    static let empty = CompactKeySlot(bits: .max)

    private init(bits: UInt32) { self.bits = bits }

    init(node: Int, hash: Int) {
        bits = Self.tag(hash) | UInt32(truncatingIfNeeded: node) & Self.nodeMask
    }

    /// The hash's bits the slot keeps: the top four of its low 32.
    private static func tag(_ hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: hash) & ~nodeMask
    }

    static let keepsHash = false
    var node: Int { Int(bits & Self.nodeMask) }
    var hash: Int? { nil }

    func mayHold(hash: Int) -> Bool {
        bits & ~Self.nodeMask == Self.tag(hash)
    }
}
