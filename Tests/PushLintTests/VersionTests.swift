import Foundation
import Testing

@testable import PushLint

/// One version: `pushlint --version` and the CHANGELOG's newest section name the same one; every
/// place the docs tell users to pin (the Action's `uses:`, pre-commit's `rev:`) names a ref a clone
/// has.
@Suite("Version")
struct VersionTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: PushLintTests.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the CHANGELOG's newest section is the version --version prints")
    func changelog() throws {
        let heading = try #require(try Self.text("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(heading.dropFirst(3).prefix { $0.isNumber || $0 == "." } == PushLint.version)
    }

    /// The refs a clone of the repository has: `main` and its tags.
    static var refs: Set<String> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", PushLintTests.root.path, "tag", "--list"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try? process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Set(String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)).union(["main"])
    }

    /// The refs a text names after `prefix` (up to the first space, quote or end of line).
    static func refs(after prefix: String, in text: String) -> [String] {
        text.components(separatedBy: prefix).dropFirst().map {
            String($0.prefix { !$0.isWhitespace && $0 != "\"" && $0 != "'" })
        }
    }

    @Test(
        "the docs pin only refs a clone has (main, or a tag), wherever they pin one",
        arguments: [
            ("README.md", "PushPayloads/PushPayloads@", 2), ("README.md", "rev: ", 1),
            ("action.yml", "PushPayloads@", 1),
            (".pre-commit-hooks.yaml", "rev: ", 1),
        ])
    func pins(_ path: String, _ prefix: String, _ count: Int) throws {
        let found = Self.refs(after: prefix, in: try Self.text(path))
        #expect(found.count == count, "\(path): \(found.count) pins after '\(prefix)'")
        let refs = Self.refs
        #expect(found.allSatisfy(refs.contains), "\(path): \(found) not among \(refs.sorted())")
    }
}
