extension APNsChecks {
    /// The schema of kind `apns`: an object whose `aps` is an object with Apple's keys typed as
    /// the checks type them, `alert` and `sound` objects with their members' types, the documented
    /// `interruption-level` values, and `relevance-score`'s range outside a Live Activity.
    ///
    /// `null` is allowed where a check reports it only as `apns.aps-null-value` (a warning).
    @Sendable static func schema(_ kind: PayloadKind) -> JSONObject {
        var root = JSONSchemaBuilder.object([("aps", apsSchema())], rule: .json.rootNotObject)
        root.append(
            key: "$comment",
            value: "Byte limits (apns.payload-too-large), request headers and push-type rules are the validator's.")
        return root
    }

    /// The `aps` object. An extending family's (`extendedAlert` given) has that alert and no
    /// `relevance-score` range; an ordinary body's alert members and range apply when `aps` has no
    /// `event` (with one, the body is extended, and its differences are warnings here).
    static func apsSchema(extendedAlert alert: JSONValue? = nil) -> JSONObject {
        var properties: [(String, JSONObject)] = []
        for (name, stated) in APNs.APSKey.members.propertySchemas(.apns.apsValueType, nullable: true) {
            var schema = stated
            switch APNs.APSKey(name: name) {
            case .alert?:
                if case .object(let replacement)? = alert { schema = replacement }
            case .sound?: schema.append(key: "properties", value: .object(soundProperties()))
            default: break
            }
            properties.append((name, schema))
        }
        var aps = JSONSchemaBuilder.object(properties, rule: .apns.apsNotObject)
        guard alert == nil else { return aps }
        aps.append(key: "if", value: ["not": ["required": ["event"]]])
        aps.append(
            key: "then",
            value: [
                "properties": [
                    "alert": ["properties": .object(alertProperties())],
                    "relevance-score": .object(
                        JSONSchemaBuilder.type(
                            ["number", "null"], .apns.relevanceScoreRange, ["minimum": 0, "maximum": 1])),
                ]
            ])
        return aps
    }

    private static func alertProperties() -> JSONObject {
        var properties = JSONObject()
        for (name, schema) in APNs.AlertKey.members.propertySchemas(.apns.alertFieldType, nullable: false)
        where name != APNs.AlertKey.sound.name {
            properties.append(key: name, value: .object(schema))
        }
        return properties
    }

    private static func soundProperties() -> JSONObject {
        let volume = APNs.SoundKey.volume
        return [volume.name: .object(APNs.SoundKey.members.constraint(of: volume)?.schema ?? [:])]
    }
}
