/// How a family reads its objects: the rules the one walk (``MemberTable/read(_:_:as:)``) reports,
/// and the words of their findings.
///
/// The walk is the same for every family: it finds each member by key (in any spelling the key
/// table knows), keeps the first occurrence, and judges unknown keys, other spellings, `null` and
/// types. What differs is only which rule reports each and how its message reads.
struct MemberReading<Key: WireKey>: Sendable {
    /// Words of a finding about a member.
    typealias Words = @Sendable (MemberMention) -> String

    /// A key the table does not have, in a table that is not open (``MemberTable/isOpen``); the
    /// nearest member name is suggested when `suggests`.
    let unknown: (rule: Rule, suggests: Bool, words: Words)?
    /// A value not of the member's type; an array of strings' elements are judged one by one with
    /// `element`, or, without it, the array as a whole (one finding at the member). `nil` for tables
    /// whose members are all judged by rules of their own (``MemberType/ruled(_:)``).
    let type: (rule: Rule, words: Words, element: Words?)?
    /// `null` as a member's value, when a rule of its own reports it (APNs: omit the key); without
    /// it, `null` is read as absent (``nullIsAbsent``) or judged as a value of the wrong type.
    let null: (rule: Rule, words: Words)?
    /// A notice about a key itself (a legacy key, a key in the wrong object), reported at the key;
    /// its value is then not judged, and the key is not suggested for unknown keys.
    let notice: (@Sendable (Key) -> (rule: Rule, words: Words)?)?
    /// A member given again in another of its key table's spellings (proto3 JSON's snake_case and
    /// lowerCamelCase).
    let otherSpelling: (rule: Rule, words: Words)?
    /// A key that is a table's alias (``MemberTable/member(for:)``), a spelling the vendor's SDK does
    /// not read: reported under `alias`, or `conflicting` when the member is also given in its wire
    /// spelling with another value (the wire spelling is then the member).
    let alias: (alias: Rule, conflicting: Rule, words: AliasWords)?
    /// A member the table requires (``MemberTable/required``) that the object does not have,
    /// reported at the object.
    let required: (rule: Rule, words: Words)?
    /// Whether `null` is read as an absent member (proto3 JSON, the vendor SDKs' optionals) and not
    /// judged; otherwise it is judged like any value (a `userInfo` member that must be a string).
    let nullIsAbsent: Bool

    /// The words of ``alias`` findings.
    struct AliasWords: Sendable {
        /// The alias given alone.
        let alone: Words
        /// The alias beside the wire spelling, with the same value.
        let beside: Words
        /// The alias beside the wire spelling, with another value.
        let conflicting: Words
    }

    init(
        unknown: (rule: Rule, suggests: Bool, words: Words)?, type: (rule: Rule, words: Words, element: Words?)?,
        otherSpelling: (rule: Rule, words: Words)? = nil,
        alias: (alias: Rule, conflicting: Rule, words: AliasWords)? = nil,
        required: (rule: Rule, words: Words)? = nil, nullIsAbsent: Bool = true,
        null: (rule: Rule, words: Words)? = nil, notice: (@Sendable (Key) -> (rule: Rule, words: Words)?)? = nil
    ) {
        self.null = null
        self.notice = notice
        self.required = required
        self.nullIsAbsent = nullIsAbsent
        self.unknown = unknown
        self.type = type
        self.otherSpelling = otherSpelling
        self.alias = alias
    }
}

/// A member as a finding about it names it. Its texts are made only for a finding that is shown.
struct MemberMention {
    let document: JSONDocument
    /// The name of the object it is in (``MemberTable/name``).
    let object: String
    /// The names of the object's members, in the table's order (for an unknown key, those it may
    /// be meant as: not the ones that draw a notice).
    var memberNames: [String]
    /// The member's key and value nodes (for an array element, the element's value).
    let keyNode: Int
    let valueNode: Int
    /// The member's wire name; empty for a key the table does not have.
    let wireName: String
    /// Its type, in words (``MemberType/expected``).
    let expected: String
    /// The nearest member name, for an unknown key.
    var suggestion: String? = nil
    /// The element's index, for an element of an array.
    var index: Int? = nil

    /// The key as the document spells it.
    var key: String { document.string(at: keyNode) }
    /// The value as written.
    var found: String { document.text(of: valueNode) }
    /// The value's JSON kind, with its article ("a string").
    var foundKind: String { document.kind(of: valueNode).article }
    /// ` (did you mean "sound"?)` for a ``suggestion``, else nothing: the one way a finding offers
    /// the nearest name or value.
    var didYouMean: String { suggestion.map { " (did you mean \"\($0)\"?)" } ?? "" }
}

extension MemberTable {
    /// The member of the table the key token at `node` names, in any spelling.
    func member(forKeyAt node: Int, in document: JSONDocument) -> (key: Key, isAlias: Bool)? {
        Key.table.key(at: node, in: document).flatMap(member(for:))
    }

    /// Reads the object at `node` as this table, in one walk over its members, reporting what
    /// `reading` declares: unknown keys (unless the table ``isOpen``, or another family judges them:
    /// `claimed`), notices about keys, aliases and other spellings, `null`, values not of their
    /// member's type (elements of arrays of strings included), values outside their member's
    /// ``ValueConstraint`` and missing required members. Allocates nothing per member; the slots are
    /// the run's.
    func read(
        _ run: inout ValidationRun, _ node: Int, as reading: MemberReading<Key>, claimed: [String] = []
    ) -> ObjectMembers<Key> {
        let document = run.document
        var members = ObjectMembers(
            document: document, table: self, node: node, slots: run.takeSlots(self.members.count))
        for child in document.nodes.children(of: node) {
            let member = APNsBody.Member(key: child.key, value: child.value)
            guard let (key, isAlias) = self.member(forKeyAt: child.key, in: document) else {
                members.recordUnknown(member)
                if !isOpen, let unknown = reading.unknown,
                    claimed.isEmpty || !claimed.contains(where: { document.keyEquals(child.key, $0) })
                {
                    reportUnknown(&run, member, unknown, reading)
                }
                continue
            }
            if isAlias, let alias = reading.alias,
                !readAlias(&run, member, of: key, in: node, alias)
            {
                continue
            }
            if let first = members.keyNode(key) {
                // The same spelling twice is `json.duplicate-key`.
                if let other = reading.otherSpelling, !document.keysEqual(first, child.key) {
                    run.report(other.rule, other.words(mention(member, key, in: document)), node: child.key)
                }
                continue
            }
            let acceptance = acceptance(of: key)
            if let notice = reading.notice?(key) {
                members.record(key, member, acceptance.accepts(child.value, in: document) ? .typed : .mistyped)
                run.report(notice.rule, notice.words(mention(member, key, in: document)), node: child.key)
                continue
            }
            if document.kind(of: child.value) == .null, reading.nullIsAbsent || reading.null != nil {
                members.record(key, member, .null)
                if !reading.nullIsAbsent, let null = reading.null {
                    run.report(null.rule, null.words(mention(member, key, in: document)), node: child.value)
                }
            } else if acceptance.accepts(child.value, in: document),
                !acceptance.hasElements || reading.type?.element != nil || reading.type == nil
                    || document.kind(of: child.value) != .array
                    || type(of: key)?.holds(child.value, in: document) ?? true
            {
                if acceptance.elements != 0 { checkElements(&run, member, acceptance.elements, key, reading) }
                // A value outside its constraint is not read as the member's value.
                if acceptance.isConstrained, let constraint = constraint(of: key),
                    !constraint.admits(child.value, in: document)
                {
                    members.record(key, member, .mistyped)
                    run.report(
                        constraint.rule, constraint.message(mention(member, key, in: document)), node: child.value,
                        suggestion: constraint.suggestion(for: child.value, in: document))
                } else {
                    members.record(key, member, .typed)
                }
            } else {
                members.record(key, member, .mistyped)
                if let type = reading.type {
                    run.report(type.rule, type.words(mention(member, key, in: document)), node: child.value)
                }
            }
        }
        if let rule = reading.required {
            for key in required where !members.isPresent(key) {
                run.report(
                    rule.rule, rule.words(mention(APNsBody.Member(key: node, value: node), key, in: document)),
                    node: node)
            }
        }
        return members
    }

    private func mention(_ member: APNsBody.Member, _ key: Key?, in document: JSONDocument) -> MemberMention {
        MemberMention(
            document: document, object: name, memberNames: memberNames, keyNode: member.key, valueNode: member.value,
            wireName: key?.name ?? "",
            expected: key.flatMap { type(of: $0)?.expected } ?? "")
    }

    private func reportUnknown(
        _ run: inout ValidationRun, _ member: APNsBody.Member,
        _ unknown: (rule: Rule, suggests: Bool, words: MemberReading<Key>.Words), _ reading: MemberReading<Key>
    ) {
        let document = run.document
        // A key that draws a notice (a legacy key) is not suggested, nor named.
        var names = memberNames
        if run.rendersFindings, let notice = reading.notice {
            names = members.filter { notice($0.key) == nil }.map(\.key.name)
        }
        let suggestion =
            unknown.suggests && run.rendersFindings
            ? KeySuggestion.suggest(for: document.string(at: member.key), among: names) : nil
        var mention = mention(member, nil, in: document)
        mention.memberNames = names
        mention.suggestion = suggestion
        run.report(unknown.rule, unknown.words(mention), node: member.key, suggestion: suggestion)
    }

    /// Reports an alias; whether it is read as the member (it is not when the wire spelling is
    /// given too).
    private func readAlias(
        _ run: inout ValidationRun, _ member: APNsBody.Member, of key: Key, in node: Int,
        _ alias: (alias: Rule, conflicting: Rule, words: MemberReading<Key>.AliasWords)
    ) -> Bool {
        let document = run.document
        // The mention is made only for a finding that is shown.
        func said() -> MemberMention { mention(member, key, in: document) }
        guard let wire = document.member(named: key.name, in: node) else {
            run.report(alias.alias, alias.words.alone(said()), node: member.key, suggestion: key.name)
            return true
        }
        if document.value(at: wire.value) != document.value(at: member.value) {
            run.report(alias.conflicting, alias.words.conflicting(said()), node: member.key)
        } else {
            run.report(alias.alias, alias.words.beside(said()), node: member.key, suggestion: key.name)
        }
        return false
    }

    /// Reports each element of an array whose kind the member's type does not take, with the
    /// reading's element words (a reading without them judges the array whole).
    private func checkElements(
        _ run: inout ValidationRun, _ array: APNsBody.Member, _ kinds: UInt8, _ key: Key, _ reading: MemberReading<Key>
    ) {
        guard let type = reading.type, let element = type.element else { return }
        let document = run.document
        guard document.kind(of: array.value) == .array else { return }
        for (index, item) in document.nodes.children(of: array.value).enumerated()
        where kinds & 1 << document.kind(of: item.value).rawValue == 0 {
            var said = mention(APNsBody.Member(key: array.key, value: item.value), key, in: document)
            said.index = index
            run.report(type.rule, element(said), node: item.value)
        }
    }
}
