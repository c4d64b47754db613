extension MTPushChecks {
    /// The schema of kind `mtpush`, by shape in the order ``MTPushShape`` tries them: an in-app
    /// message (its members' types), a custom message (its members' types and `_j_msgid`), a
    /// `userInfo` (the APNs `aps` and `_j_msgid`), a device request (tags, alias, mobile number,
    /// badge, the Live Activity names and tokens), a result record (warnings and infos only), and
    /// a `userInfo` again for any other object.
    @Sendable static func schema(_ kind: PayloadKind) -> JSONObject {
        let inApp: JSONValue = [
            "anyOf": [
                ["required": [.string(MTPushShape.inAppIDKey)]],
                [
                    "allOf": [
                        JSONSchemaBuilder.anyKey(MTPushShape.inAppIDOtherSpellings),
                        JSONSchemaBuilder.anyKey(MTPushShape.inAppKeys),
                    ]
                ],
            ]
        ]
        let custom: JSONValue = ["required": [.string(MTPushShape.customMessageKey)], "not": ["required": ["aps"]]]
        // A userInfo has one of its keys, or none of a device request's or a result record's.
        let requestKeys = MTPushShape.deviceKeys.sorted()
        let isUserInfo: JSONValue = [
            "anyOf": [
                JSONSchemaBuilder.anyKey(MTPushShape.userInfoKeys),
                ["not": JSONSchemaBuilder.anyKey(requestKeys + MTPushShape.resultKeys)],
            ]
        ]
        let others: JSONValue = [
            "if": JSONSchemaBuilder.anyKey(requestKeys), "then": .object(deviceRequest()),
            "else": ["$comment": "A result record: its rules are warnings and infos."],
        ]
        let marked: JSONValue = ["if": isUserInfo, "then": .object(userInfo()), "else": others]
        var root = JSONSchemaBuilder.object([], rule: .json.rootNotObject)
        root.append(key: "if", value: inApp)
        root.append(key: "then", value: .object(members(MTPushKey.inAppMessage, rule: .mtpush.inAppShape)))
        root.append(
            key: "else",
            value: ["if": custom, "then": .object(customMessage()), "else": marked])
        root.append(
            key: "$comment",
            value: """
                Byte limits a schema cannot count stay with the validator: apns.payload-too-large, \
                mtpush.tag-total-bytes (a sum over a list, and a setting) and mtpush.live-activity-id-too-long \
                (a setting, which can be none); so do the APNs rules the apns schema leaves to it and every \
                warning and info. The 40 bytes of a tag or alias count ASCII and U+0800 to U+FFFF exactly and \
                any other character as 1 byte; the tag character set is exact up to U+FFFF and lets any \
                character above it pass. Device tokens are checked as this kind checks them (lenientDeviceTokens \
                is not a setting of kind mtpush).
                """)
        return root
    }

    /// A `userInfo`: the APNs `aps` and the message id.
    private static func userInfo() -> JSONObject {
        JSONSchemaBuilder.object([(MTPushKey.aps.name, APNsChecks.apsSchema()), (MTPushKey.msgID.name, messageID)])
    }

    /// A custom message: its members' types and the message id.
    private static func customMessage() -> JSONObject {
        var message = members(MTPushKey.customMessage, rule: .mtpush.customMessageShape)
        if case .object(var properties)? = message["properties"] {
            properties.append(key: MTPushKey.msgID.name, value: .object(messageID))
            message["properties"] = .object(properties)
        }
        return message
    }

    /// `_j_msgid`: a non-empty string or a non-negative integer.
    private static let messageID: JSONObject = [
        "description": .string(SchemaText.describe(.mtpush.msgIDType)),
        "anyOf": [["type": "string", "minLength": 1], ["type": "integer", "minimum": 0]],
    ]

    /// An object whose members, when present, have the JSON types of the table.
    private static func members(_ table: MemberTable<MTPushKey>, rule: Rule) -> JSONObject {
        JSONSchemaBuilder.object(table.propertySchemas(rule, nullable: false))
    }

    /// A device request: the SDK-argument form, or the Device API form (`tags` an object or `""`,
    /// or `mobile`), which lets `alias` (and `tags`) be `""` to delete.
    private static func deviceRequest() -> JSONObject {
        let deviceAPI: JSONValue = [
            "anyOf": [
                ["required": ["tags"], "properties": ["tags": ["type": "object"]]],
                ["required": ["tags"], "properties": ["tags": ["const": ""]]], ["required": ["mobile"]],
            ]
        ]
        var properties: [(String, JSONObject)] = [("tags", tags()), ("tag", tag)]
        properties.append(
            (
                "alias",
                [
                    "allOf": [
                        JSONSchemaBuilder.constraint(
                            .mtpush.aliasTooLong, ["pattern": .string(MTPush.TagText.maxBytesPattern)]),
                        JSONSchemaBuilder.constraint(
                            .mtpush.aliasCharset, ["pattern": .string(MTPush.TagText.validPattern)]),
                    ]
                ]
            ))
        for key in ["mobileNumber", "mobile"] { properties.append((key, mobileNumber)) }
        properties.append(
            (
                "badge",
                JSONSchemaBuilder.type(
                    ["integer"], .mtpush.badgeRange,
                    [
                        "minimum": .number(JSONNumber(MTPush.badgeRange.lowerBound)),
                        "maximum": .number(JSONNumber(MTPush.badgeRange.upperBound)),
                    ])
            ))
        properties.append(
            ("liveActivityId", JSONSchemaBuilder.type(["string"], .mtpush.liveActivityIDEmpty, ["minLength": 1])))
        properties.append(
            (
                "activityAttributes",
                JSONSchemaBuilder.type(["string"], .mtpush.activityAttributesEmpty, ["minLength": 1])
            )
        )
        for key in ["pushToken", "pushToStartToken"] {
            // `null` unregisters.
            properties.append(
                (
                    key,
                    JSONSchemaBuilder.type(
                        ["string", "null"], .apnsRequest.deviceTokenFormat,
                        ["pattern": .string(APNsChecks.deviceTokenPattern)])
                ))
        }
        var request = JSONSchemaBuilder.object(properties)
        request.append(
            key: "allOf",
            value: [
                JSONSchemaBuilder.constraint(
                    .mtpush.aliasEmpty,
                    ["if": deviceAPI, "else": ["properties": ["alias": ["type": "string", "minLength": 1]]]]),
                JSONSchemaBuilder.constraint(
                    .mtpush.liveActivityIDEmpty, ["dependentRequired": ["pushToken": ["liveActivityId"]]]),
                JSONSchemaBuilder.constraint(
                    .mtpush.activityAttributesEmpty, ["dependentRequired": ["pushToStartToken": ["activityAttributes"]]]
                ),
            ])
        return request
    }

    /// `tags`: a non-empty array of tags, `{"add": […], "remove": […]}` adding or removing some, or
    /// `""`; each list at most ``MTPush/maxTagsPerCall`` tags.
    private static func tags() -> JSONObject {
        let lists: JSONValue = ["add": ["type": "array"], "remove": ["type": "array"]]
        let changes: JSONValue = [
            ["required": ["add"], "properties": ["add": ["minItems": 1]]],
            ["required": ["remove"], "properties": ["remove": ["minItems": 1]]],
        ]
        let most = JSONValue.number(JSONNumber(MTPush.maxTagsPerCall))
        return [
            "allOf": [
                JSONSchemaBuilder.constraint(
                    .mtpush.tagsEmpty,
                    [
                        "anyOf": [
                            ["type": "array", "minItems": 1],
                            ["type": "object", "properties": lists, "anyOf": changes],
                            ["const": ""],
                        ]
                    ]),
                JSONSchemaBuilder.constraint(
                    .mtpush.tagCount,
                    ["maxItems": most, "properties": ["add": ["maxItems": most], "remove": ["maxItems": most]]]),
                [
                    "items": .object(tag),
                    "properties": ["add": ["items": .object(tag)], "remove": ["items": .object(tag)]],
                ],
            ]
        ]
    }

    /// One tag: a non-empty string of at most 40 bytes in the SDK's character set.
    private static let tag: JSONObject = [
        "allOf": [
            JSONSchemaBuilder.constraint(.mtpush.tagEmpty, ["type": "string", "minLength": 1]),
            JSONSchemaBuilder.constraint(.mtpush.tagTooLong, ["pattern": .string(MTPush.TagText.maxBytesPattern)]),
            JSONSchemaBuilder.constraint(.mtpush.tagCharset, ["pattern": .string(MTPush.TagText.validPattern)]),
        ]
    ]

    /// `mobileNumber` or `mobile`: `null`, `""` (both unbind) or a well-formed number of at most 20
    /// characters.
    private static let mobileNumber: JSONObject = [
        "allOf": [
            JSONSchemaBuilder.constraint(
                .mtpush.mobileNumberFormat,
                [
                    "type": ["string", "null"],
                    "anyOf": [["maxLength": 0], ["pattern": .string(MTPush.MobileNumber.pattern)]],
                ]),
            JSONSchemaBuilder.constraint(
                .mtpush.mobileNumberLength, ["maxLength": .number(JSONNumber(MTPush.mobileNumberMaxCharacters))]),
        ]
    ]
}
