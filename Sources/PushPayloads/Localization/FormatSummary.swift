/// What the specifiers of a string's forms take, read once when its file is read, so a check reads
/// it instead of parsing the string for every payload.
struct FormatSummary: Sendable, Hashable {
    /// The highest argument any form takes.
    private(set) var argumentCount = 0
    /// The arguments some form takes, in increasing order.
    private(set) var usedArguments: [Int] = []
    /// The specifiers that do not take a string (`%d`, Apple's `%s`, ...), one per text.
    private(set) var mistyped: [FormatString.Specifier] = []
    /// The specifiers that cannot be formatted, each once.
    private(set) var problems: [FormatString.Problem] = []

    /// Reads every form's specifiers in `syntax`; a form without `%` costs one scan.
    init(_ forms: [String], syntax: FormatString.Syntax) {
        guard forms.contains(where: { $0.utf8.contains(UInt8(ascii: "%")) }) else { return }
        var used = Set<Int>()
        var texts = Set<String>()
        var seen = Set<FormatString.Problem>()
        for form in forms where form.utf8.contains(UInt8(ascii: "%")) {
            let format = FormatString(form, syntax: syntax)
            argumentCount = max(argumentCount, format.argumentCount)
            for specifier in format.specifiers {
                used.insert(specifier.argument)
                if !specifier.type.takesString, texts.insert(specifier.text).inserted { mistyped.append(specifier) }
            }
            for problem in format.problems where seen.insert(problem).inserted { problems.append(problem) }
        }
        usedArguments = used.sorted()
    }

    /// Whether some form takes `argument`.
    func uses(_ argument: Int) -> Bool {
        var low = 0
        var high = usedArguments.count
        while low < high {
            let middle = (low + high) / 2
            if usedArguments[middle] < argument { low = middle + 1 } else { high = middle }
        }
        return low < usedArguments.count && usedArguments[low] == argument
    }

    /// Whether a specifier that does not take a string takes one of the first `given` arguments.
    func hasMistyped(upTo given: Int) -> Bool { mistyped.contains { $0.argument <= given } }
}
