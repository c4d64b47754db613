import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// `Schemas/` holds exactly what `pushlint schema KIND` prints for each kind with a schema: a test
/// that fails when the committed files drift (`PUSHLINT_REGENERATE=1` rewrites them).
@Suite("Schema files")
struct SchemaFilesTests {
    static let folder = PushLintTests.root.appendingPathComponent("Schemas")

    @Test("each committed schema is the generated one", arguments: PayloadSchema.kinds.map(\.name))
    func current(_ kind: String) throws {
        let outcome = PushLintTests.run(["schema", kind])
        #expect(outcome.exitCode == .success)
        let url = Self.folder.appendingPathComponent("\(kind).schema.json")
        if ProcessInfo.processInfo.environment["PUSHLINT_REGENERATE"] == "1" {
            try Data(outcome.standardOutput).write(to: url)
        }
        let committed = try [UInt8](Data(contentsOf: url))
        #expect(
            committed == outcome.standardOutput, "stale: PUSHLINT_REGENERATE=1 swift test --filter SchemaFilesTests")
    }

    @Test("Schemas/ holds the package's schemas and nothing else")
    func nothingElse() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == PayloadSchema.kinds.map { "\($0.name).schema.json" }.sorted())
    }

    @Test("a schema parses, declares 2020-12 and states its rules by id")
    func shape() throws {
        let schema = try #require(PayloadSchema.document(for: .apns))
        #expect(schema["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
        let rules = PayloadSchema.rules(in: schema)
        #expect(rules.contains("apns.aps-value-type") && rules.contains("apns.sound-volume-range"))
        #expect(rules.allSatisfy { RuleRegistry.rule(id: $0) != nil })
        #expect(PushLintTests.run(["schema", "auto"]).exitCode == .usage)
    }

    @Test("a schema states only rules that are errors by default", arguments: PayloadSchema.kinds.map(\.name))
    func onlyErrors(_ kind: String) throws {
        let schema = try #require(PayloadKind(named: kind).flatMap(PayloadSchema.document(for:)))
        let rules = PayloadSchema.rules(in: schema)
        #expect(!rules.isEmpty || kind == "json")
        for id in rules {
            #expect(RuleRegistry.rule(id: id)?.defaultSeverity == .error, "\(kind) states \(id)")
        }
    }
}
