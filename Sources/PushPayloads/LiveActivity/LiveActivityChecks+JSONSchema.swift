extension LiveActivityChecks {
    /// The schema of kind `liveactivity`: the APNs key types, then what a Live Activity needs on
    /// top (`event` and `timestamp`, `content-state` on a start or update, the start's alert and
    /// attributes, the input-push rules) and the shape of its alert, each rule a subschema of
    /// `allOf` that names it. The app's `ContentState` is checked by the validator with a schema
    /// document, not here.
    @Sendable static func schema(_ kind: PayloadKind) -> JSONObject {
        var root = JSONSchemaBuilder.object([("aps", apsSchema())], rule: .json.rootNotObject)
        root.append(key: "required", value: ["aps"])
        root.append(
            key: "$comment",
            value:
                "Byte limits, the app's ContentState and attributes, and the request's push type are the validator's.")
        return root
    }

    /// The `aps` object of a Live Activity body (also an mPaaS one).
    static func apsSchema() -> JSONObject {
        var aps = APNsChecks.apsSchema(extendedAlert: .object(alertSchema()))
        guard case .object(var properties)? = aps["properties"] else { return aps }
        properties["event"] = .object(
            JSONSchemaBuilder.oneOfStrings(CheckedEvent.allCases.map(\.rawValue), .liveActivity.eventValue))
        properties["timestamp"] = .object(
            JSONSchemaBuilder.type(
                ["number"], .liveActivity.timestampMilliseconds,
                ["maximum": .number(JSONNumber(Int64(LiveActivityTimes.millisecondsThreshold)))]))
        properties["input-push-token"] = .object(
            JSONSchemaBuilder.type(["number"], .liveActivity.inputPushTokenValue, ["const": 1]))
        properties["input-push-channel"] = .object(
            JSONSchemaBuilder.type(
                ["string"], .liveActivity.inputPushChannelFormat,
                ["minLength": 1, "pattern": .string(Base64Text.paddedPattern)]))
        aps["properties"] = .object(properties)
        let start: JSONValue = ["properties": ["event": ["const": "start"]], "required": ["event"]]
        let startOrUpdate: JSONValue = ["properties": ["event": ["enum": ["start", "update"]]], "required": ["event"]]
        aps["allOf"] = [
            JSONSchemaBuilder.constraint(.liveActivity.eventMissing, ["required": ["event"]]),
            JSONSchemaBuilder.constraint(.liveActivity.timestampMissing, ["required": ["timestamp"]]),
            JSONSchemaBuilder.constraint(
                .liveActivity.contentStateMissing, ["if": startOrUpdate, "then": ["required": ["content-state"]]]),
            JSONSchemaBuilder.constraint(
                .liveActivity.startMissingAlert, ["if": start, "then": ["required": ["alert"]]]),
            JSONSchemaBuilder.constraint(
                .liveActivity.startMissingAttributesType,
                [
                    "if": start,
                    "then": [
                        "required": ["attributes-type"],
                        "properties": ["attributes-type": ["type": "string", "minLength": 1]],
                    ],
                ]),
            JSONSchemaBuilder.constraint(
                .liveActivity.startMissingAttributes,
                ["if": start, "then": ["required": ["attributes"], "properties": ["attributes": ["type": "object"]]]]),
            JSONSchemaBuilder.constraint(
                .liveActivity.inputPushNotStart,
                [
                    "if": ["required": ["event"], "not": start],
                    "then": [
                        "not": ["anyOf": [["required": ["input-push-token"]], ["required": ["input-push-channel"]]]]
                    ],
                ]),
            JSONSchemaBuilder.constraint(
                .liveActivity.inputPushExclusive, ["not": ["required": ["input-push-token", "input-push-channel"]]]),
        ]
        return aps
    }

    /// A Live Activity alert: `title` and `body` a string or a `loc-key` object, `sound` a string.
    private static func alertSchema() -> JSONObject {
        let text: JSONValue = [
            "type": ["string", "object"],
            "properties": ["loc-key": ["type": "string"], "loc-args": ["type": "array", "items": ["type": "string"]]],
        ]
        return JSONSchemaBuilder.type(
            ["object", "string", "null"], .liveActivity.alertValueType,
            ["properties": ["title": text, "body": text, "sound": ["type": "string"]]])
    }
}
