import PushPayloads

/// Where a rule is documented: its section of the rule reference (`Docs/Rules.md`), which every
/// output format links to.
enum RuleDocumentation {
    /// The project's home page (SARIF's `informationUri`).
    static let home = "https://github.com/PushPayloads/PushPayloads"
    /// The rule reference in the repository.
    static let reference = home + "/blob/main/Docs/Rules.md"

    /// The link to a rule's section.
    static func url(for ruleID: String) -> String {
        reference + "#" + anchor(ruleID)
    }

    /// GitHub's heading anchor of a rule id: lowercased, dots dropped.
    static func anchor(_ ruleID: String) -> String {
        String(ruleID.lowercased().filter { $0 != "." })
    }

    /// The rules of the shown findings, in order of first appearance, once each.
    static func rules(of results: [FileResult]) -> [String] {
        var seen: Set<String> = []
        return results.flatMap(\.shown).map(\.ruleID).filter { seen.insert($0).inserted }
    }
}
