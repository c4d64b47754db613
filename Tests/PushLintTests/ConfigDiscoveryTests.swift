import Foundation
import Testing

@testable import PushLint

#if canImport(Glibc)
    import Glibc
#endif

/// The nearest `.pushlint.json` is the configuration: when it is there but is no regular file, the
/// run stops naming it (exit 2) instead of passing it over for a parent's.
@Suite("Configuration discovery")
struct ConfigDiscoveryTests {
    /// What stands at `sub/.pushlint.json`.
    enum Entry: String, CaseIterable, CustomTestStringConvertible {
        case brokenLink, fifo, linkToDevZero, directory

        var testDescription: String { rawValue }

        /// Puts it at `path`, and gives the reason the run must state.
        func make(at path: String) throws -> String {
            switch self {
            case .brokenLink:
                #expect(symlink("missing.json", path) == 0)
                return "it is a link to a missing file"
            case .fifo:
                #expect(mkfifo(path, 0o600) == 0)
                return "not a regular file (a FIFO)"
            case .linkToDevZero:
                #expect(symlink("/dev/zero", path) == 0)
                return "not a regular file (a character device)"
            case .directory:
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                return "not a regular file (a directory)"
            }
        }
    }

    @Test("a .pushlint.json that is no regular file is exit 2 naming it", arguments: Entry.allCases)
    func unreadable(_ entry: Entry) throws {
        let root = try PushLintTests.temporaryDirectory().path
        // The parent's configuration, which must not be used instead.
        try Data(#"{"exclude": ["**"]}"#.utf8).write(to: URL(fileURLWithPath: root + "/.pushlint.json"))
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        try Data(#"{"aps":{"badge":"3"}}"#.utf8).write(to: URL(fileURLWithPath: root + "/sub/a.json"))
        let reason = try entry.make(at: root + "/sub/.pushlint.json")
        let outcome = PushLint.run(arguments: ["."], workingDirectory: root + "/sub") { [] }
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError == "pushlint: cannot read config '\(root)/sub/.pushlint.json': \(reason)\n")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("a .pushlint.json that is a link to a regular file is read")
    func linkToFile() throws {
        let root = try PushLintTests.temporaryDirectory().path
        try Data(#"{"rules": {"apns.aps-value-type": "off"}}"#.utf8).write(
            to: URL(fileURLWithPath: root + "/shared.json"))
        #expect(symlink("shared.json", root + "/.pushlint.json") == 0)
        try Data(#"{"aps":{"badge":"3"}}"#.utf8).write(to: URL(fileURLWithPath: root + "/a.json"))
        let outcome = PushLint.run(arguments: ["--kind", "apns", "a.json"], workingDirectory: root) { [] }
        let unconfigured = PushLint.run(arguments: ["--no-config", "--kind", "apns", "a.json"], workingDirectory: root)
        {
            []
        }
        #expect(unconfigured.exitCode == .findings)
        #expect(outcome.exitCode != .usage && outcome.outputText != unconfigured.outputText)
    }
}

/// A file a configuration names (a schema) is read only when it is a regular file.
@Suite("Files a configuration names")
struct ConfigurationFileTests {
    @Test("a schema path that is a FIFO is exit 2 naming it, without waiting for a writer")
    func schemaFIFO() throws {
        let root = try PushLintTests.temporaryDirectory().path
        #expect(mkfifo(root + "/schema.json", 0o600) == 0)
        try Data(#"{"schema": "schema.json"}"#.utf8).write(to: URL(fileURLWithPath: root + "/.pushlint.json"))
        let outcome = PushLint.run(arguments: ["--config", root + "/.pushlint.json", "-"]) { Array("{}".utf8) }
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.contains("cannot read '\(root)/schema.json': not a regular file (a FIFO)"))
        let named = PushLint.run(arguments: ["--schema", root + "/missing.json", "-"]) { [] }
        #expect(named.standardError.contains("cannot read '\(root)/missing.json': the file does not exist"))
    }
}
