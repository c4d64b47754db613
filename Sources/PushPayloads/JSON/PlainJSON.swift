/// JSON text of the plainest kind, read in place: the fast path for a push service's answer (a
/// few members, ASCII strings without escapes, shallow nesting).
///
/// ``isPlain(_:)`` accepts a strict subset of JSON: an object of at most ``byteLimit`` bytes,
/// nested at most ``depthLimit`` deep, whose strings hold only ASCII bytes from 0x20 with no
/// escape, without a byte order mark. Text it accepts is read through a ``PlainJSONView``
/// without building anything; ``object(_:)`` builds the same members the general reader
/// (``JSONReader``) and a ``KeptMembers`` model would have (each top-level key at its first
/// occurrence). Anything else goes to the general reader, which has the errors and the rest of
/// JSON. The tests and the fuzz target hold the two readers to the same values.
enum PlainJSON {
    /// The longest text read here.
    static let byteLimit = 4096
    /// The deepest nesting read here (the top object is depth 1).
    static let depthLimit = 8

    /// Whether `text` is a JSON object within the plain subset.
    static func isPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count <= byteLimit else { return false }
        var scanner = Scanner(bytes: text)
        scanner.skipWhitespace()
        guard scanner.peek == UInt8(ascii: "{"), scanner.value(depth: 1) else { return false }
        scanner.skipWhitespace()
        return scanner.index == text.count
    }

    /// The members of plain `text` (see ``isPlain(_:)``), each top-level key at its first
    /// occurrence; `nil` when the text is not plain.
    static func object(_ text: [UInt8]) -> JSONObject? {
        text.withUnsafeBufferPointer { buffer in
            isPlain(buffer) ? PlainJSONView(root: buffer).firstOccurrenceMembers() : nil
        }
    }

    /// The offset of the first byte at or after `offset` that is not JSON whitespace.
    static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count, JSONWhitespace.contains(bytes[offset]) { offset += 1 }
        return offset
    }

    /// The offset past a number or literal starting at `offset`: the first comma, closing
    /// bracket or whitespace (or the end).
    static func endOfScalar(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                || JSONWhitespace.contains(byte)
            {
                break
            }
            offset += 1
        }
        return offset
    }

    /// A validating pass over the plain subset's grammar; it builds nothing.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() { index = PlainJSON.skipWhitespace(bytes, from: index) }

        /// Skips the value at the cursor (after whitespace); whether it is in the subset.
        mutating func value(depth: Int) -> Bool {
            skipWhitespace()
            guard let byte = peek else { return false }
            switch byte {
            case UInt8(ascii: "{"): return depth <= PlainJSON.depthLimit && object(depth: depth)
            case UInt8(ascii: "["): return depth <= PlainJSON.depthLimit && array(depth: depth)
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            default: return number()
            }
        }

        mutating func object(depth: Int) -> Bool {
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "}") {
                index += 1
                return true
            }
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\""), string() else { return false }
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else { return false }
                index += 1
                guard value(depth: depth + 1), let closed = separator(closing: UInt8(ascii: "}")) else { return false }
                if closed { return true }
            }
        }

        mutating func array(depth: Int) -> Bool {
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "]") {
                index += 1
                return true
            }
            while true {
                guard value(depth: depth + 1), let closed = separator(closing: UInt8(ascii: "]")) else { return false }
                if closed { return true }
            }
        }

        /// After a member or element: `true` past the closing bracket, `false` past a comma, `nil` else.
        mutating func separator(closing: UInt8) -> Bool? {
            skipWhitespace()
            guard let byte = peek else { return nil }
            index += 1
            if byte == closing { return true }
            return byte == UInt8(ascii: ",") ? false : nil
        }

        /// Skips the string at the cursor (its opening quote): ASCII from 0x20, no escapes.
        mutating func string() -> Bool {
            var end = index + 1
            if let base = bytes.baseAddress {
                // Eight bytes at a time up to the first that needs attention (a quote ends the
                // string; any other is outside the subset).
                while end &+ 8 <= bytes.count {
                    let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
                    let attention = JSONEscaping.attentionMask(word)
                    if attention != 0 {
                        end &+= attention.trailingZeroBitCount &>> 3
                        break
                    }
                    end &+= 8
                }
            }
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") {
                    index = end + 1
                    return true
                }
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return false }
                end += 1
            }
            return false
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
            index += count
            return true
        }

        /// Skips a number by RFC 8259's grammar. (``JSONNumber/isValidLiteral(_:)`` is the same
        /// grammar over a whole literal; called here on each number's extent it cost about 900
        /// instructions a body, a tenth of the pair's time.)
        mutating func number() -> Bool {
            if peek == UInt8(ascii: "-") { index += 1 }
            if peek == UInt8(ascii: "0") {
                index += 1
            } else {
                guard digits() > 0 else { return false }
            }
            if peek == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return false }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return false }
            }
            return true
        }

        /// Skips ASCII digits; how many.
        mutating func digits() -> Int {
            let start = index
            while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
            return index - start
        }
    }
}
