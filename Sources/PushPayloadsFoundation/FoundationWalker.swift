import Foundation
import PushPayloads

/// One Foundation value, told apart by the JSON value it becomes. Dates, data and URLs have
/// already been turned into their JSON form under the strategy.
enum FoundationValue {
    case null
    case bool(Bool)
    case string(String)
    case integer(Int64)
    case unsigned(UInt64)
    /// A finite floating-point value.
    case double(Double)
    /// A number kept as its literal: a `Decimal` or `NSDecimalNumber`, exact to its last digit.
    case number(JSONNumber)
    case array(FoundationArray)
    case object(FoundationObject)
}

/// Walks Foundation objects (what iOS hands to `userInfo`, what `JSONSerialization` returns):
/// tells each value's kind apart once, in one place, and names the key path of a value that fails.
/// The JSON value conversion and the decoder's tape writer both walk with it.
struct FoundationWalker {
    let strategy: JSONValue.FoundationValueStrategy
    /// Whether dictionaries hand their members over in ``FoundationMemberOrder``. A walk that does
    /// not (the decoder's tape, which orders members itself where their order shows) reads each
    /// dictionary in its own order, without sorting, except a `[AnyHashable: Any]` whose keys are
    /// not all `String`s: only such a dictionary can hold two keys of one text (a `String` and an
    /// `NSString`), and sorting is how its keys are checked for that.
    let ordersMembers: Bool

    // The classes and types of a JSONSerialization result, found once per walk rather than
    // through a global's lazy initializer on every value.
    private let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))
    private let numberClass = ObjectIdentifier(type(of: NSNumber(value: 1)))
    private let stringType = ObjectIdentifier(String.self)
    private let decimalType = ObjectIdentifier(Decimal.self)
    private let dictionaryType = ObjectIdentifier([String: Any].self)
    private let userInfoType = ObjectIdentifier([AnyHashable: Any].self)
    private let arrayType = ObjectIdentifier([Any].self)

    init(strategy: JSONValue.FoundationValueStrategy, ordersMembers: Bool = true) {
        self.strategy = strategy
        self.ordersMembers = ordersMembers
    }

    /// The error for `value`; the walk puts the key path in front as it unwinds.
    func failure(_ code: UserInfoConversionError.Code, _ value: Any, _ message: String) -> UserInfoConversionError {
        UserInfoConversionError(
            code: code, pointer: JSONPointer(tokens: []), typeName: String(describing: type(of: value)),
            message: message)
    }

    // MARK: Telling values apart

    /// What `value` becomes. Objects (`NSNumber`, `NSString`, `NSDictionary`, ...) and Swift
    /// values are told apart first, because casting a Swift dictionary to a class would bridge it.
    ///
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form.
    func classify(_ value: Any) throws -> FoundationValue {
        try classifyOpened(value)
    }

    /// ``classify(_:)`` with the value's type opened: the usual types of a JSONSerialization
    /// result are recognized by comparing metatypes and taken without a dynamic cast.
    ///
    /// Swift 6 opens an `Any` passed to `T`, so `T` is the dynamic type; Swift 5 binds `T` to
    /// `Any` and every value goes through the casts of `classifyOther`, which copy a
    /// `[AnyHashable: Any]` into a `[String: Any]` that iterates in an order of its own. Code that
    /// compiles these sources directly (the fuzz targets) must use `-swift-version 6`.
    private func classifyOpened<T>(_ value: T) throws -> FoundationValue {
        let dynamicType = ObjectIdentifier(T.self)
        if dynamicType == stringType { return .string(unsafeBitCast(value, to: String.self)) }
        if dynamicType == decimalType { return try classify(unsafeBitCast(value, to: Decimal.self), value) }
        if dynamicType == numberClass || dynamicType == booleanClass {
            return try classify(unsafeDowncast(unsafeBitCast(value, to: AnyObject.self), to: NSNumber.self))
        }
        if dynamicType == dictionaryType { return .object(.stringKeyed(unsafeBitCast(value, to: [String: Any].self))) }
        if dynamicType == arrayType { return .array(.swift(unsafeBitCast(value, to: [Any].self))) }
        if dynamicType == userInfoType {
            return .object(.hashableKeyed(unsafeBitCast(value, to: [AnyHashable: Any].self)))
        }
        return try classifyOther(value)
    }

    private func classifyOther(_ value: Any) throws -> FoundationValue {
        if type(of: value) is AnyClass {
            return try classify(object: value as AnyObject)
        }
        switch value {
        case let string as String: return .string(string)
        case let decimal as Decimal: return try classify(decimal, value)
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .integer(Int64(int))
        case let double as Double: return try finite(double, value)
        case let dictionary as [String: Any]: return .object(.stringKeyed(dictionary))
        case let dictionary as [AnyHashable: Any]: return .object(.hashableKeyed(dictionary))
        case let array as [Any]: return .array(.swift(array))
        case let date as Date: return try classify(date)
        case let data as Data: return classify(data)
        case let url as URL: return .string(url.absoluteString)
        case Optional<Any>.none: return .null
        default: return try classifyOtherNumber(value)
        }
    }

    private func classify(object: AnyObject) throws -> FoundationValue {
        switch object {
        case is NSNull: return .null
        case let number as NSNumber: return try classify(number)
        case let string as NSString: return .string(String(string))
        case let dictionary as NSDictionary: return .object(.bridged(dictionary))
        case let array as NSArray: return .array(.bridged(array))
        case let date as NSDate: return try classify(date as Date)
        case let data as NSData: return classify(data as Data)
        case let url as NSURL: return .string((url as URL).absoluteString)
        default: throw failure(.unsupportedType, object, "a value of type \(type(of: object)) has no JSON form")
        }
    }

    /// Boolean `NSNumber`s by their class (`__NSCFBoolean` on Apple platforms and on Linux);
    /// others by the C type they hold.
    private func classify(_ number: NSNumber) throws -> FoundationValue {
        if ObjectIdentifier(type(of: number)) == booleanClass { return .bool(number.boolValue) }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
            return .integer(number.int64Value)
        case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
            return .unsigned(number.uint64Value)
        default:
            // An NSDecimalNumber (its C type is a double) keeps its digits: its doubleValue would
            // round away those past a Double's 17. It may be boxed as an NSNumber, as
            // JSONSerialization boxes it, so it is told apart here rather than by its static type.
            if let decimal = number as? NSDecimalNumber { return try classify(decimal as Decimal, decimal) }
            return try finite(number.doubleValue, number)
        }
    }

    /// A decimal as its exact literal; NaN has no JSON form.
    private func classify(_ decimal: Decimal, _ value: Any) throws -> FoundationValue {
        guard let number = decimal.jsonNumber else {
            throw failure(.nonFiniteNumber, value, "decimal \(decimal) has no JSON form")
        }
        return .number(number)
    }

    private func finite(_ double: Double, _ value: Any) throws -> FoundationValue {
        guard double.isFinite else { throw failure(.nonFiniteNumber, value, "\(double) has no JSON form") }
        return .double(double)
    }

    private func classifyOtherNumber(_ value: Any) throws -> FoundationValue {
        switch value {
        case let number as Int8: return .integer(Int64(number))
        case let number as Int16: return .integer(Int64(number))
        case let number as Int32: return .integer(Int64(number))
        case let number as Int64: return .integer(number)
        case let number as UInt: return .unsigned(UInt64(number))
        case let number as UInt8: return .unsigned(UInt64(number))
        case let number as UInt16: return .unsigned(UInt64(number))
        case let number as UInt32: return .unsigned(UInt64(number))
        case let number as UInt64: return .unsigned(number)
        case let number as Float: return try finite(Double(number), value)
        default:
            throw failure(.unsupportedType, value, "a value of type \(type(of: value)) has no JSON form")
        }
    }

    private func classify(_ data: Data) -> FoundationValue {
        switch strategy.data {
        case .base64: .string(data.base64EncodedString())
        case .deferredToData: .array(.swift(data.map { $0 as Any }))
        }
    }

    /// The name a dictionary key gives its member, or `nil` for a key that is not a string.
    func name(of key: Any) -> String? {
        nameOpened(key)
    }

    /// ``name(of:)`` with the key's type opened: a `String` is taken without a dynamic cast.
    private func nameOpened<T>(_ key: T) -> String? {
        if ObjectIdentifier(T.self) == stringType { return unsafeBitCast(key, to: String.self) }
        if let string = key as? String { return string }
        if let string = key as? NSString { return String(string) }
        return nil
    }

    /// Whether `key`'s dynamic type is `String` (not `NSString` or another type).
    func isSwiftString(_ key: Any) -> Bool {
        isSwiftStringOpened(key)
    }

    private func isSwiftStringOpened<T>(_ key: T) -> Bool { ObjectIdentifier(T.self) == stringType }
}
