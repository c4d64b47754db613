extension FCMResponseChecks {
    /// The schema of kind `fcm-response`: a body has one of an answer's members; an HTTP v1 `name`
    /// is a string and `error` an object (`code` an HTTP status, `message` and `status` strings,
    /// `details` objects with a string `@type`) or a legacy string; the legacy counts and ids are
    /// integers, `results` objects of strings, `failed_registration_ids` strings.
    @Sendable static func schema(_ kind: PayloadKind) -> JSONObject {
        let shape = Rule.fcmResponse.shape
        func type(_ types: [String], _ extra: JSONObject = [:]) -> JSONObject {
            JSONSchemaBuilder.type(types, shape, extra)
        }
        let string = type(["string"])
        var detail = JSONSchemaBuilder.object([("@type", string)], required: ["@type"], rule: shape)
        // The FcmError detail's code is a string.
        detail.append(key: "if", value: ["properties": ["@type": ["const": .string(FCM.ErrorStatus.fcmErrorType)]]])
        detail.append(key: "then", value: ["properties": ["errorCode": .object(string)]])
        let httpStatus: JSONObject = [
            "minimum": .number(JSONNumber(RecordedEnvelope.httpStatuses.lowerBound)),
            "maximum": .number(JSONNumber(RecordedEnvelope.httpStatuses.upperBound)),
        ]
        let error = JSONSchemaBuilder.object(
            [
                ("code", type(["integer"], httpStatus)), ("message", string), ("status", string),
                ("details", type(["array"], ["items": .object(detail)])),
            ], rule: shape)
        var errorMember = type(["object", "string"])
        errorMember.append(key: "if", value: ["type": "object"])
        errorMember.append(key: "then", value: .object(error))
        let result = JSONSchemaBuilder.object(
            resultKeys.map { ($0, string) }, rule: shape)
        let count = type(["integer"], ["minimum": 0])
        let identifier = type(["integer"])
        var body = JSONSchemaBuilder.object(
            [
                ("name", string), ("error", errorMember), ("multicast_id", identifier), ("message_id", identifier),
                ("success", count), ("failure", count), ("canonical_ids", count),
                ("results", type(["array"], ["items": .object(result)])),
                ("failed_registration_ids", JSONSchemaBuilder.arrayOfStrings(shape)),
            ], rule: shape)
        body.append(
            key: "anyOf",
            value: .array(
                (v1Keys + legacyKeys.filter { !v1Keys.contains($0) }).map {
                    ["required": [.string($0)]]
                }))
        return RecordedEnvelope.schema(body: body, shape: shape)
    }
}
