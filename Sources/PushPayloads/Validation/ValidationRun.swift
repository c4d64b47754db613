/// The state of one validation: the parsed document, the options, and the findings so far.
///
/// Family checks report through it; it applies the caller's severities as findings arrive and
/// locates and sorts them once at the end, in one forward pass over the text. A run that only
/// counts (``PayloadValidator/check(_:as:options:)``) evaluates every rule the same way but never
/// builds a finding's message, pointer or position: they are autoclosures, called only to render.
struct ValidationRun {
    /// The parsed text (for a value built in code, its compact encoding).
    let document: JSONDocument
    /// Whether the document is text the user gave, so findings get lines and columns.
    let hasText: Bool
    private(set) var options: ValidationOptions
    /// Whether findings are rendered into ``diagnostics`` or only counted.
    let rendersFindings: Bool
    private(set) var diagnostics: [Diagnostic] = []
    /// Findings by severity after configuration: errors, warnings, infos (shown or not).
    private(set) var counts = (errors: 0, warnings: 0, infos: 0)
    /// Findings past ``ValidationOptions/maxFindings``, by rule id in order of first omission.
    private(set) var omitted: [(ruleID: String, count: Int)] = []
    /// Rules reported as another rule while a carrying family checks a body it holds.
    private var substitutes: [(Rule, by: Rule)] = []
    /// Rules not reported while a carrying family checks a body it holds.
    private var suppressed: [Rule] = []
    /// The pointers of the nodes findings are reported at, found in one forward walk; made for the
    /// first listed finding that needs one (a run that lists none allocates none).
    var pointerCache: PointerCache?
    /// The slots of the objects the checks read (``MemberTable/read(_:_:as:)``), made for the first.
    private var memberSlots: MemberSlots?

    /// Takes fresh slots for an object of `count` members (see ``MemberSlots/take(_:)``).
    mutating func takeSlots(_ count: Int) -> (slots: MemberSlots, first: Int) {
        let taken = (memberSlots ?? MemberSlots.make()).take(count)
        memberSlots = taken.slots
        return taken
    }

    init(document: JSONDocument, hasText: Bool = true, options: ValidationOptions, rendersFindings: Bool = true) {
        self.document = document
        self.hasText = hasText
        self.options = options
        self.rendersFindings = rendersFindings
    }

    /// Which token of a member a finding points at.
    enum Token {
        /// The key token: unknown, misplaced or duplicate keys.
        case key
        /// The value token: type, range and format findings, and whole-object findings.
        case value
    }

    /// Reports a finding at a byte range of the text (or unlocated for values built in code).
    ///
    /// The message, pointer and extras are evaluated only when the finding is listed.
    mutating func report(
        _ rule: Rule, _ message: @autoclosure () -> String, pointer: @autoclosure () -> JSONPointer,
        byteRange: @autoclosure () -> Range<Int>?, expected: @autoclosure () -> String? = nil,
        actual: @autoclosure () -> String? = nil, suggestion: @autoclosure () -> String? = nil,
        size: @autoclosure () -> SizeDetails? = nil, nextStep: @autoclosure () -> NextStep? = nil
    ) {
        guard let (rule, severity) = effective(rule), counts(rule, severity) else { return }
        var diagnostic = Diagnostic(
            rule: rule, message: message(), pointer: pointer(), expected: expected(), actual: actual(),
            suggestion: suggestion(), size: size()
        )
        diagnostic.nextStep = nextStep()
        append(diagnostic, severity: severity, byteRange: byteRange())
    }

    /// Reports a finding about the member at `pointer`, located at its key or value token.
    mutating func report(
        _ rule: Rule, _ message: @autoclosure () -> String, at pointer: @autoclosure () -> JSONPointer,
        token: Token = .value, expected: @autoclosure () -> String? = nil, actual: @autoclosure () -> String? = nil,
        suggestion: @autoclosure () -> String? = nil, size: @autoclosure () -> SizeDetails? = nil
    ) {
        guard let (rule, severity) = effective(rule), counts(rule, severity) else { return }
        // Finding the token by pointer is a lookup: only for findings that are listed.
        let located = pointer()
        let diagnostic = Diagnostic(
            rule: rule, message: message(), pointer: located, expected: expected(), actual: actual(),
            suggestion: suggestion(), size: size()
        )
        append(diagnostic, severity: severity, byteRange: range(of: located, token: token))
    }

    private mutating func append(_ diagnostic: Diagnostic, severity: Severity, byteRange: Range<Int>?) {
        var diagnostic = diagnostic
        diagnostic.severity = severity
        diagnostic.byteRange = byteRange
        diagnostics.append(diagnostic)
    }

    /// Counts a finding by its severity; whether it is listed (and so built). Past
    /// ``ValidationOptions/maxFindings`` it is counted among the omitted instead.
    private mutating func counts(_ rule: Rule, _ severity: Severity) -> Bool {
        switch severity {
        case .error: counts.errors += 1
        case .warning: counts.warnings += 1
        case .info: counts.infos += 1
        }
        guard rendersFindings, severity >= options.minimumListedSeverity else { return false }
        guard diagnostics.count < options.maxFindings else {
            if let index = omitted.firstIndex(where: { $0.ruleID == rule.id }) {
                omitted[index].count += 1
            } else {
                omitted.append((rule.id, 1))
            }
            return false
        }
        return true
    }

    /// Whether a finding of `rule` reported now would be listed, so a check can skip work only a
    /// listed finding needs (a did-you-mean, say) for the findings that are only counted.
    func wouldList(_ rule: Rule) -> Bool {
        guard rendersFindings, let (_, severity) = effective(rule) else { return false }
        return severity >= options.minimumListedSeverity && diagnostics.count < options.maxFindings
    }

    /// The rule a finding is reported as (a carrying family's substitute) and its severity after
    /// configuration; `nil` when it is suppressed or disabled.
    private func effective(_ rule: Rule) -> (rule: Rule, severity: Severity)? {
        // Substitution and suppression are a few rules at most, compared only when one fires.
        let rule = substitutes.isEmpty ? rule : substitutes.first { $0.0.id == rule.id }?.by ?? rule
        guard suppressed.isEmpty || !suppressed.contains(where: { $0.id == rule.id }) else { return nil }
        guard let severity = options.severity(for: rule) else { return nil }
        return (rule, severity)
    }

    /// Runs `body` with `rules` not reported: for a family that replaces a rule of the family it
    /// carries with its own (mPaaS's `.p8` rule for the APNs token-auth one).
    mutating func suppressing(_ rules: [Rule], _ body: (inout ValidationRun) -> Void) {
        let saved = suppressed
        // A family's list as it is when none is in force: no copy.
        suppressed = saved.isEmpty ? rules : saved + rules
        body(&self)
        suppressed = saved
    }

    /// Runs `body` with each rule's findings reported as its substitute's: for a family whose own
    /// rule states a carried family's finding more strictly (FCM's `fcm.loc-args-without-key` for
    /// the APNs alert rule, at the same place).
    mutating func substituting(_ pairs: [(Rule, by: Rule)], _ body: (inout ValidationRun) -> Void) {
        let saved = substitutes
        substitutes = saved.isEmpty ? pairs : saved + pairs
        body(&self)
        substitutes = saved
    }

    /// Whether a rule will report anything (so checks can skip work for disabled rules).
    func isEnabled(_ rule: Rule) -> Bool {
        (options.disabledRules.isEmpty || !options.disabledRules.contains(rule.id))
            && (rule.offByDefault == nil || options.severityOverrides[rule.id] != nil)
            && (suppressed.isEmpty || !suppressed.contains { $0.id == rule.id })
    }

    /// The byte range of a member's key or value token in the text.
    func range(of pointer: JSONPointer, token: Token) -> Range<Int>? {
        guard let span = document.span(at: pointer) else { return nil }
        return token == .key ? span.key ?? span.value : span.value
    }

    /// Lines and columns of byte offsets, for messages that mention a second position: found in
    /// one forward pass over the text, however many there are.
    func linesAndColumns(ofBytes offsets: [Int]) -> [Int: (line: Int, column: Int)] {
        guard hasText, rendersFindings, !offsets.isEmpty else { return [:] }
        var locator = SourceLocator(source: document.source)
        var positions: [Int: (line: Int, column: Int)] = [:]
        for offset in Set(offsets).sorted() { positions[offset] = locator.position(of: offset) }
        return positions
    }

    /// The findings, located and sorted; when some were left out, a closing finding says which.
    func finishedDiagnostics() -> [Diagnostic] {
        var located = diagnostics
        if hasText {
            // Starts and ends are each located in one forward pass: an end (of a container) can lie
            // beyond the next finding's start.
            let ranged = located.indices.filter { located[$0].byteRange != nil }
            var starts = SourceLocator(source: document.source)
            var ends = SourceLocator(source: document.source)
            var endPositions = Array(repeating: (line: 1, column: 1), count: located.count)
            for index in ranged.sorted(by: { located[$0].byteRange!.upperBound < located[$1].byteRange!.upperBound }) {
                endPositions[index] = ends.position(of: located[index].byteRange!.upperBound)
            }
            for index in ranged.sorted(by: { located[$0].byteRange!.lowerBound < located[$1].byteRange!.lowerBound }) {
                guard let range = located[index].byteRange else { continue }
                let end = endPositions[index]
                let start = starts.position(of: range.lowerBound)
                located[index].location = SourceLocation(
                    line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
                    byteOffset: range.lowerBound)
            }
        }
        // Sorting indices moves two words per swap instead of whole findings; one finding (most
        // documents: `json.auto-kind`) needs no sorting.
        var sorted =
            located.count < 2
            ? located
            : located.indices.sorted { Diagnostic.precedes(located[$0], located[$1]) }.map {
                located[$0]
            }
        // The closing finding comes last, whatever its position.
        if let closing = PayloadFamily.documentChecks.omissionNotice(omitted) { sorted.append(closing) }
        return sorted
    }
}
