extension JSONValue: Hashable {
    /// JSON equality: strings code point by code point, numbers by decimal value, arrays in order,
    /// objects regardless of member order (see ``JSONObject``).
    ///
    /// Nested arrays and objects are compared from a work list, not by recursion, so values of any
    /// depth compare without exhausting the stack.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        var pending: [(JSONValue, JSONValue)] = []
        var pair = (lhs, rhs)
        while true {
            switch pair {
            case (.null, .null): break
            case (.bool(let a), .bool(let b)): guard a == b else { return false }
            case (.number(let a), .number(let b)): guard a == b else { return false }
            case (.string(let a), .string(let b)): guard sameCodePoints(a, b) else { return false }
            case (.array(let a), .array(let b)):
                guard a.count == b.count else { return false }
                pending.append(contentsOf: zip(a, b))
            case (.object(let a), .object(let b)):
                guard let pairs = JSONObject.memberValuePairs(a, b) else { return false }
                pending.append(contentsOf: pairs)
            default: return false
            }
            guard let next = pending.popLast() else { return true }
            pair = next
        }
    }

    /// Hashes consistently with ``==(_:_:)``.
    ///
    /// Only the outer `hashDepth` levels feed the hash (deeper containers by their size), so
    /// hashing a value of any depth takes bounded stack; equal values still hash alike.
    public func hash(into hasher: inout Hasher) {
        hash(into: &hasher, depth: 0)
    }

    /// How many levels of nesting feed a value's hash.
    static let hashDepth = 32

    func hash(into hasher: inout Hasher, depth: Int) {
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
            hasher.combine(value.count)
            guard depth < Self.hashDepth else { return }
            for element in value { element.hash(into: &hasher, depth: depth + 1) }
        case .object(let value):
            hasher.combine(5 as UInt8)
            guard depth < Self.hashDepth else {
                hasher.combine(value.count)
                return
            }
            value.hash(into: &hasher, depth: depth + 1)
        }
    }
}

extension JSONObject: Hashable {
    /// Whether two objects have the same members, in any order.
    ///
    /// Members with the same key are compared in their relative document order, so
    /// `{"a":1,"a":2}` and `{"a":2,"a":1}` differ.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        JSONValue.object(lhs) == JSONValue.object(rhs)
    }

    /// The pairs of values two objects must have equal for the objects to be equal, with their
    /// keys already matched: `nil` when the keys differ. Members are matched in order when the keys
    /// line up, otherwise after a stable sort by key (duplicates keep their document order).
    static func memberValuePairs(_ lhs: JSONObject, _ rhs: JSONObject) -> [(JSONValue, JSONValue)]? {
        guard lhs.members.count == rhs.members.count else { return nil }
        if zip(lhs.members, rhs.members).allSatisfy({ sameCodePoints($0.key, $1.key) }) {
            return zip(lhs.members, rhs.members).map { ($0.value, $1.value) }
        }
        let byKey: (Member, Member) -> Bool = { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        let left = lhs.members.enumerated().sorted {
            byKey($0.element, $1.element) || (!byKey($1.element, $0.element) && $0.offset < $1.offset)
        }
        let right = rhs.members.enumerated().sorted {
            byKey($0.element, $1.element) || (!byKey($1.element, $0.element) && $0.offset < $1.offset)
        }
        guard zip(left, right).allSatisfy({ sameCodePoints($0.element.key, $1.element.key) }) else { return nil }
        return zip(left, right).map { ($0.element.value, $1.element.value) }
    }

    /// Hashes the members independently of their order.
    public func hash(into hasher: inout Hasher) {
        hash(into: &hasher, depth: 0)
    }

    func hash(into hasher: inout Hasher, depth: Int) {
        var sum = 0
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combineCodePoints(of: member.key)
            member.value.hash(into: &memberHasher, depth: depth)
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
/// ones): the same UTF-8 bytes. Lengths are compared first.
@inline(__always)
func sameCodePoints(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && withUTF8Bytes(of: a) { x in withUTF8Bytes(of: b) { y in bytesEqual(x, y) } }
}
