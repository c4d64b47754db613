/// The FCM models are payload models of the FCM kinds: their bytes, size and validation come from
/// ``PayloadModel``, and `PushPayloadsFoundation` gives them `init(userInfo:)`.
extension FCM.SendRequest: PayloadModel {
    /// A send request is validated as kind `fcm-send-request`.
    public static var payloadKind: PayloadKind { .fcmSendRequest }
}

extension FCM.Message: PayloadModel {
    /// A bare message is validated as kind `fcm-message`.
    public static var payloadKind: PayloadKind { .fcmMessage }
}

extension FCM.LegacyMessage: PayloadModel {
    /// A legacy body is validated as kind `fcm-legacy`.
    public static var payloadKind: PayloadKind { .fcmLegacy }
}

extension FCM.UserInfo: PayloadModel {
    /// A received userInfo is validated as kind `fcm-userinfo`.
    public static var payloadKind: PayloadKind { .fcmUserInfo }
}
