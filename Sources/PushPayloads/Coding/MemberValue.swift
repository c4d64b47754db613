/// A Swift type a typed accessor of a member-keeping model reads from and writes to a JSON member:
/// the one conversion behind every `get`/`set` pair over ``KeptMembers/members``.
protocol MemberValue {
    /// The value of a member, or `nil` when the member has another JSON type (it is then kept as
    /// it is and validation reports it).
    init?(member: JSONValue)
    /// The member the value is written as.
    var member: JSONValue { get }
}

extension MemberValue where Self: RawRepresentable, RawValue == String {
    /// A value kept as its string, known or not.
    init?(member: JSONValue) {
        guard let text = member.stringValue, let value = Self(rawValue: text) else { return nil }
        self = value
    }

    var member: JSONValue { .string(rawValue) }
}

extension String: MemberValue {
    init?(member: JSONValue) {
        guard let text = member.stringValue else { return nil }
        self = text
    }

    var member: JSONValue { .string(self) }
}

extension Bool: MemberValue {
    init?(member: JSONValue) {
        guard let flag = member.boolValue else { return nil }
        self = flag
    }

    var member: JSONValue { .bool(self) }
}

extension Int: MemberValue {
    init?(member: JSONValue) {
        guard let number = member.numberValue?.intValue else { return nil }
        self = number
    }

    var member: JSONValue { .number(JSONNumber(self)) }
}

extension Int64: MemberValue {
    init?(member: JSONValue) {
        guard let number = member.numberValue?.int64Value else { return nil }
        self = number
    }

    var member: JSONValue { .number(JSONNumber(self)) }
}

extension Double: MemberValue {
    init?(member: JSONValue) {
        guard let number = member.numberValue?.doubleValue, number.isFinite else { return nil }
        self = number
    }

    /// The number; `null` for a value JSON cannot hold (NaN, an infinity), which validation reports.
    var member: JSONValue { JSONNumber(self).map(JSONValue.number) ?? .null }
}

/// A flag of `aps` and its objects: the number `1` (`true`) or `0` (`false`), in any spelling
/// (`1.0`); `true` and `false` are not flags.
struct Flag: MemberValue {
    /// Whether the flag is set.
    var isSet: Bool

    init(_ isSet: Bool) { self.isSet = isSet }

    init?(member: JSONValue) {
        switch member.numberValue?.intValue {
        case 0?: isSet = false
        case 1?: isSet = true
        default: return nil
        }
    }

    var member: JSONValue { .number(JSONNumber(isSet ? 1 : 0)) }
}

extension JSONObject: MemberValue {
    init?(member: JSONValue) {
        guard let object = member.objectValue else { return nil }
        self = object
    }

    var member: JSONValue { .object(self) }
}

extension JSONValue: MemberValue {
    init?(member: JSONValue) { self = member }

    var member: JSONValue { self }
}

extension Array: MemberValue where Element == String {
    /// An array of strings; `nil` when any element is not a string.
    init?(member: JSONValue) {
        guard let values = member.arrayValue else { return nil }
        let strings = values.compactMap(\.stringValue)
        guard strings.count == values.count else { return nil }
        self = strings
    }

    var member: JSONValue { .array(map(JSONValue.string)) }
}

extension KeptMembers {
    /// The member `key` as `T`; `nil` when absent or of another JSON type.
    func member<T: MemberValue>(_ key: String) -> T? {
        members[key].flatMap(T.init(member:))
    }

    /// Sets the member `key` in place (appended when new); `nil` removes it. The key is never
    /// written twice.
    mutating func setMember<T: MemberValue>(_ key: String, _ value: T?) {
        members[key] = value?.member
    }

    /// The member named by a family's key (see ``member(_:)-(String)``).
    func member<T: MemberValue, Key: WireKey>(_ key: Key) -> T? { member(key.name) }

    /// The member named by a family's key, as `type`.
    func member<T: MemberValue, Key: WireKey>(_ key: Key, as type: T.Type) -> T? { member(key.name) }

    /// Sets the member named by a family's key (see ``setMember(_:_:)-(String,_)``).
    mutating func setMember<T: MemberValue, Key: WireKey>(_ key: Key, _ value: T?) { setMember(key.name, value) }

    /// Sets the member `key` to a nested model's members; `nil` removes it.
    mutating func setMember<T: KeptMembers>(_ key: String, _ value: T?) {
        members[key] = value.map { .object($0.members) }
    }

    /// Sets the member named by a family's key to a nested model's members; `nil` removes it.
    mutating func setMember<T: KeptMembers, Key: WireKey>(_ key: Key, _ value: T?) { setMember(key.name, value) }
}
