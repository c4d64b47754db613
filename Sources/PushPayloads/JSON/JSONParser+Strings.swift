extension JSONParser {
    /// Scans a string token starting at the opening quote; leaves `index` after the closing quote.
    mutating func scanString() throws(JSONReadError) -> String {
        let open = index
        index += 1
        let contentStart = index
        let count = bytes.count
        while true {
            // Eight bytes at a time while none of them is a quote, backslash, control or non-ASCII byte.
            if let base = bytes.baseAddress {
                while index &+ 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if JSONParser.needsAttention(word) { break }
                    index &+= 8
                }
            }
            guard index < count else { throw unterminatedString(openedAt: open) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                index += 1
                return string
            } else if byte == UInt8(ascii: "\\") {
                return try scanEscapedString(openedAt: open, contentStart: contentStart)
            } else if byte < 0x20 {
                throw controlCharacter(byte)
            } else if byte >= 0x80 {
                let length = UTF8Validation.sequenceLength(bytes, at: index)
                if length == 0 { throw invalidUTF8() }
                index += length
            } else {
                index += 1
            }
        }
    }

    /// Whether any of eight bytes is `"`, `\`, below 0x20 or at or above 0x80.
    @inline(__always)
    static func needsAttention(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl | word) & highs != 0
    }

    /// The slow path for strings with escapes: decodes into `scratch`, counts the bytes the writer's
    /// escaping would save, and replaces lone surrogates with U+FFFD (recording where they were).
    private mutating func scanEscapedString(openedAt open: Int, contentStart: Int) throws(JSONReadError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let string = String(decoding: scratch, as: UTF8.self)
                escapeSavings += (index - contentStart) - JSONEscaping.escapedLength(of: scratch)
                index += 1
                return string
            case UInt8(ascii: "\\"):
                try scanEscape()
            case 0..<0x20:
                throw controlCharacter(byte)
            case 0x80...:
                let length = UTF8Validation.sequenceLength(bytes, at: index)
                if length == 0 { throw invalidUTF8() }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
                index += length
            default:
                scratch.append(byte)
                index += 1
            }
        }
        throw unterminatedString(openedAt: open)
    }

    /// Decodes one escape at `index` (a backslash) into `scratch`.
    private mutating func scanEscape() throws(JSONReadError) {
        guard index + 1 < bytes.count else { throw unterminatedString(openedAt: index) }
        let simple: UInt8
        switch bytes[index + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            try scanUnicodeEscape()
            return
        default:
            index += 1
            if UTF8Validation.sequenceLength(bytes, at: index) == 0 { throw invalidUTF8() }
            throw syntax(
                "invalid escape '\\\(UTF8Validation.describeCharacter(bytes, at: index).trimmingQuotes)'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
            )
        }
        scratch.append(simple)
        index += 2
    }

    /// Decodes `\uXXXX`, pairing surrogates; a lone surrogate becomes U+FFFD and is recorded.
    private mutating func scanUnicodeEscape() throws(JSONReadError) {
        let escapeStart = index
        let first = try hex4(at: index + 2)
        index += 6
        var scalarValue = first
        switch first {
        case 0xD800...0xDBFF:
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                let second = hexValue(at: index + 2), (0xDC00...0xDFFF).contains(second)
            {
                scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                index += 6
            } else {
                surrogateOffsets.append(escapeStart)
                scalarValue = 0xFFFD
            }
        case 0xDC00...0xDFFF:
            surrogateOffsets.append(escapeStart)
            scalarValue = 0xFFFD
        default:
            break
        }
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        UTF8.encode(scalar) { scratch.append($0) }
    }

    /// Reads four hex digits at `position`, or throws at the first byte that is not one.
    private mutating func hex4(at position: Int) throws(JSONReadError) -> UInt32 {
        if let value = hexValue(at: position) { return value }
        index = position
        while index < bytes.count, index < position + 4, hexDigit(bytes[index]) != nil { index += 1 }
        guard index < bytes.count else { throw syntax("'\\u' must be followed by four hex digits, found end of input") }
        if UTF8Validation.sequenceLength(bytes, at: index) == 0 { throw invalidUTF8() }
        throw syntax(
            "'\\u' must be followed by four hex digits, found \(UTF8Validation.describeCharacter(bytes, at: index))")
    }

    /// The value of four hex digits at `position`, or `nil`; moves nothing.
    private func hexValue(at position: Int) -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexDigit(bytes[position + offset]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    @inline(__always)
    private func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    func unterminatedString(openedAt open: Int) -> JSONReadError {
        JSONReadError(
            code: .syntax, byteOffset: bytes.count, pointer: currentPointer(),
            message: "unterminated string (opened at byte \(open)): expected '\"', found end of input"
        )
    }

    func controlCharacter(_ byte: UInt8) -> JSONReadError {
        syntax("control character U+\(UTF8Validation.hex(byte, digits: 4)) must be escaped inside a string")
    }
}

extension String {
    /// `'x'` → `x`, for quoting a character inside another quoted text.
    fileprivate var trimmingQuotes: Substring {
        hasPrefix("'") && hasSuffix("'") && count == 3 ? dropFirst().dropLast() : self[...]
    }
}
