/// The parser's open containers: a fixed buffer of plain frames, allocated once per parse (the
/// depth limit bounds it), so pushing, popping and updating the innermost frame cost no checks.
struct FrameStack: ~Copyable {
    struct Frame {
        /// The container's node.
        var node: Int32
        var isObject: Bool
        /// Whether a key has been read and its value not yet finished.
        var inMember = false
        /// Members or elements finished so far.
        var count: UInt32 = 0
        /// The key node of the member being parsed.
        var keyNode: Int32 = -1
        /// A two-hash Bloom filter of this object's key fingerprints: a key whose bits are not
        /// both set cannot be a duplicate, so most keys are never compared with the others.
        var keyFilter: (UInt64, UInt64) = (0, 0)
    }

    private let storage: UnsafeMutablePointer<Frame>
    private(set) var count = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        storage = UnsafeMutablePointer<Frame>.allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The innermost frame; only valid when not empty.
    var top: UnsafeMutablePointer<Frame> { storage + (count - 1) }

    subscript(depth: Int) -> Frame { storage[depth] }

    mutating func push(_ frame: Frame) {
        (storage + count).initialize(to: frame)
        count += 1
    }

    mutating func pop() -> Frame {
        count -= 1
        return (storage + count).move()
    }
}
