import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// `pushlint fix`: each repair removes its finding and changes only the bytes of the finding's value.
@Suite("fix")
struct FixTests {
    /// A fixture whose sidecar lists a finding of a rule `fix` repairs: its kind, its bytes and the
    /// pointers of those findings (read from the sidecar, not from the repairs).
    struct Case: CustomStringConvertible, Sendable {
        var path: String
        var kind: String
        var rule: String
        var pointers: [String]
        var description: String { "\(path) \(rule)" }
    }

    static let cases: [Case] = {
        let root = PushLintTests.root.appendingPathComponent("Fixtures")
        var found: [Case] = []
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for sidecar in files.sorted() where sidecar.hasSuffix(".expected") {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(sidecar).path),
                let expected = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let diagnostics = expected["diagnostics"] as? [[String: Any]]
            else { continue }
            let name = String(sidecar.dropLast(".expected".count))
            let payload = [".json", ".apns"].map { name + $0 }.first {
                FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
            }
            guard let payload else { continue }
            for rule in Set(diagnostics.compactMap { $0["rule"] as? String }) {
                // The findings the rule's repair is for (a badge of `apns.aps-value-type`, not its event).
                guard let repair = Repairs.table[rule] else { continue }
                let pointers = diagnostics.filter { $0["rule"] as? String == rule }.compactMap {
                    $0["pointer"] as? String
                }.filter { text in (try? JSONPointer(parsing: text)).map(repair.covers) ?? false }
                guard !pointers.isEmpty else { continue }
                let kind = String(sidecar.prefix { $0 != "/" })
                found.append(Case(path: "Fixtures/" + payload, kind: kind, rule: rule, pointers: pointers))
                // The options a sidecar gives are not `fix`'s: a case with options would need them.
                #expect((expected["options"] as? [String: Any] ?? [:]).isEmpty, "\(sidecar) has options")
            }
        }
        return found
    }()

    @Test("there are fixtures for every fixable rule")
    func everyRuleHasFixtures() {
        #expect(Set(Self.cases.map(\.rule)) == Set(Repairs.table.keys))
    }

    @Test("fix removes the finding and changes only the bytes of its value", arguments: cases)
    func repairs(_ fixture: Case) throws {
        let bytes = [UInt8](try Data(contentsOf: PushLintTests.root.appendingPathComponent(fixture.path)))
        let kind = try #require(PayloadKind(named: fixture.kind))
        let result = FixCommand.fix(bytes, path: fixture.path, kind: kind)
        let fixed = try #require(result.fixed, "\(result.messages)")
        let after = PayloadValidator.validate(
            fixed, as: kind, options: LintCommand.withFileType(.init(), of: fixture.path))
        for pointer in fixture.pointers {
            #expect(!after.diagnostics.contains { $0.ruleID == fixture.rule && $0.pointer.description == pointer })
        }
        // The bytes that differ lie within the values the findings point to (for a member moved to
        // the object above, within that object).
        let document = try JSONReader.read(bytes)
        let regions = try fixture.pointers.map { text in
            let pointer = try JSONPointer(parsing: text)
            return Self.moves.contains(fixture.rule) ? JSONPointer(tokens: pointer.tokens.dropLast(2)) : pointer
        }
        let spans = try regions.map { try #require(document.span(at: $0)).value }
        let prefix = zip(bytes, fixed).prefix { $0 == $1 }.count
        let suffix = zip(bytes.reversed(), fixed.reversed()).prefix { $0 == $1 }.count
        let changed = prefix..<max(prefix, bytes.count - suffix)
        let lower = try #require(spans.map(\.lowerBound).min())
        let upper = try #require(spans.map(\.upperBound).max())
        #expect(changed.lowerBound >= lower && changed.upperBound <= upper, "\(changed) outside \(lower)..<\(upper)")
    }

    /// Rules whose repair moves the member to the object above the one holding it.
    static let moves: Set<String> = ["apns.alert-sound-misplaced"]

    @Test("a moved member leaves its object and joins the one above with the same value; nothing else changes")
    func moves() throws {
        let moved = Self.cases.filter { Self.moves.contains($0.rule) }
        #expect(!moved.isEmpty)
        for fixture in moved {
            let bytes = [UInt8](try Data(contentsOf: PushLintTests.root.appendingPathComponent(fixture.path)))
            let kind = try #require(PayloadKind(named: fixture.kind))
            let fixed = try #require(FixCommand.fix(bytes, path: fixture.path, kind: kind).fixed)
            for text in fixture.pointers {
                // `/aps/alert/sound` → `/aps/sound`, the value unchanged.
                let tokens = try JSONPointer(parsing: text).tokens
                try #require(tokens.count == 3, "\(fixture)")
                var expected = try JSONValue(parsing: bytes)
                let value = try #require(expected[JSONPointer(tokens: tokens)])
                expected[tokens[0]]?[tokens[1]]?[tokens[2]] = nil
                expected[tokens[0]]?[tokens[2]] = value
                #expect(try JSONValue(parsing: fixed) == expected, "\(fixture)")
            }
        }
        // Formatting is kept: pretty text stays pretty, the member takes its new parent's spacing.
        let pretty =
            "{\n  \"aps\": {\n    \"alert\": {\n      \"title\": \"x\",\n      \"sound\": \"y\"\n    },\n    \"badge\": 1\n  }\n}\n"
        let result = FixCommand.fix(Array(pretty.utf8), path: "p.json", kind: .apns)
        let fixed = try #require(result.fixed)
        #expect(
            String(decoding: fixed, as: UTF8.self)
                == "{\n  \"aps\": {\n    \"alert\": {\n      \"title\": \"x\"\n    },\n    \"sound\": \"y\",\n    \"badge\": 1\n  }\n}\n"
        )
        #expect(
            FixCommand.diff(Array(pretty.utf8), result.edits.flatMap(\.changes), path: "p.json")
                == "--- a/p.json\n+++ b/p.json\n@@ -1,9 +1,9 @@\n {\n   \"aps\": {\n     \"alert\": {\n"
                + "-      \"title\": \"x\",\n-      \"sound\": \"y\"\n+      \"title\": \"x\"\n"
                + "-    },\n+    },\n+    \"sound\": \"y\",\n     \"badge\": 1\n   }\n }\n")
        // Not when the object above has that member already.
        let taken = FixCommand.fix(
            Array(#"{"aps":{"alert":{"sound":"a","body":"b"},"sound":"z"}}"#.utf8), path: "t.json", kind: .apns)
        #expect(taken.fixed == nil)
        #expect(taken.messages.contains("apns.alert-sound-misplaced at /aps/alert/sound: no safe repair"))
    }

    @Test("in place: the file keeps its formatting; --dry-run prints a diff and writes nothing")
    func inPlaceAndDryRun() throws {
        let root = try PushLintTests.temporaryDirectory()
        let file = root.appendingPathComponent("pretty.json")
        let original =
            "{\n  \"aps\": {\n    \"badge\": \"3\",\n    \"mutable-content\": true,\n    \"alert\": \"hi\"\n  }\n}\n"
        try Data(original.utf8).write(to: file)
        let dry = PushLint.run(arguments: ["fix", "--dry-run", "pretty.json"], workingDirectory: root.path) { [] }
        #expect(dry.exitCode == .success)
        #expect(
            dry.outputText
                == "--- a/pretty.json\n+++ b/pretty.json\n@@ -1,7 +1,7 @@\n {\n   \"aps\": {\n"
                + "-    \"badge\": \"3\",\n+    \"badge\": 3,\n"
                + "-    \"mutable-content\": true,\n+    \"mutable-content\": 1,\n"
                + "     \"alert\": \"hi\"\n   }\n }\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
        let run = PushLint.run(arguments: ["fix", "pretty.json"], workingDirectory: root.path) { [] }
        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == "{\n  \"aps\": {\n    \"badge\": 3,\n    \"mutable-content\": 1,\n    \"alert\": \"hi\"\n  }\n}\n")
        #expect(run.standardError.contains("apns.aps-value-type at /aps/badge: \"3\" → 3"))
    }

    @Test("a value with no safe repair is left and said; an error left is exit 1")
    func noRepair() throws {
        let root = try PushLintTests.temporaryDirectory()
        try Data(#"{"aps":{"badge":"three","alert":"hi"}}"#.utf8).write(to: root.appendingPathComponent("a.json"))
        let run = PushLint.run(arguments: ["fix", "a.json"], workingDirectory: root.path) { [] }
        #expect(run.exitCode == .findings)
        #expect(run.standardError.contains("apns.aps-value-type at /aps/badge: no safe repair for this value"))
        #expect(try String(contentsOf: root.appendingPathComponent("a.json"), encoding: .utf8).contains("\"three\""))
    }

    @Test("explain and the rule reference say which rules fix repairs")
    func documented() {
        for id in Repairs.table.keys {
            let explained = PushLint.run(arguments: ["explain", id]) { [] }.outputText
            #expect(explained.contains("Fixable: `pushlint fix` repairs it"), "\(id)")
        }
        #expect(RuleReference.markdown().components(separatedBy: "- Fixable: ").count == Repairs.table.count + 1)
    }
}
