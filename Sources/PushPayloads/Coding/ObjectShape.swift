/// The members of a model's object that hold model objects too (`aps` in a body, `alert` and
/// `sound` in `aps`), each with its own: decoding keeps the first member of each key in all of
/// them, as in the model's own object, so a model never writes a key twice.
struct ObjectShape: Sendable {
    /// The nested model objects, by member name.
    var nested: [(name: String, shape: ObjectShape)] = []

    /// An object with no nested model objects.
    static let leaf = ObjectShape()
}

extension JSONObject {
    /// The object with only the first member of each key, here and in the nested objects `shape`
    /// names; `nil` when nothing is dropped (the usual case: nothing is copied).
    func withoutRepeatedKeys(_ shape: ObjectShape) -> JSONObject? {
        var result = hasRepeatedKey ? firstOccurrences : nil
        for (name, inner) in shape.nested {
            guard case .object(let object)? = (result ?? self)[name], let changed = object.withoutRepeatedKeys(inner)
            else { continue }
            result = result ?? self
            result?[name] = .object(changed)
        }
        return result
    }

    /// Whether a key occurs more than once (compared code point by code point, as lookups do).
    private var hasRepeatedKey: Bool {
        if members.count <= 16 {
            for index in members.indices.dropFirst() {
                let key = members[index].key
                if members[..<index].contains(where: { sameCodePoints($0.key, key) }) { return true }
            }
            return false
        }
        var seen = Set<[UInt8]>()
        return members.contains { !seen.insert(Array($0.key.utf8)).inserted }
    }

    /// The first member of each key, in order.
    private var firstOccurrences: JSONObject {
        var seen = Set<[UInt8]>()
        return JSONObject(members.filter { seen.insert(Array($0.key.utf8)).inserted })
    }
}

extension KeptMembers {
    /// Decodes a model whose object holds the model objects `shape` names (see ``ObjectShape``).
    init(from decoder: any Decoder, shape: ObjectShape) throws {
        let object = try JSONObject.decodeObject(from: decoder)
        self.init(members: object.withoutRepeatedKeys(shape) ?? object)
    }
}
