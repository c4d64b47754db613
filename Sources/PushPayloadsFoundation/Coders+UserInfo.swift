import Foundation
import PushPayloads

extension PayloadDecoder {
    /// The conversion strategy that matches this decoder's date and data strategies.
    var foundationStrategy: JSONValue.FoundationValueStrategy {
        let dates: PayloadEncoder.DateEncodingStrategy
        switch dateDecodingStrategy {
        case .deferredToDate: dates = .deferredToDate
        case .secondsSince1970: dates = .secondsSince1970
        case .millisecondsSince1970: dates = .millisecondsSince1970
        case .iso8601: dates = .iso8601
        }
        return JSONValue.FoundationValueStrategy(
            dates: dates, data: dataDecodingStrategy == .base64 ? .base64 : .deferredToData)
    }

    /// Decodes a value from a notification's `userInfo` without `JSONSerialization` or `Data`.
    ///
    /// The dictionary is walked once onto the decoder's tape, which the decoder then reads: no
    /// JSON text and no tree of values is built. Members come in the one order of every `userInfo`
    /// path (sorted by the keys' UTF-8 bytes), so what the decoded value keeps of them is the same
    /// in every process. `Date` and `Data` objects in the dictionary are
    /// read the way this decoder's strategies read their JSON forms. Error pointers name the
    /// dictionary's keys; errors have no lines and columns, as there is no text.
    ///
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form, or the `DecodingError`
    ///   of the first value that does not fit `type`.
    public func decode<T: Decodable>(_ type: T.Type, fromUserInfo userInfo: [AnyHashable: Any]) throws -> T {
        try decode(type, fromFoundationObject: userInfo)
    }

    /// Decodes a value from a `[String: Any]` dictionary (see ``decode(_:fromUserInfo:)``).
    public func decode<T: Decodable>(_ type: T.Type, fromDictionary dictionary: [String: Any]) throws -> T {
        try decode(type, fromFoundationObject: dictionary)
    }

    private func decode<T: Decodable>(_ type: T.Type, fromFoundationObject object: Any) throws -> T {
        try decode(type, fromTape: try FoundationWalker(strategy: foundationStrategy).tape(of: object))
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
    /// - Throws: ``UserInfoConversionError`` when the dictionary holds a value with no JSON form.
    public static func validate(
        userInfo: [AnyHashable: Any], as kind: PayloadKind, options: ValidationOptions = ValidationOptions()
    ) throws -> ValidationReport {
        validate(try JSONValue(userInfo: userInfo), as: kind, options: options)
    }
}
