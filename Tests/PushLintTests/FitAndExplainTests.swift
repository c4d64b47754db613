import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// `pushlint fit` and `pushlint explain`, with outputs worked out by hand.
@Suite("fit and explain")
struct FitAndExplainTests {
    static func fit(_ arguments: [String], _ body: String) -> Outcome {
        PushLintTests.run(["fit"] + arguments + ["-"], stdin: Array(body.utf8))
    }

    // {"aps":{"alert":"Hello world"}} is 31 bytes: 17 before the text, 11 of text, 3 after.
    static let hello = #"{"aps":{"alert":"Hello world"}}"#

    @Test(
        "a string alert cut at a character, then at a word",
        arguments: [
            (["--max-bytes", "25"], #"{"aps":{"alert":"He…"}}"#),  // 6 over: 11 - 6 - 3 = 2 bytes kept
            (["--max-bytes", "30"], #"{"aps":{"alert":"Hello w…"}}"#),  // 1 over: 7 kept
            (["--max-bytes", "30", "--word-boundary"], #"{"aps":{"alert":"Hello…"}}"#),  // back to the space, trimmed
            (["--max-bytes", "26", "--ellipsis", ""], #"{"aps":{"alert":"Hello "}}"#),  // the space at the cut stays
            (["--max-bytes", "26", "--ellipsis", "", "--word-boundary"], #"{"aps":{"alert":"Hello"}}"#),
            (["--max-bytes", "31"], hello),  // fits already
        ])
    func cuts(_ arguments: [String], _ expected: String) {
        let outcome = Self.fit(arguments, Self.hello)
        #expect(outcome.exitCode == .success)
        #expect(outcome.outputText == expected + "\n")
    }

    @Test("what was cut is said on standard error")
    func said() {
        let outcome = Self.fit(["--max-bytes", "25"], Self.hello)
        #expect(
            outcome.standardError
                == "<stdin>: info: /aps/alert shortened from 11 to 5 bytes (11 to 3 characters) (at /aps/alert) [apns.truncated]\npushlint: 25 bytes, limit 25\n"
        )
        #expect(Self.fit([], Self.hello).standardError.hasSuffix("it already fit, nothing cut\n"))
    }

    @Test("only the fields given, in their order: the subtitle before the body")
    func fields() {
        let body = #"{"aps":{"alert":{"subtitle":"abcdefghij","body":"0123456789"}}}"#
        // 63 bytes (7 + 9 + 12 + 12 + 1 + 7 + 12 + 3); limit 60 is 3 over: the subtitle keeps
        // 10 - 3 - 3 = 4 characters.
        let outcome = Self.fit(["--max-bytes", "60", "--fields", "subtitle,body"], body)
        #expect(outcome.outputText == #"{"aps":{"alert":{"subtitle":"abcd…","body":"0123456789"}}}"# + "\n")
    }

    @Test("exit codes: 1 when it cannot fit or is no APNs body, 2 for a bad flag")
    func exits() {
        let impossible = Self.fit(["--max-bytes", "10"], Self.hello)
        #expect(impossible.exitCode == .findings)
        #expect(impossible.standardOutput.isEmpty)
        #expect(impossible.standardError.contains("[apns.truncation-impossible]"))
        #expect(Self.fit([], "[1,").exitCode == .findings)
        #expect(Self.fit(["--fields", "body,footer"], Self.hello).exitCode == .usage)
        #expect(Self.fit(["--max-bytes", "-3"], Self.hello).exitCode == .usage)
        let renamed = Self.fit(["--limit", "25"], Self.hello)
        #expect(renamed.exitCode == .usage)
        #expect(renamed.standardError.contains("unknown option '--limit'; renamed to '--max-bytes'"))
        #expect(PushLintTests.run(["fit"]).exitCode == .usage)
    }

    @Test("explain prints the rule, its source and link, and both examples checked again")
    func explain() {
        let outcome = PushLintTests.run(["explain", "fingerpush.code-syntax"])
        #expect(outcome.exitCode == .success)
        let text = outcome.outputText
        #expect(text.hasPrefix("fingerpush.code-syntax (error by default)\n"))
        #expect(text.contains("Source: https://developers.fingerpush.com/app-push/sdk-manual/ios\n"))
        #expect(text.contains("Reference: \(RuleDocumentation.reference)#fingerpushcode-syntax\n"))
        // The smallest fixture with an empty code, and its finding at the value of "code".
        #expect(text.contains("Invalid example:\n"))
        #expect(text.contains("  pushlint --kind fingerpush example.json reports:\n    example.json:1:87: error:"))
        // No path of the library's repository, which a user's does not have.
        #expect(!text.contains("Fixtures/"))
        #expect(text.contains("reports no fingerpush.code-syntax here."))
    }

    @Test(
        "explain says which kinds a rule is reported on, a carrier's among them",
        arguments: [
            ("json.syntax", "Reported on: every kind\n"),
            ("json.root-not-object", "Reported on: every kind whose documents are objects\n"),
            ("apns.truncated", "Reported on: no kind named with `--kind`; the summary says when\n"),
            ("mtpush.result-code", "Reported on: `mtpush`, `mtpush-result`\n"),
        ])
    func reportedOn(_ id: String, _ line: String) {
        let text = PushLintTests.run(["explain", id]).outputText
        #expect(text.contains(line), "\(text)")
        let kinds = (PayloadKind.allCases + PayloadKind.documentKinds).filter {
            $0 != .auto && PayloadFamily.rules(for: $0).contains { $0.id == id }
        }
        #expect(line.contains("every kind") || kinds.allSatisfy { line.contains("`\($0.name)`") }, "\(kinds)")
    }

    @Test("explain: an unknown id is exit 2 with the likely ids; a bare call is exit 2")
    func unknown() {
        let outcome = PushLintTests.run(["explain", "apns.badge"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("did you mean 'apns.badge-value'?"))
        #expect(PushLintTests.run(["explain"]).exitCode == .usage)
    }

    /// Every rule with examples: the invalid one triggers it and the fixed one does not (but for
    /// the rules every document of a shape gets), checked from the repository.
    @Test("every example shows what it claims", arguments: RuleRegistry.all.map(\.id))
    func examplesHold(_ id: String) throws {
        guard RuleExamples(ruleID: id) != nil else { return }
        let outcome = PushLint.run(arguments: ["explain", id], workingDirectory: PushLintTests.root.path) { [] }
        let text = outcome.outputText
        let fixed = text.range(of: "\nFixed (").map { text[$0.lowerBound...] } ?? ""
        let invalid = text[..<(fixed.isEmpty ? text.endIndex : fixed.startIndex)]
        #expect(invalid.contains("reports:\n"), "\(id): \(invalid)")
        let everyDocument = ["mpaas.platform-support", "fcm.token-deprecated", "fcm.fid-target", "fcm.legacy-shutdown"]
        if !fixed.isEmpty, !everyDocument.contains(id) {
            #expect(fixed.contains("reports no \(id) here."), "\(id): \(fixed)")
        }
    }
}
