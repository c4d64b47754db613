// The pairs of BenchmarkSupport under ordo-one/benchmark: wall clock and malloc counts per operation,
// each pair as "NAME: ours" and "NAME: foundation" ("NAME: without strings" for the pairs that time
// the library with and without ValidationOptions.strings).
//
//     swift package --package-path Benchmarks benchmark

import Benchmark
import BenchmarkSupport

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 100,
        scalingFactor: .one,
        maxDuration: .seconds(1),
        maxIterations: 100_000
    )

    let input: ReferenceInput
    let liveActivity: LiveActivityReference
    let fcm: FCMReference
    let vendors: VendorReference
    let strings: StringsReference
    do {
        input = try ReferenceInput.load()
        liveActivity = try LiveActivityReference.make()
        fcm = try FCMReference.make()
        vendors = try VendorReference.make()
        strings = try StringsReference.make(fcm: fcm)
    } catch {
        fatalError("PushPayloadsBenchmarks: \(error)")
    }

    for pair in Pairs.all(input, liveActivity: liveActivity, fcm: fcm, vendors: vendors, strings: strings) {
        let ours = pair.ours
        let foundation = pair.foundation
        Benchmark("\(pair.name): ours") { benchmark in
            for _ in benchmark.scaledIterations {
                try ours()
            }
        }
        Benchmark("\(pair.name): \(pair.reference)") { benchmark in
            for _ in benchmark.scaledIterations {
                try foundation()
            }
        }
    }
}
