extension PlainJSON {
    /// Whether plain `text` reads the same in place as through the general reader: the general
    /// reader accepts it, the members built from it are the ones a ``KeptMembers`` model decodes
    /// (the same bytes when written), and every lookup of the view answers as on those values.
    /// `true` for text that is not plain (nothing to agree on). The tests and the fuzz target run
    /// it on every input they have.
    static func agreesWithGeneralReader(_ text: [UInt8]) -> Bool {
        guard let plain = object(text) else { return true }
        guard let general = try? JSONObject.keptMembers(ofJSON: text), plain.description == general.description
        else { return false }
        return text.withUnsafeBufferPointer { buffer in
            // The top object's members by key (its later duplicates are not kept; nested ones are).
            let root = PlainJSONView(root: buffer)
            return root.isObject
                && general.members.allSatisfy { root.member($0.key)?.readsLike($0.value) == true }
        }
    }
}

extension PlainJSONView {
    /// Whether every lookup of this view answers as the same lookup of `value`, all the way down
    /// (members by each of their keys, elements in order, strings, numbers).
    func readsLike(_ value: JSONValue) -> Bool {
        guard isObject == value.isObject, stringValue == value.stringValue, int64Value == value.int64Value,
            self.value.description == value.description
        else { return false }
        if let text = value.stringValue, !isString(text) { return false }
        if let object = value.objectValue {
            for key in object.keys {
                guard let mine = member(key), let theirs = value.member(key), mine.readsLike(theirs) else {
                    return false
                }
            }
            return member("\u{0}absent") == nil
        }
        if let elements = value.elementValues {
            guard let mine = self.elements.map(Array.init), mine.count == elements.count else { return false }
            return zip(mine, elements).allSatisfy { $0.readsLike($1) }
        }
        return elements == nil
    }
}
