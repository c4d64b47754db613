/// A JSON document value that keeps everything the text said.
///
/// Objects keep their members in document order, duplicates included; numbers keep the literal they
/// were written with (see ``JSONNumber``); strings are Swift `String`s holding the unescaped text.
///
/// Equality follows JSON semantics rather than Swift's string rules: strings compare code point by
/// code point (so `"é"` and `"e\u{301}"` differ), numbers compare as decimal values (so `1`, `1.0`
/// and `10e-1` are equal), and objects compare as sets of members regardless of order.
public enum JSONValue: Sendable {
    /// The literal `null`.
    case null
    /// The literal `true` or `false`.
    case bool(Bool)
    /// A number, keeping its literal.
    case number(JSONNumber)
    /// A string, unescaped.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object: ordered members, duplicates kept.
    case object(JSONObject)
}

extension JSONValue {
    /// The name of this value's JSON type, as diagnostics print it: `null`, `boolean`, `number`,
    /// `string`, `array` or `object`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The string, if this value is a string.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The Boolean, if this value is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The number, if this value is a number.
    public var numberValue: JSONNumber? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The elements, if this value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The object, if this value is an object.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { value } else { nil }
    }

    /// Whether this value is `null`.
    public var isNull: Bool {
        if case .null = self { true } else { false }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// Creates `null`.
    public init(nilLiteral: ()) { self = .null }
    /// Creates a Boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates a string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates an integer number.
    public init(integerLiteral value: Int64) { self = .number(JSONNumber(value)) }
    /// Creates a number from a floating-point literal, written in its shortest round-tripping form.
    ///
    /// A literal too large for `Double` (infinity) has no JSON form and becomes `null`, as
    /// JavaScript's `JSON.stringify` does.
    public init(floatLiteral value: Double) { self = JSONNumber(value).map(JSONValue.number) ?? .null }
    /// Creates an array value.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Creates an object whose members are in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }
}

extension JSONValue: CustomStringConvertible, CustomDebugStringConvertible {
    /// The compact JSON text of this value.
    public var description: String {
        String(decoding: jsonBytes(), as: UTF8.self)
    }

    /// The compact JSON text of this value, as ``description``.
    public var debugDescription: String { description }
}
