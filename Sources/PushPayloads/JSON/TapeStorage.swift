/// The nodes of a parsed document, taken over from the parser's buffer without a copy.
///
/// The parser reserves room for the most nodes its input can hold (see ``reservedCount(forBytes:)``)
/// and never grows: pages it does not write are never touched, so they cost address space but no
/// memory, and the document's peak is the nodes it holds, not twice or three times them.
///
/// Not final: a document's tape is a ``JSONDocument``'s whole storage (its subclass holds the
/// source and the reader's findings), so a document is one allocation and one reference.
class TapeStorage: RandomAccessCollection, @unchecked Sendable {
    // Unchecked: the nodes are written before the storage is made and never after.
    private let base: UnsafeMutablePointer<TapeNode>
    let count: Int

    /// Takes over `count` initialized nodes at `base`, allocated with `allocate(capacity:)`.
    init(takingOver base: UnsafeMutablePointer<TapeNode>, count: Int) {
        self.base = base
        self.count = count
    }

    /// A copy of `nodes`.
    convenience init(copying nodes: some Collection<TapeNode>) {
        let base = UnsafeMutablePointer<TapeNode>.allocate(capacity: Swift.max(nodes.count, 1))
        _ = UnsafeMutableBufferPointer(start: base, count: nodes.count).initialize(from: nodes)
        self.init(takingOver: base, count: nodes.count)
    }

    deinit {
        base.deallocate()
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> TapeNode {
        precondition(position >= 0 && position < count, "tape node out of range")
        return base[position]
    }

    /// The nodes as a buffer, valid for as long as this storage lives: for a reader that keeps the
    /// storage (a decode's context) and reads it through a plain pointer.
    var unsafeBuffer: UnsafeBufferPointer<TapeNode> { UnsafeBufferPointer(start: base, count: count) }

    /// Calls `body` with the nodes as a buffer, valid during the call.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<TapeNode>) throws -> Result) rethrows
        -> Result
    {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The nodes a parser reserves for `byteCount` bytes of text: every node a text that long can
    /// hold (`[1,1,…]` has one per two bytes), up to 128 Mi nodes (the most for a 256 MiB input,
    /// pushlint's limit); a longer text grows the buffer past that.
    static func reservedCount(forBytes byteCount: Int) -> Int {
        Swift.min(byteCount / 2 + 2, 1 << 27)
    }
}
