import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// The rule pages of the DocC catalog, generated from the registry (that they are current is
/// `GeneratedArtifactsTests`').
@Suite("Rule pages")
struct RuleDocCPagesTests {
    @Test("one page per rule id, and the index links each")
    func coverage() {
        let pages = RuleDocCPages.pages()
        #expect(pages.count == RuleRegistry.all.count + 1)
        let index = pages[0].text
        #expect(RuleRegistry.all.allSatisfy { index.contains("<doc:\(RuleDocCPages.articleName($0.id))>") })
    }
}
