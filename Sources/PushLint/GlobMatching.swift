/// A relative path as patterns read it: the characters of its segments, each segment followed by
/// one `/` (empty segments dropped), so that `a//b/` and `a/b` read alike.
struct GlobPath {
    /// The segments' characters; `/` only after each segment.
    let characters: [Character]

    init(_ path: String) {
        var characters: [Character] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            characters.append(contentsOf: segment)
            characters.append("/")
        }
        self.characters = characters
    }
}

extension GlobProgram {
    /// Where matching is within the current pattern segment: nothing of it yet, only a `*`, only
    /// `**` (consuming no characters: perhaps a `**` segment), or something else.
    private enum SegmentState: Int {
        case empty = 0, oneStar, twoStars, other
    }

    /// Whether the program matches `path`, trying every pattern position against every path
    /// position at most once per state: time O(instructions × characters), never exponential.
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - anyDepth: Whether an alternative without `/` may match from any segment on (as if it
    ///     began with `**/`).
    ///   - wholePath: Whether the pattern must match the whole path; otherwise a match of one of
    ///     its directories is enough.
    func matches(_ path: GlobPath, anyDepth: Bool, wholePath: Bool) -> Bool {
        run(path, anyDepth: anyDepth, wholePath: wholePath).matched
    }

    /// The most states matching a path of `characters` characters may handle: each of the
    /// program's states once at each position.
    func maximumSteps(characters: Int) -> Int {
        (instructions.count << 3) * (characters + 1)
    }

    /// ``matches(_:anyDepth:wholePath:)``, and how many states it handled (never more than
    /// ``maximumSteps(characters:)``).
    func run(_ path: GlobPath, anyDepth: Bool, wholePath: Bool) -> (matched: Bool, steps: Int) {
        let characters = path.characters
        let total = characters.count
        // A state is (instruction, segment state, late): `late` when matching began at a later
        // segment (anyDepth), which an alternative with a `/` may not do. `seen` holds the
        // position each state was last added at, so each is handled once per position: one half
        // for even positions, one for odd, so adding a state for the next position does not
        // erase that it was added for this one.
        let states = instructions.count << 3
        var seen = [Int32](repeating: -1, count: states << 1)
        var current: [Int] = []
        var next: [Int] = []
        // The instructions after a `**` segment: entered again at every later segment start.
        var afterGlobstar: [Int] = []
        var isAfterGlobstar = [Bool](repeating: false, count: instructions.count)
        var position = 0
        var steps = 0

        func add(_ instruction: Int, _ segment: SegmentState, _ late: Int, to list: inout [Int], at position: Int) {
            let state = instruction << 3 | segment.rawValue << 1 | late
            let slot = (position & 1) * states + state
            guard seen[slot] != Int32(truncatingIfNeeded: position) else { return }
            seen[slot] = Int32(truncatingIfNeeded: position)
            list.append(state)
        }

        while true {
            if position == 0 || characters[position - 1] == "/" {
                if position == 0 {
                    add(0, .empty, 0, to: &current, at: position)
                } else if anyDepth {
                    add(0, .empty, 1, to: &current, at: position)
                }
                for instruction in afterGlobstar { add(instruction, .empty, 0, to: &current, at: position) }
            }
            let character: Character? = position < total ? characters[position] : nil
            // A character a segment's pattern may take (never the `/` that ends it).
            let inSegment = character.map { $0 != "/" } ?? false
            var index = 0
            while index < current.count {
                let state = current[index]
                index += 1
                steps += 1
                let instruction = state >> 3
                let late = state & 1
                guard let segment = SegmentState(rawValue: state >> 1 & 3) else { continue }
                let consumes = segment == .empty || segment == .other
                switch instructions[instruction] {
                case .fork(let starts):
                    for start in starts { add(start, segment, late, to: &current, at: position) }
                case .jump(let target):
                    add(target, segment, late, to: &current, at: position)
                case .character(let literal):
                    if consumes, inSegment, character == literal {
                        add(instruction + 1, .other, late, to: &next, at: position + 1)
                    }
                case .one:
                    if consumes, inSegment { add(instruction + 1, .other, late, to: &next, at: position + 1) }
                case .set(let set):
                    if consumes, inSegment, let character, set.contains(character) {
                        add(instruction + 1, .other, late, to: &next, at: position + 1)
                    }
                case .star:
                    switch segment {
                    case .empty, .other:
                        if segment == .empty { add(instruction + 1, .oneStar, late, to: &current, at: position) }
                        add(instruction + 1, .other, late, to: &current, at: position)
                        if inSegment { add(instruction, .other, late, to: &next, at: position + 1) }
                    case .oneStar:
                        add(instruction + 1, .twoStars, late, to: &current, at: position)
                    case .twoStars:
                        break  // `***`: an ordinary segment, which the `.other` states match
                    }
                case .slash:
                    // An alternative with a `/` matches from the first segment only.
                    guard late == 0 else { break }
                    switch segment {
                    case .empty:
                        add(instruction + 1, .empty, 0, to: &current, at: position)
                    case .other:
                        if character == "/" { add(instruction + 1, .empty, 0, to: &next, at: position + 1) }
                    case .twoStars:
                        // A `**` segment: none of the path's segments, or any number of them.
                        add(instruction + 1, .empty, 0, to: &current, at: position)
                        if !isAfterGlobstar[instruction + 1] {
                            isAfterGlobstar[instruction + 1] = true
                            afterGlobstar.append(instruction + 1)
                        }
                    case .oneStar:
                        break  // a `*` segment: the `.other` states match it
                    }
                case .end:
                    switch segment {
                    case .empty:
                        if position == total || !wholePath { return (true, steps) }
                    case .other:
                        if character == "/", position + 1 == total || !wholePath { return (true, steps) }
                    case .twoStars:
                        return (true, steps)  // a final `**` takes the rest of the path
                    case .oneStar:
                        break
                    }
                }
            }
            guard position < total else { return (false, steps) }
            if next.isEmpty {
                // Nothing is matching: only a new start or a `**` continues, at the next segment.
                guard anyDepth || !afterGlobstar.isEmpty,
                    let slash = characters[position...].firstIndex(of: "/")
                else { return (false, steps) }
                position = slash + 1
                current.removeAll(keepingCapacity: true)
            } else {
                position += 1
                swap(&current, &next)
                next.removeAll(keepingCapacity: true)
            }
        }
    }
}
