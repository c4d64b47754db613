/// JSON Schema (2020-12) documents for the payload kinds, built from the same tables and rules the
/// validator reads, so that a schema cannot drift from the checks: `pushlint schema KIND` prints
/// them, and `Schemas/<kind>.schema.json` holds them.
///
/// A schema states what a schema can: types, required members, enumerations, ranges, patterns and
/// string lengths, each with the rule it stands for in its `description`. It says nothing a rule
/// reports only as a warning or an info, so every payload the validator accepts passes it; byte
/// limits, request headers and cross-member conditions stay with the validator.
public enum PayloadSchema {
    /// The dialect every document declares.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// Where the documents are published: `$id` is this followed by `<kind>.schema.json`.
    public static let base = "https://github.com/PushPayloads/PushPayloads/blob/main/Schemas/"

    /// The kinds that have a schema, in family order.
    public static var kinds: [PayloadKind] {
        PayloadFamily.all.flatMap { family in family.kinds.filter { family.definition.schema(for: $0) != nil } }
    }

    /// The schema document of `kind`, or `nil` for `auto` and for a kind whose family describes
    /// none yet.
    public static func document(for kind: PayloadKind) -> JSONValue? {
        guard let family = kind.family, let body = family.definition.schema(for: kind) else { return nil }
        var document: JSONObject = [
            "$schema": .string(dialect),
            "$id": .string(base + kind.name + ".schema.json"),
            "title": .string("PushPayloads kind \(kind.name)"),
        ]
        for member in body.members { document.append(key: member.key, value: member.value) }
        return .object(document)
    }

    /// The ids of the rules a schema stands for: those named in its descriptions.
    public static func rules(in schema: JSONValue) -> [String] {
        var found: [String] = []
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let object):
                for member in object.members {
                    if member.key == "description", let text = member.value.stringValue {
                        for id in SchemaText.ruleIDs(in: text) where !found.contains(id) { found.append(id) }
                    }
                    walk(member.value)
                }
            case .array(let array): array.forEach(walk)
            default: break
            }
        }
        walk(schema)
        return found
    }
}
