// swift-tools-version: 6.0
import PackageDescription

// A command-line example of PushPayloadsFoundation: reads a notification's `userInfo` dumped as
// JSON, converts it the way an app's dictionary is converted, decodes and validates it.
let package = Package(
    name: "UserInfoDump",
    dependencies: [
        // Named, so that targets refer to it as "PushPayloads" whatever the clone's folder is called
        // (a path dependency's identity is its folder name).
        .package(name: "PushPayloads", path: "../.."),
    ],
    targets: [
        // Reading, converting, summarising and validating: a library, so that the tests call it.
        .target(
            name: "UserInfoDump",
            dependencies: [
                .product(name: "PushPayloads", package: "PushPayloads"),
                .product(name: "PushPayloadsFoundation", package: "PushPayloads"),
            ]
        ),
        // `swift run --package-path Examples/UserInfoDump userinfo-dump FILE|-`.
        .executableTarget(
            name: "userinfo-dump",
            dependencies: ["UserInfoDump"]
        ),
        .testTarget(
            name: "UserInfoDumpTests",
            dependencies: [
                "UserInfoDump",
                .product(name: "PushPayloads", package: "PushPayloads"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
