import Foundation
import Testing

@testable import PushLint

/// github annotations and SARIF name files relative to the repository root, wherever pushlint ran.
@Suite("Repository-relative paths")
struct RepositoryPathTests {
    /// A repository (a `.git` folder) with `payloads/a.json`, whose badge is an error.
    static func repository() throws -> URL {
        let root = try PushLintTests.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("payloads"), withIntermediateDirectories: true)
        try Data(#"{"aps":{"badge":"3"}}"#.utf8).write(to: root.appendingPathComponent("payloads/a.json"))
        return root
    }

    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) -> Outcome {
        PushLint.run(arguments: arguments, workingDirectory: directory.path, environment: environment) { [] }
    }

    @Test("from a subfolder, from the root with ./, and with GITHUB_WORKSPACE: one path")
    func github() throws {
        let root = try Self.repository()
        let below = Self.run(["--format", "github", "."], in: root.appendingPathComponent("payloads"))
        #expect(below.outputText.contains("file=payloads/a.json,"), "\(below.outputText)")
        let dotted = Self.run(["--format", "github", "./payloads"], in: root)
        #expect(dotted.outputText.contains("file=payloads/a.json,"), "\(dotted.outputText)")
        // Text output keeps the path as given: it is for the person at the terminal.
        #expect(Self.run(["./payloads"], in: root).outputText.contains("./payloads/a.json:1:"))
        // Actions' workspace wins over the .git search.
        let workspace = Self.run(
            ["--format", "github", "a.json"], in: root.appendingPathComponent("payloads"),
            environment: ["GITHUB_WORKSPACE": root.appendingPathComponent("payloads").path])
        #expect(workspace.outputText.contains("file=a.json,"), "\(workspace.outputText)")
    }

    @Test("SARIF artifact and result URIs are relative to the repository root")
    func sarif() throws {
        let root = try Self.repository()
        let outcome = Self.run(["--format", "sarif", "."], in: root.appendingPathComponent("payloads"))
        #expect(outcome.outputText.contains(#""uri":"payloads/a.json""#), "\(outcome.outputText)")
        #expect(!outcome.outputText.contains(#""uri":"./a.json""#))
    }

    @Test("outside a repository, paths stay as given")
    func noRepository() throws {
        let folder = try PushLintTests.temporaryDirectory()
        try Data(#"{"aps":{"badge":"3"}}"#.utf8).write(to: folder.appendingPathComponent("a.json"))
        // The temporary folder is outside any repository.
        #expect(RepositoryRoot.find(workingDirectory: folder.path, environment: [:]) == nil)
        let outcome = Self.run(["--format", "github", "./a.json"], in: folder)
        #expect(outcome.outputText.contains("file=./a.json,"), "\(outcome.outputText)")
    }
}
