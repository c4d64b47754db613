/// What a model remembers from decoding only to write the same bytes back: the member order, the
/// position of a member among others, and number literals the writer would spell differently
/// (`1.0`, `0.50`, `1.685952e9`).
///
/// It is not part of the model's value: every memo is equal to every other and hashes to nothing,
/// so a model's synthesized `==` and `hash(into:)` compare exactly its fields, all of them.
struct CodingMemo: Sendable, Hashable {
    /// The member order the value was decoded with.
    var order: [String] = []
    /// Literals of typed number members whose canonical spelling differs, by key.
    var literals: [String: JSONNumber] = [:]
    /// A model-specific position (where `aps` stood among the custom keys).
    var position: Int?

    init() {}

    static func == (_: CodingMemo, _: CodingMemo) -> Bool { true }

    func hash(into _: inout Hasher) {}
}

/// A Swift number type a model member can have, read from and written as a JSON number exactly.
protocol LiteralNumber: Codable, Equatable {
    /// The value of a literal, if it is exactly representable (for `Double`, finite).
    init?(exactly number: JSONNumber)
    /// The literal the library writes for the value.
    var canonicalLiteral: String { get }
}

extension LiteralNumber {
    /// Whether the writer would spell the value of `number` as its literal: plain integer digits
    /// (the common case) are decided on the bytes, without writing the value.
    func isCanonical(_ number: JSONNumber) -> Bool {
        var utf8 = number.literal.utf8[...]
        if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
        let plainDigits = !utf8.isEmpty && utf8.count <= 15 && utf8.allSatisfy { $0 &- UInt8(ascii: "0") <= 9 }
        // "-0" is written "0"; other plain literals of at most 15 digits are written as they are.
        if plainDigits { return number.literal != "-0" }
        return number.literal == canonicalLiteral
    }
}

extension Int: LiteralNumber {
    init?(exactly number: JSONNumber) {
        guard let value = number.int64Value.flatMap(Int.init(exactly:)) else { return nil }
        self = value
    }

    var canonicalLiteral: String { String(self) }
}

extension Int64: LiteralNumber {
    init?(exactly number: JSONNumber) {
        guard let value = number.int64Value else { return nil }
        self = value
    }

    var canonicalLiteral: String { String(self) }
}

extension Double: LiteralNumber {
    init?(exactly number: JSONNumber) {
        let value = number.doubleValue
        guard value.isFinite else { return nil }
        self = value
    }

    var canonicalLiteral: String { JSONNumber(self)?.literal ?? "" }
}
