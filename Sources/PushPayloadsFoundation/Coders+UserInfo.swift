import Foundation
import PushPayloads

extension PayloadDecoder {
    /// Decodes a value from a notification's `userInfo` without `JSONSerialization` or `Data`.
    ///
    /// The dictionary is walked once onto the decoder's tape, which the decoder then reads: no
    /// JSON text and no tree of values is built. Members come in the one order of every `userInfo`
    /// path (sorted by the keys' UTF-8 bytes), so what the decoded value keeps of them is the same
    /// in every process. Error pointers name the dictionary's keys; errors have no lines and
    /// columns, as there is no text.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - userInfo: The dictionary.
    ///   - strategy: How a `Date` or `Data` in the dictionary becomes the JSON this decoder reads.
    ///     `nil`, the default, refuses a `Date` and writes `Data` as this decoder's
    ///     `dataDecodingStrategy` reads it. With a date strategy, choose the `dateDecodingStrategy`
    ///     that reads it (``JSONValue/FoundationValueStrategy/DateStrategy/deferredToDate`` for the
    ///     default one).
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form, or the `DecodingError`
    ///   of the first value that does not fit `type`.
    public func decode<T: Decodable>(
        _ type: T.Type, fromUserInfo userInfo: [AnyHashable: Any], strategy: JSONValue.FoundationValueStrategy? = nil
    ) throws -> T {
        try decode(type, fromFoundationObject: userInfo, strategy: strategy)
    }

    /// Decodes a value from a `[String: Any]` dictionary (see ``decode(_:fromUserInfo:strategy:)``).
    public func decode<T: Decodable>(
        _ type: T.Type, fromDictionary dictionary: [String: Any], strategy: JSONValue.FoundationValueStrategy? = nil
    ) throws -> T {
        try decode(type, fromFoundationObject: dictionary, strategy: strategy)
    }

    private func decode<T: Decodable>(
        _ type: T.Type, fromFoundationObject object: Any, strategy: JSONValue.FoundationValueStrategy?
    ) throws -> T {
        let strategy =
            strategy
            ?? JSONValue.FoundationValueStrategy(
                dates: .refuse, data: dataDecodingStrategy == .base64 ? .base64 : .deferredToData)
        return try decode(type, fromTape: try FoundationWalker(strategy: strategy).tape(of: object))
    }
}

extension PayloadEncoder {
    /// Encodes a value into a `[String: Any]` dictionary of Foundation-style objects, as a
    /// `userInfo` holds them.
    ///
    /// - Throws: `EncodingError` as ``encode(_:)`` does, or when the value is not an object.
    public func encodeUserInfo<T: Encodable>(_ value: T) throws -> [String: Any] {
        let encoded = try encodeValue(value)
        guard let dictionary = encoded.foundationObject as? [String: Any] else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "\(T.self) encodes \(encoded.typeName), not an object")
            )
        }
        return dictionary
    }
}

extension PayloadValidator {
    /// Validates a `userInfo` dictionary as if it were the JSON it came from. Findings have
    /// pointers but no lines, and sizes are the library's compact encoding.
    ///
    /// - Parameters:
    ///   - userInfo: The dictionary, converted as ``JSONValue/init(userInfo:strategy:)`` converts it.
    ///   - kind: The kind to validate it as.
    ///   - options: Limits, severities and the family's context.
    ///   - strategy: How a `Date` or `Data` in it becomes JSON; by default a `Date` is refused.
    /// - Throws: ``UserInfoConversionError`` when the dictionary holds a value with no JSON form.
    public static func validate(
        userInfo: [AnyHashable: Any], as kind: PayloadKind, options: ValidationOptions = ValidationOptions(),
        strategy: JSONValue.FoundationValueStrategy = JSONValue.FoundationValueStrategy()
    ) throws -> ValidationReport {
        validate(try JSONValue(userInfo: userInfo, strategy: strategy), as: kind, options: options)
    }
}
