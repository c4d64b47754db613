extension JSONValue: Hashable {
    /// JSON equality: strings code point by code point, numbers by decimal value, arrays in order,
    /// objects regardless of member order (see ``JSONObject``).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): sameCodePoints(a, b)
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    /// Hashes consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0 as UInt8)
        case .bool(let value):
            hasher.combine(1 as UInt8)
            hasher.combine(value)
        case .number(let value):
            hasher.combine(2 as UInt8)
            hasher.combine(value)
        case .string(let value):
            hasher.combine(3 as UInt8)
            hasher.combineCodePoints(of: value)
        case .array(let value):
            hasher.combine(4 as UInt8)
            hasher.combine(value)
        case .object(let value):
            hasher.combine(5 as UInt8)
            hasher.combine(value)
        }
    }
}

extension JSONObject: Hashable {
    /// Whether two objects have the same members, in any order.
    ///
    /// Members with the same key are compared in their relative document order, so
    /// `{"a":1,"a":2}` and `{"a":2,"a":1}` differ.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        if zip(lhs.members, rhs.members).allSatisfy({ $0 == $1 }) { return true }
        let byKey: (Member, Member) -> Bool = { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        // Stable sorts keep duplicates in document order.
        let left = lhs.members.enumerated().sorted {
            byKey($0.element, $1.element) || (!byKey($1.element, $0.element) && $0.offset < $1.offset)
        }
        let right = rhs.members.enumerated().sorted {
            byKey($0.element, $1.element) || (!byKey($1.element, $0.element) && $0.offset < $1.offset)
        }
        return zip(left, right).allSatisfy { $0.element == $1.element }
    }

    /// Hashes the members independently of their order.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combine(member)
            sum = sum &+ memberHasher.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(sum)
    }
}

extension JSONObject.Member: Hashable {
    /// Whether the keys are the same code points and the values are equal.
    public static func == (lhs: JSONObject.Member, rhs: JSONObject.Member) -> Bool {
        sameCodePoints(lhs.key, rhs.key) && lhs.value == rhs.value
    }

    /// Hashes the key's code points and the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combineCodePoints(of: key)
        hasher.combine(value)
    }
}

extension Hasher {
    /// Feeds a string's UTF-8 bytes, so hashing agrees with code-point equality.
    mutating func combineCodePoints(of string: String) {
        combine(string.utf8.count)
        for byte in string.utf8 { combine(byte) }
    }
}

/// Whether two strings hold the same Unicode scalars (Swift's `==` accepts canonically equivalent
/// ones). Equal lengths are checked first, then Swift's fast equality, then the bytes.
@inline(__always)
func sameCodePoints(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && a == b && a.utf8.elementsEqual(b.utf8)
}
