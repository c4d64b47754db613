/// Reads a `.strings` file: `"key" = "value";` entries (or `"key";`, whose value is the key),
/// `//` and `/* */` comments, quoted (`"` or `'`) or unquoted words, and the escapes of Apple's
/// property-list strings (`\n`, `\t`, `\"`, `\\`, octal `\101`, `\U00E9`, ...; any other escaped
/// character, `\u` included, stands for itself). UTF-8, or UTF-16 with a byte order mark. A key
/// given twice keeps its last value, as the dictionary CoreFoundation builds does.
enum StringsFileReader {
    static func read(_ raw: [UInt8], into sink: inout ResourceSink) throws(StringResourceError) {
        var text = try ResourceText(raw, allowsUTF16: true, sink: sink)
        var parser = Parser(bytes: text.bytes)
        sink.noteLanguage(sink.path.language)
        do throws(Parser.Failure) {
            while try parser.skipSpace() {
                let start = parser.offset
                let key = try parser.word(what: "a key")
                let line = text.position(of: start).line
                let value: String
                _ = try parser.skipSpace()
                if parser.peek() == UInt8(ascii: "=") {
                    parser.offset += 1
                    guard try parser.skipSpace() else { throw parser.failure("expected a value after '='") }
                    value = try parser.word(what: "a value")
                } else {
                    value = key
                }
                _ = try parser.skipSpace()
                guard parser.peek() == UInt8(ascii: ";") else {
                    throw parser.failure("expected ';' after the entry of \"\(key)\"")
                }
                parser.offset += 1
                sink.add(key, sink.value([value], line: line))
            }
        } catch {
            let place = text.position(of: error.offset)
            throw sink.error(.syntax, error.message, line: place.line, column: place.column)
        }
    }

    private struct Parser {
        struct Failure: Error {
            var offset: Int
            var message: String
        }

        let bytes: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        func failure(_ message: String, at place: Int? = nil) -> Failure {
            Failure(offset: place ?? offset, message: message)
        }

        /// Skips whitespace and comments; whether anything follows.
        mutating func skipSpace() throws(Failure) -> Bool {
            while let byte = peek() {
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                    offset += 1
                case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                    while let next = peek(), next != 0x0A, next != 0x0D { offset += 1 }
                case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
                    let start = offset
                    offset += 2
                    while true {
                        guard offset + 1 < bytes.count else {
                            throw failure("a comment is not closed by */", at: start)
                        }
                        if bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/") { break }
                        offset += 1
                    }
                    offset += 2
                default:
                    return true
                }
            }
            return false
        }

        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default: "_$/:.-".utf8.contains(byte)
            }
        }

        /// A quoted string or an unquoted word.
        mutating func word(what: String) throws(Failure) -> String {
            guard let first = peek() else { throw failure("expected \(what)") }
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted(first) }
            let start = offset
            while let byte = peek(), Self.isUnquoted(byte) { offset += 1 }
            guard offset > start else {
                throw failure(
                    "expected \(what): a quoted string, found \(bytes.withUnsafeBufferPointer { UTF8Validation.describeCharacter($0, at: offset) })"
                )
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        private mutating func quoted(_ quote: UInt8) throws(Failure) -> String {
            let start = offset
            offset += 1
            var output: [UInt8] = []
            var pendingHigh: UInt32?
            while true {
                guard let byte = peek() else { throw failure("a string is not closed by its quote", at: start) }
                offset += 1
                if byte == quote { break }
                guard byte == UInt8(ascii: "\\") else {
                    output.append(byte)
                    continue
                }
                guard let escaped = peek() else { throw failure("a string is not closed by its quote", at: start) }
                offset += 1
                var scalar: UInt32
                switch escaped {
                case UInt8(ascii: "n"): scalar = 0x0A
                case UInt8(ascii: "t"): scalar = 0x09
                case UInt8(ascii: "r"): scalar = 0x0D
                case UInt8(ascii: "a"): scalar = 0x07
                case UInt8(ascii: "b"): scalar = 0x08
                case UInt8(ascii: "f"): scalar = 0x0C
                case UInt8(ascii: "v"): scalar = 0x0B
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    scalar = UInt32(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 {
                        guard let digit = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                        scalar = scalar * 8 + UInt32(digit - UInt8(ascii: "0"))
                        offset += 1
                    }
                case UInt8(ascii: "U"):
                    scalar = 0
                    var digits = 0
                    while digits < 4, let digit = peek(), let value = ResourceText.hexValue(digit) {
                        scalar = scalar * 16 + value
                        offset += 1
                        digits += 1
                    }
                    if (0xD800...0xDBFF).contains(scalar) {
                        pendingHigh = scalar
                        continue
                    }
                    if let high = pendingHigh, (0xDC00...0xDFFF).contains(scalar) {
                        scalar = 0x10000 + ((high - 0xD800) << 10) + (scalar - 0xDC00)
                    }
                default:
                    // Any other escaped character stands for itself (`\\`, `\"`, `\'`).
                    output.append(escaped)
                    pendingHigh = nil
                    continue
                }
                pendingHigh = nil
                UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { output.append($0) }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }
}
