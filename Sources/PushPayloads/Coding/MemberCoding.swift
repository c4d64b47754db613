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

    /// A flag: `true` for the number 1, `false` for 0; anything else is kept in ``extra``.
    mutating func flag(_ key: PayloadCodingKey) throws -> Bool? {
        if let number = try? container.decode(Int.self, forKey: key), number == 0 || number == 1 {
            return number == 1
        }
        keep(key, try container.decode(JSONValue.self, forKey: key))
        return nil
    }

    /// Keeps the member as a JSON value.
    mutating func keep(_ key: PayloadCodingKey) throws {
        keep(key, try container.decode(JSONValue.self, forKey: key))
    }

    private mutating func keep(_ key: PayloadCodingKey, _ value: JSONValue) {
        extra.append(key: key.stringValue, value: value)
    }

    /// The member order to remember.
    var order: [String] { keys.map(\.stringValue) }
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

    /// Writes a flag as the number 1 or 0.
    mutating func writeFlag(_ value: Bool, _ name: String) throws {
        try container.encode(value ? 1 : 0, forKey: PayloadCodingKey(stringValue: name))
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
