#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension APNs {
    /// APNs' answer to one request: the HTTP status, the response headers (`apns-id`,
    /// `apns-unique-id`) and the error body, with what the sender does next.
    ///
    /// Build it from what the HTTP client gave, or decode a recorded one
    /// (`{"status":410,"headers":{...},"body":{...}}`); every member is kept as given, so a recorded
    /// answer round-trips byte for byte:
    ///
    /// ```swift
    /// let response = try APNs.Response(status: 410, headers: [("apns-id", id)], body: bytes)
    /// if case .dropToken(let since) = response.nextStep { try await tokens.remove(token, unlessNewerThan: since) }
    /// ```
    ///
    /// Validated as kind `apns-response` (``PayloadKind/apnsResponse``).
    public struct Response: RecordedResponse, PayloadModel {
        /// The body's type.
        public typealias Body = ResponseBody

        /// What the response holds: read it through the typed accessors.
        public var record: ResponseRecord

        /// A response holding `record`.
        public init(record: ResponseRecord) { self.record = record }

        /// `apns-id`: the request's id, as the request gave it or as APNs made it.
        public var apnsID: UUID? { header(APNs.HeaderName.apnsID).flatMap(HeaderFormats.uuid) }

        /// `apns-unique-id`: the id APNs gives a notification in the development environment, for
        /// its delivery log.
        public var uniqueID: UUID? { header(APNs.HeaderName.uniqueID).flatMap(HeaderFormats.uuid) }

        /// The body's `reason`.
        public var reason: Reason? { bodyFacts?.reason }

        /// The body's `timestamp` as a date: when APNs last confirmed the token invalid (410 only).
        public var timestamp: Date? { bodyFacts?.timestamp }

        /// What the sender does next: the documented step of the body's `reason`, or, for a reason
        /// Apple does not list (or none), the step of the status. A dropped token carries the body's
        /// `timestamp`; a retry honours a `Retry-After` header.
        public var nextStep: NextStep {
            let facts = bodyFacts
            return Self.nextStep(
                status: httpStatus, reason: facts?.reason, timestamp: facts?.timestamp, headers: responseHeaders)
        }

        /// The body's reason and timestamp, read in place when the body is plain text.
        private var bodyFacts: (reason: Reason?, timestamp: Date?)? {
            record.readBody(plain: Self.bodyFacts, object: Self.bodyFacts)
        }

        /// A body's reason and timestamp, read through any lookup as ``ResponseBody/reason`` and
        /// ``ResponseBody/timestamp`` read them from the body's members.
        private static func bodyFacts<Body: JSONLookup>(_ body: Body) -> (reason: Reason?, timestamp: Date?) {
            (
                body.member("reason")?.stringValue.map(Reason.init(rawValue:)),
                body.member("timestamp")?.integerLiteralValue.flatMap(ResponseBody.date(milliseconds:))
            )
        }

        /// The next step of an answer's parts: one place for the model and the `apns-response` checks.
        static func nextStep(status: Int?, reason: Reason?, timestamp: Date?, headers: ResponseHeaders) -> NextStep {
            let step = reason?.documented?.nextStep ?? status.map(Self.nextStep(status:)) ?? .giveUp
            switch step {
            case .dropToken: return .dropToken(since: timestamp)
            case .retry(let delay): return .retry(RetryDelay.from(headers, orElse: delay))
            default: return step
            }
        }

        /// The step of a status whose reason is absent or unknown.
        static func nextStep(status: Int) -> NextStep {
            switch status {
            case 200..<300: .delivered
            case 403: .fixCredentials
            case 410: .dropToken(since: nil)
            case 429: .retry(.apnsDelay)
            case 500..<600: .retry(.apnsServerError)
            case 400..<500: .fixRequest(field: nil)
            default: .giveUp
            }
        }

        /// Validated as kind `apns-response`.
        public static var payloadKind: PayloadKind { .apnsResponse }
    }

    /// The JSON body of an APNs error answer: `reason` and, with status 410, `timestamp`
    /// (milliseconds since 1970). Unknown members are kept.
    ///
    /// Validated as kind `apns-response` (a bare body, without status or headers).
    public struct ResponseBody: KeptMembers, PayloadModel {
        /// Every member, in order.
        public var members: JSONObject

        /// A body of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// A body.
        ///
        /// - Parameters:
        ///   - reason: The reason.
        ///   - timestampMilliseconds: The 410's `timestamp`, milliseconds since 1970 (from a
        ///     `Date`: ``milliseconds(of:)``).
        public init(reason: Reason, timestampMilliseconds: Int64? = nil) {
            members = ["reason": .string(reason.rawValue)]
            self.timestampMilliseconds = timestampMilliseconds
        }

        /// `reason`.
        public var reason: Reason? {
            get { member("reason") }
            set { setMember("reason", newValue) }
        }

        /// `timestamp` as written: milliseconds since 1970-01-01 UTC, written as an integer (as APNs
        /// writes it; `1767225600000.0` is not a timestamp, as the checks say).
        public var timestampMilliseconds: Int64? {
            get { members["timestamp"]?.integerLiteralValue }
            set { setMember("timestamp", newValue) }
        }

        /// `timestamp` as a date; `nil` when it is outside ``timestampRange`` (no time APNs sends).
        /// To set it from a date, set ``timestampMilliseconds`` to ``milliseconds(of:)``.
        public var timestamp: Date? { timestampMilliseconds.flatMap(Self.date(milliseconds:)) }

        /// The milliseconds a `timestamp` may hold: from 1970-01-01 to the end of the year 9999
        /// (UTC). In this range a `Date` holds every millisecond exactly, so ``timestamp`` and
        /// ``milliseconds(of:)`` convert both ways without loss; a value outside it is an
        /// `apns-response.shape` finding.
        public static var timestampRange: ClosedRange<Int64> { UnixMilliseconds.range }

        /// The milliseconds since 1970 of a date, rounded to the nearest millisecond, as a
        /// `timestamp` writes them; `nil` for a date outside ``timestampRange`` (or NaN).
        public static func milliseconds(of date: Date) -> Int64? { UnixMilliseconds.milliseconds(of: date) }

        /// The date of a `timestamp`: milliseconds since 1970; `nil` outside ``timestampRange``.
        static func date(milliseconds: Int64) -> Date? { UnixMilliseconds.date(milliseconds) }

        /// Validated as kind `apns-response`.
        public static var payloadKind: PayloadKind { .apnsResponse }
    }
}
