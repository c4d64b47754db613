import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// The Live Activity and mPaaS options of the command: the schema file, the clock, the hand-off
/// from `apns`, and mPaaS's limit.
@Suite("pushlint Live Activity")
struct PushLintLiveActivityTests {
    static let update =
        #"{"aps":{"timestamp":1767225600,"event":"update","content-state":{"driver_name":"Ana","eta":1767227400}}}"#
    static let schema = #"{"contentState":{"driverName":"String","eta":"Date"}}"#

    /// A folder with the schema, and a config naming it by a relative path.
    static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushlint-la-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(schema.utf8).write(to: directory.appendingPathComponent("schema.json"))
        try Data(#"{"contentState":{"eta":"Dte"}}"#.utf8).write(to: directory.appendingPathComponent("bad.json"))
        try Data(#"{"kind":"liveactivity","schema":"schema.json","now":1767225600}"#.utf8)
            .write(to: directory.appendingPathComponent("config.json"))
        return directory
    }

    static func run(_ arguments: [String]) -> Outcome {
        PushLint.run(arguments: arguments) { Array(update.utf8) }
    }

    @Test("--schema reads the app's types from a file; the same from a config's relative path")
    func schemaFile() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = [
            "liveactivity.schema-missing-key", "liveactivity.schema-unknown-key", "liveactivity.date-unix-seconds",
        ]
        let flags = Self.run([
            "--kind", "liveactivity", "--schema", directory.appendingPathComponent("schema.json").path, "--now",
            "1767225600", "-",
        ])
        #expect(flags.exitCode == .findings)
        #expect(PushLintAPNsTests.rules(flags) == expected)
        let config = Self.run(["--config", directory.appendingPathComponent("config.json").path, "-"])
        #expect(PushLintAPNsTests.rules(config) == expected)
        // An apns body whose push type is liveactivity takes the Live Activity settings too.
        let handedOff = Self.run([
            "--kind", "apns", "--push-type", "liveactivity", "--schema",
            directory.appendingPathComponent("schema.json").path, "--now", "1767225600", "-",
        ])
        #expect(PushLintAPNsTests.rules(handedOff) == expected)
    }

    @Test("a schema that cannot be read or is not a schema is a usage error naming the place")
    func badSchema() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = Self.run([
            "--kind", "liveactivity", "--schema", directory.appendingPathComponent("no.json").path, "-",
        ])
        #expect(missing.exitCode == .usage && missing.standardError.contains("cannot read"))
        let bad = Self.run([
            "--kind", "liveactivity", "--schema", directory.appendingPathComponent("bad.json").path, "-",
        ])
        #expect(
            bad.exitCode == .usage && bad.standardError.contains("/contentState/eta")
                && bad.standardError.contains("'Dte'"))
        let wrongKind = Self.run([
            "--kind", "apns", "--schema", directory.appendingPathComponent("schema.json").path, "-",
        ])
        #expect(wrongKind.exitCode == .usage && wrongKind.standardError.contains("not to kind apns"))
    }

    @Test("auto checks an aps with Live Activity keys as liveactivity, and says which key decided")
    func detection() {
        let outcome = Self.run(["--verbose", "--now", "1767225600", "-"])
        #expect(outcome.exitCode == .success)
        #expect(outcome.outputText.contains("checked as liveactivity"))
    }

    @Test("--live-activity-max-bytes takes 4096 or 2048 for kind mpaas")
    func mpaasLimit() {
        let small = Self.run(["--kind", "mpaas", "--live-activity-max-bytes", "2048", "--now", "1767225600", "-"])
        #expect(small.exitCode == .success)
        let wrong = Self.run(["--kind", "mpaas", "--live-activity-max-bytes", "3000", "-"])
        #expect(wrong.exitCode == .usage)
        let wrongKind = Self.run(["--kind", "apns", "--live-activity-max-bytes", "2048", "-"])
        #expect(wrongKind.exitCode == .usage)
    }
}
