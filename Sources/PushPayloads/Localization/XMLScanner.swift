/// A small XML reader for resource files: elements with attributes, text with the five named
/// entities and character references, CDATA sections, comments and processing instructions, in
/// one pass with an explicit stack (no recursion, so any depth costs only memory in proportion).
/// A DOCTYPE is refused: its entity declarations could expand without bound.
struct XMLScanner {
    /// One piece of the document.
    enum Token {
        /// A start tag; `isEmpty` for `<name/>`, which has no end tag.
        case start(name: String, attributes: [(name: String, value: String)], isEmpty: Bool)
        /// An end tag.
        case end(name: String)
        /// Text or a CDATA section, decoded.
        case text([UInt8])
    }

    /// Where and why the document is not well-formed.
    struct Failure: Error {
        var offset: Int
        var message: String
        /// `strings.syntax` unless the document is well-formed but not readable here.
        var code: StringResourceError.Code = .syntax
    }

    let bytes: [UInt8]
    private(set) var offset = 0
    private var open: [String] = []
    private var sawRoot = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The depth of open elements.
    var depth: Int { open.count }

    private func failure(_ message: String, at place: Int? = nil) -> Failure {
        Failure(offset: place ?? offset, message: message)
    }

    private func starts(with literal: String, at place: Int) -> Bool {
        var index = place
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// Moves past `terminator`; the offset of its first byte.
    private mutating func skip(past terminator: String, what: String, from start: Int) throws(Failure) -> Int {
        let first = terminator.utf8.first!
        while offset < bytes.count {
            if bytes[offset] == first && starts(with: terminator, at: offset) {
                defer { offset += terminator.utf8.count }
                return offset
            }
            offset += 1
        }
        throw failure("\(what) is not closed by \(terminator)", at: start)
    }

    /// The next token; `nil` at the end of a well-formed document.
    mutating func next() throws(Failure) -> Token? {
        while offset < bytes.count {
            let start = offset
            guard bytes[offset] == UInt8(ascii: "<") else {
                while offset < bytes.count && bytes[offset] != UInt8(ascii: "<") { offset += 1 }
                let text = try decode(start..<offset)
                if open.isEmpty {
                    if let first = text.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
                        throw failure("text outside the root element", at: start + first)
                    }
                    continue
                }
                return .text(text)
            }
            if starts(with: "<!--", at: offset) {
                offset += 4
                _ = try skip(past: "-->", what: "a comment", from: start)
            } else if starts(with: "<![CDATA[", at: offset) {
                offset += 9
                let end = try skip(past: "]]>", what: "a CDATA section", from: start)
                guard !open.isEmpty else { throw failure("CDATA outside the root element", at: start) }
                return .text(Array(bytes[(start + 9)..<end]))
            } else if starts(with: "<?", at: offset) {
                offset += 2
                let end = try skip(past: "?>", what: "a processing instruction", from: start)
                try checkDeclaration(start + 2..<end)
            } else if starts(with: "<!", at: offset) {
                throw failure("a DOCTYPE or other declaration is not read (its entities could expand without bound)")
            } else if starts(with: "</", at: offset) {
                offset += 2
                let name = try self.name()
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else { throw failure("expected '>'") }
                offset += 1
                guard let last = open.last, last == name else {
                    throw failure(
                        open.last.map { "</\(name)> closes <\($0)>" } ?? "</\(name)> closes no element", at: start)
                }
                open.removeLast()
                return .end(name: name)
            } else {
                offset += 1
                return try startTag(at: start)
            }
        }
        if let last = open.last { throw failure("<\(last)> is not closed at the end of the file") }
        guard sawRoot else { throw failure("no root element") }
        return nil
    }

    /// `<?xml … encoding="…"?>`: only UTF-8 is read.
    private func checkDeclaration(_ range: Range<Int>) throws(Failure) {
        let text = Array(String(decoding: bytes[range], as: UTF8.self).lowercased().utf8)
        let key = Array("encoding".utf8)
        guard text.starts(with: Array("xml".utf8)),
            let found = (0..<max(text.count - key.count + 1, 0)).first(where: {
                text[$0..<($0 + key.count)].elementsEqual(key)
            })
        else { return }
        let rest = text[(found + key.count)...].drop { " =\"'".utf8.contains($0) }
        let encoding = String(decoding: rest.prefix { !" \"'?".utf8.contains($0) }, as: UTF8.self)
        guard encoding == "utf-8" || encoding == "utf8" else {
            var failure = failure("the file declares encoding \(encoding); only UTF-8 is read", at: range.lowerBound)
            failure.code = .encoding
            throw failure
        }
    }

    private mutating func startTag(at start: Int) throws(Failure) -> Token {
        let name = try self.name()
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpace()
            guard offset < bytes.count else { throw failure("<\(name) is not closed by '>'", at: start) }
            if bytes[offset] == UInt8(ascii: ">") || starts(with: "/>", at: offset) { break }
            let attribute = try self.name()
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                throw failure("expected '=' after attribute \(attribute)")
            }
            offset += 1
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
            else { throw failure("expected a quoted value of attribute \(attribute)") }
            let quote = bytes[offset]
            offset += 1
            let valueStart = offset
            while offset < bytes.count && bytes[offset] != quote {
                if bytes[offset] == UInt8(ascii: "<") { throw failure("'<' in the value of attribute \(attribute)") }
                offset += 1
            }
            guard offset < bytes.count else {
                throw failure("the value of attribute \(attribute) is not closed", at: valueStart - 1)
            }
            let value = try decode(valueStart..<offset)
            offset += 1
            attributes.append((attribute, String(decoding: value, as: UTF8.self)))
        }
        let isEmpty = bytes[offset] == UInt8(ascii: "/")
        offset += isEmpty ? 2 : 1
        if open.isEmpty {
            guard !sawRoot else { throw failure("a second root element <\(name)>", at: start) }
            sawRoot = true
        }
        if !isEmpty { open.append(name) }
        return .start(name: name, attributes: attributes, isEmpty: isEmpty)
    }

    private mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    private mutating func name() throws(Failure) -> String {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            let isNameByte =
                byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "_:-.".utf8.contains(byte)
            guard isNameByte else { break }
            offset += 1
        }
        guard offset > start else { throw failure("expected a name") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Text with its entity and character references replaced.
    private func decode(_ range: Range<Int>) throws(Failure) -> [UInt8] {
        guard bytes[range].contains(UInt8(ascii: "&")) else { return Array(bytes[range]) }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&") else {
                output.append(byte)
                index += 1
                continue
            }
            guard let semicolon = bytes[index..<min(range.upperBound, index + 12)].firstIndex(of: UInt8(ascii: ";"))
            else { throw failure("'&' starts no entity reference (write &amp;)", at: index) }
            let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
            let scalar: Unicode.Scalar?
            switch name {
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "amp": scalar = "&"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                guard name.hasPrefix("#") else {
                    throw failure("unknown entity &\(name); (XML defines lt, gt, amp, quot, apos)", at: index)
                }
                // XML's character references: `&#` decimal digits `;` or `&#x` hex digits `;` (a
                // lowercase x, no sign), naming a character XML allows.
                let hex = name.hasPrefix("#x")
                let digits = name.dropFirst(hex ? 2 : 1)
                guard !digits.isEmpty, digits.utf8.allSatisfy({ Self.isDigit($0, hex: hex) }) else {
                    throw failure("&\(name); is not a character reference (&#65; or &#x41;)", at: index)
                }
                scalar = UInt32(digits, radix: hex ? 16 : 10).flatMap(Unicode.Scalar.init).flatMap {
                    Self.isXMLCharacter($0) ? $0 : nil
                }
            }
            guard let scalar else { throw failure("&\(name); is not a character", at: index) }
            UTF8.encode(scalar) { output.append($0) }
            index = semicolon + 1
        }
        return output
    }

    private static func isDigit(_ byte: UInt8, hex: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): hex
        default: false
        }
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return, and from U+0020 on but U+FFFE and U+FFFF.
    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
