extension JSONParser {
    /// Scans a string token at the opening quote and appends its node. Returns whether it held lone
    /// surrogate escapes (left in `loneSurrogates` for the caller to report with the right pointer).
    mutating func scanString() throws(JSONReadError) -> Bool {
        let start = index
        index += 1
        let count = bytes.count
        while true {
            // Eight bytes at a time while none is a quote, backslash, control or non-ASCII byte,
            // then straight to the first one that is.
            if let base = bytes.baseAddress {
                while index &+ 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    let attention = JSONEscaping.attentionMask(word)
                    if attention != 0 {
                        index &+= attention.trailingZeroBitCount &>> 3
                        break
                    }
                    index &+= 8
                }
            }
            guard index < count else { throw unterminatedString(openedAt: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                appendLeaf(.string, start: start)
                return false
            } else if byte == UInt8(ascii: "\\") {
                return try scanEscapedString(start: start)
            } else if byte < 0x20 || byte >= 0x80 {
                if byte >= 0x80, case let length = UTF8Validation.sequenceLength(bytes, at: index), length > 0 {
                    index += length
                    continue
                }
                // Let the one string walker describe the problem.
                return try scanEscapedString(start: start)
            } else {
                index += 1
            }
        }
    }

    /// The slow path: walks the whole token with the shared string walker, counting what the
    /// writer would save and where lone surrogates are.
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
