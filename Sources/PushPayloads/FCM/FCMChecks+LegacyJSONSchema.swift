/// The schemas of kinds `fcm-legacy` and `fcm-userinfo`.
extension FCMChecks {
    /// A legacy `fcm/send` body: exactly one target, the options' types and ranges, a topic's
    /// format, reserved data keys and the notification colour. Unknown keys are only warnings.
    static func legacySchema() -> JSONObject {
        let topic = "^" + TopicName.prefix + TopicName.pattern + "$"
        var properties: [(String, JSONObject)] = []
        for (field, type) in legacyBody.members.sorted(by: { $0.key.name < $1.key.name }) {
            let key = field.name
            guard var schema = type.schema(.fcm.fieldType, nullable: false) else { continue }
            switch key {
            case "to":
                schema.append(
                    key: "allOf",
                    value: [
                        JSONSchemaBuilder.constraint(
                            .fcmLegacy.topic,
                            ["if": ["pattern": .string("^" + TopicName.prefix)], "then": ["pattern": .string(topic)]])
                    ])
            case "data":
                schema.append(
                    key: "allOf",
                    value: [
                        JSONSchemaBuilder.constraint(
                            .fcmLegacy.dataReserved,
                            ["propertyNames": ["not": ["pattern": .string(FCMDataKeys.legacyReservedPattern)]]])
                    ])
            case "notification":
                schema.append(
                    key: "properties",
                    value: [
                        "color": JSONSchemaBuilder.constraint(
                            .fcmLegacy.color, ["type": "string", "pattern": .string(Grammar.hexColor.pattern)])
                    ])
            default: break
            }
            properties.append((key, schema))
        }
        var root = JSONSchemaBuilder.object(properties, rule: .json.rootNotObject)
        let targets = legacyTargets.map { JSONValue.object(["required": [.string($0.name)]]) }
        root.append(key: "allOf", value: [JSONSchemaBuilder.constraint(.fcmLegacy.target, ["oneOf": .array(targets)])])
        root.append(
            key: "$comment",
            value: "The data limit (fcm.legacy-too-large) and the condition's syntax are the validator's.")
        return root
    }

    /// A received `userInfo`: the APNs body rules run on it as on an APNs body; FCM's own
    /// metadata rules (`fcm.userinfo-*`) are warnings and infos, which a schema does not state.
    static func userInfoSchema() -> JSONObject {
        var root = APNsChecks.schema(.fcmUserInfo)
        root["$comment"] =
            "The APNs limit (fcm.userinfo-too-large) and the fcm.userinfo-* warnings are the validator's."
        return root
    }
}
