import Foundation
import PushPayloads

extension JSONValue {
    /// How `Date` and `Data` objects in a `userInfo` become JSON, matching the coders' strategies.
    public struct FoundationValueStrategy: Sendable, Hashable {
        /// How dates are written.
        public var dates: PayloadEncoder.DateEncodingStrategy
        /// How data is written.
        public var data: PayloadEncoder.DataEncodingStrategy

        /// Creates a strategy; the defaults are `JSONEncoder`'s (seconds since 2001, base64).
        public init(
            dates: PayloadEncoder.DateEncodingStrategy = .deferredToDate,
            data: PayloadEncoder.DataEncodingStrategy = .base64
        ) {
            self.dates = dates
            self.data = data
        }
    }

    /// Converts what iOS hands to `userInfo` (or any `JSONSerialization`-style object) into a value.
    ///
    /// `NSNull`, Boolean `NSNumber`s (told apart from numbers by their class, `__NSCFBoolean`, on
    /// Apple platforms and on Linux alike) and Swift `Bool`s, other `NSNumber`s and Swift numbers,
    /// `String`/`NSString`, arrays and dictionaries with string keys (members sorted by key, since
    /// a dictionary has no order), `Date`, `Data` and `URL`.
    ///
    /// - Throws: ``UserInfoConversionError`` naming the key path of the first value with no JSON
    ///   form (a non-string dictionary key, NaN, an unsupported class).
    public init(userInfo: [AnyHashable: Any], strategy: FoundationValueStrategy = FoundationValueStrategy()) throws {
        var converter = FoundationConverter(strategy: strategy)
        self = try converter.convert(userInfo as Any)
    }

    /// Converts a `[String: Any]` dictionary (see ``init(userInfo:strategy:)``).
    public init(foundationObject: Any, strategy: FoundationValueStrategy = FoundationValueStrategy()) throws {
        var converter = FoundationConverter(strategy: strategy)
        self = try converter.convert(foundationObject)
    }

    /// The value as Foundation-style objects: `NSNull`, `Bool`, `Int` (or `UInt64`, or `Double` for
    /// fractions and exponents), `String`, `[Any]` and `[String: Any]`.
    public var foundationObject: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let value): return value
        case .string(let value): return value
        case .number(let number):
            if !number.hasFractionOrExponent {
                if let value = number.intValue { return value }
                if let value = number.uint64Value { return value }
            }
            return number.doubleValue
        case .array(let elements): return elements.map(\.foundationObject)
        case .object(let object):
            var dictionary: [String: Any] = [:]
            for member in object.members where dictionary[member.key] == nil {
                dictionary[member.key] = member.value.foundationObject
            }
            return dictionary
        }
    }
}

/// Walks Foundation objects into JSON values, keeping the path for errors.
struct FoundationConverter {
    let strategy: JSONValue.FoundationValueStrategy
    private var path: [String] = []

    /// The class of Boolean `NSNumber`s (`__NSCFBoolean`), found once.
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))
    /// The class of other `NSNumber`s as `JSONSerialization` makes them.
    private static let numberClass = ObjectIdentifier(type(of: NSNumber(value: 1)))
    private static let stringType = ObjectIdentifier(String.self)
    private static let dictionaryType = ObjectIdentifier([String: Any].self)
    private static let arrayType = ObjectIdentifier([Any].self)

    init(strategy: JSONValue.FoundationValueStrategy) {
        self.strategy = strategy
    }

    private func failure(_ value: Any, _ reason: String) -> UserInfoConversionError {
        UserInfoConversionError(
            pointer: JSONPointer(tokens: path), typeName: String(describing: type(of: value)), reason: reason)
    }

    /// Converts one value. Objects (`NSNumber`, `NSString`, `NSDictionary`, ...) and Swift values
    /// are told apart first, because casting a Swift dictionary to a class would bridge all of it.
    mutating func convert(_ value: Any) throws -> JSONValue {
        // The usual types of a JSONSerialization result, recognized by identity (no search).
        let dynamicType = ObjectIdentifier(type(of: value))
        if dynamicType == FoundationConverter.stringType, let string = value as? String { return .string(string) }
        if dynamicType == FoundationConverter.numberClass || dynamicType == FoundationConverter.booleanClass,
            let number = value as? NSNumber
        {
            return try convert(number)
        }
        if dynamicType == FoundationConverter.dictionaryType, let dictionary = value as? [String: Any] {
            return try convert(stringKeyed: dictionary)
        }
        if dynamicType == FoundationConverter.arrayType, let array = value as? [Any] { return try convert(array) }
        if type(of: value) is AnyClass {
            return try convert(object: value as AnyObject)
        }
        switch value {
        case let string as String:
            return .string(string)
        case let bool as Bool:
            return .bool(bool)
        case let int as Int:
            return .number(JSONNumber(int))
        case let double as Double:
            guard let number = JSONNumber(double) else { throw failure(value, "\(double) has no JSON form") }
            return .number(number)
        case let dictionary as [String: Any]:
            return try convert(stringKeyed: dictionary)
        case let dictionary as [AnyHashable: Any]:
            return try convert(members: dictionary.lazy.map { ($0.key, $0.value) }, count: dictionary.count)
        case let array as [Any]:
            return try convert(array)
        case let date as Date:
            return try convert(date)
        case let data as Data:
            return convert(data)
        case let url as URL:
            return .string(url.absoluteString)
        case Optional<Any>.none:
            return .null
        default:
            return try convertOtherNumber(value)
        }
    }

    /// Converts a Foundation object.
    private mutating func convert(object: AnyObject) throws -> JSONValue {
        switch object {
        case is NSNull:
            return .null
        case let number as NSNumber:
            return try convert(number)
        case let string as NSString:
            return .string(String(string))
        case let dictionary as NSDictionary:
            return try convert(
                members: dictionary.lazy.map {
                    (($0.key as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)), $0.value)
                }, count: dictionary.count)
        case let array as NSArray:
            return try convert(array.map { $0 })
        case let date as NSDate:
            return try convert(date as Date)
        case let data as NSData:
            return convert(data as Data)
        case let url as NSURL:
            return .string((url as URL).absoluteString)
        default:
            throw failure(object, "a value of type \(type(of: object)) has no JSON form")
        }
    }

    private func convert(_ data: Data) -> JSONValue {
        switch strategy.data {
        case .base64: .string(data.base64EncodedString())
        case .deferredToData: .array(data.map { .number(JSONNumber(Int($0))) })
        }
    }

    private mutating func convert(_ number: NSNumber) throws -> JSONValue {
        if ObjectIdentifier(type(of: number)) == FoundationConverter.booleanClass { return .bool(number.boolValue) }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
            return .number(JSONNumber(number.int64Value))
        case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
            return .number(JSONNumber(number.uint64Value))
        default:
            guard let value = JSONNumber(number.doubleValue) else {
                throw failure(number, "\(number) has no JSON form")
            }
            return .number(value)
        }
    }

    private func convertOtherNumber(_ value: Any) throws -> JSONValue {
        switch value {
        case let number as Int8: return .number(JSONNumber(Int(number)))
        case let number as Int16: return .number(JSONNumber(Int(number)))
        case let number as Int32: return .number(JSONNumber(Int(number)))
        case let number as Int64: return .number(JSONNumber(number))
        case let number as UInt: return .number(JSONNumber(UInt64(number)))
        case let number as UInt8: return .number(JSONNumber(Int(number)))
        case let number as UInt16: return .number(JSONNumber(Int(number)))
        case let number as UInt32: return .number(JSONNumber(Int(number)))
        case let number as UInt64: return .number(JSONNumber(number))
        case let number as Float:
            guard number.isFinite, let converted = JSONNumber(Double(number)) else {
                throw failure(value, "\(number) has no JSON form")
            }
            return .number(converted)
        default:
            throw failure(value, "a value of type \(type(of: value)) has no JSON form")
        }
    }

    private mutating func convert(_ date: Date) throws -> JSONValue {
        let seconds: Double
        switch strategy.dates {
        case .deferredToDate: seconds = date.timeIntervalSinceReferenceDate
        case .secondsSince1970: seconds = date.timeIntervalSince1970
        case .millisecondsSince1970: seconds = date.timeIntervalSince1970 * 1000
        case .iso8601: return .string(date.formatted(.iso8601))
        }
        guard let number = JSONNumber(seconds) else { throw failure(date, "\(date) has no JSON form") }
        return .number(number)
    }

    private mutating func convert(stringKeyed dictionary: [String: Any]) throws -> JSONValue {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(dictionary.count)
        for (name, element) in dictionary {
            path.append(name)
            defer { path.removeLast() }
            members.append(JSONObject.Member(key: name, value: try convert(element)))
        }
        members.sort { $0.key < $1.key }
        return .object(JSONObject(members))
    }

    private mutating func convert(
        members dictionary: some Sequence<(AnyHashable, Any)>, count: Int
    ) throws -> JSONValue {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(count)
        for (key, element) in dictionary {
            guard let name = key.base as? String else {
                throw failure(key.base, "a dictionary key of type \(type(of: key.base)) is not a string")
            }
            path.append(name)
            defer { path.removeLast() }
            members.append(JSONObject.Member(key: name, value: try convert(element)))
        }
        members.sort { $0.key < $1.key }
        return .object(JSONObject(members))
    }

    private mutating func convert(_ array: [Any]) throws -> JSONValue {
        var elements: [JSONValue] = []
        elements.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            path.append(String(index))
            defer { path.removeLast() }
            elements.append(try convert(element))
        }
        return .array(elements)
    }
}
