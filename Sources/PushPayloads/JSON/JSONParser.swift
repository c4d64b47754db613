/// An iterative RFC 8259 parser that writes a tape (``TapeNode``) over contiguous bytes.
///
/// It never recurses: open containers live on `frames`, each a few words. It creates no Swift
/// strings or arrays per value; keys are compared as bytes in the text. Every byte is looked at a
/// bounded number of times, so time is linear in the input.
struct JSONParser: ~Copyable {
    static let maxDepth = 512
    /// The largest input: a text of n bytes has at most (n + 1) / 2 + 1 tokens (`[1,1,…]`), so
    /// inputs up to this size always fit the tape's ``TapeNode/maxCount``.
    static let maxInputBytes = 2 * (TapeNode.maxCount - 2)

    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    /// Whether to look for duplicate keys (the plain value path skips it).
    let findsDuplicates: Bool
    var frames = FrameStack(capacity: JSONParser.maxDepth)
    var nodes: GrowableBuffer<TapeNode>
    /// Key indexes of large open objects, by depth (an array: looking one up per key costs no
    /// hashing).
    var largeObjectKeys: [KeyIndex?] = []
    var findings: [JSONFinding] = []
    /// How many findings of one category are kept; the others are only counted, so that a text
    /// with a million duplicate keys does not hold a million findings.
    let findingLimit: Int
    /// Findings past ``findingLimit``: one of each category, and how many there were.
    var omittedFindings: [(finding: JSONFinding, count: Int)] = []
    /// Findings kept, by category.
    private var keptFindings = [Int](repeating: 0, count: JSONFinding.categoryCount)
    /// Bytes the library's writer would save on the escapes used in strings.
    var escapeSavings = 0
    /// The compact size so far: token bytes of leaves and brackets and separators of closed
    /// containers (escape savings are subtracted at the end).
    var compactBytes = 0
    /// Values of first occurrences of duplicated keys, by key node.
    var firstValues: [Int: JSONValue] = [:]
    /// Offsets of lone surrogate escapes in the string just scanned.
    var loneSurrogates: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, findsDuplicates: Bool, findingLimit: Int = .max) {
        self.bytes = bytes
        self.index = start
        self.findsDuplicates = findsDuplicates
        self.findingLimit = findingLimit
        nodes = GrowableBuffer(capacity: TapeStorage.reservedCount(forBytes: bytes.count))
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONReadError) {
        guard bytes.count <= JSONParser.maxInputBytes else {
            throw JSONReadError(
                code: .syntax, byteOffset: 0,
                message: "the input is larger than the \(JSONParser.maxInputBytes) bytes (512 MiB) the reader accepts")
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONReadError(code: .emptyInput, byteOffset: index, message: "the input has no JSON value")
        }
        try parseValues()
        skipWhitespace()
        if index < bytes.count {
            if UTF8Validation.sequenceLength(bytes, at: index) == 0 { throw invalidUTF8() }
            throw JSONReadError(
                code: .trailingData, byteOffset: index,
                message: "unexpected \(UTF8Validation.describeCharacter(bytes, at: index)) after the top-level value"
            )
        }
    }

    /// Parses one complete value at `index` (whitespace skipped), containers included.
    private mutating func parseValues() throws(JSONReadError) {
        while true {
            guard index < bytes.count else { throw syntax("expected a value, found end of input") }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try open(.object)
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    close()
                } else {
                    try readKey()
                    continue
                }
            case UInt8(ascii: "["):
                try open(.array)
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    close()
                } else {
                    continue
                }
            case UInt8(ascii: "\""):
                if try scanString() { recordLoneSurrogates() }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try scanNumber()
                appendLeaf(.number, start: start)
            case UInt8(ascii: "t"):
                try scanLiteral("true")
                appendLeaf(.true, start: start)
            case UInt8(ascii: "f"):
                try scanLiteral("false")
                appendLeaf(.false, start: start)
            case UInt8(ascii: "n"):
                try scanLiteral("null")
                appendLeaf(.null, start: start)
            case UInt8(ascii: "]") where !frames.isEmpty && !frames.top.pointee.isObject:
                // Only after a comma: an empty array was closed where it opened.
                throw syntax("trailing comma before ']'")
            default:
                throw unexpected(expecting: "a value")
            }
            // A value is finished: count it in its container, closing containers as they end.
            while !frames.isEmpty {
                finishMember()
                skipWhitespace()
                let isObject = frames.top.pointee.isObject
                guard index < bytes.count else {
                    let noun = isObject ? "object" : "array"
                    throw syntax("unterminated \(noun): expected ',' or '\(isObject ? "}" : "]")', found end of input")
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                    // A closing bracket here is a trailing comma: `readKey` and the value switch
                    // say so where they meet it.
                    if isObject { try readKey() }
                    break
                }
                if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    close()
                } else {
                    throw unexpected(
                        expecting: isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
                    )
                }
            }
            if frames.isEmpty { return }
        }
    }

    /// Keeps `finding`, or counts it when its category has ``findingLimit`` kept already.
    mutating func record(_ finding: JSONFinding) {
        let category = finding.category
        guard keptFindings[category] >= findingLimit else {
            keptFindings[category] += 1
            findings.append(finding)
            return
        }
        if let index = omittedFindings.firstIndex(where: { $0.finding.category == category }) {
            omittedFindings[index].count += 1
        } else {
            omittedFindings.append((finding, 1))
        }
    }

    // MARK: Nodes and containers

    @inline(__always)
    mutating func appendLeaf(_ kind: TapeNode.Kind, start: Int, flags: UInt8 = 0) {
        compactBytes &+= index &- start
        let next = UInt32(truncatingIfNeeded: nodes.count + 1)
        nodes.append(
            TapeNode(
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: index), next: next,
                kind: kind, flags: flags
            )
        )
    }

    private mutating func open(_ kind: TapeNode.Kind) throws(JSONReadError) {
        guard frames.count < JSONParser.maxDepth else {
            throw JSONReadError(
                code: .depthExceeded, byteOffset: index, pointer: currentPointer(),
                message: "arrays and objects are nested more than \(JSONParser.maxDepth) deep"
            )
        }
        frames.push(
            FrameStack.Frame(
                node: Int32(truncatingIfNeeded: nodes.count), isObject: kind == .object
            )
        )
        appendLeaf(kind, start: index)
        index += 1
    }

    /// Closes the innermost container; `index` is just after its closing bracket.
    private mutating func close() {
        let frame = frames.pop()
        // A large object's index goes with it (an object just over the limit may have none yet).
        if frame.isObject && findsDuplicates && frame.count > JSONParser.linearKeyLimit,
            frames.count < largeObjectKeys.count
        {
            largeObjectKeys[frames.count] = nil
        }
        let node = Int(frame.node)
        var closed = nodes[node]
        closed.end = UInt32(truncatingIfNeeded: index)
        closed.next = UInt32(truncatingIfNeeded: nodes.count)
        nodes[node] = closed
        let members = Int(frame.count)
        compactBytes &+= 2 &+ max(members &- 1, 0) &+ (frame.isObject ? members : 0)
    }

    /// Reads `"key"` and `:` of the next member, leaving `index` at its value.
    @inline(__always)
    private mutating func readKey() throws(JSONReadError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            // Only after a comma: an empty object was closed where it opened.
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { throw syntax("trailing comma before '}'") }
            throw unexpected(expecting: "a string key")
        }
        frames.top.pointee.keyNode = Int32(truncatingIfNeeded: nodes.count)
        let lone = try scanString()
        frames.top.pointee.inMember = true
        if lone { recordLoneSurrogates() }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw unexpected(expecting: "':' after the key")
        }
        index += 1
        skipWhitespace()
    }

    /// Counts the value just finished in the innermost container (and checks its key).
    @inline(__always)
    private mutating func finishMember() {
        let top = frames.top
        if top.pointee.isObject {
            if findsDuplicates { checkDuplicate(in: top) }
            top.pointee.inMember = false
        }
        top.pointee.count += 1
    }

    // MARK: Positions and errors

    /// The pointer of the member being parsed.
    func currentPointer() -> JSONPointer {
        var tokens: [String] = []
        tokens.reserveCapacity(frames.count)
        for depth in 0..<frames.count {
            let frame = frames[depth]
            if frame.isObject {
                guard frame.inMember, frame.keyNode >= 0 else { break }
                tokens.append(JSONMaterializer.string(at: Int(frame.keyNode), nodes: nodes.buffer, bytes: bytes))
            } else {
                tokens.append(String(frame.count))
            }
        }
        return JSONPointer(tokens: tokens)
    }

    func syntax(_ message: String) -> JSONReadError {
        JSONReadError(code: .syntax, byteOffset: index, pointer: currentPointer(), message: message)
    }

    func invalidUTF8() -> JSONReadError {
        let problem = JSONStringEscapes.invalidUTF8(bytes, at: index)
        return JSONReadError(code: problem.code, byteOffset: index, pointer: currentPointer(), message: problem.message)
    }

    /// The error for an unexpected byte at `index`, with a hint for the usual mistakes.
    func unexpected(expecting: String) -> JSONReadError {
        guard index < bytes.count else { return syntax("expected \(expecting), found end of input") }
        if UTF8Validation.sequenceLength(bytes, at: index) == 0 { return invalidUTF8() }
        let found = UTF8Validation.describeCharacter(bytes, at: index)
        let whitespaceHint = " (only space, tab, LF and CR are JSON whitespace)"
        let hint: String
        switch bytes[index] {
        case UInt8(ascii: "/"): hint = " (comments are not allowed in JSON)"
        case UInt8(ascii: "'"): hint = " (strings must use double quotes)"
        case 0x0C, 0x0B: hint = whitespaceHint
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0: hint = whitespaceHint
        case 0xE2, 0xEF: hint = whitespaceHint
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            hint =
                expecting == "a string key"
                ? " (keys must be double-quoted strings)" : " (literals are true, false and null)"
        default: hint = ""
        }
        return syntax("expected \(expecting), found \(found)\(hint)")
    }

    /// Skips JSON whitespace. Compact text has none between tokens: one comparison says so.
    @inline(__always)
    mutating func skipWhitespace() {
        guard index < bytes.count, bytes[index] <= 0x20 else { return }
        skipWhitespaceRun()
    }

    @inline(never)
    private mutating func skipWhitespaceRun() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}
