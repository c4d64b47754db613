/// The one order of member keys that no container gives: by the keys' UTF-8 bytes (the order of
/// their Unicode scalars), so `"10"` before `"9"`, `"Z"` before `"a"`, `"a"` before `"ä"`. It is the
/// same in every locale and every process.
///
/// ``PayloadEncoder`` writes a dictionary's string keys in it, and every `userInfo` path
/// (PushPayloadsFoundation) hands a dictionary's members over in it.
package enum KeyByteOrder {
    /// Whether `name` comes before `other`: by their UTF-8 bytes (compared in place when both are
    /// stored as UTF-8, as native strings are).
    @inline(__always)
    package static func precedes(_ name: String, _ other: String) -> Bool {
        let inPlace = name.utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                let common = min(left.count, right.count)
                var index = 0
                while index < common {
                    if left[index] != right[index] { return left[index] < right[index] }
                    index &+= 1
                }
                return left.count < right.count
            }
        }
        if let inPlace = inPlace ?? nil { return inPlace }
        return name.utf8.lexicographicallyPrecedes(other.utf8)
    }

    /// `value` with the members of each of its objects, at every depth, in this order (a stable
    /// sort: members with one key keep their order).
    package static func ordering(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let elements): return .array(elements.map(ordering))
        case .object(let object):
            var members = object.members.map { JSONObject.Member(key: $0.key, value: ordering($0.value)) }
            if members.count > 1 {
                members = members.enumerated().sorted { left, right in
                    precedes(left.element.key, right.element.key)
                        || (!precedes(right.element.key, left.element.key) && left.offset < right.offset)
                }.map(\.element)
            }
            return .object(JSONObject(members))
        default: return value
        }
    }
}
