extension FingerPushChecks {
    /// The schema of kind `fingerpush`, by shape as ``validate(_:size:)`` tells them apart: a root
    /// `result` without `aps` or `code` is a server result object, whose rules are warnings and
    /// infos only; anything else is a `userInfo`: the APNs `aps`, the `code` string (its type,
    /// syntax, keys and values), the image and link URLs, and what the flags of `code` require.
    @Sendable static func schema(_ kind: PayloadKind) -> JSONObject {
        var root = JSONSchemaBuilder.object([], rule: .json.rootNotObject)
        let others = userInfoKeys.map { JSONValue.object(["required": [.string($0)]]) }
        root.append(key: "if", value: ["required": [.string(resultKey)], "not": ["anyOf": .array(others)]])
        root.append(key: "then", value: ["$comment": "A server result object: its rules are warnings and infos."])
        root.append(key: "else", value: .object(userInfo()))
        root.append(
            key: "$comment",
            value: """
                Byte limits (apns.payload-too-large), the APNs rules the apns schema leaves to the validator, \
                repeats of undocumented code keys (fingerpush.code-duplicate-key), and every warning and info \
                (code keys, custom pairs, msgTag, result codes) are the validator's.
                """)
        return root
    }

    /// A `userInfo`: the APNs `aps`, then FingerPush's members and flags.
    private static func userInfo() -> JSONObject {
        var code = JSONSchemaBuilder.type(["string"], .fingerpush.codeType)
        code.append(
            key: "allOf",
            value: [
                JSONSchemaBuilder.constraint(
                    .fingerpush.codeSyntax, ["pattern": .string(FingerPush.Code.syntaxPattern)]),
                JSONSchemaBuilder.constraint(
                    .fingerpush.codeDuplicateKey,
                    [
                        "$comment": "Repeats of CD, IM, WL and PT; repeats of other keys are the validator's.",
                        "pattern": .string(codeNoDocumentedKeyRepeatPattern),
                    ]),
                JSONSchemaBuilder.constraint(.fingerpush.codeValue, ["pattern": .string(codeValuePattern)]),
            ])
        // An empty URL is no URL (the flag rules judge it); any other string must be an http(s) URL.
        let url: JSONObject = [
            "description": .string(SchemaText.describe(.fingerpush.urlFormat)),
            "anyOf": [["maxLength": 0], ["pattern": .string(URLFormat.webURLPattern())]],
        ]
        var body = JSONSchemaBuilder.object([
            ("aps", APNsChecks.apsSchema()), ("code", code), ("imgUrl", url), ("weblink", url),
        ])
        let image = flag(imageFlagPattern)
        let webLink = flag(webLinkFlagPattern)
        let imageURL: JSONValue = ["required": ["imgUrl"], "properties": ["imgUrl": nonEmptyString]]
        body.append(
            key: "allOf",
            value: [
                JSONSchemaBuilder.constraint(.fingerpush.imageFlagWithoutURL, ["if": image, "then": imageURL]),
                JSONSchemaBuilder.constraint(
                    .fingerpush.weblinkFlagWithoutURL,
                    ["if": webLink, "then": ["required": ["weblink"], "properties": ["weblink": nonEmptyString]]]),
                // Some member that is neither `aps` nor a FingerPush key.
                JSONSchemaBuilder.constraint(
                    .fingerpush.customFlagWithoutData,
                    [
                        "if": flag(customDataFlagPattern),
                        "then": [
                            "not": ["propertyNames": ["enum": .array(FingerPushKey.allCases.map { .string($0.name) })]]
                        ],
                    ]),
                JSONSchemaBuilder.constraint(
                    .fingerpush.richNeedsMutableContent,
                    [
                        "if": ["anyOf": [image, webLink, imageURL]],
                        "then": [
                            "required": ["aps"],
                            "properties": [
                                "aps": [
                                    "type": "object", "required": ["mutable-content"],
                                    "properties": ["mutable-content": ["const": 1]],
                                ]
                            ],
                        ],
                    ]),
            ])
        return body
    }

    private static let nonEmptyString: JSONValue = ["type": "string", "minLength": 1]

    /// A `code` string whose flag the pattern finds set.
    private static func flag(_ pattern: String) -> JSONValue {
        ["required": ["code"], "properties": ["code": ["type": "string", "pattern": .string(pattern)]]]
    }
}
