extension LiveActivity {
    /// A Swift type of a `ContentState` or attributes member, as a schema document names it:
    /// `String`, `Int8`, `Date?`, `[Double]`, `[String: Bool]`, `ClosedRange<Date>`, `enum(a|b)`, a
    /// nested object, or `Any` (no checks, for members with a custom `init(from:)`).
    public indirect enum SchemaType: Sendable, Hashable {
        /// `String`.
        case string
        /// `Bool`.
        case bool
        /// A fixed-width integer type.
        case integer(IntegerType)
        /// `Double`, `CGFloat` or `Decimal`: any number.
        case double
        /// `Float`: a number within ±3.4028235e38.
        case float
        /// `Date`: seconds since 2001-01-01 as a number.
        case date
        /// `Data`: a padded base64 string.
        case data
        /// `URL`: a non-empty string.
        case url
        /// Anything: the member is not checked.
        case any
        /// `T?`: absent or `null` allowed.
        case optional(SchemaType)
        /// `[T]`.
        case array(SchemaType)
        /// `[String: T]`.
        case dictionary(SchemaType)
        /// `ClosedRange<T>` (`closed`) or `Range<T>`: `[lower, upper]`, lower ≤ upper.
        case range(SchemaType, closed: Bool)
        /// An enum with `String` raw values.
        case stringEnum([String])
        /// An enum with integer raw values.
        case integerEnum([Int64])
        /// A nested `Codable` struct: its properties in order.
        case object([Property])

        /// A property of a nested struct.
        public struct Property: Sendable, Hashable {
            /// The Swift property name, which is the JSON key.
            public var name: String
            /// Its type.
            public var type: SchemaType

            /// A property.
            public init(name: String, type: SchemaType) {
                self.name = name
                self.type = type
            }
        }

        /// The fixed-width integer types and their ranges.
        public enum IntegerType: String, Sendable, Hashable, CaseIterable {
            // swift-format-ignore: AlwaysUseLowerCamelCase
            case Int, Int8, Int16, Int32, Int64, UInt, UInt8, UInt16, UInt32, UInt64

            /// The smallest value.
            var minimum: Double {
                switch self {
                case .Int, .Int64: -9_223_372_036_854_775_808
                case .Int8: -128
                case .Int16: -32_768
                case .Int32: -2_147_483_648
                default: 0
                }
            }

            /// The smallest power-of-two-exact bound above the largest value (2^63 for `Int64`).
            var upperBound: Double {
                switch self {
                case .Int, .Int64: 0x1p63
                case .Int8: 128
                case .Int16: 32_768
                case .Int32: 0x1p31
                case .UInt, .UInt64: 0x1p64
                case .UInt8: 256
                case .UInt16: 65_536
                case .UInt32: 0x1p32
                }
            }

            /// The range as text: `0...255`.
            var rangeText: String {
                switch self {
                case .Int, .Int64: "\(Swift.Int64.min)...\(Swift.Int64.max)"
                case .Int8: "\(Swift.Int8.min)...\(Swift.Int8.max)"
                case .Int16: "\(Swift.Int16.min)...\(Swift.Int16.max)"
                case .Int32: "\(Swift.Int32.min)...\(Swift.Int32.max)"
                case .UInt, .UInt64: "0...\(Swift.UInt64.max)"
                case .UInt8: "0...\(Swift.UInt8.max)"
                case .UInt16: "0...\(Swift.UInt16.max)"
                case .UInt32: "0...\(Swift.UInt32.max)"
                }
            }
        }

        /// Whether a member of this type may be absent (`T?`, `Any`).
        var mayBeAbsent: Bool {
            switch self {
            case .optional, .any: true
            default: false
            }
        }

        /// The type as the schema document spells it.
        public var name: String {
            switch self {
            case .string: "String"
            case .bool: "Bool"
            case .integer(let type): type.rawValue
            case .double: "Double"
            case .float: "Float"
            case .date: "Date"
            case .data: "Data"
            case .url: "URL"
            case .any: "Any"
            case .optional(let wrapped): wrapped.name + "?"
            case .array(let element): "[\(element.name)]"
            case .dictionary(let value): "[String: \(value.name)]"
            case .range(let bound, let closed): (closed ? "ClosedRange<" : "Range<") + bound.name + ">"
            case .stringEnum(let cases): "enum(\(cases.joined(separator: "|")))"
            case .integerEnum(let cases): "enum(\(cases.map(String.init).joined(separator: "|")))"
            case .object: "a nested struct"
            }
        }
    }
}

extension LiveActivity.SchemaType {
    /// The deepest nesting a type name may have: each `[`, `[String:`, `ClosedRange<`, `Range<`
    /// and `?` around the innermost type is one level (`[Int?]` has two). Swift types in a `ContentState` nest a few levels; the bound keeps
    /// parsing, printing and comparing a type within a small, fixed stack.
    public static let maximumNesting = 32

    /// Parses a type name of the schema grammar.
    ///
    /// - Throws: ``LiveActivity/SchemaError`` naming what was expected where, or a type that nests
    ///   deeper than ``maximumNesting``.
    public init(parsing text: String) throws(LiveActivity.SchemaError) {
        var parser = TypeNameParser(text: Array(text.unicodeScalars))
        self = try parser.type()
        parser.skipSpaces()
        guard parser.isAtEnd else { throw parser.error("end of the type") }
    }
}

/// A recursive-descent parser of the type grammar. A type's nesting (the levels of `[ ]`,
/// `ClosedRange< >`, `Range< >` and `?` around its innermost type) is counted as it is parsed and
/// refused past ``LiveActivity/SchemaType/maximumNesting``, so the parser's stack, and that of
/// every later walk of the type, is bounded whatever the text.
private struct TypeNameParser {
    let text: [Unicode.Scalar]
    var position = 0
    /// The levels open around `position`.
    var open = 0

    var isAtEnd: Bool { position == text.count }

    mutating func skipSpaces() {
        while position < text.count, text[position] == " " { position += 1 }
    }

    func error(_ expected: String) -> LiveActivity.SchemaError {
        LiveActivity.SchemaError(
            .typeSyntax, "expected \(expected) at character \(position + 1) of \(quotedText)", byteOffset: byteOffset)
    }

    /// The UTF-8 offset of `position` in the text.
    private var byteOffset: Int {
        text[..<min(position, text.count)].reduce(0) { $0 + UTF8.width($1) }
    }

    /// The text in quotes for a message, shortened to its first 60 characters.
    private var quotedText: String {
        let shown = String(String.UnicodeScalarView(text.prefix(60)))
        return "'\(shown)'" + (text.count > 60 ? " (\(text.count) characters)" : "")
    }

    /// Refuses a type whose nesting, with the levels still open around it, exceeds the bound.
    private func checkNesting(_ nesting: Int) throws(LiveActivity.SchemaError) {
        guard open + nesting <= LiveActivity.SchemaType.maximumNesting else {
            throw LiveActivity.SchemaError(
                .typeTooDeep,
                "the type nests deeper than \(LiveActivity.SchemaType.maximumNesting) levels at character \(position) of \(quotedText)",
                byteOffset: byteOffset)
        }
    }

    mutating func take(_ literal: String) -> Bool {
        skipSpaces()
        var index = position
        for scalar in literal.unicodeScalars {
            guard index < text.count, text[index] == scalar else { return false }
            index += 1
        }
        position = index
        return true
    }

    mutating func expect(_ literal: String) throws(LiveActivity.SchemaError) {
        guard take(literal) else { throw error("'\(literal)'") }
    }

    mutating func type() throws(LiveActivity.SchemaError) -> LiveActivity.SchemaType {
        try typeWithNesting().type
    }

    /// A type and its nesting (0 for a type with nothing inside).
    private mutating func typeWithNesting() throws(LiveActivity.SchemaError) -> (
        type: LiveActivity.SchemaType, nesting: Int
    ) {
        var (result, nesting) = try base()
        while take("?") {
            nesting += 1
            try checkNesting(nesting)
            result = .optional(result)
        }
        return (result, nesting)
    }

    /// The type inside a level that was just opened (`[`, `ClosedRange<`, ...), with the level
    /// counted.
    private mutating func inner() throws(LiveActivity.SchemaError) -> (type: LiveActivity.SchemaType, nesting: Int) {
        open += 1
        defer { open -= 1 }
        try checkNesting(0)
        let (type, nesting) = try typeWithNesting()
        return (type, nesting + 1)
    }

    private mutating func base() throws(LiveActivity.SchemaError) -> (type: LiveActivity.SchemaType, nesting: Int) {
        if take("[") {
            let start = position
            if take("String"), take(":") {
                let value = try inner()
                try expect("]")
                return (.dictionary(value.type), value.nesting)
            }
            position = start
            let element = try inner()
            try expect("]")
            return (.array(element.type), element.nesting)
        }
        if take("ClosedRange<") { return try range(closed: true) }
        if take("Range<") { return try range(closed: false) }
        if take("enum(") { return (try enumeration(), 0) }
        let name = identifier()
        switch name {
        case "String": return (.string, 0)
        case "Bool": return (.bool, 0)
        case "Double", "CGFloat", "Decimal": return (.double, 0)
        case "Float": return (.float, 0)
        case "Date": return (.date, 0)
        case "Data": return (.data, 0)
        case "URL": return (.url, 0)
        case "Any": return (.any, 0)
        default:
            guard let integer = LiveActivity.SchemaType.IntegerType(rawValue: name) else {
                position -= name.unicodeScalars.count
                throw error(
                    "a type\(name.isEmpty ? "" : ", not '\(name.prefix(60))',") (String, Bool, Int…UInt64, Double, Float, "
                        + "CGFloat, Decimal, Date, Data, URL, Any, [T], [String: T], ClosedRange<T>, Range<T>, enum(a|b), T?)"
                )
            }
            return (.integer(integer), 0)
        }
    }

    private mutating func range(closed: Bool) throws(LiveActivity.SchemaError) -> (
        type: LiveActivity.SchemaType, nesting: Int
    ) {
        let bound = try inner()
        try expect(">")
        return (.range(bound.type, closed: closed), bound.nesting)
    }

    private mutating func enumeration() throws(LiveActivity.SchemaError) -> LiveActivity.SchemaType {
        var cases: [String] = []
        repeat {
            skipSpaces()
            let start = position
            while position < text.count, text[position] != "|", text[position] != ")" { position += 1 }
            let item = String(String.UnicodeScalarView(text[start..<position])).trimmingCharacters(in: " ")
            guard !item.isEmpty else { throw error("an enum case") }
            cases.append(item)
        } while take("|")
        try expect(")")
        let integers = cases.compactMap { Int64($0) }
        return integers.count == cases.count ? .integerEnum(integers) : .stringEnum(cases)
    }

    private mutating func identifier() -> String {
        skipSpaces()
        let start = position
        while position < text.count, text[position].properties.isAlphabetic || ("0"..."9").contains(text[position]) {
            position += 1
        }
        return String(String.UnicodeScalarView(text[start..<position]))
    }
}

extension String {
    /// The text without `character` at either end.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
