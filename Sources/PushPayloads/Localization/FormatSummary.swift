/// What the specifiers of a string's forms take, read once when its file is read, so a check reads
/// it instead of parsing the string for every payload.
///
/// Most strings take nothing, or take arguments 1 to n each as a string with nothing wrong: those
/// are a count and nothing else (12 bytes, nothing allocated). Any other string keeps its details
/// in a shared box.
struct FormatSummary: Sendable, Hashable {
    private var details: Details?
    /// The arguments taken when every one of 1 to `simpleCount` is taken as a string (and the box is
    /// `nil`).
    private var simpleCount: UInt32 = 0

    /// The arguments some form takes, what does not take a string, what cannot be formatted.
    private final class Details: Sendable, Hashable {
        let argumentCount: Int
        /// In increasing order.
        let usedArguments: [Int]
        let mistyped: [FormatString.Specifier]
        let problems: [FormatString.Problem]

        init(
            argumentCount: Int, usedArguments: [Int], mistyped: [FormatString.Specifier],
            problems: [FormatString.Problem]
        ) {
            self.argumentCount = argumentCount
            self.usedArguments = usedArguments
            self.mistyped = mistyped
            self.problems = problems
        }

        static func == (lhs: Details, rhs: Details) -> Bool {
            lhs.argumentCount == rhs.argumentCount && lhs.usedArguments == rhs.usedArguments
                && lhs.mistyped == rhs.mistyped && lhs.problems == rhs.problems
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(argumentCount)
            hasher.combine(usedArguments)
        }
    }

    /// Reads every form's specifiers in `syntax`; a form without `%` costs one scan.
    init(_ forms: [String], syntax: FormatString.Syntax) {
        guard forms.contains(where: { $0.utf8.contains(UInt8(ascii: "%")) }) else { return }
        var argumentCount = 0
        var used = Set<Int>()
        var texts = Set<String>()
        var seen = Set<FormatString.Problem>()
        var mistyped: [FormatString.Specifier] = []
        var problems: [FormatString.Problem] = []
        for form in forms where form.utf8.contains(UInt8(ascii: "%")) {
            let format = FormatString(form, syntax: syntax)
            argumentCount = max(argumentCount, format.argumentCount)
            for specifier in format.specifiers {
                used.insert(specifier.argument)
                if !specifier.type.takesString, texts.insert(specifier.text).inserted { mistyped.append(specifier) }
            }
            for problem in format.problems where seen.insert(problem).inserted { problems.append(problem) }
        }
        // Arguments are counted from 1, so 1...n all taken is n distinct arguments up to n.
        if mistyped.isEmpty, problems.isEmpty, used.count == argumentCount, let count = UInt32(exactly: argumentCount) {
            simpleCount = count
        } else {
            details = Details(
                argumentCount: argumentCount, usedArguments: used.sorted(), mistyped: mistyped, problems: problems)
        }
    }

    /// The highest argument any form takes.
    var argumentCount: Int { details?.argumentCount ?? Int(simpleCount) }

    /// The specifiers that do not take a string (`%d`, Apple's `%s`, ...), one per text.
    var mistyped: [FormatString.Specifier] { details?.mistyped ?? [] }

    /// The specifiers that cannot be formatted, each once.
    var problems: [FormatString.Problem] { details?.problems ?? [] }

    /// Whether some specifier cannot be formatted.
    var hasProblems: Bool { details.map { !$0.problems.isEmpty } ?? false }

    /// Whether some form takes `argument`.
    func uses(_ argument: Int) -> Bool {
        guard let details else { return argument >= 1 && argument <= Int(simpleCount) }
        let usedArguments = details.usedArguments
        var low = 0
        var high = usedArguments.count
        while low < high {
            let middle = (low + high) / 2
            if usedArguments[middle] < argument { low = middle + 1 } else { high = middle }
        }
        return low < usedArguments.count && usedArguments[low] == argument
    }

    /// The arguments from 1 to `limit` (at most 64) that some form takes, as bits: argument n is
    /// bit n - 1.
    func usedBits(upTo limit: Int) -> UInt64 {
        let limit = min(limit, 64)
        guard limit > 0 else { return 0 }
        guard let details else {
            let count = min(Int(simpleCount), limit)
            return count == 64 ? .max : (1 << UInt64(count)) - 1
        }
        var bits: UInt64 = 0
        for argument in details.usedArguments where argument >= 1 {
            guard argument <= limit else { break }
            bits |= 1 << UInt64(argument - 1)
        }
        return bits
    }

    /// Whether a specifier that does not take a string takes one of the first `given` arguments.
    func hasMistyped(upTo given: Int) -> Bool { details?.mistyped.contains { $0.argument <= given } ?? false }
}
