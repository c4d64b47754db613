/// One token of a parsed document, in preorder (a "tape", as simdjson and swift-foundation's
/// JSONMap call it).
///
/// An object's children are its keys and values in turn: key, value, key, value. Offsets are into
/// the source bytes, so strings and numbers are read from the text only when someone asks.
///
/// A node is 12 bytes, so that a flat array of one-digit numbers (two bytes an element) costs six
/// times its text: the index of the next node, the kind and the flag share one word, and a
/// container's count of children is found by walking them (``childCount(of:)``).
struct TapeNode: Sendable {
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// Flag: a string token contains at least one backslash escape.
    static let escaped: UInt8 = 1

    /// The most nodes a tape holds: the index of the next node has 28 bits.
    static let maxCount = 1 << 28 - 1

    /// The token's first byte (a container's opening bracket, a string's opening quote).
    var start: UInt32
    /// Just after the token's last byte (a container's closing bracket, a string's closing quote).
    var end: UInt32
    /// The next node's index in the low 28 bits, the kind in the next 3, the flag in the top one.
    private var word: UInt32

    init(start: UInt32, end: UInt32, next: UInt32, kind: Kind, flags: UInt8) {
        self.start = start
        self.end = end
        word = next & Self.nextMask | UInt32(kind.rawValue) << 28 | UInt32(flags & 1) << 31
    }

    private static let nextMask: UInt32 = 1 << 28 - 1

    /// The index of the first node after this token's subtree.
    var next: UInt32 {
        get { word & Self.nextMask }
        set { word = word & ~Self.nextMask | newValue & Self.nextMask }
    }

    var kind: Kind {
        // Only the initializer writes these bits, always from a `Kind`.
        Kind(rawValue: UInt8(truncatingIfNeeded: word >> 28 & 0x7)) ?? .null
    }

    var flags: UInt8 { UInt8(truncatingIfNeeded: word >> 31) }

    var isContainer: Bool { kind == .array || kind == .object }
    var byteRange: Range<Int> { Int(start)..<Int(end) }
}

extension RandomAccessCollection where Element == TapeNode, Index == Int {
    /// The `(key, value)` node indices of each child of the container at `node` (`key` is -1 in
    /// arrays).
    func children(of node: Int) -> ChildSequence<Self> {
        ChildSequence(nodes: self, parent: node)
    }
}

/// The children of a container node: `(key, value)` node indices, `key` being -1 in arrays.
struct ChildSequence<Nodes: RandomAccessCollection>: Sequence where Nodes.Element == TapeNode, Nodes.Index == Int {
    let nodes: Nodes
    let parent: Int

    struct Iterator: IteratorProtocol {
        let nodes: Nodes
        let isObject: Bool
        /// The first node after the container.
        let end: Int
        var position: Int

        mutating func next() -> (key: Int, value: Int)? {
            guard position < end else { return nil }
            if isObject {
                let key = position
                position = Int(nodes[key + 1].next)
                return (key, key + 1)
            }
            let value = position
            position = Int(nodes[value].next)
            return (-1, value)
        }
    }

    func makeIterator() -> Iterator {
        let node = nodes[parent]
        return Iterator(nodes: nodes, isObject: node.kind == .object, end: Int(node.next), position: parent + 1)
    }
}

extension RandomAccessCollection where Element == TapeNode, Index == Int {
    /// The number of members or elements of the container at `node`, counted up to `limit`: a
    /// walk over its children, skipping their subtrees.
    func childCount(of node: Int, upTo limit: Int = .max) -> Int {
        var count = 0
        var iterator = children(of: node).makeIterator()
        while count < limit, iterator.next() != nil { count += 1 }
        return count
    }
}
