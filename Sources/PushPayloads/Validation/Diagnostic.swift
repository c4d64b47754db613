/// One finding about a payload: rule id, severity, JSON Pointer and, for text, line and column.
///
/// Every finding names its rule, a severity, one sentence, and an RFC 6901 pointer to the member
/// concerned; when the payload was parsed from text it also has a ``SourceLocation``. Size findings
/// carry ``SizeDetails``.
public struct Diagnostic: Sendable, Hashable {
    /// The rule id, e.g. `json.duplicate-key`.
    public var ruleID: String
    /// The severity after configuration (overrides, `--strict`).
    public var severity: Severity
    /// One sentence naming the key and what was expected.
    public var message: String
    /// The member concerned; `""` is the whole document.
    public var pointer: JSONPointer
    /// Where the token stands, when the payload came from text.
    public var location: SourceLocation?
    /// What the rule expected, when it is a single value.
    public var expected: String?
    /// What was found, when it is a single value.
    public var actual: String?
    /// A likely fix, such as a "did you mean" key.
    public var suggestion: String?
    /// The measurements behind a size finding.
    public var size: SizeDetails?
    /// What the sender does next, for a finding that says so (`apns-response.next-step`,
    /// `fcm-response.next-step`): the step the message describes, as a value.
    public var nextStep: NextStep?
    /// The byte range to locate once all findings are known; not part of the finding's value.
    var byteRange: Range<Int>? {
        get { pending.range }
        set { pending.range = newValue }
    }
    /// Holds ``byteRange`` out of the synthesized `==` and `hash(into:)`.
    private var pending = PendingRange()

    /// Creates a finding with the rule's default severity.
    public init(
        rule: Rule, message: String, pointer: JSONPointer, location: SourceLocation? = nil,
        expected: String? = nil, actual: String? = nil, suggestion: String? = nil, size: SizeDetails? = nil
    ) {
        self.ruleID = rule.id
        self.severity = rule.defaultSeverity
        self.message = message
        self.pointer = pointer
        self.location = location
        self.expected = expected
        self.actual = actual
        self.suggestion = suggestion
        self.size = size
    }

    /// Orders by line and column (unlocated findings first, by pointer), then rule id: a
    /// byte-order mark and the root value share 1:1, so their findings go by rule id.
    static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case (.some(let a), .some(let b)) where (a.line, a.column) != (b.line, b.column):
            return (a.line, a.column) < (b.line, b.column)
        case (nil, nil) where lhs.pointer != rhs.pointer: return lhs.pointer.description < rhs.pointer.description
        default: return lhs.ruleID < rhs.ruleID
        }
    }
}

/// A finding's byte range while the validator runs: every one equals every other and hashes to
/// nothing, so two findings that say the same are equal however they were located.
struct PendingRange: Sendable, Hashable {
    var range: Range<Int>?

    static func == (_: PendingRange, _: PendingRange) -> Bool { true }

    func hash(into _: inout Hasher) {}
}

/// The measurements behind a "too large" finding.
public struct SizeDetails: Sendable, Hashable {
    /// How the size was measured.
    public enum Measure: String, Sendable, Hashable, Codable {
        /// The bytes exactly as given (whitespace, escapes and a byte-order mark count).
        case asGiven = "as-given"
        /// The library's compact encoding.
        case compact
        /// A sum of unescaped key and value bytes.
        case sum
    }

    /// One of the largest members.
    public struct Contributor: Sendable, Hashable {
        /// The member.
        public var pointer: JSONPointer
        /// The bytes of its `"key":value` text in the measured serialization.
        public var bytes: Int
        /// Its share of the size, rounded to a whole percent.
        public var percent: Int
    }

    /// The measured size.
    public var size: Int
    /// The limit.
    public var limit: Int
    /// What the limit is, e.g. `APNs alert` or `--max-bytes`.
    public var limitName: String
    /// How the size was measured.
    public var measure: Measure
    /// For `as-given`, the size after compact re-encoding.
    public var compactSize: Int?
    /// The three largest contributors, largest first.
    public var contributors: [Contributor]

    /// `size − limit`.
    public var excess: Int { size - limit }
}
