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
        self = try FoundationWalker(strategy: strategy).value(of: userInfo)
    }

    /// Converts a `[String: Any]` dictionary (see ``init(userInfo:strategy:)``).
    public init(foundationObject: Any, strategy: FoundationValueStrategy = FoundationValueStrategy()) throws {
        self = try FoundationWalker(strategy: strategy).value(of: foundationObject)
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

extension FoundationWalker {
    /// The value of a Foundation object; members of each object sorted by key, since a
    /// dictionary has no order.
    func value(of object: Any, depth: Int = 0) throws -> JSONValue {
        switch try classify(object) {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .string(let string): return .string(string)
        case .integer(let integer): return .number(JSONNumber(integer))
        case .unsigned(let unsigned): return .number(JSONNumber(unsigned))
        case .double(let double):
            // `classify` passes finite values only, and every finite Double has a JSON form.
            guard let number = JSONNumber(double) else { throw failure(object, "\(double) has no JSON form") }
            return .number(number)
        case .array(let elements):
            try checkDepth(depth, object)
            var values: [JSONValue] = []
            values.reserveCapacity(elements.count)
            try forEachElement(of: elements) { element in values.append(try value(of: element, depth: depth + 1)) }
            return .array(values)
        case .object(let dictionary):
            try checkDepth(depth, object)
            var members: [JSONObject.Member] = []
            members.reserveCapacity(dictionary.count)
            try forEachMember(of: dictionary) { key, element in
                members.append(JSONObject.Member(key: key, value: try value(of: element, depth: depth + 1)))
            }
            members.sort { $0.key < $1.key }
            return .object(JSONObject(members))
        }
    }
}
