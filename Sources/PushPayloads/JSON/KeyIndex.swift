/// The keys of one large object, for finding duplicates in linear time: open addressing over the
/// key nodes' indices, four bytes a slot and at most half the slots full, so a million keys cost
/// 8 MB (a dictionary of key bytes cost six times that). Keys are hashed from their unescaped
/// bytes with the process's random seed, so crafted keys cannot force collisions. The parser
/// hashes and compares keys, since only it reads the tape; the index only keeps slots.
struct KeyIndex {
    private var slots: [Int32]
    private var count = 0

    /// An index with room for `capacity` keys before it is full.
    init(capacity: Int) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: -1, count: size)
    }

    /// Whether one more key would fill more than half the slots: the parser then makes a larger
    /// index and adds the ``nodes`` again.
    var isFull: Bool { (count + 1) * 2 > slots.count }

    /// The key nodes held.
    var nodes: [Int32] { slots.filter { $0 >= 0 } }

    /// The number of keys held.
    var keyCount: Int { count }

    /// The slot a key with `hash` is looked for first.
    func firstSlot(for hash: Int) -> Int { hash & (slots.count - 1) }

    /// The slot looked at after `slot`.
    func slot(after slot: Int) -> Int { (slot + 1) & (slots.count - 1) }

    /// The key node in `slot`, or `nil` when the slot is empty (where looking stops).
    func node(in slot: Int) -> Int32? { slots[slot] >= 0 ? slots[slot] : nil }

    /// Puts `node` in `slot`, an empty one.
    mutating func put(_ node: Int32, in slot: Int) {
        slots[slot] = node
        count += 1
    }
}
