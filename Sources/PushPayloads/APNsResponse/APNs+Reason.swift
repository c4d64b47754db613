extension APNs {
    /// The `reason` of an APNs error body: why APNs refused a request. An open value: a reason
    /// Apple adds later decodes, compares and encodes back unchanged, and
    /// ``APNs/Response/nextStep`` falls back on the status for it.
    ///
    /// The documented reasons, their statuses and what each means for the sender are one table,
    /// ``documented``, from Apple's "Handling notification responses from APNs"
    /// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
    public struct Reason: OpenStringValue, MemberValue {
        /// The wire string.
        public let rawValue: String

        /// The reason with this wire string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// What a documented reason means: its status and the sender's next step.
        public struct Documented: Sendable, Hashable {
            /// The reason.
            public let reason: Reason
            /// The HTTP status Apple documents it with.
            public let status: Int
            /// What the sender does next (a ``NextStep/dropToken(since:)`` gets the body's
            /// `timestamp`, a ``NextStep/retry(_:)`` a `Retry-After` when the response has one).
            public let nextStep: NextStep
        }

        /// The documented entry of this reason, or `nil` for a reason Apple does not list.
        public var documented: Documented? { Self.byName[rawValue] }

        /// Every reason Apple lists, with its status and next step, in Apple's order.
        public static var all: [Documented] { table }

        private static let byName: [String: Documented] = Dictionary(
            table.map { ($0.reason.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension APNs.Reason {
    // One line per reason: the table is the only place a reason's status and step are written.
    private static let table: [Documented] = [
        .init(reason: .badCollapseId, status: 400, nextStep: .fixRequest(field: APNs.HeaderName.collapseID)),
        .init(reason: .badDeviceToken, status: 400, nextStep: .dropToken(since: nil)),
        .init(reason: .badExpirationDate, status: 400, nextStep: .fixRequest(field: APNs.HeaderName.expiration)),
        .init(reason: .badMessageId, status: 400, nextStep: .fixRequest(field: APNs.HeaderName.apnsID)),
        .init(reason: .badPriority, status: 400, nextStep: .fixRequest(field: APNs.HeaderName.priority)),
        .init(reason: .badTopic, status: 400, nextStep: .fixRequest(field: APNs.HeaderName.topic)),
        .init(reason: .deviceTokenNotForTopic, status: 400, nextStep: .dropToken(since: nil)),
        .init(reason: .duplicateHeaders, status: 400, nextStep: .fixRequest(field: nil)),
        .init(reason: .idleTimeout, status: 400, nextStep: .retry(.newConnection)),
        .init(reason: .invalidPushType, status: 400, nextStep: .fixRequest(field: APNs.HeaderName.pushType)),
        .init(reason: .missingDeviceToken, status: 400, nextStep: .fixRequest(field: ":path")),
        .init(reason: .missingTopic, status: 400, nextStep: .fixRequest(field: APNs.HeaderName.topic)),
        .init(reason: .payloadEmpty, status: 400, nextStep: .fixRequest(field: nil)),
        .init(reason: .topicDisallowed, status: 400, nextStep: .fixRequest(field: APNs.HeaderName.topic)),
        .init(reason: .badCertificate, status: 403, nextStep: .fixCredentials),
        .init(reason: .badCertificateEnvironment, status: 403, nextStep: .fixCredentials),
        .init(reason: .expiredProviderToken, status: 403, nextStep: .fixCredentials),
        .init(reason: .forbidden, status: 403, nextStep: .fixCredentials),
        .init(reason: .invalidProviderToken, status: 403, nextStep: .fixCredentials),
        .init(reason: .missingProviderToken, status: 403, nextStep: .fixCredentials),
        .init(reason: .unrelatedKeyIdInToken, status: 403, nextStep: .fixCredentials),
        .init(reason: .badEnvironmentKeyIdInToken, status: 403, nextStep: .fixCredentials),
        .init(reason: .badEnvironmentKeyInToken, status: 403, nextStep: .fixCredentials),
        .init(reason: .badPath, status: 404, nextStep: .fixRequest(field: ":path")),
        .init(reason: .methodNotAllowed, status: 405, nextStep: .fixRequest(field: ":method")),
        .init(reason: .expiredToken, status: 410, nextStep: .dropToken(since: nil)),
        .init(reason: .unregistered, status: 410, nextStep: .dropToken(since: nil)),
        .init(reason: .payloadTooLarge, status: 413, nextStep: .fixRequest(field: nil)),
        .init(reason: .tooManyProviderTokenUpdates, status: 429, nextStep: .fixCredentials),
        .init(reason: .tooManyRequests, status: 429, nextStep: .retry(.apnsDelay)),
        .init(reason: .internalServerError, status: 500, nextStep: .retry(.apnsServerError)),
        .init(reason: .serviceUnavailable, status: 503, nextStep: .retry(.apnsServerError)),
        .init(reason: .shutdown, status: 503, nextStep: .retry(.newConnection)),
    ]

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
