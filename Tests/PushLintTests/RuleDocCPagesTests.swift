import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// The rule pages of the DocC catalog are what the registry gives: a test that fails when they
/// drift (`PUSHLINT_REGENERATE=1` rewrites them).
@Suite("Rule pages")
struct RuleDocCPagesTests {
    static let folder = PushLintTests.root.appendingPathComponent(RuleDocCPages.folder)

    @Test("each committed page is the generated one, and there are no others")
    func current() throws {
        let pages = RuleDocCPages.pages()
        if ProcessInfo.processInfo.environment["PUSHLINT_REGENERATE"] == "1" {
            try? FileManager.default.removeItem(at: Self.folder)
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            for page in pages { try Data(page.text.utf8).write(to: Self.folder.appendingPathComponent(page.name)) }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == pages.map(\.name).sorted())
        var stale: [String] = []
        for page in pages {
            let committed = try? String(contentsOf: Self.folder.appendingPathComponent(page.name), encoding: .utf8)
            if committed != page.text { stale.append(page.name) }
        }
        #expect(
            stale.isEmpty, "stale: \(stale.prefix(5)); PUSHLINT_REGENERATE=1 swift test --filter RuleDocCPagesTests")
    }

    @Test("one page per rule id, and the index links each")
    func coverage() {
        let pages = RuleDocCPages.pages()
        #expect(pages.count == RuleRegistry.all.count + 1)
        let index = pages[0].text
        #expect(RuleRegistry.all.allSatisfy { index.contains("<doc:\(RuleDocCPages.articleName($0.id))>") })
    }
}
