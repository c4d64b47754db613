import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// The generated files (`swift run generate-artifacts`) are current, checked as CI checks them;
/// no test rewrites them.
@Suite("Generated files")
struct GeneratedArtifactsTests {
    @Test("every generated file is current, and the generated folders hold nothing else")
    func current() throws {
        let stale = try GeneratedArtifacts.stale(root: PushLintTests.root.path)
        #expect(stale.isEmpty, "stale: \(stale.prefix(5)); run: swift run generate-artifacts")
    }

    @Test("the generator makes the rule reference, a page per rule, the schemas and the examples")
    func inventory() throws {
        let paths = Set(try GeneratedArtifacts.files(root: PushLintTests.root.path).map(\.path))
        #expect(paths.contains("Docs/Rules.md"))
        #expect(paths.contains("Sources/PushPayloads/PushPayloads.docc/Rules/apns-badge-value.md"))
        #expect(paths.contains("Schemas/apns.schema.json"))
        #expect(paths.contains("Sources/PushLint/RuleExamples/RuleExamples+Index.swift"))
        #expect(paths.contains("Sources/PushPayloads/Rules/Rule+apnsRequest.swift"))
    }

    @Test(
        "a mistake in the rule data is a message naming the file and the rule",
        arguments: [
            (#""kinds": ["apns", "#, #""kinds": ["apnsx", "#, "apns.aps-missing: a kind is"),
            // Another family's kind: a carrier joins a context in its own file instead.
            (#""kinds": ["apns", "#, #""kinds": ["fcm", "#, "apns.aps-missing: a kind is"),
            (#""@forwarded", "@received""#, #""@forwarded", "@recieved""#, "apns.aps-missing: a kind is"),
            (#""kinds": ["apns", "#, #""kinds": ["apns", "apns", "#, "apns.aps-missing: a kind is listed twice"),
            (#""severity": "warning""#, #""severity": "fatal""#, "apns.aps-missing: `severity` is one of"),
            (#""name": "apsMissing""#, #""name": "aps-missing""#, "apns.aps-missing: the id must start"),
            (#""id": "apns.aps-missing""#, #""id": "apn.aps-missing""#, "apn.aps-missing: the id must start"),
            (#""summary": "#, #""summery": "#, "apns.aps-missing: no `summary`"),
            (#""source": ["#, #""source": ["http://example.com", "#, "apns.aps-missing: `source` is"),
            (#""help": "#, #""hint": "x", "help": "#, "apns.aps-missing: unknown key `hint`"),
        ])
    func dataMistakes(original: String, replacement: String, message: String) throws {
        let data = try String(
            contentsOf: PushLintTests.root.appendingPathComponent("Rules/apns.json"), encoding: .utf8)
        let first = try #require(data.range(of: original))
        let changed = data.replacingCharacters(in: first, with: replacement)
        let error = #expect(throws: RuleData.DataError.self) {
            try RuleData(JSONValue(parsing: Array(changed.utf8)), family: "apns", path: "Rules/apns.json")
        }
        #expect(error?.description.hasPrefix("Rules/apns.json: \(message)") == true, "\(String(describing: error))")
    }

    @Test("a changed, missing or extra file is stale; write makes the folder current")
    func detectsAndRepairs() throws {
        let root = try PushLintTests.temporaryDirectory()
        // The fixtures the examples are chosen from, the rule data, and a copy of every generated file.
        for folder in ["Fixtures", "Rules"] {
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent(folder),
                withDestinationURL: PushLintTests.root.appendingPathComponent(folder))
        }
        let files = try GeneratedArtifacts.files(root: PushLintTests.root.path)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        #expect(try GeneratedArtifacts.stale(root: root.path).isEmpty)
        try Data("changed\n".utf8).write(to: root.appendingPathComponent("Docs/Rules.md"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Schemas/apns.schema.json"))
        try Data("{}\n".utf8).write(to: root.appendingPathComponent("Schemas/old.schema.json"))
        #expect(
            try GeneratedArtifacts.stale(root: root.path)
                == ["Docs/Rules.md", "Schemas/apns.schema.json", "Schemas/old.schema.json"])
        #expect(
            try GeneratedArtifacts.write(root: root.path)
                == ["Docs/Rules.md", "Schemas/apns.schema.json", "Schemas/old.schema.json"])
        #expect(try GeneratedArtifacts.stale(root: root.path).isEmpty)
    }

    /// The data of `Rules/`, with `fingerpush.json` changed by `edit`.
    static func families(editingFingerPush edit: (String) -> String) throws -> [RuleData] {
        let folder = PushLintTests.root.appendingPathComponent("Rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        return try names.sorted().map { name in
            var text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            if name == "fingerpush.json" { text = edit(text) }
            return try RuleData(
                JSONValue(parsing: Array(text.utf8)), family: String(name.dropLast(5)), path: "Rules/" + name)
        }
    }

    @Test("a carrier joins another family's context in its own file, and its mistakes are named")
    func carriers() throws {
        // The end of FingerPush's one carrier entry, as the file writes it.
        let entryEnd = "\"kinds\": [\"fingerpush\", \"fingerpush-userinfo\"]\n    }"
        // FingerPush's result documents join APNs' received context: the APNs rules of that context
        // report on them, and apns.json is not edited.
        let joined = try RuleDeclarations.resolve(
            Self.families {
                $0.replacingOccurrences(
                    of: entryEnd,
                    with: entryEnd + #", {"family": "apns", "context": "received", "kinds": ["fingerpush-result"]}"#)
            })
        let before = try RuleDeclarations.resolve(Self.families { $0 })
        #expect(joined["apns.aps-missing"]?.contains("fingerpush-result") == true)
        #expect(before["apns.aps-missing"]?.contains("fingerpush-result") == false)
        #expect(joined["apns.topic-missing"] == before["apns.topic-missing"])
        let mistakes = [
            (#""context": "received""#, #""context": "recieved""#, "apns declares no such context"),
            (#""family": "apns""#, #""family": "apn""#, "no other family's data is named apn"),
            (entryEnd, #""kinds": ["fingerpush"], "except": ["apns.aps-missing"]}"#, "`except` needs a `why`"),
            (
                entryEnd, #""kinds": ["fingerpush"], "except": ["apns.topic-missing"], "why": "x"}"#,
                "apns.topic-missing is not a rule of that context"
            ),
            (
                entryEnd, #""kinds": ["fingerpush", "mtpush-userinfo"]}"#,
                "mtpush-userinfo is not one of this family's kinds"
            ),
        ]
        for (original, replacement, message) in mistakes {
            let error = #expect(throws: RuleData.DataError.self) {
                try RuleDeclarations.resolve(Self.families { $0.replacingOccurrences(of: original, with: replacement) })
            }
            #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        }
    }
}
