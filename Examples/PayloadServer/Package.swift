// swift-tools-version: 6.0
import PackageDescription

// An HTTP server that builds APNs and FCM bodies from small JSON requests, fits them to their
// limits and validates them with PushPayloads before answering. Kept out of the library's package
// so that the library stays free of dependencies.
let package = Package(
    name: "PayloadServer",
    platforms: [.macOS(.v14)],
    dependencies: [
        // Named, so that targets refer to it as "PushPayloads" whatever the clone's folder is called
        // (a path dependency's identity is its folder name).
        .package(name: "PushPayloads", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        // Hummingbird's own dependency, named for `HTTPField.Name` (the custom response headers).
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
    ],
    targets: [
        // The routes and the application: a library, so that the tests build the same application.
        .target(
            name: "PayloadServer",
            dependencies: [
                .product(name: "PushPayloads", package: "PushPayloads"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // `swift run --package-path Examples/PayloadServer payload-server`: listens on $PORT or 8080.
        .executableTarget(
            name: "payload-server",
            dependencies: ["PayloadServer"]
        ),
        .testTarget(
            name: "PayloadServerTests",
            dependencies: [
                "PayloadServer",
                .product(name: "PushPayloads", package: "PushPayloads"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
