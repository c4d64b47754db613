/// Where the `fcm.*` rules come from: Firebase's references, the Admin SDKs that check messages
/// before sending them, and the iOS SDK that reads what arrives.
extension Rule {
    static let fcmMessage = "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages"
    static let fcmErrorCode = "https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode"
    /// googleapis' `google.rpc.Code`: the canonical codes and their HTTP mapping.
    static let rpcCode = "https://github.com/googleapis/googleapis/blob/master/google/rpc/code.proto"
    static let fcmErrors = "https://firebase.google.com/docs/cloud-messaging/error-codes"
    static let fcmMessageType = "https://firebase.google.com/docs/cloud-messaging/customize-messages/set-message-type"
    static let fcmLifespan =
        "https://firebase.google.com/docs/cloud-messaging/customize-messages/setting-message-lifespan"
    static let fcmTopics = "https://firebase.google.com/docs/cloud-messaging/send-topic-messages"
    static let fcmDelivery = "https://firebase.google.com/docs/cloud-messaging/understand-delivery"
    static let fcmLegacyReference = "https://firebase.google.com/docs/cloud-messaging/http-server-ref"
    static let fcmMigrate = "https://firebase.google.com/docs/cloud-messaging/migrate-v1"
    static let fcmIOSImage = "https://firebase.google.com/docs/cloud-messaging/ios/send-image"
    static let proto3JSON = "https://protobuf.dev/programming-guides/json/"
    static let fcmDiscovery =
        "https://github.com/googleapis/google-api-python-client/blob/HEAD/googleapiclient/discovery_cache/documents/fcm.v1.json"
    static let adminPython =
        "https://github.com/firebase/firebase-admin-python/blob/HEAD/firebase_admin/_messaging_encoder.py"
    static let adminGo = "https://github.com/firebase/firebase-admin-go/blob/HEAD/messaging/messaging_utils.go"
    static let adminNode =
        "https://github.com/firebase/firebase-admin-node/blob/HEAD/src/messaging/messaging-internal.ts"
    static let adminJava =
        "https://github.com/firebase/firebase-admin-java/tree/HEAD/src/main/java/com/google/firebase/messaging"
    static let androidTopic =
        "https://github.com/firebase/firebase-android-sdk/blob/HEAD/firebase-messaging/src/main/java/com/google/firebase/messaging/TopicOperation.java"
    static let iosConstants =
        "https://github.com/firebase/firebase-ios-sdk/blob/HEAD/FirebaseMessaging/Sources/FIRMessagingConstants.m"
    static let iosAnalytics =
        "https://github.com/firebase/firebase-ios-sdk/blob/HEAD/FirebaseMessaging/Sources/FIRMessagingAnalytics.m"
    static let iosExtension =
        "https://github.com/firebase/firebase-ios-sdk/blob/HEAD/FirebaseMessaging/Sources/FIRMessagingExtensionHelper.m"
    static let iosContextManager =
        "https://github.com/firebase/firebase-ios-sdk/blob/HEAD/FirebaseMessaging/Sources/FIRMessagingContextManagerService.m"
    static let iosChangelog = "https://github.com/firebase/firebase-ios-sdk/blob/HEAD/FirebaseMessaging/CHANGELOG.md"
    static let iosPR16533 = "https://github.com/firebase/firebase-ios-sdk/pull/16533"
    static let fcmIOSReceive = "https://firebase.google.com/docs/cloud-messaging/ios/receive-messages"
    /// The Android SDK's constants: what `RemoteMessage.getData()` leaves out (`collapse_key`,
    /// `google.*`, `gcm.*`, `from`, `message_type`).
    static let androidConstants =
        "https://github.com/firebase/firebase-android-sdk/blob/HEAD/firebase-messaging/src/main/java/com/google/firebase/messaging/Constants.java"
    static let php574 = "https://github.com/beste/firebase-php/issues/574"
    static let php588 = "https://github.com/beste/firebase-php/issues/588"
    static let php700 = "https://github.com/beste/firebase-php/issues/700"
    static let go580 = "https://github.com/firebase/firebase-admin-go/issues/580"
    static let go679 = "https://github.com/firebase/firebase-admin-go/issues/679"
    static let py276 = "https://github.com/firebase/firebase-admin-python/issues/276"
    static let autopush203 = "https://github.com/mozilla-services/autopush-rs/issues/203"
    static let rfc3339 = "https://www.rfc-editor.org/rfc/rfc3339"
    /// The Notification API's options, as a service worker shows them.
    static let webNotificationOptions =
        "https://developer.mozilla.org/en-US/docs/Web/API/ServiceWorkerRegistration/showNotification"
    static let rfc8030 = "https://www.rfc-editor.org/rfc/rfc8030"
}
