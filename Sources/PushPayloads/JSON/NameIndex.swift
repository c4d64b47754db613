/// A fixed list of names found by their UTF-8 bytes in constant time: for lists that a caller
/// gives (a schema's properties, a decoder's keys) and that may be long, where a linear search per
/// key would make a document with many keys quadratic. The first of equal names is the one found.
struct NameIndex: Sendable {
    /// Every name's bytes, back to back, and where each starts (one more entry for the end).
    private let bytes: [UInt8]
    private let starts: [Int]
    private let index: KeyIndex

    /// An index of `names`; a name's position in the list is what ``find(_:)`` returns.
    init(_ names: some Collection<String>) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(names.count + 1)
        for name in names {
            starts.append(bytes.count)
            bytes += name.utf8
        }
        starts.append(bytes.count)
        var index = KeyIndex(capacity: names.count)
        bytes.withUnsafeBufferPointer { all in
            for position in 0..<(starts.count - 1) {
                let name = UnsafeBufferPointer(rebasing: all[starts[position]..<starts[position + 1]])
                _ = index.insert(position, hash: KeyIndex.hash(name)) { earlier in
                    all[starts[earlier]..<starts[earlier + 1]].elementsEqual(name)
                }
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.index = index
    }

    /// The position of the first name equal to `name`, if any.
    func find(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { all in
            index.find(hash: KeyIndex.hash(name)) { position in
                all[starts[position]..<starts[position + 1]].elementsEqual(name)
            }
        }
    }

    /// The position of the first name equal to `name`, if any.
    func find(_ name: String) -> Int? {
        withUTF8Bytes(of: name) { find($0) }
    }
}

/// The string or key tokens of one document, compared by their unescaped text, for finding the
/// first occurrence of a text in linear time with no string made per token: the first occurrences
/// of content-state keys, the repeats of an MTPush tag list. A distinct text costs 8 to 16 bytes
/// (a ``NodeIndex`` of ``CompactKeySlot``s, hashed again in node order when it grows) and a repeat
/// nothing.
struct StringNodeSet {
    private let document: JSONDocument
    private var index: NodeIndex<CompactKeySlot>

    /// An empty set over `document`'s tokens, with room for `capacity` before it grows.
    init(_ document: JSONDocument, capacity: Int) {
        self.document = document
        index = NodeIndex(capacity: capacity)
    }

    /// Adds the token at `node` unless an equal text was added before.
    ///
    /// - Returns: The node of the earlier equal token, or `nil` when `node` was added.
    mutating func insert(_ node: Int) -> Int? {
        document.withBuffers { nodes, bytes in
            index.insert(node, hash: { StringTokens.hash(at: $0, nodes: nodes, bytes: bytes) }) {
                StringTokens.equal($0, node, nodes: nodes, bytes: bytes)
            }
        }
    }
}
