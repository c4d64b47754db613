import Foundation
import Testing

@testable import PushLint

/// One version: `pushlint --version`, the CHANGELOG's newest section, and every place the docs
/// tell users to pin (the Action's `uses:`, pre-commit's `rev:`) name the same one.
@Suite("Version")
struct VersionTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: PushLintTests.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every `PREFIX<version>` in a text: the run of digits and dots after each prefix.
    static func versions(after prefix: String, in text: String) -> [String] {
        text.components(separatedBy: prefix).dropFirst().map { String($0.prefix { $0.isNumber || $0 == "." }) }
    }

    @Test("the CHANGELOG's newest section is the version --version prints")
    func changelog() throws {
        let heading = try #require(try Self.text("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(heading.dropFirst(3).prefix { $0.isNumber || $0 == "." } == PushLint.version)
    }

    @Test(
        "the docs pin that version wherever they pin one",
        arguments: [
            ("README.md", "PushPayloads/PushPayloads@v", 2), ("README.md", "rev: v", 1),
            ("action.yml", "PushPayloads@v", 1),
            (".pre-commit-hooks.yaml", "rev: v", 1),
        ])
    func pins(_ path: String, _ prefix: String, _ count: Int) throws {
        let found = Self.versions(after: prefix, in: try Self.text(path))
        #expect(found.count == count, "\(path): \(found.count) pins after '\(prefix)'")
        #expect(found.allSatisfy { $0 == PushLint.version }, "\(path): \(found)")
    }
}
