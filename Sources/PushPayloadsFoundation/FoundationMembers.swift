import Foundation
import PushPayloads

/// One member of a dictionary being walked: its key as a string, and its value.
struct FoundationMember {
    var name: String
    var value: Any
}

/// The order a `userInfo`'s members are walked in, on every path: ``JSONValue/init(userInfo:strategy:)``,
/// the decoder (and so every model's `init(userInfo:)`) and the validator. This is the one place
/// that decides it. (The decoder's tape is written unsorted and its decoder puts members in this
/// order where their order shows; the order is ``PushPayloads/KeyByteOrder``.)
///
/// A dictionary has no order, and the order it iterates in changes from process to process (hash
/// seeds), so the members of each dictionary are sorted by key, comparing the keys' UTF-8 bytes
/// (the order of their Unicode scalars): `"10"` before `"9"`, `"Z"` before `"a"`, `"a"` before
/// `"ä"`. That order is the same in every locale and every process, and it is the order
/// ``PushPayloads/PayloadEncoder`` writes a dictionary's string keys in.
///
/// The keys are checked before any value: a key that is not a string is refused with
/// ``UserInfoConversionError/Code/nonStringKey`` at the pointer of the dictionary that holds it
/// (when several are not strings, the error names the one whose `description` comes first in the
/// same order, and how many others there are); two keys with the same text (a `String` and an
/// `NSString` are two keys of a `[AnyHashable: Any]` on Linux) are refused with
/// ``UserInfoConversionError/Code/duplicateKey`` at the pointer of the first such member.
enum FoundationMemberOrder {
    /// Whether `name` comes before `other` in ``PushPayloads/KeyByteOrder``.
    @inline(__always)
    static func precedes(_ name: String, _ other: String) -> Bool { KeyByteOrder.precedes(name, other) }

    /// The members of a dictionary in walking order (in the order given when not `ordered`, for a
    /// dictionary that cannot hold two keys of one text), from its keys and values as stored.
    ///
    /// - Throws: ``UserInfoConversionError`` for a key that is not a string, or two keys with the
    ///   same text; its pointer is relative to the dictionary.
    static func members(
        _ walker: FoundationWalker, _ entries: some Sequence<(Any, Any)>, ordered: Bool = true
    ) throws -> [FoundationMember] {
        var members: [FoundationMember] = []
        var unnamed: [Any] = []
        for (key, value) in entries {
            if let name = walker.name(of: key) {
                members.append(FoundationMember(name: name, value: value))
            } else {
                unnamed.append(key)
            }
        }
        if !unnamed.isEmpty { throw nonStringKey(walker, unnamed) }
        return ordered ? try self.ordered(members) : members
    }

    /// The positions of a `[String: Any]`'s members in walking order (no member is copied: the
    /// walk reads each where it lies).
    ///
    /// - Throws: ``UserInfoConversionError`` for two keys with the same text (which a
    ///   `[String: Any]` cannot hold; checked all the same).
    static func positions(_ dictionary: [String: Any]) throws -> [Dictionary<String, Any>.Index] {
        try sorted(dictionary.indices, name: { dictionary.keys[$0] }, value: { dictionary[$0].value })
    }

    /// `members` sorted, and checked for two of one name.
    private static func ordered(_ members: [FoundationMember]) throws -> [FoundationMember] {
        try sorted(members.indices, name: { members[$0].name }, value: { members[$0].value }).map { members[$0] }
    }

    /// `positions` in the walking order of the names they hold, checked for two of one name.
    ///
    /// Sorting moves small sort keys, not members: each name's first eight UTF-8 bytes as one
    /// big-endian number, and its position; only names whose first eight bytes agree are compared
    /// in full (a `userInfo`'s dictionaries are small, and this sort is on every one of them).
    @inline(__always)
    private static func sorted<Positions: Collection>(
        _ positions: Positions, name: (Positions.Element) -> String, value: (Positions.Element) -> Any
    ) throws -> [Positions.Element] {
        guard positions.count > 1 else { return Array(positions) }
        var keys: [(prefix: UInt64, position: Positions.Element)] = []
        keys.reserveCapacity(positions.count)
        for position in positions { keys.append((prefix(of: name(position)), position)) }
        keys.sort { left, right in
            left.prefix != right.prefix
                ? left.prefix < right.prefix : precedes(name(left.position), name(right.position))
        }
        for index in keys.indices.dropFirst() where keys[index - 1].prefix == keys[index].prefix {
            let second = name(keys[index].position)
            if name(keys[index - 1].position).utf8.elementsEqual(second.utf8) {
                throw duplicate(second, value(keys[index].position))
            }
        }
        return keys.map(\.position)
    }

    /// The refusal of a second key with the text `name`.
    private static func duplicate(_ name: String, _ value: Any) -> UserInfoConversionError {
        UserInfoConversionError(
            code: .duplicateKey, pointer: JSONPointer(tokens: [name]), typeName: String(describing: type(of: value)),
            message: "two keys of the dictionary are the same text, \"\(name)\"")
    }

    /// The first eight UTF-8 bytes of `name`, big-endian, zeros after a shorter name: ordering
    /// these orders the names by their bytes, except among names whose first eight bytes agree.
    @inline(__always)
    private static func prefix(of name: String) -> UInt64 {
        var value: UInt64 = 0
        var count = 0
        for byte in name.utf8 {
            value = value << 8 | UInt64(byte)
            count += 1
            if count == 8 { return value }
        }
        return count == 0 ? 0 : value << (8 * (8 - count))
    }

    /// The refusal of the keys that are not strings: the first by its description, and a count.
    private static func nonStringKey(_ walker: FoundationWalker, _ keys: [Any]) -> UserInfoConversionError {
        let described = keys.map { (key: $0, text: String(describing: $0)) }
        let first = described.min { precedes($0.text, $1.text) }!
        var message = "a dictionary key of type \(type(of: first.key)), \(first.text), is not a string"
        if keys.count == 2 { message += " (nor is one other key of the dictionary)" }
        if keys.count > 2 { message += " (nor are \(keys.count - 1) other keys of the dictionary)" }
        return walker.failure(.nonStringKey, first.key, message)
    }
}
