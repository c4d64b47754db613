/// Decoding for models that lose nothing: each member is decoded into its typed property when its
/// value fits, and kept as a ``JSONValue`` otherwise (unknown keys, or a documented key with a value
/// of another type), together with the order the members came in.
///
/// It uses only the public `Decoder` API, so a model decodes alike with ``PayloadDecoder`` and with
/// Foundation's `JSONDecoder` (which does not keep member order; the order is then unspecified).
struct MemberReader {
    private let container: KeyedDecodingContainer<PayloadCodingKey>
    /// The keys in document order (each once; for duplicates, the first occurrence).
    let keys: [PayloadCodingKey]
    /// Members the typed properties do not hold.
    private(set) var extra = JSONObject()
    /// Number literals of typed members the writer would spell differently.
    private var literals: [String: JSONNumber] = [:]

    init(_ decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: PayloadCodingKey.self)
        keys = container.allKeys
    }

    /// The member's value as `T`, or `nil` after keeping it in ``extra`` when it is not a `T`.
    mutating func typed<T: Decodable>(_ type: T.Type, _ key: PayloadCodingKey) throws -> T? {
        do {
            return try container.decode(T.self, forKey: key)
        } catch is DecodingError {
            keep(key, try container.decode(JSONValue.self, forKey: key))
            return nil
        }
    }

    /// A number member as `T`, or `nil` after keeping it in ``extra`` when it is not one. Its
    /// literal is remembered when the writer would spell the value differently.
    mutating func number<T: LiteralNumber>(_ type: T.Type, _ key: PayloadCodingKey) throws -> T? {
        guard let number = try? container.decode(JSONNumber.self, forKey: key), let value = T(exactly: number) else {
            keep(key, try container.decode(JSONValue.self, forKey: key))
            return nil
        }
        if !value.isCanonical(number) { literals[key.stringValue] = number }
        return value
    }

    /// A flag: `true` for the number 1, `false` for 0 (in any spelling, remembered); anything else
    /// is kept in ``extra``.
    mutating func flag(_ key: PayloadCodingKey) throws -> Bool? {
        guard let number = try number(Int.self, key) else { return nil }
        guard number == 0 || number == 1 else {
            literals[key.stringValue] = nil
            keep(key, try container.decode(JSONValue.self, forKey: key))
            return nil
        }
        return number == 1
    }

    /// The member's value as JSON, not kept.
    func value(_ key: PayloadCodingKey) throws -> JSONValue {
        try container.decode(JSONValue.self, forKey: key)
    }

    /// Keeps the member as a JSON value.
    mutating func keep(_ key: PayloadCodingKey) throws {
        keep(key, try container.decode(JSONValue.self, forKey: key))
    }

    private mutating func keep(_ key: PayloadCodingKey, _ value: JSONValue) {
        extra.append(key: key.stringValue, value: value)
    }

    /// What to remember for writing the same bytes back: the member order and literals.
    var memo: CodingMemo {
        var memo = CodingMemo()
        memo.order = keys.map(\.stringValue)
        memo.literals = literals
        return memo
    }
}

/// Encoding for the same models: members in the remembered order, then typed members set in code
/// (in declaration order), then kept members not placed yet. Flags are written as `1` (or `0`).
struct MemberWriter {
    private var container: KeyedEncodingContainer<PayloadCodingKey>

    init(_ encoder: any Encoder) {
        container = encoder.container(keyedBy: PayloadCodingKey.self)
    }

    /// Writes a typed member.
    mutating func write<T: Encodable>(_ value: T, _ name: String) throws {
        try container.encode(value, forKey: PayloadCodingKey(stringValue: name))
    }

    /// Writes a number member: as the literal it was decoded with while the value is unchanged.
    mutating func writeNumber<T: LiteralNumber>(_ value: T, _ name: String, memo: CodingMemo) throws {
        if let literal = memo.literals[name], T(exactly: literal) == value {
            try container.encode(literal, forKey: PayloadCodingKey(stringValue: name))
        } else {
            try container.encode(value, forKey: PayloadCodingKey(stringValue: name))
        }
    }

    /// Writes a flag as the number 1 or 0 (as decoded, while the value is unchanged).
    mutating func writeFlag(_ value: Bool, _ name: String, memo: CodingMemo) throws {
        try writeNumber(value ? 1 : 0, name, memo: memo)
    }

    /// Writes `members` in order with `value` under `name` among them, before the member at
    /// `position` (`nil`: first; past the end: last). A member of `members` named `name` was set
    /// after the typed value (see ``UntypedMembers``) and is written in its place.
    mutating func write<T: Encodable>(_ members: JSONObject, inserting value: T?, named name: String, at position: Int?)
        throws
    {
        let inserted = members.contains(key: name) ? nil : value
        let insertAt = inserted == nil ? -1 : min(position ?? 0, members.count)
        for (index, member) in members.members.enumerated() {
            if index == insertAt, let inserted { try write(inserted, name) }
            try write(member.value, member.key)
        }
        if insertAt == members.count, let inserted { try write(inserted, name) }
    }

    /// The order to write members in: `remembered` names still present, then the other `present`
    /// typed names, then `extra` keys not placed yet.
    static func order(remembered: [String], present: [String], extra: JSONObject) -> [String] {
        var names: [String] = []
        names.reserveCapacity(present.count + extra.count)
        for name in remembered where !names.contains(name) && (present.contains(name) || extra.contains(key: name)) {
            names.append(name)
        }
        for name in present where !names.contains(name) { names.append(name) }
        for member in extra.members where !names.contains(member.key) { names.append(member.key) }
        return names
    }
}
