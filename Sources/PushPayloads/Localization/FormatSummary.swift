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
    ///
    /// Of the specifiers that do not take a string and of those that cannot be formatted, it keeps
    /// the first few (``FormatSummary/kept``) and counts all: a string of a million specifiers
    /// costs no more than its arguments' numbers.
    private final class Details: Sendable, Hashable {
        let argumentCount: Int
        /// In increasing order.
        let usedArguments: [Int]
        /// Up to `kept` distinct specifiers that do not take a string, those of the lowest
        /// arguments, in the order written.
        let mistyped: [FormatString.Specifier]
        /// How many specifiers do not take a string, and the lowest argument one takes.
        let mistypedCount: Int
        let lowestMistyped: Int
        /// The first `kept` distinct specifiers that cannot be formatted, and how many there are.
        let problems: [FormatString.Problem]
        let problemCount: Int

        init(_ builder: Builder) {
            argumentCount = builder.argumentCount
            usedArguments = builder.used.sorted()
            mistyped = builder.mistyped.sorted { $0.order < $1.order }.map(\.specifier)
            mistypedCount = builder.mistypedCount
            lowestMistyped = builder.lowestMistyped
            problems = builder.problems
            problemCount = builder.problemCount
        }

        static func == (lhs: Details, rhs: Details) -> Bool {
            lhs.argumentCount == rhs.argumentCount && lhs.usedArguments == rhs.usedArguments
                && lhs.mistyped == rhs.mistyped && lhs.mistypedCount == rhs.mistypedCount
                && lhs.problems == rhs.problems && lhs.problemCount == rhs.problemCount
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(argumentCount)
            hasher.combine(usedArguments)
        }
    }

    /// How many distinct specifiers of each list a summary keeps to name in a message.
    static let kept = 8

    /// What the specifiers of the forms gave so far.
    private struct Builder {
        var argumentCount = 0
        var used = Set<Int>()
        var mistyped: [(order: Int, specifier: FormatString.Specifier)] = []
        var mistypedCount = 0
        var lowestMistyped = Int.max
        var problems: [FormatString.Problem] = []
        var problemCount = 0

        mutating func add(_ item: FormatString.Item) {
            switch item {
            case .specifier(let specifier):
                argumentCount = max(argumentCount, specifier.argument)
                used.insert(specifier.argument)
                guard !specifier.type.takesString else { return }
                mistypedCount += 1
                lowestMistyped = min(lowestMistyped, specifier.argument)
                guard !mistyped.contains(where: { $0.specifier.text == specifier.text }) else { return }
                if mistyped.count < FormatSummary.kept {
                    mistyped.append((mistypedCount, specifier))
                } else if let highest = mistyped.indices.max(by: {
                    mistyped[$0].specifier.argument < mistyped[$1].specifier.argument
                }), specifier.argument < mistyped[highest].specifier.argument {
                    mistyped[highest] = (mistypedCount, specifier)
                }
            case .problem(let problem):
                problemCount += 1
                if problems.count < FormatSummary.kept, !problems.contains(problem) { problems.append(problem) }
            }
        }
    }

    /// Reads every form's specifiers in `syntax`; a form without `%` costs one scan.
    init(_ forms: [String], syntax: FormatString.Syntax) {
        guard forms.contains(where: { $0.utf8.contains(UInt8(ascii: "%")) }) else { return }
        var builder = Builder()
        for form in forms where form.utf8.contains(UInt8(ascii: "%")) {
            FormatString.forEach(in: form, syntax: syntax) { builder.add($0) }
        }
        // Arguments are counted from 1, so 1...n all taken is n distinct arguments up to n.
        if builder.mistypedCount == 0, builder.problemCount == 0, builder.used.count == builder.argumentCount,
            let count = UInt32(exactly: builder.argumentCount)
        {
            simpleCount = count
        } else {
            details = Details(builder)
        }
    }

    /// The highest argument any form takes.
    var argumentCount: Int { details?.argumentCount ?? Int(simpleCount) }

    /// Specifiers that do not take a string (`%d`, Apple's `%s`, ...), one per text: up to
    /// ``kept`` of them, those of the lowest arguments, in the order written.
    var mistyped: [FormatString.Specifier] { details?.mistyped ?? [] }

    /// How many specifiers do not take a string (each time one is written).
    var mistypedCount: Int { details?.mistypedCount ?? 0 }

    /// The first ``kept`` distinct specifiers that cannot be formatted.
    var problems: [FormatString.Problem] { details?.problems ?? [] }

    /// How many specifiers cannot be formatted (each time one is written).
    var problemCount: Int { details?.problemCount ?? 0 }

    /// Whether some specifier cannot be formatted.
    var hasProblems: Bool { problemCount > 0 }

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
    func hasMistyped(upTo given: Int) -> Bool { (details?.lowestMistyped ?? .max) <= given }
}
