/// Receives the pieces of a string token with escapes, as ``JSONStringEscapes/walk`` finds them.
protocol JSONStringSink {
    /// Bytes written as they are in the text (well-formed UTF-8, no quote or backslash).
    mutating func raw(_ bytes: UnsafeBufferPointer<UInt8>)
    /// One escape: the scalar it stands for (U+FFFD for a lone surrogate), the byte offset of its
    /// backslash, and how many bytes the escape took in the text.
    mutating func escape(_ scalar: Unicode.Scalar, at offset: Int, length: Int, lone: Bool)
}

/// A problem inside a string token, before the parser adds the pointer.
struct StringProblem: Error {
    var code: JSONReadError.Code
    var offset: Int
    var message: String
}

/// The one walk over a string token's content: validates it (escapes, control characters, UTF-8)
/// and hands its pieces to a sink. The parser measures with it; materializing decodes with it.
enum JSONStringEscapes {
    /// Walks from `start` (just after the opening quote) to the closing quote.
    ///
    /// - Returns: The offset of the closing quote.
    static func walk<Sink: JSONStringSink>(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into sink: inout Sink
    ) throws(StringProblem) -> Int {
        var index = start
        var runStart = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if runStart < index { sink.raw(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                return index
            } else if byte == UInt8(ascii: "\\") {
                if runStart < index { sink.raw(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                index = try escape(bytes, at: index, into: &sink)
                runStart = index
            } else if byte < 0x20 {
                throw StringProblem(
                    code: .syntax, offset: index,
                    message:
                        "control character U+\(UTF8Validation.hex(byte, digits: 4)) must be escaped inside a string"
                )
            } else if byte >= 0x80 {
                let length = UTF8Validation.sequenceLength(bytes, at: index)
                if length == 0 { throw invalidUTF8(bytes, at: index) }
                index += length
            } else {
                index += 1
            }
        }
        throw StringProblem(
            code: .syntax, offset: count, message: "unterminated string: expected '\"', found end of input")
    }

    /// Decodes the escape at `index` (a backslash); returns the offset after it.
    private static func escape<Sink: JSONStringSink>(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, into sink: inout Sink
    ) throws(StringProblem) -> Int {
        guard index + 1 < bytes.count else {
            throw StringProblem(
                code: .syntax, offset: bytes.count, message: "unterminated string: expected '\"', found end of input")
        }
        let scalar: Unicode.Scalar
        switch bytes[index + 1] {
        case UInt8(ascii: "\""): scalar = "\""
        case UInt8(ascii: "\\"): scalar = "\\"
        case UInt8(ascii: "/"): scalar = "/"
        case UInt8(ascii: "b"): scalar = "\u{08}"
        case UInt8(ascii: "f"): scalar = "\u{0C}"
        case UInt8(ascii: "n"): scalar = "\n"
        case UInt8(ascii: "r"): scalar = "\r"
        case UInt8(ascii: "t"): scalar = "\t"
        case UInt8(ascii: "u"):
            return try unicodeEscape(bytes, at: index, into: &sink)
        default:
            if UTF8Validation.sequenceLength(bytes, at: index + 1) == 0 { throw invalidUTF8(bytes, at: index + 1) }
            let found = UTF8Validation.describeCharacter(bytes, at: index + 1)
            let shown = found.hasPrefix("'") && found.count == 3 ? String(found.dropFirst().dropLast()) : found
            throw StringProblem(
                code: .syntax, offset: index + 1,
                message: "invalid escape '\\\(shown)'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
            )
        }
        sink.escape(scalar, at: index, length: 2, lone: false)
        return index + 2
    }

    /// Decodes `\uXXXX`, pairing surrogates; a lone surrogate is passed on as U+FFFD.
    private static func unicodeEscape<Sink: JSONStringSink>(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, into sink: inout Sink
    ) throws(StringProblem) -> Int {
        let first = try hex4(bytes, at: index + 2)
        if (0xD800...0xDBFF).contains(first), index + 7 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"),
            bytes[index + 7] == UInt8(ascii: "u"), let second = hexValue(bytes, at: index + 8),
            (0xDC00...0xDFFF).contains(second)
        {
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            sink.escape(Unicode.Scalar(value) ?? "\u{FFFD}", at: index, length: 12, lone: false)
            return index + 12
        }
        if let scalar = Unicode.Scalar(first) {
            sink.escape(scalar, at: index, length: 6, lone: false)
        } else {
            sink.escape("\u{FFFD}", at: index, length: 6, lone: true)
        }
        return index + 6
    }

    /// Four hex digits at `position`, or a problem at the first byte that is not one.
    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) throws(StringProblem) -> UInt32 {
        if let value = hexValue(bytes, at: position) { return value }
        var at = position
        while at < bytes.count, at < position + 4, hexDigit(bytes[at]) != nil { at += 1 }
        guard at < bytes.count else {
            throw StringProblem(
                code: .syntax, offset: at, message: "'\\u' must be followed by four hex digits, found end of input")
        }
        if UTF8Validation.sequenceLength(bytes, at: at) == 0 { throw invalidUTF8(bytes, at: at) }
        throw StringProblem(
            code: .syntax, offset: at,
            message:
                "'\\u' must be followed by four hex digits, found \(UTF8Validation.describeCharacter(bytes, at: at))"
        )
    }

    private static func hexValue(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexDigit(bytes[position + offset]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    @inline(__always)
    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func invalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> StringProblem {
        StringProblem(
            code: .invalidUTF8, offset: index,
            message: "byte 0x\(UTF8Validation.hex(bytes[index], digits: 2)) does not start a well-formed UTF-8 sequence"
        )
    }
}

/// Measures a string with escapes: what the library's writer would save, and lone surrogates.
struct EscapeMeasure: JSONStringSink {
    /// Bytes of the writer's encoding of the decoded content.
    var writerLength = 0
    var loneSurrogates: [Int] = []

    mutating func raw(_ bytes: UnsafeBufferPointer<UInt8>) {
        writerLength += bytes.count
    }

    mutating func escape(_ scalar: Unicode.Scalar, at offset: Int, length: Int, lone: Bool) {
        if lone { loneSurrogates.append(offset) }
        if scalar.value < 0x80 {
            let byte = UInt8(scalar.value)
            writerLength += JSONEscaping.needsEscape(byte) ? JSONEscaping.sequences[Int(byte)].count : 1
        } else {
            writerLength += UTF8.width(scalar)
        }
    }
}

/// Decodes a string with escapes into UTF-8 bytes.
struct EscapeDecoder: JSONStringSink {
    var bytes: [UInt8] = []

    mutating func raw(_ run: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: run)
    }

    mutating func escape(_ scalar: Unicode.Scalar, at offset: Int, length: Int, lone: Bool) {
        UTF8.encode(scalar) { bytes.append($0) }
    }
}
