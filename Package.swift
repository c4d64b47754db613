// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PushPayloads",
    // The oldest systems whose standard library and Foundation have every API the libraries use
    // (Date's ISO 8601 format style: macOS 12, iOS 15); Scripts/check-apple-availability.sh checks it.
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "PushPayloads", targets: ["PushPayloads"]),
        .library(name: "PushPayloadsFoundation", targets: ["PushPayloadsFoundation"]),
        .executable(name: "pushlint", targets: ["pushlint"]),
        .plugin(name: "PushLintPlugin", targets: ["PushLintPlugin"]),
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
        // `swift run generate-artifacts [--check]`: the rule reference, DocC rule pages, schemas and
        // rule examples, made (or checked) in one step.
        .executableTarget(name: "generate-artifacts", dependencies: ["PushLint"]),
        // `swift package pushlint ...` in a package that depends on this one.
        .plugin(
            name: "PushLintPlugin",
            capability: .command(
                intent: .custom(verb: "pushlint", description: "Lint push notification payloads with pushlint"),
                permissions: []
            ),
            dependencies: ["pushlint"]
        ),
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
