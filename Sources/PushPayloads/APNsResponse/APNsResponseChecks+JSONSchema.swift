extension APNsResponseChecks {
    /// The schema of kind `apns-response`: an error body has a string `reason` (given alone it
    /// must have one) and, with a 410, `timestamp` as milliseconds from 1970 to the year 9999.
    @Sendable static func schema(_ kind: PayloadKind) -> JSONObject {
        let shape = Rule.apnsResponse.shape
        let body = JSONSchemaBuilder.object(bodyTable.propertySchemas(shape, nullable: false), rule: shape)
        var bare = body
        bare.append(key: "required", value: ["reason"])
        var root = RecordedEnvelope.schema(body: body, shape: shape)
        root["else"] = .object(bare)
        return root
    }
}
