import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps indices to values on every core, the results in index order: the same as a serial map.
enum ConcurrentMap {
    /// The number of cores the process may use (at least 1).
    static let cores: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `(0..<count).map(transform)`, computed by up to ``cores`` threads that take indices in
    /// order from a shared counter; serial for fewer than two items or one core.
    static func map<T: Sendable>(
        _ count: Int, workers: Int = cores, _ transform: @escaping @Sendable (Int) -> T
    ) -> [T] {
        let workers = min(workers, count)
        guard workers > 1 else { return (0..<count).map(transform) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claim() { slots.store(transform(index), at: index) }
        }
        return slots.take()
    }
}

/// Result slots written by one thread each, and the counter that hands indices out.
private final class Slots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<T?>
    private var next = 0
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// The next index no thread has taken, or `nil` when all are taken.
    func claim() -> Int? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard next < buffer.count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores the value of one index; each index is stored by the one thread that claimed it.
    func store(_ value: T, at index: Int) {
        buffer[index] = value
    }

    /// The values in order, once every thread has finished (each slot then holds a value).
    func take() -> [T] {
        buffer.compactMap { $0 }
    }
}
