/// `apns.payload-too-large` and `apns.payload-near-limit` (RULES.md §4.3, §4.4).
extension APNsChecks {
    /// The body limit for the context: broadcast sends use `broadcastLimit`, VoIP 5120, others 4096.
    static func limit(for context: APNsCheckContext, options: ValidationOptions) -> (bytes: Int, name: String) {
        if context.request?.isBroadcast == true { return (options.broadcastLimit, "APNs broadcast") }
        let bytes = APNs.payloadLimit(for: context.pushType)
        return (bytes, context.pushType.map { "APNs \($0)" } ?? "APNs")
    }

    /// Compares the body with its limit; returns the size as measured for the limit, and the limit.
    static func checkSize(
        _ run: inout ValidationRun, body: APNsBody, context: APNsCheckContext, size: BodySize
    ) -> (size: BodySize, limit: Int) {
        var size = size
        if let metadata = body.simulatorMetadata {
            size = size.excluding(rootMember: metadata.key, value: metadata.value, in: body.document)
        }
        let limit = limit(for: context, options: run.options)
        JSONChecks.checkLimit(
            &run, size: size, limit: limit.bytes, limitName: limit.name, rule: .apnsPayloadTooLarge,
            nearRule: .apnsPayloadNearLimit)
        return (size, limit.bytes)
    }
}
