extension FCM {
    /// FCM's answer to one send: the HTTP status, the response headers (`Retry-After`) and the
    /// body, an HTTP v1 success or error or a legacy `fcm/send` answer, with what the sender does
    /// next.
    ///
    /// Build it from what the HTTP client gave, or decode a recorded one
    /// (`{"status":404,"headers":{...},"body":{"error":{...}}}`); every member is kept as given, so
    /// a recorded answer round-trips byte for byte.
    ///
    /// Validated as kind `fcm-response` (``PayloadKind/fcmResponse``).
    public struct Response: RecordedResponse, PayloadModel {
        /// The body's type.
        public typealias Body = ResponseBody

        /// Every member, in order.
        public var members: JSONObject

        /// A response of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// What the sender does next for the send as a whole: the step of an HTTP v1 error (a
        /// retry honours `Retry-After`), delivered for a success, or the step of the status. A
        /// legacy answer to several tokens has a step per token: ``resultSteps``.
        public var nextStep: NextStep {
            Self.nextStep(status: httpStatus, body: body, headers: responseHeaders)
        }

        /// The step of each legacy result, in the order of the request's tokens (a retry honours
        /// `Retry-After`); empty for an HTTP v1 answer.
        public var resultSteps: [NextStep] {
            let headers = responseHeaders
            return (body?.results ?? []).map { Self.honouringRetryAfter($0.nextStep, headers) }
        }

        /// The step of an answer's parts: one place for the model and the `fcm-response` checks.
        static func nextStep(status: Int?, body: ResponseBody?, headers: ResponseHeaders) -> NextStep {
            let step: NextStep
            if let error = body?.error {
                step = error.nextStep
            } else if let error = body?.legacyError {
                step = error.documented?.nextStep ?? .giveUp
            } else if let status {
                step = nextStep(status: status)
            } else {
                step = body?.name != nil || body?.isLegacy == true ? .delivered : .giveUp
            }
            return honouringRetryAfter(step, headers)
        }

        /// A retry with the headers' `Retry-After` when they have one.
        private static func honouringRetryAfter(_ step: NextStep, _ headers: ResponseHeaders) -> NextStep {
            guard case .retry(let delay) = step else { return step }
            return .retry(RetryDelay.from(headers, orElse: delay))
        }

        /// The step of a status without a documented error code.
        static func nextStep(status: Int) -> NextStep {
            switch status {
            case 200..<300: .delivered
            case 401, 403: .fixCredentials
            case 429: .retry(.fcmBackoff)
            case 400..<500: .fixRequest(field: nil)
            case 500..<600: .retry(.fcmBackoff)
            default: .giveUp
            }
        }

        /// Validated as kind `fcm-response`.
        public static var payloadKind: PayloadKind { .fcmResponse }
    }
}
