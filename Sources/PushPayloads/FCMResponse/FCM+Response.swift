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

        /// What the response holds: read it through the typed accessors.
        public var record: ResponseRecord

        /// A response holding `record`.
        public init(record: ResponseRecord) { self.record = record }

        /// What the sender does next for the send as a whole: the step of an HTTP v1 error (a
        /// retry honours `Retry-After`), delivered for a success, or the step of the status. A
        /// legacy answer to several tokens has a step per token: ``resultSteps``.
        public var nextStep: NextStep {
            let status = httpStatus
            let headers = responseHeaders
            return record.readBody(
                plain: { Self.nextStep(status: status, body: $0, headers: headers) },
                object: { Self.nextStep(status: status, body: $0, headers: headers) })
                ?? Self.nextStep(status: status, body: JSONValue?.none, headers: headers)
        }

        /// The step of each legacy result, in the order of the request's tokens (a retry honours
        /// `Retry-After`); empty for an HTTP v1 answer.
        public var resultSteps: [NextStep] {
            let headers = responseHeaders
            return (body?.results ?? []).map { Self.honouringRetryAfter($0.nextStep, headers) }
        }

        /// The step of an answer's parts, the body read through any lookup: one place for the
        /// model (its members, or plain text in place) and the `fcm-response` checks.
        static func nextStep<Body: JSONLookup>(status: Int?, body: Body?, headers: ResponseHeaders) -> NextStep {
            let step: NextStep
            let error = body?.member("error")
            if let error, error.isObject {
                step = ErrorStatus.nextStep(of: error, status: status)
            } else if let legacy = error?.stringValue {
                step = LegacyError(rawValue: legacy).documented?.nextStep ?? .giveUp
            } else if let results = body?.member("results")?.elementValues,
                status.map({ (200..<300).contains($0) }) ?? true,
                let resultsStep = legacyStep(results)
            {
                step = resultsStep
            } else if let status {
                step = nextStep(status: status)
            } else if let body, ResponseBody.isAnswer(body) {
                step = .delivered
            } else {
                step = .giveUp
            }
            return honouringRetryAfter(step, headers)
        }

        /// The step of a legacy answer's results as a whole: the one result's step, delivered when
        /// every result was simply delivered, else "each token"; `nil` without results.
        private static func legacyStep<Results: Sequence>(_ results: Results) -> NextStep?
        where Results.Element: JSONLookup {
            var count = 0
            var first: NextStep?
            var allDelivered = true
            for result in results {
                let step = LegacyResult.nextStep(of: result)
                count += 1
                if count == 1 { first = step }
                if step != .delivered { allDelivered = false }
                if count > 1, !allDelivered { return .eachToken }
            }
            return count == 1 ? first : count > 0 ? .delivered : nil
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
