import Testing

@testable import PushLint

/// Linting on every core prints what a serial run prints.
@Suite("Concurrent linting")
struct ConcurrencyTests {
    @Test("the concurrent map keeps index order, whatever each item costs")
    func order() {
        let serial = (0..<5000).map { $0 * $0 }
        let concurrent = ConcurrentMap.map(5000, workers: 4) { index in
            // Uneven work, so threads finish out of order.
            var spin = 0
            for step in 0..<(index % 7) * 300 { spin &+= step }
            return index * index + (spin & 0)
        }
        #expect(concurrent == serial)
        #expect(ConcurrentMap.map(0, workers: 4) { $0 }.isEmpty)
    }

    @Test(
        "every format over all fixtures is byte-identical with --jobs 1 and --jobs 4", arguments: OutputFormat.allCases)
    func sameOutput(_ format: OutputFormat) {
        let fixtures = PushLintTests.root.appendingPathComponent("Fixtures").path
        let arguments = ["--format", format.rawValue, "--now", "1767225600", "--verbose", fixtures]
        let serial = PushLintTests.run(["--jobs", "1"] + arguments)
        let parallel = PushLintTests.run(["--jobs", "4"] + arguments)
        #expect(serial.exitCode == .findings)
        #expect(serial.standardOutput.count > 100_000)
        #expect(parallel == serial)
    }

    @Test("--jobs takes a whole number of at least 1", arguments: ["0", "-1", "two"])
    func badJobs(_ value: String) {
        #expect(PushLintTests.run(["--jobs", value, "x.json"]).exitCode == .usage)
    }
}
