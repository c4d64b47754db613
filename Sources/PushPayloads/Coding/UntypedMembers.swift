/// A model with typed members and an untyped remainder (`extra`, `custom`): the one rule for a
/// member whose key names a typed member.
///
/// **An edit leaves the model as decoding its JSON would.** A member set through the untyped
/// remainder whose key names a typed member is read as decoding reads it: the typed property takes
/// the value when it has the documented type (`aps.extra["badge"] = 5` sets `badge`), and otherwise
/// the value stays in the remainder with the typed property `nil` (`"badge": "5"`, which validation
/// reports). Setting a typed property removes a member of the same key from the remainder. Either
/// way each key is written once, and `decode(encode(model)) == model`.
///
/// When the model cannot be decoded from its JSON with the new member (a Live Activity `aps` whose
/// `content-state` is not the app's `ContentState`), the member stays in the remainder and is written
/// in place of the typed value, so it is neither lost nor written twice.
protocol UntypedMembers: Codable {
    /// Whether `key` names a typed member of the model.
    static func namesTypedMember(_ key: String) -> Bool
    /// The untyped remainder as stored (the model's `extra` or `custom` reads it).
    var kept: JSONObject { get set }
}

extension UntypedMembers {
    /// Whether `members` has a member that names a typed member.
    static func namesTypedMember(in members: JSONObject) -> Bool {
        members.members.contains { namesTypedMember($0.key) }
    }

    /// Sets the untyped remainder by the rule above: the setter of `extra` or `custom`, and
    /// initializers given one.
    mutating func setKept(_ members: JSONObject) {
        kept = members
        if Self.namesTypedMember(in: members), let settled = settled() { self = settled }
    }

    /// The model as decoding its own JSON gives it, or `nil` when it does not decode (or does not
    /// encode: a non-finite number, which encoding reports).
    func settled() -> Self? {
        guard let value = try? PayloadEncoder().encodeValue(self) else { return nil }
        return try? PayloadDecoder().decode(Self.self, from: value)
    }
}

extension JSONObject {
    /// Removes the members named `key`, if there are any (a typed member of that key was set).
    mutating func dropMembers(named key: String) {
        if !members.isEmpty { self[key] = nil }
    }
}
