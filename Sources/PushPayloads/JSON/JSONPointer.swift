/// An RFC 6901 JSON Pointer: a path of reference tokens from the root of a document.
///
/// The empty pointer (`""`) is the whole document; `/aps/alert/body` names a nested member;
/// array elements are named by decimal index. In the text form `~` is written `~0` and `/` is
/// written `~1`; ``tokens`` hold the unescaped names.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The unescaped reference tokens, outermost first.
    public var tokens: [String]

    /// The pointer to the whole document.
    public init() {
        tokens = []
    }

    /// Creates a pointer from unescaped tokens.
    public init(tokens: [String]) {
        self.tokens = tokens
    }

    /// Parses the RFC 6901 text form.
    ///
    /// - Throws: ``JSONPointer/ParseError`` if the text is neither empty nor starts with `/`, or if
    ///   a `~` is not followed by `0` or `1`.
    public init(parsing text: some StringProtocol) throws(ParseError) {
        guard !text.isEmpty else {
            tokens = []
            return
        }
        guard text.first == "/" else { throw ParseError(.missingSlash, text: String(text), byteOffset: 0) }
        var tokens: [String] = []
        var current = ""
        // The UTF-8 offset of `character`, for an error.
        var offset = 1
        var iterator = text.dropFirst().makeIterator()
        while let character = iterator.next() {
            switch character {
            case "/":
                tokens.append(current)
                current = ""
            case "~":
                let escaped = iterator.next()
                switch escaped {
                case "0": current.append("~")
                case "1": current.append("/")
                default: throw ParseError(.invalidEscape, text: String(text), byteOffset: offset)
                }
                offset += escaped?.utf8.count ?? 0
            default:
                current.append(character)
            }
            offset += character.utf8.count
        }
        tokens.append(current)
        self.tokens = tokens
    }

    /// The RFC 6901 text form, `""` for the whole document.
    public var description: String {
        var text = ""
        text.reserveCapacity(tokens.reduce(0) { $0 + $1.utf8.count + 1 })
        for token in tokens {
            text.append("/")
            // Tokens without `~` or `/` (nearly all) are appended whole.
            guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
                text.append(token)
                continue
            }
            for character in token.unicodeScalars {
                switch character {
                case "~": text.append("~0")
                case "/": text.append("~1")
                default: text.unicodeScalars.append(character)
                }
            }
        }
        return text
    }

    /// This pointer extended by an object key.
    public func appending(key: String) -> JSONPointer {
        JSONPointer(tokens: tokens + [key])
    }

    /// This pointer extended by an array index.
    public func appending(index: Int) -> JSONPointer {
        JSONPointer(tokens: tokens + [String(index)])
    }

    /// The pointer to the containing value, or `nil` for the whole document.
    public var parent: JSONPointer? {
        tokens.isEmpty ? nil : JSONPointer(tokens: Array(tokens.dropLast()))
    }

    /// The array index a token names: decimal digits without leading zeros.
    static func arrayIndex(_ token: String) -> Int? {
        guard let first = token.utf8.first, first != UInt8(ascii: "0") || token.utf8.count == 1 else { return nil }
        guard token.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(token)
    }
}

extension JSONValue {
    /// The value a pointer refers to, or `nil` if it refers to nothing.
    ///
    /// Object tokens select the first member with that key; array tokens must be decimal indices
    /// without leading zeros (`-`, "past the end", refers to nothing).
    public subscript(pointer: JSONPointer) -> JSONValue? {
        var current = self
        for token in pointer.tokens {
            switch current {
            case .object(let object):
                guard let value = object[token] else { return nil }
                current = value
            case .array(let elements):
                guard let index = JSONPointer.arrayIndex(token), index < elements.count else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }
}

extension JSONPointer: ExpressibleByStringLiteral {
    /// Creates a pointer from its text form; invalid text yields a pointer with that single token.
    public init(stringLiteral value: String) {
        self = (try? JSONPointer(parsing: value)) ?? JSONPointer(tokens: [value])
    }
}
