import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// A Live Activity schema built to overflow a recursive parser, given by flag and inline in a
/// configuration: a usage error naming where, whatever kind is linted.
@Suite("pushlint hostile schemas")
struct PushLintHostileSchemaTests {
    static let deepType = String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000)

    @Test("a type nested 100,000 levels, by --schema or inline in a config, is exit 2 naming the member")
    func deepSchema() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushlint-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = #"{"contentState":{"x":"\#(Self.deepType)"}}"#
        let schemaFile = directory.appendingPathComponent("s.json")
        try Data(schema.utf8).write(to: schemaFile)
        let configFile = directory.appendingPathComponent("config.json")
        try Data(#"{"schema":\#(schema)}"#.utf8).write(to: configFile)
        let runs = [
            ["--kind", "liveactivity", "--schema", schemaFile.path, "-"],
            ["--config", configFile.path, "--kind", "json", "-"],
            ["--config", configFile.path, "-"],
        ]
        for arguments in runs {
            let outcome = PushLint.run(arguments: arguments) { Array("{}".utf8) }
            #expect(outcome.exitCode == .usage, "\(arguments)")
            #expect(outcome.standardError.contains("/contentState/x: the type nests deeper than 32 levels"))
            #expect(outcome.standardError.utf8.count < 1000, "the message does not quote the whole type")
        }
    }
}
