extension JSONValue {
    /// The value of the first member named `key`, if this value is an object that has one.
    ///
    /// Setting edits an object as ``JSONObject/subscript(_:)`` does: a value replaces the first
    /// member named `key` in place and removes any later ones, or is appended as a new member;
    /// `nil` removes every member named `key`. To store JSON `null`, set `.null`. Setting on a
    /// value that is not an object changes nothing. Chains edit nested objects in place:
    ///
    /// ```swift
    /// var value: JSONValue = ["aps": ["alert": "Hi"]]
    /// value["aps"]?["badge"] = 3        // {"aps":{"alert":"Hi","badge":3}}
    /// value["aps"]?["alert"] = nil      // {"aps":{"badge":3}}
    /// value["missing"]?["badge"] = 3    // no "missing" member: nothing changes
    /// ```
    public subscript(key: String) -> JSONValue? {
        get {
            objectValue?[key]
        }
        set {
            guard case .object(var object) = self else { return }
            // Released first, so the members are edited in place rather than copied.
            self = .null
            object[key] = newValue
            self = .object(object)
        }
    }

    /// The element at `index`, if this value is an array and the index is in range.
    ///
    /// Setting a value replaces the element; `nil` removes it, moving the later elements down. To
    /// store JSON `null`, set `.null`. Setting an index out of range, or on a value that is not an
    /// array, changes nothing.
    ///
    /// ```swift
    /// var value: JSONValue = ["tags": ["a", "b", "c"]]
    /// value["tags"]?[0] = "z"           // ["z","b","c"]
    /// value["tags"]?[1] = nil           // ["z","c"]
    /// ```
    public subscript(index: Int) -> JSONValue? {
        get {
            guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
            return elements[index]
        }
        set {
            guard case .array(var elements) = self, elements.indices.contains(index) else { return }
            self = .null
            if let newValue {
                elements[index] = newValue
            } else {
                elements.remove(at: index)
            }
            self = .array(elements)
        }
    }
}
