// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for PushPayloads, kept out of the library's own package so that the library stays
// free of dependencies. Every pair runs the library and Foundation on the same input in one process.
let package = Package(
    name: "PushPayloadsBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, so that targets refer to it as "PushPayloads" whatever the clone's folder is called
        // (a path dependency's identity is its folder name).
        .package(name: "PushPayloads", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The reference payload, its Codable model and the pairs: written once, used by both executables.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "PushPayloads", package: "PushPayloads"),
                .product(name: "PushPayloadsFoundation", package: "PushPayloads"),
            ]
        ),
        // `swift run -c release --package-path Benchmarks ratios`: one line per pair, no harness.
        .executableTarget(
            name: "ratios",
            dependencies: ["BenchmarkSupport"]
        ),
        // `probe conformance FILE`: one library call on a file, for Scripts/measure-scaling.sh.
        .executableTarget(
            name: "probe",
            dependencies: ["BenchmarkSupport"]
        ),
        // `swift package --package-path Benchmarks benchmark`: wall clock and malloc counts.
        .executableTarget(
            name: "PushPayloadsBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/PushPayloadsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
