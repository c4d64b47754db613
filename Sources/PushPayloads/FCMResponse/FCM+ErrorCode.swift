extension FCM {
    /// The `errorCode` of an HTTP v1 error's `FcmError` detail: why FCM refused a message. An
    /// open value: a code Google adds later decodes and encodes back unchanged, and
    /// ``FCM/Response/nextStep`` falls back on the status for it.
    ///
    /// The documented codes, their statuses and what each means for the sender are one table,
    /// ``all``, from Firebase's `ErrorCode` reference
    /// (https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode) and its error-code guide
    /// (https://firebase.google.com/docs/cloud-messaging/error-codes).
    public struct ErrorCode: OpenStringValue, MemberValue {
        /// The wire string.
        public let rawValue: String

        /// The code with this wire string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// What a documented code means: its status and the sender's next step.
        public struct Documented: Sendable, Hashable {
            /// The code.
            public let code: ErrorCode
            /// The HTTP status Firebase documents it with (`nil` for `UNSPECIFIED_ERROR`).
            public let status: Int?
            /// What the sender does next (a ``NextStep/retry(_:)`` honours `Retry-After`; an
            /// `INVALID_ARGUMENT` names the field of the error's `BadRequest` detail).
            public let nextStep: NextStep
        }

        /// The documented entry of this code, or `nil` for a code Firebase does not list.
        public var documented: Documented? { Self.all.first { $0.code == self } }

        /// Every code Firebase lists, with its status and next step.
        public static let all: [Documented] = [
            .init(code: .unspecifiedError, status: nil, nextStep: .giveUp),
            .init(code: .invalidArgument, status: 400, nextStep: .fixRequest(field: nil)),
            .init(code: .unregistered, status: 404, nextStep: .dropToken(since: nil)),
            .init(code: .senderIDMismatch, status: 403, nextStep: .dropToken(since: nil)),
            .init(code: .quotaExceeded, status: 429, nextStep: .retry(.fcmQuota)),
            .init(code: .unavailable, status: 503, nextStep: .retry(.fcmBackoff)),
            .init(code: .internal, status: 500, nextStep: .retry(.fcmBackoff)),
            .init(code: .thirdPartyAuthError, status: 401, nextStep: .fixCredentials),
            .init(code: .apnsAuthError, status: 401, nextStep: .fixCredentials),
        ]

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
