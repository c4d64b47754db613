import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// `Schemas/` holds what `pushlint schema KIND` prints for each kind with a schema (that the
/// folder is current is `GeneratedArtifactsTests`').
@Suite("Schema files")
struct SchemaFilesTests {
    static let folder = PushLintTests.root.appendingPathComponent("Schemas")

    @Test("pushlint schema prints the committed schema", arguments: PayloadSchema.kinds.map(\.name))
    func printsCommitted(_ kind: String) throws {
        let outcome = PushLintTests.run(["schema", kind])
        #expect(outcome.exitCode == .success)
        let committed = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent("\(kind).schema.json")))
        #expect(committed == outcome.standardOutput)
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
