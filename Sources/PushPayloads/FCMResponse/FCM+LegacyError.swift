extension FCM {
    /// The `error` of a legacy `fcm/send` result: why the message to one token failed. An open
    /// value; the documented ones, with what each means for the sender, are ``all``, from the
    /// legacy HTTP server reference (https://firebase.google.com/docs/cloud-messaging/http-server-ref).
    public struct LegacyError: DocumentedValue, MemberValue {
        /// The wire string.
        public let rawValue: String

        /// The error with this wire string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Every error the legacy reference lists, with the sender's next step.
        public static var all: [DocumentedResponse<Self>] { answers.entries }
        /// The documented entry of this value, or `nil` when it is not listed.
        public var documented: DocumentedResponse<Self>? { Self.answers[self] }

        /// The table behind ``all`` and ``documented``.
        static let answers = DocumentedResponses<Self>([
            .init(.missingRegistration, status: nil, .fixRequest(field: "to")),
            .init(.invalidRegistration, status: nil, .dropToken(since: nil)),
            .init(.notRegistered, status: nil, .dropToken(since: nil)),
            .init(.invalidPackageName, status: nil, .fixRequest(field: "restricted_package_name")),
            .init(.mismatchSenderID, status: nil, .dropToken(since: nil)),
            .init(.invalidParameters, status: nil, .fixRequest(field: nil)),
            .init(.messageTooBig, status: nil, .fixRequest(field: "data")),
            .init(.invalidDataKey, status: nil, .fixRequest(field: "data")),
            .init(.invalidTtl, status: nil, .fixRequest(field: "time_to_live")),
            .init(.unavailable, status: nil, .retry(.fcmBackoff)),
            .init(.internalServerError, status: nil, .retry(.fcmBackoff)),
            .init(.deviceMessageRateExceeded, status: nil, .retry(.fcmBackoff)),
            .init(.topicsMessageRateExceeded, status: nil, .retry(.fcmBackoff)),
            .init(.invalidApnsCredential, status: nil, .fixCredentials),
        ])

        /// `MissingRegistration`: the request has no token.
        public static let missingRegistration = Self(rawValue: "MissingRegistration")
        /// `InvalidRegistration`: the token is malformed.
        public static let invalidRegistration = Self(rawValue: "InvalidRegistration")
        /// `NotRegistered`: the token is no longer valid.
        public static let notRegistered = Self(rawValue: "NotRegistered")
        /// `InvalidPackageName`: the token is for another package than `restricted_package_name`.
        public static let invalidPackageName = Self(rawValue: "InvalidPackageName")
        /// `MismatchSenderId`: the token belongs to another sender.
        public static let mismatchSenderID = Self(rawValue: "MismatchSenderId")
        /// `InvalidParameters`: a parameter has a wrong name or type.
        public static let invalidParameters = Self(rawValue: "InvalidParameters")
        /// `MessageTooBig`: the payload is over 4096 bytes (2048 to a topic).
        public static let messageTooBig = Self(rawValue: "MessageTooBig")
        /// `InvalidDataKey`: a data key is reserved (`from`, `gcm`, `google…`).
        public static let invalidDataKey = Self(rawValue: "InvalidDataKey")
        /// `InvalidTtl`: `time_to_live` is not 0…2,419,200.
        public static let invalidTtl = Self(rawValue: "InvalidTtl")
        /// `Unavailable`: the server timed out; retry with backoff, honouring `Retry-After`.
        public static let unavailable = Self(rawValue: "Unavailable")
        /// `InternalServerError`: retry with backoff.
        public static let internalServerError = Self(rawValue: "InternalServerError")
        /// `DeviceMessageRateExceeded`: too many messages to one device; back off.
        public static let deviceMessageRateExceeded = Self(rawValue: "DeviceMessageRateExceeded")
        /// `TopicsMessageRateExceeded`: too many messages to a topic; back off.
        public static let topicsMessageRateExceeded = Self(rawValue: "TopicsMessageRateExceeded")
        /// `InvalidApnsCredential`: the project's APNs key is missing or expired.
        public static let invalidApnsCredential = Self(rawValue: "InvalidApnsCredential")
    }
}
