extension APNs {
    /// The `reason` of an APNs error body: why APNs refused a request. An open value: a reason
    /// Apple adds later decodes, compares and encodes back unchanged, and
    /// ``APNs/Response/nextStep`` falls back on the status for it.
    ///
    /// The documented reasons, their statuses and what each means for the sender are one table,
    /// ``all``, from Apple's "Handling notification responses from APNs"
    /// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
    public struct Reason: DocumentedValue, MemberValue {
        /// The wire string.
        public let rawValue: String

        /// The reason with this wire string.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

extension APNs.Reason {
    /// Every reason Apple lists, with its status and next step, in Apple's order: the only place a
    /// reason's status and step are written.
    public static var all: [DocumentedResponse<Self>] { answers.entries }
    /// The documented entry of this value, or `nil` when it is not listed.
    public var documented: DocumentedResponse<Self>? { Self.answers[self] }

    /// The table behind ``all`` and ``documented``.
    static let answers = DocumentedResponses<Self>([
        .init(.badCollapseId, status: 400, .fixRequest(field: APNs.HeaderName.collapseID)),
        .init(
            .badDeviceToken, status: 400, .dropToken(since: nil),
            likelyCause:
                "a token of the other environment (a development build's token sent to api.push.apple.com, or a"
                + " production one to the sandbox): Apple asks to check that the token matches the environment,"
                + " so when every token fails, check the host before dropping any"),
        .init(.badExpirationDate, status: 400, .fixRequest(field: APNs.HeaderName.expiration)),
        .init(.badMessageId, status: 400, .fixRequest(field: APNs.HeaderName.apnsID)),
        .init(.badPriority, status: 400, .fixRequest(field: APNs.HeaderName.priority)),
        .init(.badTopic, status: 400, .fixRequest(field: APNs.HeaderName.topic)),
        .init(.deviceTokenNotForTopic, status: 400, .dropToken(since: nil)),
        .init(.duplicateHeaders, status: 400, .fixRequest(field: nil)),
        .init(.idleTimeout, status: 400, .retry(.newConnection)),
        .init(.invalidPushType, status: 400, .fixRequest(field: APNs.HeaderName.pushType)),
        .init(.missingDeviceToken, status: 400, .fixRequest(field: ":path")),
        .init(.missingTopic, status: 400, .fixRequest(field: APNs.HeaderName.topic)),
        .init(.payloadEmpty, status: 400, .fixRequest(field: nil)),
        .init(.topicDisallowed, status: 400, .fixRequest(field: APNs.HeaderName.topic)),
        .init(.badCertificate, status: 403, .fixCredentials),
        .init(.badCertificateEnvironment, status: 403, .fixCredentials),
        .init(.expiredProviderToken, status: 403, .fixCredentials),
        .init(.forbidden, status: 403, .fixCredentials),
        .init(.invalidProviderToken, status: 403, .fixCredentials),
        .init(.missingProviderToken, status: 403, .fixCredentials),
        .init(.unrelatedKeyIdInToken, status: 403, .fixCredentials),
        .init(.badEnvironmentKeyIdInToken, status: 403, .fixCredentials),
        .init(.badEnvironmentKeyInToken, status: 403, .fixCredentials),
        .init(.badPath, status: 404, .fixRequest(field: ":path")),
        .init(.methodNotAllowed, status: 405, .fixRequest(field: ":method")),
        .init(.expiredToken, status: 410, .dropToken(since: nil)),
        .init(.unregistered, status: 410, .dropToken(since: nil)),
        .init(.payloadTooLarge, status: 413, .fixRequest(field: nil)),
        .init(.tooManyProviderTokenUpdates, status: 429, .fixCredentials),
        .init(.tooManyRequests, status: 429, .retry(.apnsDelay)),
        .init(.internalServerError, status: 500, .retry(.apnsServerError)),
        .init(.serviceUnavailable, status: 503, .retry(.apnsServerError)),
        .init(.shutdown, status: 503, .retry(.newConnection)),
    ])

    /// `BadCollapseId`: `apns-collapse-id` is longer than 64 bytes.
    public static let badCollapseId = Self(rawValue: "BadCollapseId")
    /// `BadDeviceToken`: the token is not valid, or not for this environment (a development token
    /// sent to production): it will not work with this server, so it is dropped.
    public static let badDeviceToken = Self(rawValue: "BadDeviceToken")
    /// `BadExpirationDate`: `apns-expiration` is not valid.
    public static let badExpirationDate = Self(rawValue: "BadExpirationDate")
    /// `BadMessageId`: `apns-id` is not valid.
    public static let badMessageId = Self(rawValue: "BadMessageId")
    /// `BadPriority`: `apns-priority` is not valid.
    public static let badPriority = Self(rawValue: "BadPriority")
    /// `BadTopic`: `apns-topic` is not valid.
    public static let badTopic = Self(rawValue: "BadTopic")
    /// `DeviceTokenNotForTopic`: the token belongs to another topic (app); Apple lists it among
    /// the answers never to retry, so the token is dropped for this topic.
    public static let deviceTokenNotForTopic = Self(rawValue: "DeviceTokenNotForTopic")
    /// `DuplicateHeaders`: a header was sent twice.
    public static let duplicateHeaders = Self(rawValue: "DuplicateHeaders")
    /// `IdleTimeout`: the connection was idle too long; send again on a new one.
    public static let idleTimeout = Self(rawValue: "IdleTimeout")
    /// `InvalidPushType`: `apns-push-type` is not valid.
    public static let invalidPushType = Self(rawValue: "InvalidPushType")
    /// `MissingDeviceToken`: the path has no device token.
    public static let missingDeviceToken = Self(rawValue: "MissingDeviceToken")
    /// `MissingTopic`: `apns-topic` is required (a certificate for several topics, or token auth).
    public static let missingTopic = Self(rawValue: "MissingTopic")
    /// `PayloadEmpty`: the body is empty.
    public static let payloadEmpty = Self(rawValue: "PayloadEmpty")
    /// `TopicDisallowed`: pushing to this topic is not allowed.
    public static let topicDisallowed = Self(rawValue: "TopicDisallowed")
    /// `BadCertificate`: the certificate is not valid.
    public static let badCertificate = Self(rawValue: "BadCertificate")
    /// `BadCertificateEnvironment`: the certificate is for the other environment.
    public static let badCertificateEnvironment = Self(rawValue: "BadCertificateEnvironment")
    /// `ExpiredProviderToken`: the provider token is stale; sign a new one.
    public static let expiredProviderToken = Self(rawValue: "ExpiredProviderToken")
    /// `Forbidden`: the action is not allowed.
    public static let forbidden = Self(rawValue: "Forbidden")
    /// `InvalidProviderToken`: the provider token is not valid or its signature does not verify.
    public static let invalidProviderToken = Self(rawValue: "InvalidProviderToken")
    /// `MissingProviderToken`: no certificate and no provider token.
    public static let missingProviderToken = Self(rawValue: "MissingProviderToken")
    /// `UnrelatedKeyIdInToken`: the provider token's key id is not for this team or topic.
    public static let unrelatedKeyIdInToken = Self(rawValue: "UnrelatedKeyIdInToken")
    /// `BadEnvironmentKeyIdInToken`: the provider token's key is for the other environment
    /// (Apple's table spells it so).
    public static let badEnvironmentKeyIdInToken = Self(rawValue: "BadEnvironmentKeyIdInToken")
    /// `BadEnvironmentKeyInToken`: the spelling APNs has been seen to send for
    /// ``badEnvironmentKeyIdInToken``; both are known.
    public static let badEnvironmentKeyInToken = Self(rawValue: "BadEnvironmentKeyInToken")
    /// `BadPath`: the `:path` is not valid.
    public static let badPath = Self(rawValue: "BadPath")
    /// `MethodNotAllowed`: the `:method` is not `POST`.
    public static let methodNotAllowed = Self(rawValue: "MethodNotAllowed")
    /// `ExpiredToken`: the device token has expired.
    public static let expiredToken = Self(rawValue: "ExpiredToken")
    /// `Unregistered`: the token is no longer active for the topic (since the body's `timestamp`).
    public static let unregistered = Self(rawValue: "Unregistered")
    /// `PayloadTooLarge`: the body exceeds the limit (4096 bytes, 5120 for VoIP).
    public static let payloadTooLarge = Self(rawValue: "PayloadTooLarge")
    /// `TooManyProviderTokenUpdates`: the provider token was changed too often (more than once
    /// every 20 minutes).
    public static let tooManyProviderTokenUpdates = Self(rawValue: "TooManyProviderTokenUpdates")
    /// `TooManyRequests`: too many requests to the same device token.
    public static let tooManyRequests = Self(rawValue: "TooManyRequests")
    /// `InternalServerError`: an internal error at APNs.
    public static let internalServerError = Self(rawValue: "InternalServerError")
    /// `ServiceUnavailable`: the service is unavailable.
    public static let serviceUnavailable = Self(rawValue: "ServiceUnavailable")
    /// `Shutdown`: the APNs server is shutting down; send again on a new connection.
    public static let shutdown = Self(rawValue: "Shutdown")
}

extension RetryDelay {
    /// Send again at once on a new connection (APNs `IdleTimeout`, `Shutdown`).
    static let newConnection = RetryDelay(seconds: 0, backsOff: false)
    /// Apple's `TooManyRequests`: "retry with a delay", no length given: later, backing off.
    static let apnsDelay = RetryDelay(seconds: nil, backsOff: true)
    /// Apple's 5xx answers: retry after 15 minutes, backing off.
    static let apnsServerError = RetryDelay(seconds: 900, backsOff: true)
}
