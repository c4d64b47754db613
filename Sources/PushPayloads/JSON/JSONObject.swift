/// A JSON object: members in document order, duplicate keys kept.
///
/// Lookups compare keys code point by code point, as JSON does (not with Swift's canonical string
/// equivalence). When a key occurs more than once, ``subscript(_:)`` answers with the first
/// occurrence, as Foundation's `JSONDecoder` (and so ActivityKit) does; ``values(forKey:)`` returns
/// all of them. Lookups scan the members (objects in payloads are small); to look up many keys of
/// a large object, build a dictionary from ``members`` once.
public struct JSONObject: Sendable {
    /// One `"key": value` member.
    public struct Member: Sendable {
        /// The unescaped key.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// Creates a member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in document order, duplicates included.
    public var members: [Member]

    /// Creates an object from members in order.
    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// The number of members, duplicates included.
    public var count: Int { members.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys in document order, duplicates included.
    public var keys: [String] { members.map(\.key) }

    /// The index of the first member named `key`.
    public func firstIndex(ofKey key: String) -> Int? {
        members.firstIndex { sameCodePoints($0.key, key) }
    }

    /// Whether the object has a member named `key`.
    public func contains(key: String) -> Bool {
        firstIndex(ofKey: key) != nil
    }

    /// Every value stored under `key`, in document order.
    public func values(forKey key: String) -> [JSONValue] {
        members.lazy.filter { sameCodePoints($0.key, key) }.map(\.value)
    }

    /// The value of the first member named `key`.
    ///
    /// Setting never leaves a key twice: a value replaces the first member with that key in place
    /// (keeping its position) and removes any later members with that key, or is appended as a new
    /// member; `nil` removes every member with that key. To store JSON `null`, set `.null`.
    /// ``append(key:value:)`` is the one way to add a duplicate.
    public subscript(key: String) -> JSONValue? {
        get {
            firstIndex(ofKey: key).map { members[$0].value }
        }
        set {
            guard let newValue else {
                members.removeAll { sameCodePoints($0.key, key) }
                return
            }
            guard let index = firstIndex(ofKey: key) else {
                members.append(Member(key: key, value: newValue))
                return
            }
            members[index].value = newValue
            let later = index + 1
            if members[later...].contains(where: { sameCodePoints($0.key, key) }) {
                members[later...].removeAll { sameCodePoints($0.key, key) }
            }
        }
    }

    /// Appends a member, even if one with the same key exists.
    public mutating func append(key: String, value: JSONValue) {
        members.append(Member(key: key, value: value))
    }
}

extension JSONObject: CustomStringConvertible, CustomDebugStringConvertible {
    /// The compact JSON text of the object, its members in order.
    public var description: String { JSONValue.object(self).description }

    /// The compact JSON text of the object, as ``description``.
    public var debugDescription: String { description }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object whose members are in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { Member(key: $0.0, value: $0.1) })
    }
}
