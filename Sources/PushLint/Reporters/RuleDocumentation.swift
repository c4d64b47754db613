import PushPayloads

/// Where a rule is documented: its section of the rule reference (`Docs/Rules.md`), which every
/// output format links to. The one base of every link: the project's reference by default, or the
/// page `--docs-url` (config `docsURL`) names, such as a fork's or an internal mirror's.
struct RuleDocumentation: Sendable, Hashable {
    /// The project's home page (SARIF's `informationUri`).
    static let home = "https://github.com/PushPayloads/PushPayloads"
    /// The rule reference in the repository.
    static let reference = home + "/blob/main/Docs/Rules.md"
    /// The project's own reference.
    static let standard = RuleDocumentation(checking: reference)!

    /// The page whose sections the links point to.
    let reference: String

    /// A reference given by a user: an http(s) URL without a fragment (the links add one), or
    /// `nil`.
    init?(checking text: String) {
        guard text.hasPrefix("https://") || text.hasPrefix("http://"), !text.contains("#"),
            !text.contains(where: { $0.isWhitespace })
        else { return nil }
        reference = text
    }

    /// What a reference given by a user must be, for messages.
    static let expectation = "an http(s) URL without a '#' fragment"

    /// The link to a rule's section.
    func url(for ruleID: String) -> String {
        reference + "#" + Self.anchor(ruleID)
    }

    /// GitHub's heading anchor of a rule id: lowercased, dots dropped.
    static func anchor(_ ruleID: String) -> String {
        String(ruleID.lowercased().filter { $0 != "." })
    }

    /// The kinds a rule reports on, as its declaration in `Rules/` names them, for a person:
    /// `` `apns`, `fingerpush` ``, "every kind", "every kind whose documents are objects", or, for
    /// a rule no named kind gets (what `auto` decided, what `pushlint fit` did), a note saying so.
    static func reportedOn(_ rule: Rule) -> String {
        let names = rule.kinds.map { kind in
            switch kind {
            case "*": "every kind"
            case "*object": "every kind whose documents are objects"
            default: "`\(kind)`"
            }
        }
        return names.isEmpty ? "no kind named with `--kind`; the summary says when" : names.joined(separator: ", ")
    }

    /// The rules of the shown findings, in order of first appearance, once each.
    static func rules(of results: [FileResult]) -> [String] {
        var seen: Set<String> = []
        return results.flatMap(\.shown).map(\.ruleID).filter { seen.insert($0).inserted }
    }
}
