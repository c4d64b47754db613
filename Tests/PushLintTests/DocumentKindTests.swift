import PushPayloads
import Testing

@testable import PushLint

/// `--kind` takes a family's document kinds too: the document is then not guessed from its keys.
@Suite("Document kinds on the command line")
struct DocumentKindTests {
    static func rules(_ arguments: [String], _ text: String) -> (ExitCode, [String]) {
        let outcome = PushLint.run(arguments: arguments + ["--format", "json", "-"]) { Array(text.utf8) }
        let files = (try? JSONValue(parsing: outcome.standardOutput))?["files"]?.arrayValue ?? []
        let rules = files.flatMap { $0["diagnostics"]?.arrayValue ?? [] }.compactMap { $0["rule"]?.stringValue }
        return (outcome.exitCode, rules)
    }

    @Test("an empty object is a userInfo as mtpush, a result record as mtpush-result")
    func documentKind() {
        #expect(Self.rules(["--kind", "mtpush"], "{}").1 == ["apns.aps-missing", "mtpush.msgid-missing"])
        #expect(Self.rules(["--kind", "mtpush-result"], "{}").1.isEmpty)
        #expect(Self.rules(["--kind", "fcm-send-request"], "{}").1 == ["fcm.request-shape"])
        #expect(Self.rules(["--kind", "fcm-message"], "{}").1 == ["fcm.target-count"])
    }

    @Test("every document kind is a --kind value and names its family")
    func everyDocumentKind() {
        for kind in PayloadKind.documentKinds {
            #expect(Self.rules(["--kind", kind.name], "{}").0 != .usage, "\(kind)")
            #expect(kind.family != nil && kind.name.hasPrefix(kind.family?.name ?? "?"), "\(kind)")
        }
    }
}
