/// The byte span of one value in the source text, in preorder.
struct NodeSpan: Sendable {
    /// Byte range of the member's key token (quotes included), or -1 when the value is not a member.
    var keyStart: Int32
    var keyEnd: Int32
    /// Byte range of the value token.
    var start: Int32
    var end: Int32
    /// Index of the first node after this value's subtree.
    var next: Int32
}

/// An iterative RFC 8259 parser over contiguous bytes.
///
/// It never recurses: open containers live on `frames`, finished values on two shared stacks that
/// are sliced into exactly-sized arrays when a container closes. Every byte is looked at a bounded
/// number of times, so time is linear in the input.
struct JSONParser: ~Copyable {
    static let maxDepth = 512

    struct Frame {
        var isObject: Bool
        /// Members or elements completed so far.
        var count = 0
        /// Index of this container's node in `spans` (-1 without positions).
        var node: Int32
        /// The key of the member being parsed (objects).
        var key = ""
        var keyStart = 0
        var keyEnd = 0
        /// Whether a key has been read and its value not yet attached.
        var inMember = false
        /// Key index for duplicate detection once the object is large.
        var keyIndex: [CodePointKey: (member: Int, keyOffset: Int)]? = nil
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    let recordsPositions: Bool
    var frames: [Frame] = []
    var values: [JSONValue] = []
    var members: [JSONObject.Member] = []
    var spans: [NodeSpan] = []
    var findings: [JSONFinding] = []
    /// Bytes the library's writer would save on the escapes used in strings.
    var escapeSavings = 0
    /// Scratch buffer for strings with escapes.
    var scratch: [UInt8] = []
    /// Offsets of lone surrogate escapes in the string just scanned.
    var surrogateOffsets: [Int] = []
    /// Key span waiting for the value that follows it.
    var pendingKeyStart: Int32 = -1
    var pendingKeyEnd: Int32 = -1

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, recordsPositions: Bool) {
        self.bytes = bytes
        self.index = start
        self.recordsPositions = recordsPositions && bytes.count < Int(Int32.max)
        if self.recordsPositions { spans.reserveCapacity(bytes.count / 8 + 4) }
        frames.reserveCapacity(16)
        values.reserveCapacity(16)
        members.reserveCapacity(32)
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONReadError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONReadError(code: .emptyInput, byteOffset: index, message: "the input has no JSON value")
        }
        let root = try parseValues()
        skipWhitespace()
        if index < bytes.count {
            if UTF8Validation.sequenceLength(bytes, at: index) == 0 { throw invalidUTF8() }
            throw JSONReadError(
                code: .trailingData, byteOffset: index,
                message: "unexpected \(UTF8Validation.describeCharacter(bytes, at: index)) after the top-level value"
            )
        }
        return root
    }

    /// Parses one complete value starting at `index` (whitespace skipped), containers included.
    private mutating func parseValues() throws(JSONReadError) -> JSONValue {
        while true {
            var value: JSONValue
            guard index < bytes.count else { throw syntax("expected a value, found end of input") }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try open(isObject: true, at: start)
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = closeObject()
                } else {
                    try readKey()
                    continue
                }
            case UInt8(ascii: "["):
                try open(isObject: false, at: start)
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = closeArray()
                } else {
                    continue
                }
            case UInt8(ascii: "\""):
                let string = try scanString()
                recordLeaf(start: start)
                recordSurrogates()
                value = .string(string)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number = try scanNumber()
                recordLeaf(start: start)
                value = .number(number)
            case UInt8(ascii: "t"):
                try scanLiteral("true")
                recordLeaf(start: start)
                value = .bool(true)
            case UInt8(ascii: "f"):
                try scanLiteral("false")
                recordLeaf(start: start)
                value = .bool(false)
            case UInt8(ascii: "n"):
                try scanLiteral("null")
                recordLeaf(start: start)
                value = .null
            default:
                throw unexpected(expecting: "a value")
            }
            // Attach the finished value to its container, closing containers as they end.
            while let top = frames.last {
                attach(value)
                skipWhitespace()
                guard index < bytes.count else {
                    throw syntax(
                        "unterminated \(top.isObject ? "object" : "array"): expected ',' or '\(top.isObject ? "}" : "]")', found end of input"
                    )
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                    let close = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if index < bytes.count && bytes[index] == close {
                        throw syntax("trailing comma before '\(top.isObject ? "}" : "]")'")
                    }
                    if top.isObject { try readKey() }
                    break
                }
                if top.isObject && byte == UInt8(ascii: "}") {
                    index += 1
                    value = closeObject()
                } else if !top.isObject && byte == UInt8(ascii: "]") {
                    index += 1
                    value = closeArray()
                } else {
                    throw unexpected(
                        expecting: top.isObject
                            ? "',' or '}' after an object member" : "',' or ']' after an array element")
                }
            }
            if frames.isEmpty { return value }
        }
    }

    // MARK: Containers

    private mutating func open(isObject: Bool, at start: Int) throws(JSONReadError) {
        guard frames.count < JSONParser.maxDepth else {
            throw JSONReadError(
                code: .depthExceeded, byteOffset: start, pointer: currentPointer(),
                message: "arrays and objects are nested more than \(JSONParser.maxDepth) deep"
            )
        }
        var node: Int32 = -1
        if recordsPositions {
            node = Int32(spans.count)
            spans.append(
                NodeSpan(keyStart: pendingKeyStart, keyEnd: pendingKeyEnd, start: Int32(start), end: -1, next: -1))
            pendingKeyStart = -1
        }
        frames.append(Frame(isObject: isObject, node: node))
        index += 1
    }

    private mutating func finishNode(_ node: Int32) {
        guard node >= 0 else { return }
        spans[Int(node)].end = Int32(index)
        spans[Int(node)].next = Int32(spans.count)
    }

    private mutating func closeObject() -> JSONValue {
        let frame = frames.removeLast()
        finishNode(frame.node)
        let object = JSONObject(Array(members[(members.count - frame.count)...]))
        members.removeLast(frame.count)
        return .object(object)
    }

    private mutating func closeArray() -> JSONValue {
        let frame = frames.removeLast()
        finishNode(frame.node)
        let elements = Array(values[(values.count - frame.count)...])
        values.removeLast(frame.count)
        return .array(elements)
    }

    /// Reads `"key"` and `:` of the next member, leaving `index` at its value.
    private mutating func readKey() throws(JSONReadError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw unexpected(expecting: "a string key")
        }
        let keyStart = index
        let key = try scanString()
        let top = frames.count - 1
        frames[top].key = key
        frames[top].keyStart = keyStart
        frames[top].keyEnd = index
        frames[top].inMember = true
        recordSurrogates()
        pendingKeyStart = Int32(truncatingIfNeeded: keyStart)
        pendingKeyEnd = Int32(truncatingIfNeeded: index)
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw unexpected(expecting: "':' after the key")
        }
        index += 1
        skipWhitespace()
    }

    private mutating func attach(_ value: JSONValue) {
        let top = frames.count - 1
        guard frames[top].isObject else {
            values.append(value)
            frames[top].count += 1
            return
        }
        let key = frames[top].key
        if let first = firstOccurrence(of: key, in: top) {
            let same = members[first.member].value == value
            findings.append(
                JSONFinding(
                    kind: .duplicateKey(firstKeyOffset: first.keyOffset, sameValue: same),
                    pointer: currentPointer(), byteRange: frames[top].keyStart..<frames[top].keyEnd
                )
            )
        }
        members.append(JSONObject.Member(key: key, value: value))
        frames[top].count += 1
        frames[top].inMember = false
    }

    /// Finds an earlier member with the same key in the object on frame `top`, and indexes the new
    /// one. Small objects are searched linearly; from 16 members on a hash index keeps this linear.
    private mutating func firstOccurrence(of key: String, in top: Int) -> (member: Int, keyOffset: Int)? {
        let base = members.count - frames[top].count
        if frames[top].keyIndex == nil {
            for position in base..<members.count where sameCodePoints(members[position].key, key) {
                return (position, keyOffset(ofMember: position - base, in: top))
            }
            if frames[top].count < 16 { return nil }
            var keyIndex: [CodePointKey: (member: Int, keyOffset: Int)] = [:]
            for position in base..<members.count where keyIndex[CodePointKey(members[position].key)] == nil {
                keyIndex[CodePointKey(members[position].key)] = (
                    position - base, keyOffset(ofMember: position - base, in: top)
                )
            }
            frames[top].keyIndex = keyIndex
        }
        let entry = CodePointKey(key)
        if let first = frames[top].keyIndex?[entry] { return (base + first.member, first.keyOffset) }
        let newEntry = (member: frames[top].count, keyOffset: frames[top].keyStart)
        frames[top].keyIndex?[entry] = newEntry
        return nil
    }

    /// The key offset of member `ordinal` of the object on frame `top`, walked through the spans.
    private func keyOffset(ofMember ordinal: Int, in top: Int) -> Int {
        let node = frames[top].node
        guard node >= 0 else { return -1 }
        var child = Int(node) + 1
        for _ in 0..<ordinal { child = Int(spans[child].next) }
        return Int(spans[child].keyStart)
    }

    private mutating func recordLeaf(start: Int) {
        guard recordsPositions else { return }
        let next = Int32(spans.count + 1)
        spans.append(
            NodeSpan(
                keyStart: pendingKeyStart, keyEnd: pendingKeyEnd, start: Int32(start), end: Int32(index), next: next))
        pendingKeyStart = -1
    }

    /// Turns lone surrogates found in the string just scanned into findings. Called right after a
    /// value string, or after a key has been stored in its frame, so the pointer names the member.
    private mutating func recordSurrogates() {
        guard !surrogateOffsets.isEmpty else { return }
        let pointer = currentPointer()
        for offset in surrogateOffsets {
            findings.append(JSONFinding(kind: .loneSurrogate, pointer: pointer, byteRange: offset..<offset + 6))
        }
        surrogateOffsets.removeAll(keepingCapacity: true)
    }

    // MARK: Positions and errors

    /// The pointer of the member being parsed.
    func currentPointer() -> JSONPointer {
        var tokens: [String] = []
        tokens.reserveCapacity(frames.count)
        for frame in frames {
            if frame.isObject {
                guard frame.inMember else { break }
                tokens.append(frame.key)
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
        JSONReadError(
            code: .invalidUTF8, byteOffset: index, pointer: currentPointer(),
            message: "byte 0x\(UTF8Validation.hex(bytes[index], digits: 2)) does not start a well-formed UTF-8 sequence"
        )
    }

    /// The error for an unexpected byte at `index`, with a hint for the usual mistakes.
    func unexpected(expecting: String) -> JSONReadError {
        guard index < bytes.count else { return syntax("expected \(expecting), found end of input") }
        if UTF8Validation.sequenceLength(bytes, at: index) == 0 { return invalidUTF8() }
        let found = UTF8Validation.describeCharacter(bytes, at: index)
        let hint: String
        switch bytes[index] {
        case UInt8(ascii: "/"): hint = " (comments are not allowed in JSON)"
        case UInt8(ascii: "'"): hint = " (strings must use double quotes)"
        case 0x0C, 0x0B: hint = " (only space, tab, LF and CR are JSON whitespace)"
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
            hint = " (only space, tab, LF and CR are JSON whitespace)"
        case 0xE2, 0xEF: hint = " (only space, tab, LF and CR are JSON whitespace)"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            hint =
                expecting == "a string key"
                ? " (keys must be double-quoted strings)" : " (literals are true, false and null)"
        default: hint = ""
        }
        return syntax("expected \(expecting), found \(found)\(hint)")
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}

/// A string key hashed and compared by code points (Swift's `String` uses canonical equivalence).
struct CodePointKey: Hashable {
    let string: String
    init(_ string: String) { self.string = string }
    static func == (lhs: CodePointKey, rhs: CodePointKey) -> Bool { sameCodePoints(lhs.string, rhs.string) }
    func hash(into hasher: inout Hasher) { hasher.combineCodePoints(of: string) }
}

/// Whether two strings hold the same Unicode scalars (not merely canonically equivalent ones).
@inline(__always)
func sameCodePoints(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && a == b && a.utf8.elementsEqual(b.utf8)
}
