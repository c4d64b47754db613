/// A growable buffer of plain values without per-append uniqueness checks: the tape under
/// construction, and the keys of open objects. Handed over as an array when the parse ends.
struct GrowableBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 8)
        storage = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    @inline(__always)
    mutating func append(_ node: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: node)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// Drops the last `k` values.
    @inline(__always)
    mutating func removeLast(_ k: Int) {
        count -= k
    }

    /// The value at `index`, for reading and updating; `index` must be below `count`.
    @inline(__always)
    subscript(index: Int) -> Element {
        get { storage[index] }
        nonmutating set { storage[index] = newValue }
    }

    /// The values so far, as a buffer valid while this value lives.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: storage, count: count) }

    /// A copy of the values as an array.
    func array() -> [Element] {
        Array(buffer)
    }
}
