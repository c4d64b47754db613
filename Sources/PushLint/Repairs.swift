import PushPayloads

/// The rules whose findings have one safe repair, and the repair: new bytes for the finding's
/// value (or, for a member in the wrong object, the member moved to its parent), nothing else in
/// the file touched. A value the repair does not cover (a `content-available` of 2, a badge of
/// `"three"`, a `sound` in `alert` when `aps` has one) is left for a person, and said so.
enum Repairs {
    /// One byte replacement: the bytes in `range` become `text` (an empty range inserts).
    struct Change: Sendable, Hashable {
        var range: Range<Int>
        var text: [UInt8]
    }

    /// The repair of one finding: its changes, which do not overlap, and what was done.
    struct Edit: Sendable {
        /// The finding repaired.
        var ruleID: String
        var pointer: JSONPointer
        var changes: [Change]
        var description: String
    }

    /// What a repair sees of one finding: the text, its reading, and where the finding's value is.
    struct Site {
        var bytes: [UInt8]
        var document: JSONDocument
        var pointer: JSONPointer
        var span: JSONDocument.Span

        /// The value's text as written.
        var valueText: String { String(decoding: bytes[span.value], as: UTF8.self) }
    }

    /// A rule's repair: what it does, in the docs' words, and the changes for one finding with what
    /// was done, or `nil` when the finding is not one it repairs.
    struct Repair: Sendable {
        var summary: String
        /// The findings it is for, by pointer (a rule of many members may have a repair for one).
        var covers: @Sendable (_ pointer: JSONPointer) -> Bool = { _ in true }
        var changes: @Sendable (_ site: Site) -> (changes: [Change], done: String)?
    }

    /// The repairs, by rule id.
    static let table: [String: Repair] = [
        Rule.apns.contentAvailableValue.id: flagToOne,
        Rule.apns.mutableContentValue.id: flagToOne,
        Rule.apns.apsValueType.id: valueRepair(
            summary: "a `badge` written as a string of digits (`\"3\"`) becomes the number (`3`)",
            covers: { $0.tokens.last == "badge" }
        ) { value in
            guard value.count > 2, value.first == "\"", value.last == "\"" else {
                return nil
            }
            let digits = value.dropFirst().dropLast()
            guard digits.count <= 9, digits.allSatisfy(isDigit), digits == "0" || digits.first != "0" else {
                return nil
            }
            return (String(digits), "")
        },
        Rule.apns.alertSoundMisplaced.id: Repair(
            summary: "`sound` moves from `alert` into `aps`, after `alert` (not when `aps` already has one)",
            changes: moveToParent),
        Rule.liveActivity.timestampMilliseconds.id: millisecondsToSeconds,
        Rule.liveActivity.milliseconds.id: millisecondsToSeconds,
    ]

    /// A repair that replaces the finding's value: `replace` gets its text as written and gives
    /// the new text and a note for the message, or `nil`.
    private static func valueRepair(
        summary: String, covers: @escaping @Sendable (JSONPointer) -> Bool = { _ in true },
        _ replace: @escaping @Sendable (String) -> (text: String, note: String)?
    ) -> Repair {
        Repair(summary: summary, covers: covers) { site in
            let old = site.valueText
            guard let (text, note) = replace(old) else { return nil }
            return ([Change(range: site.span.value, text: Array(text.utf8))], "\(old) → \(text)\(note)")
        }
    }

    /// `content-available` / `mutable-content` of `true` or `"1"` becomes `1`.
    private static let flagToOne = valueRepair(summary: "`true` or `\"1\"` becomes `1`") { value in
        value == "true" || value == "\"1\"" ? ("1", "") : nil
    }

    /// Unix milliseconds (an integer of 13 or more digits) become whole seconds: the last three
    /// digits go, and when they are not `000` the note says what was dropped.
    private static let millisecondsToSeconds = valueRepair(
        summary:
            "Unix milliseconds become whole seconds (the last three digits go; the fix says when they were not 000)"
    ) { value in
        guard value.count >= 13, value.allSatisfy(isDigit) else { return nil }
        let dropped = value.suffix(3)
        return (
            String(value.dropLast(3)), dropped == "000" ? "" : " (\(dropped) ms dropped: the field is whole seconds)"
        )
    }

    /// The member the finding points to leaves its object and is written into the object above,
    /// right after the member that held it, spaced as that member is: `{"alert":{"body":"b",
    /// "sound":"s"}}` becomes `{"alert":{"body":"b"},"sound":"s"}`. Not when the object above
    /// already has a member of that name.
    private static func moveToParent(_ site: Site) -> (changes: [Change], done: String)? {
        guard let name = site.pointer.tokens.last, let key = site.span.key else { return nil }
        let holder = JSONPointer(tokens: Array(site.pointer.tokens.dropLast()))
        let parent = JSONPointer(tokens: Array(holder.tokens.dropLast()))
        guard let holderSpan = site.document.span(at: holder), let holderKey = holderSpan.key,
            site.document.span(at: parent.appending(key: name)) == nil
        else { return nil }
        let bytes = site.bytes
        // The member goes with one comma: the one after it, or else the one before it.
        var removed = key.lowerBound..<site.span.value.upperBound
        let after = skippingSpace(bytes, from: removed.upperBound, step: 1)
        if after < bytes.count, bytes[after] == UInt8(ascii: ",") {
            removed = removed.lowerBound..<skippingSpace(bytes, from: after + 1, step: 1)
        } else {
            let before = skippingSpace(bytes, from: removed.lowerBound - 1, step: -1)
            if before >= 0, bytes[before] == UInt8(ascii: ",") { removed = before..<removed.upperBound }
        }
        // Spaced as the holding member: what precedes its key after the comma or brace, and what
        // separates its key from its value.
        let indentStart = skippingSpace(bytes, from: holderKey.lowerBound - 1, step: -1) + 1
        let indent = bytes[indentStart..<holderKey.lowerBound]
        let colon = bytes[holderKey.upperBound..<holderSpan.value.lowerBound]
        let member = [UInt8(ascii: ",")] + indent + bytes[key] + colon + bytes[site.span.value]
        return (
            [
                Change(range: removed, text: []),
                Change(range: holderSpan.value.upperBound..<holderSpan.value.upperBound, text: member),
            ], "moved to \(place(parent.appending(key: name)))"
        )
    }

    /// The first index from `start`, going by `step`, that is not JSON white space.
    private static func skippingSpace(_ bytes: [UInt8], from start: Int, step: Int) -> Int {
        var index = start
        while index >= 0, index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += step }
        return index
    }

    /// The sentence the docs and `explain` give for a fixable rule; `nil` for the others.
    static func note(for rule: Rule) -> String? {
        table[rule.id].map { "`pushlint fix` repairs it: \($0.summary)" }
    }

    /// The edits for the findings of `report` that have a repair, at most one per place, in the
    /// order of the text; and the findings with a repair that does not cover them.
    static func edits(_ bytes: [UInt8], findings: [Diagnostic]) -> (edits: [Edit], left: [Diagnostic]) {
        guard let document = try? JSONReader.read(bytes) else { return ([], []) }
        var edits: [Edit] = []
        var left: [Diagnostic] = []
        for finding in findings {
            guard let repair = table[finding.ruleID], repair.covers(finding.pointer),
                let span = document.span(at: finding.pointer)
            else { continue }
            let site = Site(bytes: bytes, document: document, pointer: finding.pointer, span: span)
            guard let (changes, done) = repair.changes(site) else {
                left.append(finding)
                continue
            }
            // A place already repaired for another finding is not repaired twice.
            let taken = edits.flatMap(\.changes)
            guard !changes.contains(where: { change in taken.contains { overlap($0.range, change.range) } }) else {
                continue
            }
            edits.append(
                Edit(
                    ruleID: finding.ruleID, pointer: finding.pointer, changes: changes,
                    description: "\(finding.ruleID) at \(place(finding.pointer)): \(done)"))
        }
        return (edits.sorted { $0.changes[0].range.lowerBound < $1.changes[0].range.lowerBound }, left)
    }

    /// Whether two changes touch the same bytes, or insert at the same place.
    private static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.overlaps(b) || a.lowerBound == b.lowerBound
            || (a.isEmpty && b.contains(a.lowerBound)) || (b.isEmpty && a.contains(b.lowerBound))
    }

    /// Whether a character is one of `0`–`9`.
    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    /// A pointer as messages name a place: the root by that name.
    static func place(_ pointer: JSONPointer) -> String {
        pointer.tokens.isEmpty ? "the root" : pointer.description
    }

    /// `bytes` with the edits made (their changes do not overlap).
    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for change in edits.flatMap(\.changes).sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(change.range, with: change.text)
        }
        return result
    }
}
