extension JSONParser {
    /// Scans a string token at the opening quote and appends its node. Returns whether it held lone
    /// surrogate escapes (left in `loneSurrogates` for the caller to report with the right pointer).
    @inline(__always)
    mutating func scanString() throws(JSONReadError) -> Bool {
        let start = index
        // Locals, not the parser's stored `index`: the loop stays in registers.
        let base = bytes.baseAddress.unsafelyUnwrapped
        let count = bytes.count
        var next = start &+ 1
        while true {
            next = JSONParser.attention(base, from: next, count: count)
            guard next < count else {
                index = next
                throw unterminatedString(openedAt: start)
            }
            let byte = base[next]
            if byte == UInt8(ascii: "\"") {
                index = next &+ 1
                appendLeaf(.string, start: start)
                return false
            }
            if byte >= 0x80, case let length = UTF8Validation.sequenceLength(bytes, at: next), length > 0 {
                next &+= length
                continue
            }
            // A backslash, a control byte or invalid UTF-8: the one string walker handles (or
            // describes) it.
            index = next
            return try scanEscapedString(start: start)
        }
    }

    /// The offset of the first byte at or after `offset` that needs attention inside a string (a
    /// quote, a backslash, a control or non-ASCII byte), or `count`: eight bytes at a time while
    /// none does.
    @inline(__always)
    static func attention(_ base: UnsafePointer<UInt8>, from offset: Int, count: Int) -> Int {
        var offset = offset
        while offset &+ 8 <= count {
            let mask = JSONEscaping.attentionMask(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            if mask != 0 { return offset &+ (mask.trailingZeroBitCount &>> 3) }
            offset &+= 8
        }
        while offset < count {
            let byte = base[offset]
            if JSONEscaping.needsEscape(byte) || byte >= 0x80 { return offset }
            offset &+= 1
        }
        return count
    }

    /// The slow path: walks the whole token with the shared string walker, counting what the
    /// writer would save and where lone surrogates are.
    @inline(never)
    private mutating func scanEscapedString(start: Int) throws(JSONReadError) -> Bool {
        var measure = EscapeMeasure()
        let close: Int
        do {
            close = try JSONStringEscapes.walk(bytes, from: start + 1, into: &measure)
        } catch {
            index = error.offset
            if error.offset >= bytes.count { throw unterminatedString(openedAt: start) }
            throw JSONReadError(
                code: error.code, byteOffset: error.offset, pointer: currentPointer(), message: error.message)
        }
        escapeSavings += (close - start - 1) - measure.writerLength
        index = close + 1
        appendLeaf(.string, start: start, flags: TapeNode.escaped)
        loneSurrogates = measure.loneSurrogates
        return !loneSurrogates.isEmpty
    }

    /// Reports the lone surrogates of the string (or key) just scanned, at its node.
    mutating func recordLoneSurrogates() {
        let node = nodes.count - 1
        for offset in loneSurrogates {
            record(JSONFinding(kind: .loneSurrogate, node: node, byteRange: offset..<offset + 6))
        }
        loneSurrogates = []
    }

    func unterminatedString(openedAt open: Int) -> JSONReadError {
        JSONReadError(
            code: .syntax, byteOffset: bytes.count, pointer: currentPointer(),
            message: "unterminated string (opened at byte \(open)): expected '\"', found end of input"
        )
    }
}
