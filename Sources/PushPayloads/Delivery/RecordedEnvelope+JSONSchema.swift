/// The schema every recorded answer shares: an envelope (`status`, `headers`, `body`) or the body
/// alone, each family giving its body's schema and its shape rule.
extension RecordedEnvelope {
    /// A recorded answer: with any envelope member at the root, `status` an HTTP status (required),
    /// `headers` an object of strings and `body` the answer's body; else the root is the body.
    ///
    /// JSON Schema cannot see how a number is written, so `410.0` passes `integer` here while the
    /// validator reports it (`*.shape`): the schema is the weaker of the two, as a schema is.
    static func schema(body: JSONObject, shape: Rule) -> JSONObject {
        let status = JSONSchemaBuilder.type(
            ["integer"], shape,
            [
                "minimum": .number(JSONNumber(httpStatuses.lowerBound)),
                "maximum": .number(JSONNumber(httpStatuses.upperBound)),
            ])
        let headers = JSONSchemaBuilder.type(["object"], shape, ["additionalProperties": ["type": "string"]])
        let envelope = JSONSchemaBuilder.object(
            [("status", status), ("headers", headers), ("body", body)], required: ["status"], rule: shape)
        var root = JSONSchemaBuilder.object([], rule: .json.rootNotObject)
        root.append(key: "if", value: JSONSchemaBuilder.anyKey(keys))
        root.append(key: "then", value: .object(envelope))
        root.append(key: "else", value: .object(body))
        root.append(
            key: "$comment",
            value: """
                Statuses, reasons and codes that disagree, unknown members, Retry-After values and the next \
                step are warnings and infos: the validator's.
                """)
        return root
    }
}
