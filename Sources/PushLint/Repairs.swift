import PushPayloads

/// The rules whose findings have one safe repair, and the repair: new bytes for the finding's
/// value, nothing else in the file touched. A value the repair does not cover (a `content-available`
/// of 2, a badge of `"three"`) is left for a person, and said so.
enum Repairs {
    /// One replacement: the value's bytes, the bytes that replace them, and what was done.
    struct Edit: Sendable {
        /// The finding repaired.
        var ruleID: String
        var pointer: JSONPointer
        var range: Range<Int>
        var replacement: [UInt8]
        var description: String
    }

    /// A rule's repair: what it does, in the docs' words, and the edit for one finding's value (its
    /// text as written), or `nil` when the value is not one it repairs.
    struct Repair: Sendable {
        var summary: String
        /// The findings it is for, by pointer (a rule of many members may have a repair for one).
        var covers: @Sendable (_ pointer: JSONPointer) -> Bool = { _ in true }
        var edit: @Sendable (_ pointer: JSONPointer, _ value: String) -> (text: String, note: String)?
    }

    /// The repairs, by rule id.
    static let table: [String: Repair] = [
        Rule.apnsContentAvailableValue.id: flagToOne,
        Rule.apnsMutableContentValue.id: flagToOne,
        Rule.apnsAPSValueType.id: Repair(
            summary: "a `badge` written as a string of digits (`\"3\"`) becomes the number (`3`)",
            covers: { $0.tokens.last == "badge" }
        ) { pointer, value in
            guard value.count > 2, value.first == "\"", value.last == "\"" else {
                return nil
            }
            let digits = value.dropFirst().dropLast()
            guard digits.count <= 9, digits.allSatisfy(isDigit), digits == "0" || digits.first != "0" else {
                return nil
            }
            return (String(digits), "")
        },
        Rule.liveActivityTimestampMilliseconds.id: millisecondsToSeconds,
        Rule.liveActivityMilliseconds.id: millisecondsToSeconds,
    ]

    /// `content-available` / `mutable-content` of `true` or `"1"` becomes `1`.
    private static let flagToOne = Repair(summary: "`true` or `\"1\"` becomes `1`") { _, value in
        value == "true" || value == "\"1\"" ? ("1", "") : nil
    }

    /// Unix milliseconds (an integer of 13 or more digits) become whole seconds: the last three
    /// digits go, and when they are not `000` the note says what was dropped.
    private static let millisecondsToSeconds = Repair(
        summary:
            "Unix milliseconds become whole seconds (the last three digits go; the fix says when they were not 000)"
    ) { _, value in
        guard value.count >= 13, value.allSatisfy(isDigit) else { return nil }
        let dropped = value.suffix(3)
        return (
            String(value.dropLast(3)), dropped == "000" ? "" : " (\(dropped) ms dropped: the field is whole seconds)"
        )
    }

    /// The sentence the docs and `explain` give for a fixable rule; `nil` for the others.
    static func note(for rule: Rule) -> String? {
        table[rule.id].map { "`pushlint fix` repairs it: \($0.summary)" }
    }

    /// The edits for the findings of `report` that have a repair, at most one per value, in the
    /// order of the text; and the findings with a repair whose value it does not cover.
    static func edits(_ bytes: [UInt8], findings: [Diagnostic]) -> (edits: [Edit], left: [Diagnostic]) {
        guard let document = try? JSONReader.read(bytes) else { return ([], []) }
        var edits: [Edit] = []
        var left: [Diagnostic] = []
        for finding in findings {
            guard let repair = table[finding.ruleID], repair.covers(finding.pointer),
                let span = document.span(at: finding.pointer)
            else { continue }
            // A value already repaired for another finding of it is not repaired twice.
            guard !edits.contains(where: { $0.range == span.value }) else { continue }
            let old = String(decoding: bytes[span.value], as: UTF8.self)
            guard let (text, note) = repair.edit(finding.pointer, old) else {
                left.append(finding)
                continue
            }
            edits.append(
                Edit(
                    ruleID: finding.ruleID, pointer: finding.pointer, range: span.value, replacement: Array(text.utf8),
                    description: "\(finding.ruleID) at \(place(finding.pointer)): \(old) → \(text)\(note)"))
        }
        return (edits.sorted { $0.range.lowerBound < $1.range.lowerBound }, left)
    }

    /// Whether a character is one of `0`–`9`.
    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    /// A pointer as messages name a place: the root by that name.
    static func place(_ pointer: JSONPointer) -> String {
        pointer.tokens.isEmpty ? "the root" : pointer.description
    }

    /// `bytes` with the edits made (they do not overlap).
    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return result
    }
}
