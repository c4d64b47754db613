extension AltcraftChecks {
    /// The schema of kind `altcraft`, by shape in the order ``AltcraftShape`` tries them: a push
    /// `userInfo` (the APNs `aps`, `_uid` beside the marker, `_buttons`), the SDK's wrapper, a
    /// server response, a subscribe request body, and the subscription call's arguments. The
    /// objects' members are typed from the member table (``Altcraft/Object``), `null` allowed as
    /// the SDK allows it, a Swift name (such as `errorText`) typed when its wire key is absent.
    @Sendable static func schema(_ kind: PayloadKind) -> JSONObject {
        let response = AltcraftShape.wrapperResponseKey
        let wrapper: JSONValue = [
            "anyOf": .array(
                AltcraftShape.wrapperKeys.map { ["required": [.string($0)]] } + [
                    ["required": [.string(response)], "properties": [response: ["type": ["object", "null"]]]]
                ])
        ]
        let request: JSONValue = [
            "if": JSONSchemaBuilder.anyKey(AltcraftShape.requestBodyKeys), "then": .object(document(.requestBody)),
            "else": .object(document(.arguments)),
        ]
        let answer: JSONValue = [
            "if": JSONSchemaBuilder.anyKey(AltcraftShape.responseKeys), "then": .object(document(.response)),
            "else": request,
        ]
        var root = JSONSchemaBuilder.object([], rule: .json.rootNotObject)
        root.append(key: "if", value: JSONSchemaBuilder.anyKey(AltcraftShape.pushKeys))
        root.append(key: "then", value: .object(push()))
        root.append(key: "else", value: ["if": wrapper, "then": .object(document(.wrapper)), "else": answer])
        root.append(
            key: "$comment",
            value: """
                Byte limits (apns.payload-too-large), the APNs rules the apns schema leaves to the validator, \
                and every warning and info (spellings, statuses of responses, providers, event codes, null \
                fields, large integers) are the validator's.
                """)
        return root
    }

    /// A push `userInfo`: the APNs `aps`, the message id beside the marker, and `_buttons`.
    private static func push() -> JSONObject {
        let buttons: JSONObject = [
            "allOf": [
                JSONSchemaBuilder.constraint(.altcraft.pushButtonsType, ["type": "string"]),
                JSONSchemaBuilder.constraint(.altcraft.pushButtonsJSON, ["pattern": .string(Altcraft.buttonsPattern)]),
            ]
        ]
        var body = JSONSchemaBuilder.object([("aps", APNsChecks.apsSchema()), ("_buttons", buttons)])
        body.append(
            key: "allOf",
            value: [
                JSONSchemaBuilder.constraint(
                    .altcraft.pushUID,
                    [
                        "if": ["required": ["_ac_push"]],
                        "then": ["required": ["_uid"], "properties": ["_uid": ["type": "string", "minLength": 1]]],
                    ])
            ])
        return body
    }

    /// A root object of the table: its members, and what a request requires.
    private static func document(_ object: Altcraft.Object) -> JSONObject {
        var schema: JSONObject = ["type": "object"]
        add(object, to: &schema)
        return schema
    }

    /// Adds the members of `object` (their types, nested objects and categories) and its rules to
    /// an object schema.
    private static func add(_ object: Altcraft.Object, to schema: inout JSONObject) {
        var properties = JSONObject()
        var rules: [JSONValue] = []
        for (key, type) in object.members {
            guard let value = value(of: key, type, in: object) else { continue }
            properties.append(key: key.name, value: .object(value))
            // The Swift name counts only without the wire key (then it is `camelcase-key`, a warning).
            if let alias = object.alias(of: key) {
                rules.append(
                    JSONSchemaBuilder.constraint(
                        .altcraft.valueType,
                        ["anyOf": [["required": [.string(key.name)]], ["properties": [alias.name: .object(value)]]]]))
            }
        }
        rules += requirements(of: object)
        schema.append(key: "properties", value: .object(properties))
        if !rules.isEmpty { schema.append(key: "allOf", value: .array(rules)) }
    }

    /// The schema of a member's value; `nil` for a member only other rules judge.
    private static func value(
        of key: AltcraftKey, _ type: MemberType<AltcraftKey>, in object: Altcraft.Object
    ) -> JSONObject? {
        let isRequest = object === Altcraft.Object.requestSubscription || object === Altcraft.Object.arguments
        switch type {
        case .string, .integer, .boolean, .number, .oneOf, .map, .protoEnum, .constrained:
            return type.schema(.altcraft.valueType, nullable: true)
        case .object(let nested):
            var schema = JSONSchemaBuilder.type(["object", "null"], .altcraft.valueType)
            add(nested, to: &schema)
            return schema
        case .freeForm:
            // Custom fields of a request are sent as scalars.
            let custom =
                (object === Altcraft.Object.requestSubscription && key == .fields)
                || (object === Altcraft.Object.arguments && key == .customFields)
            guard custom else { return JSONSchemaBuilder.type(["object", "null"], .altcraft.valueType) }
            return JSONSchemaBuilder.type(
                ["object", "null"], .altcraft.valueType,
                [
                    "additionalProperties": JSONSchemaBuilder.constraint(
                        .altcraft.customFieldNotScalar, ["type": ["string", "number", "boolean", "null"]])
                ])
        case .array(let element):
            guard let table = element.table else {
                return JSONSchemaBuilder.type(["array", "null"], .altcraft.valueType)
            }
            var category = JSONSchemaBuilder.type(["object"], .altcraft.valueType)
            add(table, to: &category)
            if isRequest {
                category.append(
                    key: "allOf",
                    value: [
                        JSONSchemaBuilder.constraint(
                            .altcraft.requestCategoryName, ["required": ["name"], "properties": ["name": filled]])
                    ])
            }
            return JSONSchemaBuilder.type(["array", "null"], .altcraft.valueType, ["items": .object(category)])
        case .ruled(let rule) where rule == .altcraft.httpCode:
            return JSONSchemaBuilder.type(
                ["integer", "null"], .altcraft.httpCode,
                [
                    "minimum": .number(JSONNumber(httpCodes.lowerBound)),
                    "maximum": .number(JSONNumber(httpCodes.upperBound)),
                ])
        case .ruled: return nil
        }
    }

    /// What a subscribe request requires (`SubscribeRequestData.isValid`), and its statuses.
    private static func requirements(of object: Altcraft.Object) -> [JSONValue] {
        if object === Altcraft.Object.requestBody {
            return [
                JSONSchemaBuilder.constraint(
                    .altcraft.requestRequired,
                    [
                        "required": ["time", "subscription_id", "subscription"],
                        "properties": [
                            "time": ["not": ["enum": [0, nil]]], "subscription_id": filled,
                            "subscription": ["not": ["type": "null"]],
                        ],
                    ])
            ]
        }
        if object === Altcraft.Object.requestSubscription {
            var rules = [AltcraftKey.provider, .status, .subscriptionID].map { key in
                JSONSchemaBuilder.constraint(.altcraft.requestRequired, given(key.name, object.alias(of: key)?.name))
            }
            let statuses = Altcraft.SubscriptionStatus.documented.map { JSONValue.string($0.rawValue) }
            rules.append(
                JSONSchemaBuilder.constraint(
                    .altcraft.requestStatusValue,
                    [
                        "properties": [
                            "status": ["if": ["type": "string", "minLength": 1], "then": ["enum": .array(statuses)]]
                        ]
                    ]))
            return rules
        }
        return []
    }

    /// A member given as `key`, or as its Swift name `alias` when `key` is absent, that is
    /// neither `null` nor `""`.
    private static func given(_ key: String, _ alias: String?) -> JSONObject {
        let present: JSONObject = ["required": [.string(key)], "properties": [key: filled]]
        guard let alias else { return present }
        return [
            "if": ["required": [.string(key)]], "then": .object(present),
            "else": ["required": [.string(alias)], "properties": [alias: filled]],
        ]
    }

    /// Neither `null` nor `""` (a wrongly typed value is `altcraft.value-type`'s).
    private static let filled: JSONValue = ["not": ["enum": ["", nil]]]
}
