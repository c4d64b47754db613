import BenchmarkSupport

#if canImport(Glibc)
import Glibc
#endif

/// Heap allocations per operation of the library side of each pair, read from the counter that
/// `Benchmarks/Allocations/count-allocations.c` adds when preloaded (Scripts/check-allocations.sh).
///
/// Each pair runs a few times first (one-time setup: metadata, lazily made tables), then
/// `operations` times between two readings of the counter. Prints `pair allocations-per-op` lines.
func printAllocations(of pairs: [BenchmarkPair], operations: Int = 100) throws {
    #if os(Linux)
    guard let symbol = dlsym(nil, "pushpayloads_allocation_count") else {
        throw BenchmarkSetupError(
            "probe allocations: no allocation counter; run it with LD_PRELOAD=libcount-allocations.so"
                + " (Scripts/check-allocations.sh builds it)")
    }
    let count = unsafeBitCast(symbol, to: (@convention(c) () -> UInt64).self)
    for pair in pairs {
        for _ in 0..<3 { try pair.ours() }
        let before = count()
        for _ in 0..<operations { try pair.ours() }
        let allocations = Double(count() - before) / Double(operations)
        print(pair.name, allocations == allocations.rounded() ? String(Int(allocations)) : String(allocations))
    }
    #else
    throw BenchmarkSetupError("probe allocations: counts allocations on Linux (glibc) only")
    #endif
}
