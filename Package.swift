// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PushPayloads",
    products: [
        .library(name: "PushPayloads", targets: ["PushPayloads"]),
        .library(name: "PushPayloadsFoundation", targets: ["PushPayloadsFoundation"]),
        .executable(name: "pushlint", targets: ["pushlint"]),
    ],
    dependencies: [],
    targets: [
        .target(
            name: "PushPayloads",
            // Floating-point rounding lives in libm, which nothing else links when Foundation is absent.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
        ),
        .target(name: "PushPayloadsFoundation", dependencies: ["PushPayloads"]),
        .target(name: "PushLint", dependencies: ["PushPayloads"]),
        .executableTarget(name: "pushlint", dependencies: ["PushLint"]),
        .testTarget(
            name: "PushPayloadsTests",
            dependencies: ["PushPayloads"],
            resources: [.copy("Resources/JSONTestSuite")]
        ),
        .testTarget(name: "PushPayloadsFoundationTests", dependencies: ["PushPayloadsFoundation"]),
        .testTarget(name: "PushLintTests", dependencies: ["PushLint", "PushPayloads"]),
    ],
    swiftLanguageModes: [.v6]
)
