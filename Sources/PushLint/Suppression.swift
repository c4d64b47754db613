import PushPayloads

/// A configuration's `ignore` entry: the findings at one JSON Pointer of the files a pattern
/// matches, of one rule or of every rule. JSON has no comments, so a finding that is intended
/// (a template's placeholder badge) is accepted here, where the reason can be written down:
///
/// ```json
/// {"ignore": [{"path": "payloads/a.json", "pointer": "/aps/badge", "rule": "apns.badge-value",
///              "reason": "the server fills the badge in"}]}
/// ```
struct Suppression {
    /// The members an entry may have.
    static let keys = ["path", "pointer", "rule", "reason"]

    /// The files, relative to the configuration's directory.
    var files: Glob
    /// Where the finding is: its pointer, exactly.
    var pointer: JSONPointer
    /// The rule; `nil` for every rule at the pointer.
    var ruleID: String?

    /// Whether a finding is one this entry accepts.
    func accepts(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.pointer == pointer && (ruleID == nil || diagnostic.ruleID == ruleID)
    }

    /// Reads an entry, naming every mistake in it with its pointer (`problem` makes the message).
    static func read(_ value: JSONValue, at pointer: JSONPointer, problem: (JSONPointer, String) -> UsageError)
        throws(UsageError) -> Suppression
    {
        guard case .object(let object) = value else {
            throw problem(pointer, "expected an object with \"path\" and \"pointer\" (and \"rule\", \"reason\")")
        }
        var problems: [UsageError] = []
        var files: Glob?
        var findingPointer: JSONPointer?
        var ruleID: String?
        for member in object.members {
            let memberPointer = pointer.appending(key: member.key)
            switch (member.key, member.value) {
            case ("path", .string(let text)):
                do { files = try Glob(text) } catch { problems.append(problem(memberPointer, error.message)) }
            case ("pointer", .string(let text)):
                do {
                    findingPointer = try JSONPointer(parsing: text)
                } catch {
                    problems.append(problem(memberPointer, "not a JSON Pointer: \(error.message)"))
                }
            case ("rule", .string(let id)):
                if RuleRegistry.rule(id: id) == nil {
                    let suggestion = NameHints.suggestion(for: id, among: RuleRegistry.all.map(\.id))
                    problems.append(problem(memberPointer, "no rule has this id\(suggestion) (see 'pushlint rules')"))
                }
                ruleID = id
            case ("reason", .string): break
            case ("path", _), ("pointer", _), ("rule", _), ("reason", _):
                problems.append(problem(memberPointer, "expected a string"))
            default:
                let hint = NameHints.settingHint(for: member.key, among: keys)
                problems.append(
                    problem(memberPointer, "unknown ignore member\(hint) (\(keys.joined(separator: ", ")))"))
            }
        }
        if files == nil, !object.members.contains(where: { $0.key == "path" }) {
            problems.append(problem(pointer, "an ignore entry needs \"path\": the files it applies to"))
        }
        if findingPointer == nil, !object.members.contains(where: { $0.key == "pointer" }) {
            problems.append(
                problem(pointer, "an ignore entry needs \"pointer\": where the finding is (\"\" for the root)"))
        }
        if !problems.isEmpty { throw UsageError(combining: problems) }
        guard let files, let findingPointer else {
            throw problem(pointer, "an ignore entry needs \"path\" and \"pointer\"")
        }
        return Suppression(files: files, pointer: findingPointer, ruleID: ruleID)
    }
}

extension FileResult {
    /// Removes the findings the entries accept, from the report (so its counts and `valid` say
    /// what is left) and from those shown; returns how many the report lost.
    mutating func remove(acceptedBy suppressions: [Suppression]) -> Int {
        guard !suppressions.isEmpty else { return 0 }
        let accepted = { (diagnostic: Diagnostic) in suppressions.contains { $0.accepts(diagnostic) } }
        let before = report.diagnostics.count
        report.removeAll(where: accepted)
        shown.removeAll(where: accepted)
        return before - report.diagnostics.count
    }
}
