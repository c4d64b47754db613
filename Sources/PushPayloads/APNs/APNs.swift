/// Apple Push Notification service: the request body (`aps` and custom keys), the request context
/// (headers, device token, authentication), the `apns.*` rules and fit-to-limit.
///
/// APNs is the base format of the package: Live Activity, FCM on iOS and the vendor SDKs all
/// deliver an APNs body, so their models and rules build on the types in this namespace.
public enum APNs {
    /// The body limit for every push type but VoIP, in bytes (`apns.payload-too-large`).
    public static let payloadMaxBytes = 4096
    /// The body limit for VoIP pushes, in bytes.
    public static let voipPayloadMaxBytes = 5120
    /// The default limit for broadcast sends (`apns.broadcastMaxBytes`; 5120 is the unconfirmed
    /// alternative).
    public static let broadcastPayloadMaxBytes = 4096

    /// The body limit for a push type: 5120 for `voip`, 4096 otherwise.
    public static func payloadMaxBytes(for pushType: PushType?) -> Int {
        pushType == .voip ? voipPayloadMaxBytes : payloadMaxBytes
    }
}
