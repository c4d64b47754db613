import Foundation
import PushPayloads

extension JSONValue {
    /// Converts what iOS hands to `userInfo` (or any `JSONSerialization`-style object) into a value.
    ///
    /// `NSNull`, Boolean `NSNumber`s (told apart from numbers by their class, `__NSCFBoolean`, on
    /// Apple platforms and on Linux alike) and Swift `Bool`s, other `NSNumber`s and Swift numbers,
    /// `String`/`NSString`, arrays and dictionaries with string keys, `Data` and `URL`; a `Date`
    /// only under a date strategy the caller chose (``FoundationValueStrategy/dates``).
    ///
    /// A dictionary has no order, and it iterates in one that changes from process to process, so
    /// the members of each are sorted by the keys' UTF-8 bytes (Unicode scalar order, the same in
    /// every locale): the same dictionary gives the same value, and the same bytes, every time.
    /// Every `userInfo` path (the decoder, every model's `init(userInfo:)`, the validator) walks
    /// members in that order.
    ///
    /// - Parameters:
    ///   - userInfo: The dictionary.
    ///   - strategy: How a `Date` or `Data` in it becomes JSON; by default a `Date` is refused.
    /// - Throws: ``UserInfoConversionError`` naming the key path of the first value with no JSON
    ///   form, in that order (a key that is not a string, at the dictionary that holds it; NaN; a
    ///   `Date` with no strategy; an unsupported class).
    public init(userInfo: [AnyHashable: Any], strategy: FoundationValueStrategy = FoundationValueStrategy()) throws {
        self = try FoundationWalker(strategy: strategy).value(of: userInfo)
    }

    /// Converts a `[String: Any]` dictionary (see ``init(userInfo:strategy:)``).
    public init(foundationObject: Any, strategy: FoundationValueStrategy = FoundationValueStrategy()) throws {
        self = try FoundationWalker(strategy: strategy).value(of: foundationObject)
    }

    /// The value as Foundation-style objects: `NSNull`, `Bool`, `Int` (or `UInt64`, or `Double` for
    /// fractions and exponents), `String`, `[Any]` and `[String: Any]`.
    ///
    /// Containers are built from a stack of open ones, not by recursion, so a value of any depth
    /// converts without exhausting the stack.
    public var foundationObject: Any {
        var stack: [FoundationBuild] = []
        var value = self
        while true {
            var converted: Any
            switch value {
            case .array(let elements): stack.append(FoundationBuild(elements: elements))
            case .object(let object): stack.append(FoundationBuild(members: object.members))
            default: break
            }
            if case .array = value, let child = stack[stack.count - 1].nextChild() {
                value = child
                continue
            } else if case .object = value, let child = stack[stack.count - 1].nextChild() {
                value = child
                continue
            } else if value.isContainer {
                converted = stack.removeLast().result
            } else {
                converted = value.foundationScalar
            }
            // Hand the converted value to its container; a container that has all its children is
            // converted in turn.
            while true {
                guard let top = stack.last else { return converted }
                top.take(converted)
                if let child = top.nextChild() {
                    value = child
                    break
                }
                converted = stack.removeLast().result
            }
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    /// A scalar as a Foundation-style object (containers are built by ``foundationObject``).
    private var foundationScalar: Any {
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
        case .array, .object: return NSNull()
        }
    }
}

/// A container being converted by ``JSONValue/foundationObject``: its children, and what is built
/// of them so far (a repeated key keeps its first value, as a dictionary holds one).
private final class FoundationBuild {
    private let elements: [JSONValue]?
    private let members: [JSONObject.Member]
    private var array: [Any] = []
    private var dictionary: [String: Any] = [:]
    /// Children handed out so far.
    private var cursor = 0

    init(elements: [JSONValue]) {
        self.elements = elements
        members = []
        array.reserveCapacity(elements.count)
    }

    init(members: [JSONObject.Member]) {
        elements = nil
        self.members = members
    }

    /// The next child to convert, or `nil` when all have been handed out.
    func nextChild() -> JSONValue? {
        if let elements {
            guard cursor < elements.count else { return nil }
            cursor += 1
            return elements[cursor - 1]
        }
        guard cursor < members.count else { return nil }
        cursor += 1
        return members[cursor - 1].value
    }

    /// Takes the converted child handed out last.
    func take(_ value: Any) {
        if elements != nil {
            array.append(value)
        } else {
            let key = members[cursor - 1].key
            if dictionary[key] == nil { dictionary[key] = value }
        }
    }

    var result: Any { elements != nil ? array : dictionary }
}

extension FoundationWalker {
    /// The value of a Foundation object; the members of each object in ``FoundationMemberOrder``.
    func value(of object: Any) throws -> JSONValue {
        var builder = ValueBuilder()
        try walk(object, into: &builder)
        return builder.result
    }
}

/// Builds a ``JSONValue`` from a walk: a stack of the containers still open.
private struct ValueBuilder: FoundationVisitor {
    private struct Open {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [JSONObject.Member] = []
        var key = ""
    }

    private var open: [Open] = []
    private(set) var result: JSONValue = .null

    mutating func scalar(_ value: FoundationValue) {
        switch value {
        case .null: add(.null)
        case .bool(let bool): add(.bool(bool))
        case .string(let string): add(.string(string))
        case .integer(let integer): add(.number(JSONNumber(integer)))
        case .unsigned(let unsigned): add(.number(JSONNumber(unsigned)))
        // The walker hands out finite values only, and every finite Double has a JSON form.
        case .double(let double): add(JSONNumber(double).map(JSONValue.number) ?? .null)
        case .number(let number): add(.number(number))
        case .array, .object: break
        }
    }

    mutating func beginArray(count: Int) {
        var container = Open(isObject: false)
        container.elements.reserveCapacity(count)
        open.append(container)
    }

    mutating func beginObject(count: Int) {
        var container = Open(isObject: true)
        container.members.reserveCapacity(count)
        open.append(container)
    }

    mutating func key(_ key: String) {
        open[open.count - 1].key = key
    }

    mutating func end() {
        let container = open.removeLast()
        if container.isObject {
            // The walk hands out members in FoundationMemberOrder.
            add(.object(JSONObject(container.members)))
        } else {
            add(.array(container.elements))
        }
    }

    private mutating func add(_ value: JSONValue) {
        guard !open.isEmpty else {
            result = value
            return
        }
        if open[open.count - 1].isObject {
            open[open.count - 1].members.append(JSONObject.Member(key: open[open.count - 1].key, value: value))
        } else {
            open[open.count - 1].elements.append(value)
        }
    }
}
