extension FCM {
    /// The `errorCode` of an HTTP v1 error's `FcmError` detail: why FCM refused a message. An
    /// open value: a code Google adds later decodes and encodes back unchanged, and
    /// ``FCM/Response/nextStep`` falls back on the status for it.
    ///
    /// The documented codes, their statuses and what each means for the sender are one table,
    /// ``all``, from Firebase's `ErrorCode` reference
    /// (https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode) and its error-code guide
    /// (https://firebase.google.com/docs/cloud-messaging/error-codes).
    public struct ErrorCode: DocumentedValue, MemberValue {
        /// The wire string.
        public let rawValue: String

        /// The code with this wire string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Every code Firebase lists, with its status and next step.
        public static var all: [DocumentedResponse<Self>] { answers.entries }
        /// The documented entry of this value, or `nil` when it is not listed.
        public var documented: DocumentedResponse<Self>? { Self.answers[self] }

        /// The table behind ``all`` and ``documented``.
        static let answers = DocumentedResponses<Self>([
            .init(.unspecifiedError, status: nil, .giveUp),
            .init(.invalidArgument, status: 400, .fixRequest(field: nil)),
            .init(.unregistered, status: 404, .dropToken(since: nil)),
            .init(.senderIDMismatch, status: 403, .dropToken(since: nil)),
            .init(.quotaExceeded, status: 429, .retry(.fcmQuota)),
            .init(.unavailable, status: 503, .retry(.fcmBackoff)),
            .init(.internal, status: 500, .retry(.fcmBackoff)),
            .init(.thirdPartyAuthError, status: 401, .fixCredentials),
            .init(.apnsAuthError, status: 401, .fixCredentials),
        ])

        /// `UNSPECIFIED_ERROR`: no more is known.
        public static let unspecifiedError = Self(rawValue: "UNSPECIFIED_ERROR")
        /// `INVALID_ARGUMENT` (400): a field of the request is wrong; a `BadRequest` detail names
        /// it. A token that is not a registration token at all is reported so too.
        public static let invalidArgument = Self(rawValue: "INVALID_ARGUMENT")
        /// `UNREGISTERED` (404): the app instance was unregistered; the token is dead.
        public static let unregistered = Self(rawValue: "UNREGISTERED")
        /// `SENDER_ID_MISMATCH` (403): the token belongs to another sender (project); with these
        /// credentials it will never work, so it is dropped.
        public static let senderIDMismatch = Self(rawValue: "SENDER_ID_MISMATCH")
        /// `QUOTA_EXCEEDED` (429): a sending limit was exceeded; back off, at least a minute.
        public static let quotaExceeded = Self(rawValue: "QUOTA_EXCEEDED")
        /// `UNAVAILABLE` (503): the server is overloaded; honour `Retry-After`, back off.
        public static let unavailable = Self(rawValue: "UNAVAILABLE")
        /// `INTERNAL` (500): an unknown internal error; retry, backing off.
        public static let `internal` = Self(rawValue: "INTERNAL")
        /// `THIRD_PARTY_AUTH_ERROR` (401): the APNs certificate or key, or the web push key, that
        /// the Firebase project holds is invalid or missing.
        public static let thirdPartyAuthError = Self(rawValue: "THIRD_PARTY_AUTH_ERROR")
        /// `APNS_AUTH_ERROR` (401): the former name of ``thirdPartyAuthError``.
        public static let apnsAuthError = Self(rawValue: "APNS_AUTH_ERROR")
    }
}

extension RetryDelay {
    /// FCM's `QUOTA_EXCEEDED`: exponential backoff with a first wait of at least a minute.
    static let fcmQuota = RetryDelay(seconds: 60, backsOff: true)
    /// FCM's `UNAVAILABLE` and `INTERNAL` (and the legacy API's `Unavailable`): exponential
    /// backoff, no first wait documented.
    static let fcmBackoff = RetryDelay(seconds: nil, backsOff: true)
}
