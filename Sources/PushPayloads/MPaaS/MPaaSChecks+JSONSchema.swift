extension MPaaSChecks {
    /// The schema of kind `mpaas`, by shape as ``MPaaSShape`` tells them apart: a root `aps` is a
    /// Live Activity body (the Live Activity schema's `aps`); a bind key makes a bind record (a
    /// non-empty `activityId`, a documented `filter`); anything else is a simple push (the
    /// delivery type, the targets and the enumerated members).
    @Sendable static func schema(_ kind: PayloadKind) -> JSONObject {
        let bindKeys: [JSONValue] = MPaaSShape.bindKeys.map { ["required": [.string($0)]] }
        var root = JSONSchemaBuilder.object([], rule: .json.rootNotObject)
        root.append(key: "if", value: ["required": ["aps"]])
        root.append(key: "then", value: ["properties": ["aps": .object(LiveActivityChecks.apsSchema())]])
        root.append(
            key: "else",
            value: ["if": ["anyOf": .array(bindKeys)], "then": .object(bindRecord()), "else": .object(simplePush())])
        root.append(
            key: "$comment",
            value: "Byte limits, the push token's own rules and the .p8 requirement are the validator's.")
        return root
    }

    private static func bindRecord() -> JSONObject {
        // Names in any case; "rerefuse" is only a spelling warning.
        let names = (filterNames.keys.sorted() + ["rerefuse"]).map(JSONSchemaBuilder.caseless)
        let pattern = "^(?:" + names.joined(separator: "|") + ")$"
        var record = JSONSchemaBuilder.object(
            [
                (
                    MPaaSKey.activityId.name,
                    JSONSchemaBuilder.type(["string"], .mpaas.activityIDEmpty, ["minLength": 1])
                ),
                (
                    "filter",
                    [
                        "description": .string(SchemaText.describe(.mpaas.filterValue)),
                        "anyOf": [
                            ["enum": .array(filterNames.values.sorted().map { .number(JSONNumber($0)) })],
                            ["type": "string", "pattern": .string(pattern)],
                        ],
                    ]
                ),
            ])
        record.append(
            key: "allOf",
            value: [["description": .string(SchemaText.describe(.mpaas.activityIDEmpty)), "required": ["activityId"]]])
        return record
    }

    private static func simplePush() -> JSONObject {
        let types = MPaaS.deliveryTypes.keys.sorted().map { JSONValue.number(JSONNumber($0)) }
        let targets: JSONObject = [
            "description": .string(SchemaText.describe(.mpaas.targetMsgkey)),
            "anyOf": [
                [
                    "type": "object", "minProperties": 1, "maxProperties": .number(JSONNumber(MPaaS.maxTargets)),
                    "additionalProperties": ["type": "string"],
                ],
                ["type": "string"],
            ],
        ]
        var properties: [(String, JSONObject)] = [
            (
                MPaaSKey.deliveryType.name,
                JSONSchemaBuilder.type(["number"], .mpaas.deliveryType, ["enum": .array(types)])
            ),
            (MPaaSKey.targetMsgkey.name, targets),
        ]
        for (key, type) in MPaaSKey.simplePush.members {
            if case .constrained(let constraint) = type { properties.append((key.name, constraint.schema)) }
        }
        var push = JSONSchemaBuilder.object(properties)
        // Live Activity targets: push tokens (hex) for delivery type 5, activity ids for 6.
        let kind = SchemaText.describe(.mpaas.targetKind)
        push.append(
            key: "allOf",
            value: [
                [
                    "description": .string(kind),
                    "if": ["properties": ["deliveryType": ["const": 5]], "required": ["deliveryType"]],
                    "then": [
                        "properties": [
                            "targetMsgkey": ["propertyNames": ["pattern": .string(APNsChecks.deviceTokenPattern)]]
                        ]
                    ],
                ],
                [
                    "description": .string(kind),
                    "if": ["properties": ["deliveryType": ["const": 6]], "required": ["deliveryType"]],
                    "then": ["properties": ["targetMsgkey": ["propertyNames": ["minLength": 1]]]],
                ],
            ])
        return push
    }
}
