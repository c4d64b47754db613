/// Read-only lookups into a JSON value: what reads the same facts from a materialized
/// ``JSONValue`` and from plain text in place (``PlainJSONView``), written once for both.
protocol JSONLookup {
    /// The elements of an array.
    associatedtype ElementValues: Sequence<Self>

    /// Whether this value is an object.
    var isObject: Bool { get }
    /// The value of the first member named `name`, when this value is an object that has one.
    func member(_ name: String) -> Self?
    /// The elements, when this value is an array.
    var elementValues: ElementValues? { get }
    /// The string, when this value is a string.
    var stringValue: String? { get }
    /// Whether this value is a string equal to `text`.
    func isString(_ text: String) -> Bool
    /// The number as an `Int64` when it is integral and in range (``JSONNumber/int64Value``).
    var int64Value: Int64? { get }
    /// The number as an `Int64` when it is written as an integer (no fraction, no exponent: `410`,
    /// not `410.0`) and fits: how members that are integers on the wire are read, by the models as
    /// by the checks (``JSONDocument/integerLiteral(at:)``).
    var integerLiteralValue: Int64? { get }
}

extension JSONLookup {
    /// The number as an `Int` when it is integral and in range (``JSONNumber/intValue``).
    var intValue: Int? { int64Value.flatMap { Int(exactly: $0) } }
}

extension JSONValue: JSONLookup {
    var isObject: Bool { objectValue != nil }

    func member(_ name: String) -> JSONValue? { self[name] }

    var elementValues: [JSONValue]? { arrayValue }

    func isString(_ text: String) -> Bool { stringValue == text }

    var int64Value: Int64? { numberValue?.int64Value }

    var integerLiteralValue: Int64? { numberValue.flatMap { LiteralNumbers.integerLiteral($0.literal.utf8) } }
}
