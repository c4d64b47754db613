// Runs every pair of BenchmarkSupport for several rounds in one process and prints one line per pair:
//
//     NAME: ours N ns, foundation M ns, Rx
//
// N and M are the medians over the rounds of the time per operation; R = M / N. A pair that times
// the library against itself names its reference side instead of "foundation" (`check-apns-strings:
// ours N ns, without strings M ns, Rx`, R = without / with), and a ratio under 1 gets two decimals.
//
// Usage: ratios [--rounds N] [--round-ms MS] [PAIR ...]
// (defaults: 15 rounds of about 50 ms per side; all pairs).

import BenchmarkSupport
import Foundation

struct Settings {
    var rounds = 15
    var roundNanoseconds = 50_000_000.0
    var names: [String] = []
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ratios: \(message)\n".utf8))
    exit(1)
}

func parseSettings(_ arguments: [String]) -> Settings {
    var settings = Settings()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        switch argument {
        case "--rounds":
            guard let text = iterator.next(), let rounds = Int(text), rounds > 0 else {
                fail("--rounds needs a positive number")
            }
            settings.rounds = rounds
        case "--round-ms":
            guard let text = iterator.next(), let ms = Double(text), ms > 0 else {
                fail("--round-ms needs a positive number")
            }
            settings.roundNanoseconds = ms * 1_000_000
        case "-h", "--help":
            print("usage: ratios [--rounds N] [--round-ms MS] [PAIR ...]")
            exit(0)
        default:
            settings.names.append(argument)
        }
    }
    return settings
}

func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// The time of `iterations` operations, in nanoseconds.
func measure(_ body: () throws -> Void, iterations: Int) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<iterations {
        try body()
    }
    return nanoseconds(clock.now - start)
}

/// Warms `body` up and returns how many operations last about `target` nanoseconds.
func calibrate(_ body: () throws -> Void, target: Double) rethrows -> Int {
    var iterations = 1
    while true {
        let elapsed = try measure(body, iterations: iterations)
        if elapsed >= target / 4 {
            return max(1, Int((Double(iterations) * target / elapsed).rounded()))
        }
        iterations *= elapsed > 0 ? min(16, max(2, Int(target / 4 / elapsed) + 1)) : 16
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func oneDecimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

/// A ratio as printed: one decimal, two under 1 (where the `*-strings` pairs' floor, 0.83x, is read).
func ratioText(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    guard hundredths < 100 else { return oneDecimal(value) }
    return "0.\(hundredths < 10 ? "0" : "")\(hundredths)"
}

/// Median time per operation of each side; the sides alternate round by round so that drift on the
/// machine (frequency, other load) hits both alike.
func run(_ pair: BenchmarkPair, settings: Settings) throws -> (ours: Double, foundation: Double) {
    // Warm-up and sizing, twice: the first pass pays for first-touch costs.
    _ = try calibrate(pair.ours, target: settings.roundNanoseconds)
    _ = try calibrate(pair.foundation, target: settings.roundNanoseconds)
    let oursIterations = try calibrate(pair.ours, target: settings.roundNanoseconds)
    let foundationIterations = try calibrate(pair.foundation, target: settings.roundNanoseconds)

    var ours: [Double] = []
    var foundation: [Double] = []
    for _ in 0..<settings.rounds {
        ours.append(try measure(pair.ours, iterations: oursIterations) / Double(oursIterations))
        foundation.append(try measure(pair.foundation, iterations: foundationIterations) / Double(foundationIterations))
    }
    return (median(ours), median(foundation))
}

let settings = parseSettings(Array(CommandLine.arguments.dropFirst()))

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
    fail("\(error)")
}

var pairs = Pairs.all(input, liveActivity: liveActivity, fcm: fcm, vendors: vendors, strings: strings)
if !settings.names.isEmpty {
    let known = Set(pairs.map(\.name))
    for name in settings.names where !known.contains(name) {
        fail("no pair named \(name) (pairs: \(pairs.map(\.name).joined(separator: ", ")))")
    }
    pairs = pairs.filter { settings.names.contains($0.name) }
}

for pair in pairs {
    do {
        // One checked call of each side first: a throwing side fails here, before any timing.
        try pair.ours()
        try pair.foundation()
        let (ours, foundation) = try run(pair, settings: settings)
        let oursText = "ours \(Int(ours.rounded())) ns"
        let foundationText = "\(pair.reference) \(Int(foundation.rounded())) ns"
        print("\(pair.name): \(oursText), \(foundationText), \(ratioText(foundation / ours))x")
        fflush(nil)  // all streams: stdout is not concurrency-safe to name in Swift 6
    } catch {
        fail("\(pair.name): \(error)")
    }
}
