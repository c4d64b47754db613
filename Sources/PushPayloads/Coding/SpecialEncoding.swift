#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the encoders write themselves instead of asking the value's own `Encodable`: JSON values
/// whole, number literals, and dates, data, URLs and decimals under the strategies (as
/// `JSONEncoder` does). One table for the streaming and the tree encoder.
enum SpecialEncoding {
    case json(JSONValue)
    /// A number literal, written as it is.
    case literal(String)
    case string(String)
    /// A floating-point value still to be checked for NaN and infinity.
    case double(Double)
}

extension PayloadEncoder {
    /// How `value` is written if the encoder writes it itself, or `nil` for the value's own
    /// `Encodable`. Types are compared by metatype, which costs no dynamic cast.
    @inline(__always)
    func special<T: Encodable>(_ value: T, codingPath: () -> [any CodingKey]) throws -> SpecialEncoding? {
        if T.self == JSONValue.self { return .json(unsafeBitCast(value, to: JSONValue.self)) }
        if T.self == JSONNumber.self { return .literal(unsafeBitCast(value, to: JSONNumber.self).literal) }
        if T.self == Date.self, dateEncodingStrategy != .deferredToDate {
            let date = unsafeBitCast(value, to: Date.self)
            switch dateEncodingStrategy {
            case .secondsSince1970: return .double(date.timeIntervalSince1970)
            case .millisecondsSince1970: return .double(date.timeIntervalSince1970 * 1000)
            default:
                // ISO 8601's years are 0000 to 9999: Foundation formats a date outside them (or
                // NaN) as text that is no such date (`-4712-01-01T12:00:00Z` for NaN), so it is
                // refused, as a NaN is under the number strategies.
                let seconds = date.timeIntervalSince1970
                guard seconds >= -62_167_219_200, seconds < 253_402_300_800 else {
                    throw EncodingError.invalidValue(
                        seconds,
                        EncodingError.Context(
                            codingPath: codingPath(),
                            debugDescription: "\(seconds) s since 1970 is outside the years 0000 to 9999 of ISO 8601"))
                }
                return .string(date.formatted(.iso8601))
            }
        }
        if T.self == Data.self, dataEncodingStrategy == .base64 {
            return .string(unsafeBitCast(value, to: Data.self).base64EncodedString())
        }
        if T.self == URL.self { return .string(unsafeBitCast(value, to: URL.self).absoluteString) }
        if T.self == Decimal.self {
            let decimal = unsafeBitCast(value, to: Decimal.self)
            guard decimal.isFinite, JSONNumber(literal: decimal.description) != nil else {
                throw EncodingError.invalidValue(
                    decimal,
                    EncodingError.Context(codingPath: codingPath(), debugDescription: "\(decimal) is not a JSON number")
                )
            }
            return .literal(decimal.description)
        }
        return nil
    }

    /// The JSON key for a coding key under the key strategy (not applied to dictionary keys).
    @inline(__always)
    func jsonKey(_ key: some CodingKey, converts: Bool) -> String {
        converts && keyEncodingStrategy == .convertToSnakeCase
            ? SnakeCase.toSnakeCase(key.stringValue) : key.stringValue
    }

    /// The order dictionary members are written in: integer keys as numbers when every key is
    /// one, otherwise in ``KeyByteOrder``. Returns the positions of `keys` in that order.
    static func dictionaryOrder(_ keys: [String]) -> [Int] {
        let integers = keys.map { Int($0) }
        if integers.allSatisfy({ $0 != nil }) {
            return keys.indices.sorted { integers[$0] ?? 0 < integers[$1] ?? 0 }
        }
        return keys.indices.sorted { KeyByteOrder.precedes(keys[$0], keys[$1]) }
    }
}
