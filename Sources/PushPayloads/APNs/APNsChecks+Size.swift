/// The size of an APNs body and its limit (`apns.payload-too-large`, `apns.payload-near-limit`).
extension APNsChecks {
    /// The body limit for the context: broadcast sends use `broadcastMaxBytes`, VoIP 5120, others 4096.
    static func limit(for context: APNsCheckContext, options: APNs.Options) -> ByteLimit {
        let broadcast = context.request?.isBroadcast == true
        return ByteLimit(
            bytes: broadcast ? options.broadcastMaxBytes : APNs.payloadMaxBytes(for: context.pushType), name: "APNs",
            qualifier: broadcast ? "broadcast" : context.pushType?.rawValue, rule: .apnsRequest.payloadTooLarge,
            nearRule: .apnsRequest.payloadNearLimit)
    }

    /// The size as the limit measures it (simulator metadata left out), and the limit.
    static func measure(body: APNsBody, context: APNsCheckContext, options: APNs.Options, size: BodySize)
        -> FamilyOutcome
    {
        var size = size
        if let metadata = body.simulatorMetadata {
            size = size.excluding(rootMember: metadata.key, value: metadata.value, in: body.document)
        }
        return FamilyOutcome(size: size, limit: limit(for: context, options: options))
    }
}
