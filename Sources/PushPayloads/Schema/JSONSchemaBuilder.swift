/// Building blocks for the families' schemas: small JSON Schema objects, each carrying the rule it
/// stands for.
enum JSONSchemaBuilder {
    /// `{"type": …}` with a description naming the rule.
    static func type(_ types: [String], _ rule: Rule? = nil, _ extra: JSONObject = [:]) -> JSONObject {
        var object: JSONObject = ["type": types.count == 1 ? .string(types[0]) : .array(types.map(JSONValue.string))]
        for member in extra.members { object.append(key: member.key, value: member.value) }
        if let rule { object.append(key: "description", value: .string(SchemaText.describe(rule))) }
        return object
    }

    /// An object with typed properties; other members allowed unless `closed`.
    static func object(
        _ properties: [(String, JSONObject)], required: [String] = [], rule: Rule? = nil, description: String? = nil
    ) -> JSONObject {
        var object: JSONObject = ["type": "object"]
        if let text = description ?? rule.map(SchemaText.describe) {
            object.append(key: "description", value: .string(text))
        }
        if !properties.isEmpty {
            var members = JSONObject()
            for (name, schema) in properties { members.append(key: name, value: .object(schema)) }
            object.append(key: "properties", value: .object(members))
        }
        if !required.isEmpty { object.append(key: "required", value: .array(required.map(JSONValue.string))) }
        return object
    }

    /// An array whose items are strings.
    static func arrayOfStrings(_ rule: Rule) -> JSONObject {
        type(["array"], rule, ["items": ["type": "string"]])
    }

    /// A closed list of strings.
    static func oneOfStrings(_ values: [String], _ rule: Rule) -> JSONObject {
        type(["string"], rule, ["enum": .array(values.map(JSONValue.string))])
    }

    /// A subschema that names its rule: `schema` with the rule's description first.
    static func constraint(_ rule: Rule, _ schema: JSONObject) -> JSONValue {
        .object(described(rule, schema))
    }

    /// `schema` with the rule's description first.
    static func described(_ rule: Rule, _ schema: JSONObject) -> JSONObject {
        var object: JSONObject = ["description": .string(SchemaText.describe(rule))]
        for member in schema.members { object.append(key: member.key, value: member.value) }
        return object
    }

    /// An object with at least one of the keys.
    static func anyKey(_ keys: [String]) -> JSONValue {
        ["anyOf": .array(keys.map { ["required": [.string($0)]] })]
    }

    /// A regular-expression fragment matching `word` in any ASCII case (`[Ff][Rr][Oo][Mm]`), for
    /// checks that compare without case: schema patterns have no flags.
    static func caseless(_ word: String) -> String {
        word.map { character in
            let lower = character.lowercased()
            let upper = character.uppercased()
            guard lower != upper else { return character.isLetter ? String(character) : escaped(character) }
            return "[\(upper)\(lower)]"
        }.joined()
    }

    /// A character written so that a pattern reads it literally.
    private static func escaped(_ character: Character) -> String {
        "\\^$.|?*+()[]{}".contains(character) ? "\\\(character)" : String(character)
    }
}

/// The descriptions' wording: `rule-id (severity): summary Source: URL`.
enum SchemaText {
    static func describe(_ rule: Rule) -> String {
        var text = "\(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.summary)"
        if rule.source.hasPrefix("https://") { text += " Source: \(rule.source)" }
        return text
    }

    /// The rule ids a description names: each description starts with one.
    static func ruleIDs(in text: String) -> [String] {
        guard let end = text.firstIndex(of: " ") else { return [] }
        let id = String(text[..<end])
        return RuleRegistry.rule(id: id) == nil ? [] : [id]
    }
}
