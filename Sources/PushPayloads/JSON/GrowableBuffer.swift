/// A growable buffer of plain values without per-append uniqueness checks: the tape under
/// construction, the keys of open objects, and the writer's output bytes. Handed over as an
/// array at the end, or without a copy by ``release()``.
struct GrowableBuffer<Element: BitwiseCopyable>: ~Copyable {
    fileprivate var storage: UnsafeMutablePointer<Element>
    fileprivate var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 8)
        storage = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    @inline(__always)
    mutating func append(_ value: Element) {
        if count == capacity { grow(to: count + 1) }
        (storage + count).initialize(to: value)
        count += 1
    }

    @inline(__always)
    mutating func append(contentsOf values: UnsafeBufferPointer<Element>) {
        guard let base = values.baseAddress else { return }
        if count + values.count > capacity { grow(to: count + values.count) }
        (storage + count).initialize(from: base, count: values.count)
        count += values.count
    }

    fileprivate mutating func grow(to minimum: Int) {
        var larger = capacity * 2
        while larger < minimum { larger *= 2 }
        let replacement = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        replacement.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = replacement
        capacity = larger
    }

    /// Drops the last `k` values.
    @inline(__always)
    mutating func removeLast(_ k: Int) {
        count -= k
    }

    /// Drops the values from `count` on.
    mutating func truncate(to count: Int) {
        self.count = min(count, self.count)
    }

    /// The value at `index`, for reading and updating; `index` must be below `count`.
    @inline(__always)
    subscript(index: Int) -> Element {
        get { storage[index] }
        nonmutating set { storage[index] = newValue }
    }

    /// The values so far, as a buffer valid while this value lives.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: storage, count: count) }

    /// A copy of the values in `range`.
    func array(in range: Range<Int>) -> [Element] {
        Array(UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// A copy of the values as an array.
    func array() -> [Element] {
        Array(buffer)
    }

    /// Ends the buffer and hands its storage over: the caller owns the `count` values at
    /// `storage` and deallocates them.
    consuming func release() -> (storage: UnsafeMutablePointer<Element>, count: Int) {
        let released = (storage, count)
        discard self
        return released
    }
}

/// The writer's output: bytes appended without uniqueness checks, copied into an array once.
typealias ByteSink = GrowableBuffer<UInt8>

extension GrowableBuffer: JSONOutput where Element == UInt8 {
    @inline(__always) mutating func write(_ byte: UInt8) { append(byte) }
    @inline(__always) mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }

    /// One capacity check for the quotes and the bytes.
    @inline(__always)
    mutating func writeQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        if count + bytes.count + 2 > capacity { grow(to: count + bytes.count + 2) }
        (storage + count).initialize(to: UInt8(ascii: "\""))
        if let base = bytes.baseAddress { (storage + count + 1).initialize(from: base, count: bytes.count) }
        (storage + count + 1 + bytes.count).initialize(to: UInt8(ascii: "\""))
        count += bytes.count + 2
    }
}
