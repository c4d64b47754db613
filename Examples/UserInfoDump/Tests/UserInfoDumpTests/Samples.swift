import Foundation

/// The sample files in `Examples/UserInfoDump/Samples`, found from this source file's path.
enum Samples {
    /// The folder of the samples.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // UserInfoDumpTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // UserInfoDump
        .appendingPathComponent("Samples")

    /// The path of a sample file.
    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// Standard input for a run that must not read it: empty.
    static func noInput() -> Data { Data() }
}
