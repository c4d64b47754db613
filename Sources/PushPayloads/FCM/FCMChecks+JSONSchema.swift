/// The schema of kind `fcm`, built from the field table every `fcm.*` field rule reads
/// (``FCMObject``): one definition per proto object, each field in both proto3 spellings.
extension FCMChecks {
    /// The schema of kind `fcm`, `fcm-legacy` or `fcm-userinfo`.
    @Sendable static func schema(_ kind: PayloadKind) -> JSONObject {
        switch kind {
        case .fcmLegacy: legacySchema()
        case .fcmUserInfo: userInfoSchema()
        default: v1Schema()
        }
    }

    /// A send request (`message`, `validate_only`) or a bare Message, told apart as
    /// ``isSendRequest(_:)`` does.
    private static func v1Schema() -> JSONObject {
        let requestKeys: [JSONValue] = [FCMField.message, .validateOnly].flatMap(\.spellings).map {
            ["required": [.string($0)]]
        }
        var root = JSONSchemaBuilder.object([], rule: .json.rootNotObject)
        root.append(key: "if", value: ["anyOf": .array(requestKeys)])
        root.append(
            key: "then",
            value: [
                "$ref": .string(reference(to: .sendRequest)),
                "allOf": [
                    JSONSchemaBuilder.constraint(
                        .fcm.requestShape, ["required": ["message"], "properties": ["message": ["type": "object"]]])
                ],
            ])
        root.append(key: "else", value: ["$ref": .string(reference(to: .message))])
        root.append(
            key: "$comment",
            value: """
                Byte limits (fcm.data-too-large, fcm.apns-payload-too-large), condition syntax, the TTL's range \
                and the data-only rules are the validator's.
                """)
        var definitions = JSONObject()
        for (name, types, extra) in typeDefinitions {
            definitions.append(
                key: name, value: .object(JSONSchemaBuilder.type(types + ["null"], .fcm.fieldType, extra)))
        }
        for object in FCMObject.sendRequest.reachable {
            definitions.append(key: object.name, value: .object(definition(of: object)))
        }
        root.append(key: "$defs", value: .object(definitions))
        return root
    }

    private static func reference(to object: FCMObject) -> String { "#/$defs/" + object.name }

    /// The field types shared by many fields, as definitions: name, JSON types (`null` added:
    /// proto3 JSON reads it as absent) and other keywords.
    private static let typeDefinitions: [(String, [String], JSONObject)] = [
        ("string", ["string"], [:]), ("boolean", ["boolean"], [:]), ("number", ["number"], [:]),
        ("object", ["object"], [:]), ("strings", ["array"], ["items": ["type": "string"]]),
        (
            "map", ["object"],
            ["additionalProperties": JSONSchemaBuilder.constraint(.fcm.dataValueType, ["type": "string"])]
        ),
        (
            "headers", ["object"],
            ["additionalProperties": JSONSchemaBuilder.constraint(.fcm.headerValueType, ["type": "string"])]
        ),
    ]

    /// An object's fields (both spellings), `fcm.unknown-field` for any other member,
    /// `fcm.duplicate-field-spelling`, and the object's own rules.
    private static func definition(of object: FCMObject) -> JSONObject {
        var properties = JSONObject()
        var spellings = JSONObject()
        for (field, type) in object.members {
            let schema = JSONValue.object(fieldSchema(field, type, in: object))
            for name in field.spellings { properties.append(key: name, value: schema) }
            guard field.camelName != field.name else { continue }
            spellings.append(
                key: field.name,
                value: JSONSchemaBuilder.constraint(
                    .fcm.duplicateFieldSpelling, ["not": ["required": [.string(field.camelName)]]]))
        }
        var definition: JSONObject = [
            "title": .string(object.name), "properties": .object(properties),
            "additionalProperties": JSONSchemaBuilder.constraint(.fcm.unknownField, ["not": [:]]),
        ]
        if !spellings.isEmpty { definition.append(key: "dependentSchemas", value: .object(spellings)) }
        let rules = objectRules(object)
        if !rules.isEmpty { definition.append(key: "allOf", value: .array(rules)) }
        return definition
    }

    /// A field's JSON type (`null` counts as absent in proto3 JSON), then its own rules.
    private static func fieldSchema(_ field: FCMField, _ type: MemberType<FCMField>, in object: FCMObject) -> JSONObject
    {
        func defined(_ name: String) -> JSONObject { ["$ref": .string("#/$defs/" + name)] }
        var schema: JSONObject
        var rules = fieldRules(field, type, in: object)
        if let constraint = object.besideType(field) { rules.append(.object(constraint.schema)) }
        switch type {
        case .string: schema = defined("string")
        case .constrained: schema = type.schema(.fcm.fieldType, nullable: true) ?? [:]
        case .boolean: schema = defined("boolean")
        case .number: schema = defined("number")
        case .freeForm: schema = defined("object")
        case .object(let inner):
            schema = defined("object")
            rules.insert(["$ref": .string(reference(to: inner))], at: 0)
        case .array: schema = defined("strings")
        case .map: schema = defined(field == .headers ? "headers" : "map")
        case .protoEnum(let enumeration):
            schema = JSONSchemaBuilder.type(["string", "number", "null"], .fcm.fieldType)
            let names = (enumeration.names + enumeration.aliases).map(JSONValue.string) + [.null]
            let numbers: JSONValue = [
                "type": "integer", "minimum": 0, "maximum": .number(JSONNumber(enumeration.names.count - 1)),
            ]
            rules.append(JSONSchemaBuilder.constraint(enumeration.rule, ["anyOf": [["enum": .array(names)], numbers]]))
        case .integer, .oneOf:
            schema = JSONSchemaBuilder.type(type.schemaTypes + ["null"], .fcm.fieldType)
        case .ruled:
            let channel: JSONValue = ["type": "number", "minimum": 0, "maximum": 1]
            schema = [:]
            rules.append(
                JSONSchemaBuilder.constraint(
                    .fcm.lightSettings,
                    [
                        "type": "object",
                        "properties": ["red": channel, "green": channel, "blue": channel, "alpha": channel],
                        "additionalProperties": false,
                    ]))
        }
        if !rules.isEmpty { schema.append(key: "allOf", value: .array(rules)) }
        return schema
    }

    /// The rules of one field's value, by field (and, for a few, by the object it is in).
    private static func fieldRules(_ field: FCMField, _ type: MemberType<FCMField>, in object: FCMObject) -> [JSONValue]
    {
        func rule(_ rule: Rule, _ schema: JSONObject) -> [JSONValue] { [JSONSchemaBuilder.constraint(rule, schema)] }
        let duration: JSONObject = ["pattern": .string(FCM.Duration.pattern)]
        switch (field, type) {
        case (.image, _): return rule(.fcm.imageURL, ["pattern": .string(URLFormat.webURLPattern())])
        case (.ttl, _), (.lightOnDuration, _), (.lightOffDuration, _): return rule(.fcm.ttlFormat, duration)
        case (.vibrateTimings, _): return rule(.fcm.ttlFormat, ["items": .object(duration)])
        case (.token, _), (.fid, _), (.condition, _): return rule(.fcm.targetEmpty, ["minLength": 1])
        case (.topic, _):
            return rule(.fcm.targetEmpty, ["minLength": 1])
                + rule(.fcm.topicFormat, ["pattern": .string("^(\(TopicName.prefix))?\(TopicName.pattern)$")])
        case (.data, _):
            let reserved = rule(
                .fcm.dataReservedKey, ["propertyNames": ["not": ["pattern": .string(FCMDataKeys.reservedPattern)]]])
            guard object === FCMObject.message else { return reserved }
            return reserved + rule(.fcm.apsInData, ["propertyNames": ["not": ["const": "aps"]]])
        case (.notification, .freeForm):
            // The options' types are fcm.webpush-notification, a warning, and a schema states errors
            // only: `dir`'s values, from the options' table.
            let dir = WebNotificationKey.dir
            guard let constraint = WebNotificationKey.options.constraint(of: dir) else { return [] }
            return [["properties": [dir.name: .object(constraint.schema)]]]
        case (.payload, _): return [["properties": ["aps": .object(payloadAPSSchema())]]]
        default: return []
        }
    }

    /// `apns.payload.aps`: a Live Activity's when it has `event` (the Live Activity rules run
    /// then), else an APNs body's; and no key beside its camelCase alias.
    private static func payloadAPSSchema() -> JSONObject {
        // FCM reports Apple's loc-args rule as its own, an error (every Admin SDK refuses it).
        var locKeys = JSONObject()
        for key in APNs.AlertKey.table.keys {
            if let locKey = key.requiredLocKey { locKeys.append(key: key.name, value: [.string(locKey.name)]) }
        }
        let alert = JSONSchemaBuilder.constraint(.fcm.locArgsWithoutKey, ["dependentRequired": .object(locKeys)])
        var aps: JSONObject = [
            "if": ["required": ["event"]], "then": .object(LiveActivityChecks.apsSchema()),
            "else": ["allOf": [.object(APNsChecks.apsSchema()), ["properties": ["alert": alert]]]],
        ]
        var conflicts = JSONObject()
        for (alias, key) in camelCaseAPSKeys {
            conflicts.append(
                key: alias,
                value: JSONSchemaBuilder.constraint(.fcm.apsKeyConflict, ["not": ["required": [.string(key.name)]]]))
        }
        aps.append(key: "dependentSchemas", value: .object(conflicts))
        return aps
    }

    /// The rules between an object's fields.
    private static func objectRules(_ object: FCMObject) -> [JSONValue] {
        if object === FCMObject.message {
            return [JSONSchemaBuilder.constraint(.fcm.targetCount, ["oneOf": .array(targets.map(given))])]
        }
        if object === FCMObject.androidNotification {
            return [(FCMField.bodyLocArgs, FCMField.bodyLocKey), (.titleLocArgs, .titleLocKey)].map { args, key in
                JSONSchemaBuilder.constraint(.fcm.locArgsWithoutKey, ["if": given(args), "then": given(key)])
            }
        }
        if object === FCMObject.lightSettings {
            let fields: [FCMField] = [.color, .lightOnDuration, .lightOffDuration]
            return [JSONSchemaBuilder.constraint(.fcm.lightSettings, ["allOf": .array(fields.map(given))])]
        }
        if object === FCMObject.apns {
            let token = FCMField.liveActivityToken.spellings.map { name -> JSONValue in
                ["required": [.string(name)], "properties": [name: ["type": "string"]]]
            }
            let live = ["event", "timestamp", "content-state"].map { JSONValue.object(["required": [.string($0)]]) }
            let then: JSONValue = [
                "required": ["payload"],
                "properties": ["payload": ["required": ["aps"], "properties": ["aps": ["anyOf": .array(live)]]]],
            ]
            return [
                JSONSchemaBuilder.constraint(.fcm.liveActivityPayload, ["if": ["anyOf": .array(token)], "then": then])
            ]
        }
        return []
    }

    /// A field given: present, in either spelling, and not `null`.
    private static func given(_ field: FCMField) -> JSONValue {
        let each = field.spellings.map { name -> JSONValue in
            ["required": [.string(name)], "properties": [name: ["not": ["type": "null"]]]]
        }
        return each.count == 1 ? each[0] : ["anyOf": .array(each)]
    }
}
