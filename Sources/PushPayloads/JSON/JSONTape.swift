/// One token of a parsed document, in preorder (a "tape", as simdjson and swift-foundation's
/// JSONMap call it).
///
/// An object's children are its keys and values in turn: key, value, key, value. Offsets are into
/// the source bytes, so strings and numbers are read from the text only when someone asks.
struct TapeNode: Sendable {
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// Flag: a string token contains at least one backslash escape.
    static let escaped: UInt8 = 1

    /// The token's first byte (a container's opening bracket, a string's opening quote).
    var start: UInt32
    /// Just after the token's last byte (a container's closing bracket, a string's closing quote).
    var end: UInt32
    /// The index of the first node after this token's subtree.
    var next: UInt32
    /// Containers: the number of members or elements.
    var count: UInt32
    var kind: Kind
    var flags: UInt8

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
        var remaining: Int
        var position: Int

        mutating func next() -> (key: Int, value: Int)? {
            guard remaining > 0 else { return nil }
            remaining -= 1
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
        return Iterator(nodes: nodes, isObject: node.kind == .object, remaining: Int(node.count), position: parent + 1)
    }
}
