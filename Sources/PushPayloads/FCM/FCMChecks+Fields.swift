/// A proto object of a message as the checks read it: its members by field, after the field rules.
typealias FCMMembers = ObjectMembers<FCMField>

extension FCMChecks {
    /// How a message's proto objects are read: `fcm.unknown-field` (with the nearest field name),
    /// `fcm.duplicate-field-spelling` and `fcm.field-type` (array elements included); `null` members
    /// count as absent (proto3 JSON).
    static let reading = MemberReading<FCMField>(
        unknown: (
            .fcm.unknownField, suggests: true,
            words: {
                "\($0.object) has no field \"\($0.key)\"" + $0.didYouMean
            }
        ),
        type: (
            .fcm.fieldType, words: { "\($0.object).\($0.wireName) must be \($0.expected), found \($0.foundKind)" },
            element: { "\($0.wireName)[\($0.index ?? 0)] must be a string, found \($0.foundKind)" }
        ),
        otherSpelling: (
            .fcm.duplicateFieldSpelling,
            words: {
                "\"\($0.key)\" is the same field as \"\($0.wireName)\" given earlier in \($0.object); keep one spelling"
            }
        ))

    /// Reads a proto object with the field rules (``reading``).
    static func read(_ run: inout ValidationRun, _ node: Int, as object: FCMObject) -> FCMMembers {
        object.read(&run, node, as: reading)
    }

    /// Reads the proto object a field holds, when it is given as an object.
    static func read(_ run: inout ValidationRun, _ field: FCMField, of parent: FCMMembers) -> FCMMembers? {
        guard let member = parent[field], case .object(let object)? = parent.table.type(of: field) else { return nil }
        return read(&run, member.value, as: object)
    }
}
