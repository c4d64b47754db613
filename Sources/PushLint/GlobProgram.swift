/// A pattern compiled for ``Glob``: one instruction per pattern character, each brace group a fork
/// to its alternatives and a jump from each alternative's end, so alternatives are never expanded
/// and the program is as long as the pattern.
struct GlobProgram: Sendable {
    /// One step of a pattern.
    enum Instruction: Sendable {
        /// A character the path must have here.
        case character(Character)
        /// `?`: any one character of a segment.
        case one
        /// `[...]`: one character of a segment in (or not in) a set.
        case set(BracketSet)
        /// `*`: any run of characters of a segment; twice as a whole segment, any number of segments.
        case star
        /// `/`: the end of a segment (repeated, leading or trailing ones end none).
        case slash
        /// `{`: the first instruction of each alternative.
        case fork([Int])
        /// The end of an alternative: the instruction after its group.
        case jump(Int)
        /// The end of the pattern.
        case end
    }

    /// The instructions; the first is where matching starts, the last is ``Instruction/end``.
    let instructions: [Instruction]

    /// Compiles a pattern whose braces ``checkBraces(_:shown:)`` accepted.
    ///
    /// - Parameters:
    ///   - characters: The pattern, its leading `./` removed.
    ///   - shown: The pattern as messages show it.
    /// - Throws: A message when a `[` has no `]` in its segment, or a brace character stands inside
    ///   a `[...]` set (which would make the set differ from one alternative to another).
    init(_ characters: [Character], shown: String) throws(UsageError) {
        var instructions: [Instruction] = []
        instructions.reserveCapacity(characters.count + 1)
        // Each open group: its fork, the first instruction of each alternative, the jumps to patch.
        var groups: [(fork: Int, starts: [Int], jumps: [Int])] = []
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "{":
                groups.append((instructions.count, [instructions.count + 1], []))
                instructions.append(.fork([]))
            case "," where !groups.isEmpty:
                groups[groups.count - 1].jumps.append(instructions.count)
                instructions.append(.jump(0))
                groups[groups.count - 1].starts.append(instructions.count)
            case "}" where !groups.isEmpty:
                let group = groups.removeLast()
                instructions.append(.jump(0))
                instructions[group.fork] = .fork(group.starts)
                for jump in group.jumps + [instructions.count - 1] { instructions[jump] = .jump(instructions.count) }
            case "*": instructions.append(.star)
            case "?": instructions.append(.one)
            case "/": instructions.append(.slash)
            case "[":
                let inGroup = !groups.isEmpty
                // A set ends before the segment does and within one alternative.
                let stops = { (character: Character) in
                    character == "/" || character == "{" || (inGroup && (character == "," || character == "}"))
                }
                guard let (set, next) = BracketSet.parse(characters, at: index, stopsAt: stops) else {
                    let rest = characters[(index + 1)...]
                    if let stop = rest.firstIndex(where: stops), characters[stop] != "/",
                        characters[stop...].contains("]")
                    {
                        throw UsageError(
                            "the pattern '\(shown)' has a brace inside a '[...]' set; write the set in each alternative"
                        )
                    }
                    throw UsageError("the pattern '\(shown)' has a '[' with no ']'")
                }
                instructions.append(.set(set))
                index = next
                continue
            case let literal:
                instructions.append(.character(literal))
            }
            index += 1
        }
        instructions.append(.end)
        self.instructions = instructions
    }

    /// Refuses a pattern whose braces are not closed, nest more than `maxNesting` deep, or give
    /// more than `maxAlternatives` alternatives, counted without expanding them.
    static func checkBraces(
        _ characters: [Character], shown: String, maxNesting: Int, maxAlternatives: Int
    ) throws(UsageError) {
        // Counts stop just above the limit, so they never overflow.
        let cap = maxAlternatives + 1
        // Each open group: the alternatives of its finished alternatives, and of the current one.
        var groups: [(sum: Int, product: Int)] = []
        var total = 1
        for character in characters {
            switch character {
            case "{":
                guard groups.count < maxNesting else {
                    throw UsageError("the pattern '\(shown)' nests braces more than \(maxNesting) deep")
                }
                groups.append((0, 1))
            case "," where !groups.isEmpty:
                let group = groups[groups.count - 1]
                groups[groups.count - 1] = (min(group.sum + group.product, cap), 1)
            case "}" where !groups.isEmpty:
                let group = groups.removeLast()
                let count = min(group.sum + group.product, cap)
                if groups.isEmpty {
                    total = min(total * count, cap)
                } else {
                    groups[groups.count - 1].product = min(groups[groups.count - 1].product * count, cap)
                }
            default:
                break
            }
        }
        guard groups.isEmpty else { throw UsageError("the pattern '\(shown)' has a '{' with no '}'") }
        guard total <= maxAlternatives else {
            throw UsageError("the pattern '\(shown)' has more than \(maxAlternatives) alternatives ({a,b} choices)")
        }
    }
}

/// A `[...]` set: its characters and ranges, and whether it is negated (`[!a]` or `[^a]`).
struct BracketSet: Sendable {
    var negated = false
    var characters: [Character] = []
    var ranges: [ClosedRange<Character>] = []

    /// Whether a character of a segment is in the set (or, negated, not in it).
    func contains(_ character: Character) -> Bool {
        (characters.contains(character) || ranges.contains { $0.contains(character) }) != negated
    }

    /// The set whose `[` is at `start`, and the index after its `]`; `nil` when a character for
    /// which `stopsAt` holds, or the end, comes first. A `]` right after `[` (or `[!`) is a member,
    /// and `a-z` is a range unless `z` is `]`.
    static func parse(_ pattern: [Character], at start: Int, stopsAt: (Character) -> Bool) -> (BracketSet, Int)? {
        var set = BracketSet()
        var index = start + 1
        func ends(_ index: Int) -> Bool { index >= pattern.count || stopsAt(pattern[index]) }
        if !ends(index), pattern[index] == "!" || pattern[index] == "^" {
            set.negated = true
            index += 1
        }
        var first = true
        while !ends(index), pattern[index] != "]" || first {
            first = false
            let low = pattern[index]
            if !ends(index + 2), pattern[index + 1] == "-", pattern[index + 2] != "]" {
                // `z-a` is a range of nothing, as the comparison `z <= c && c <= a` always was.
                if low <= pattern[index + 2] { set.ranges.append(low...pattern[index + 2]) }
                index += 3
            } else {
                set.characters.append(low)
                index += 1
            }
        }
        guard !ends(index) else { return nil }
        return (set, index + 1)
    }
}
