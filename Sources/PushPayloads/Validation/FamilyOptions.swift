/// A family's own group of validation options (`options.apns`, ...): what its rules need besides
/// the bytes and the options every kind shares.
///
/// A group has a default value (`init()`), which is what a family reads when the caller set none.
public protocol FamilyOptions: Sendable, Hashable {
    /// The options with every setting at its default.
    init()
}

extension FamilyOptions {
    /// Whether `other` is a group of the same type with equal values.
    fileprivate func isEqual(to other: any FamilyOptions) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// The option groups a ``ValidationOptions`` holds, by type: only the groups a caller set.
struct FamilyOptionGroups: Sendable, Hashable {
    private var groups: [ObjectIdentifier: any FamilyOptions] = [:]

    subscript<Group: FamilyOptions>(_ type: Group.Type) -> Group {
        get {
            // Most callers set no group: the default without hashing a key.
            guard !groups.isEmpty, let group = groups[ObjectIdentifier(type)] as? Group else { return Group() }
            return group
        }
        set { groups[ObjectIdentifier(type)] = newValue }
    }

    static func == (lhs: FamilyOptionGroups, rhs: FamilyOptionGroups) -> Bool {
        guard lhs.groups.count == rhs.groups.count else { return false }
        return lhs.groups.allSatisfy { key, value in rhs.groups[key].map(value.isEqual(to:)) ?? false }
    }

    func hash(into hasher: inout Hasher) {
        // Order-independent: the dictionary's order is not part of the value.
        var combined = 0
        for (key, value) in groups {
            var inner = Hasher()
            inner.combine(key)
            inner.combine(value)
            combined ^= inner.finalize()
        }
        hasher.combine(combined)
    }
}
