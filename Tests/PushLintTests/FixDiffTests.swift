import Foundation
import Testing

@testable import PushLint

/// `fix --dry-run` prints a diff that `git apply` and `patch` take, and applying it gives the bytes
/// `fix` writes: with and without a final newline, changes near and far apart.
@Suite("fix --dry-run diffs apply")
struct FixDiffTests {
    static let files: [(name: String, text: String)] = [
        ("compact.json", #"{"aps":{"alert":"hi","badge":"3"}}"#),
        ("newline.json", "{\"aps\":{\"alert\":\"hi\",\"badge\":\"3\"}}\n"),
        ("pretty.json", "{\n  \"aps\": {\n    \"alert\": \"hi\",\n    \"badge\": \"3\"\n  },\n  \"x\": 1\n}"),
        (
            "far.json",
            "{\n  \"aps\": {\n    \"badge\": \"3\",\n" + (0..<12).map { "    \"k\($0)\": \($0),\n" }.joined()
                + "    \"mutable-content\": true,\n    \"alert\": \"hi\"\n  }\n}\n"
        ),
    ]

    /// Runs a program in `directory`; its exit status.
    static func run(_ arguments: [String], in directory: URL, input: String? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let pipe = Pipe()
        if input != nil { process.standardInput = pipe }
        try process.run()
        if let input {
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("git apply and patch take the diff, and give what fix writes", arguments: files.map(\.name))
    func applies(_ name: String) throws {
        let text = try #require(Self.files.first { $0.name == name }).text
        let root = try PushLintTests.temporaryDirectory()
        for folder in ["fixed", "git", "patch"] {
            let directory = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        let diff = PushLint.run(arguments: ["fix", "--dry-run", name], workingDirectory: root.path + "/fixed") { [] }
        #expect(diff.exitCode == .success)
        #expect(
            PushLint.run(arguments: ["fix", name], workingDirectory: root.path + "/fixed") { [] }.exitCode == .success)
        let fixed = try Data(contentsOf: root.appendingPathComponent("fixed/" + name))
        #expect(fixed != Data(text.utf8))
        #expect(
            try Self.run(["git", "apply", "-"], in: root.appendingPathComponent("git"), input: diff.outputText) == 0)
        #expect(try Data(contentsOf: root.appendingPathComponent("git/" + name)) == fixed)
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") {
            #expect(
                try Self.run(["patch", "-p1"], in: root.appendingPathComponent("patch"), input: diff.outputText) == 0)
            #expect(try Data(contentsOf: root.appendingPathComponent("patch/" + name)) == fixed)
        }
    }
}
