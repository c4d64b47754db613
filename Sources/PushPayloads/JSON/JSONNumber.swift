/// A JSON number that keeps the literal it was written with.
///
/// A parsed number remembers its exact text, so `1.89` stays `1.89` and `9007199254740993` stays
/// exact when written back. Values built in code get a canonical literal: integers in plain decimal,
/// integral doubles below 2^53 without a fraction, other doubles in the shortest form that reads
/// back to the same `Double`.
///
/// Two numbers are equal when their decimal values are equal: `1`, `1.0`, `1e0` and `10e-1` are one
/// value, and so are `0` and `-0`.
public struct JSONNumber: Sendable {
    /// The number's JSON text, as parsed or as the library writes it.
    public let literal: String

    /// Creates a number from a literal that the caller guarantees matches the RFC 8259 grammar.
    init(uncheckedLiteral literal: String) {
        self.literal = literal
    }

    /// Creates a number from JSON number text.
    ///
    /// Returns `nil` unless `literal` matches the RFC 8259 grammar exactly (no leading `+`, no
    /// leading zeros, no bare `.`, no whitespace).
    public init?(literal: some StringProtocol) {
        guard JSONNumber.isValidLiteral(literal.utf8) else { return nil }
        self.literal = String(literal)
    }

    /// Creates an integer number.
    public init(_ value: Int64) {
        literal = String(value)
    }

    /// Creates an integer number.
    public init(_ value: Int) {
        literal = String(value)
    }

    /// Creates an integer number.
    public init(_ value: UInt64) {
        literal = String(value)
    }

    /// Creates a number from a `Double`, or `nil` if the value is NaN or infinite (JSON has neither).
    ///
    /// Integral values with magnitude below 2^53 are written without a fraction (`1`, not `1.0`);
    /// other values use the shortest literal that reads back to the same `Double`, with a plain
    /// exponent (`1e-7`, `1.5e300`).
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        literal = JSONNumber.canonicalLiteral(value)
    }

    /// Whether the literal contains a fraction or an exponent.
    public var hasFractionOrExponent: Bool {
        literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// Whether the value is integral (`3`, `3.0` and `3e0` all are; `3.5` is not).
    public var isInteger: Bool {
        decimal.isIntegral
    }

    /// The value as `Int64`, if it is integral and in range; exact, never rounded.
    public var int64Value: Int64? {
        if let fast = plainInteger() { return fast }
        return decimal.int64Value
    }

    /// The value as `UInt64`, if it is integral, non-negative and in range; exact, never rounded.
    public var uint64Value: UInt64? {
        decimal.uint64Value
    }

    /// The value as `Int`, if it is integral and in range.
    public var intValue: Int? {
        int64Value.flatMap { Int(exactly: $0) }
    }

    /// The value correctly rounded to the nearest `Double`.
    ///
    /// A literal beyond the binary64 range gives an infinity of its sign; one too small gives a zero
    /// of its sign.
    public var doubleValue: Double {
        if let value = Double(literal) { return value }
        // The standard parser accepts every RFC 8259 literal; this is a defensive fallback.
        let decimal = decimal
        if decimal.isZero { return decimal.isNegative ? -0.0 : 0.0 }
        let magnitude: Double = decimal.pointPosition > 0 ? .infinity : 0
        return decimal.isNegative ? -magnitude : magnitude
    }

    /// Parses a literal of at most 18 digits with no fraction or exponent without normalizing.
    private func plainInteger() -> Int64? {
        withUTF8Bytes(of: literal, Self.plainInteger)
    }

    /// The value of literal bytes of at most 18 digits (and a sign) with no fraction or exponent.
    static func plainInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        let negative = bytes.first == UInt8(ascii: "-")
        let digits = UnsafeBufferPointer(rebasing: bytes[(negative ? 1 : 0)...])
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }
}

extension JSONNumber {
    /// Whether `bytes` is exactly one RFC 8259 number.
    static func isValidLiteral(_ bytes: some Collection<UInt8>) -> Bool {
        var index = bytes.startIndex
        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        func skipDigits() -> Int {
            var count = 0
            while isDigit(peek()) {
                bytes.formIndex(after: &index)
                count += 1
            }
            return count
        }
        if peek() == UInt8(ascii: "-") { bytes.formIndex(after: &index) }
        if peek() == UInt8(ascii: "0") {
            bytes.formIndex(after: &index)
        } else if skipDigits() == 0 {
            return false
        }
        if peek() == UInt8(ascii: ".") {
            bytes.formIndex(after: &index)
            if skipDigits() == 0 { return false }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            bytes.formIndex(after: &index)
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { bytes.formIndex(after: &index) }
            if skipDigits() == 0 { return false }
        }
        return index == bytes.endIndex
    }

    /// The literal the library writes for a finite `Double`: plain digits for integers below 2^53,
    /// otherwise its shortest round-tripping form (``JSONWriter/writeDouble(_:to:)``).
    static func canonicalLiteral(_ value: Double) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        JSONWriter.writeDouble(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The literal the library writes for a finite `Float`: its own shortest form, so that it
    /// reads back as the same `Float`.
    static func canonicalLiteral(_ value: Float) -> String {
        if value.magnitude < 16_777_216, let integer = Int64(exactly: value) {
            return integer == 0 && value.sign == .minus ? "-0" : String(integer)
        }
        return plainExponent(value.description)
    }

    /// Swift's shortest round-tripping `description`, with the exponent JSON prefers (`1e-7`, not
    /// `1e-07`) and no `.0` on integral values.
    static func plainExponent(_ text: String) -> String {
        // Most values (`0.85`, `52.520008`) have neither an exponent nor a trailing `.0`.
        let needsRewrite = withUTF8Bytes(of: text) { utf8 in
            utf8.last == UInt8(ascii: "0") || utf8.contains(UInt8(ascii: "e"))
        }
        guard needsRewrite else { return text }
        var bytes = Array(text.utf8)
        var exponent: [UInt8] = []
        if let e = bytes.firstIndex(of: UInt8(ascii: "e")) {
            exponent = Array(bytes[(e + 1)...])
            bytes.removeSubrange(e...)
            var negative = false
            if exponent.first == UInt8(ascii: "+") || exponent.first == UInt8(ascii: "-") {
                negative = exponent.removeFirst() == UInt8(ascii: "-")
            }
            while exponent.count > 1, exponent.first == UInt8(ascii: "0") { exponent.removeFirst() }
            exponent = [UInt8(ascii: "e")] + (negative ? [UInt8(ascii: "-")] : []) + exponent
        }
        if bytes.count > 2, bytes[bytes.count - 2] == UInt8(ascii: "."), bytes.last == UInt8(ascii: "0") {
            bytes.removeLast(2)
        }
        return String(decoding: bytes + exponent, as: UTF8.self)
    }
}

extension JSONNumber: Hashable {
    /// Whether two numbers have the same decimal value.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.literal == rhs.literal || lhs.decimal == rhs.decimal
    }

    /// Hashes the decimal value, so equal numbers hash alike whatever their literal.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(decimal)
    }
}

extension JSONNumber: CustomStringConvertible {
    /// The literal.
    public var description: String { literal }
}

extension JSONNumber: ExpressibleByIntegerLiteral {
    /// Creates an integer number.
    public init(integerLiteral value: Int64) {
        self.init(value)
    }
}

extension JSONNumber: Codable {
    /// Decodes a number: through ``JSONValue`` when the decoder knows it (keeping the literal),
    /// otherwise as an integer if it has one, else as a `Double`.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case .number(let number) = value else {
            throw DecodingError.typeMismatch(
                JSONNumber.self,
                .init(codingPath: decoder.codingPath, debugDescription: "expected a number, found \(value.typeName)")
            )
        }
        self = number
    }

    /// Encodes the number; foreign encoders receive an integer or a `Double`.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.number(self).encode(to: encoder)
    }
}
