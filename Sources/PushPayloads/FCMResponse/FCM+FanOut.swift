extension FCM {
    /// One message to many registration tokens: an HTTP v1 send request per token from a
    /// template, or legacy `registration_ids` batches, and the answers mapped back to tokens.
    ///
    /// An HTTP v1 answer names no token, so each is given with the index of its request (answers
    /// may arrive in any order); a legacy answer's `results` follow its batch's tokens in order.
    public struct FanOut: Sendable {
        /// The tokens, in the order given.
        public let tokens: [String]
        /// The template every request is built from.
        public let template: Message

        /// A fan-out of `template` to `tokens`.
        public init(template: Message, tokens: [String]) {
            self.template = template
            self.tokens = tokens
        }

        /// One HTTP v1 send request per token: the template with the token as its target (any
        /// other target removed).
        public var requests: [SendRequest] {
            tokens.map { token in
                var message = template
                message.target = .token(token)
                return SendRequest(message: message)
            }
        }

        /// Each token's next step from the HTTP v1 answers, each with the index of its request, in
        /// any order.
        public func report(_ responses: some Sequence<(index: Int, response: Response)>) -> FanOutReport {
            FanOutReport(tokens: tokens, answers: responses.lazy.map { ($0.index, $0.response.nextStep) })
        }

        /// The legacy bodies: the template's members with `registration_ids` set to each batch of
        /// at most `batchSize` tokens (1000, the legacy API's limit).
        public func legacyRequests(_ template: LegacyMessage, batchSize: Int = 1000) -> [LegacyMessage] {
            batches(of: batchSize).map { batch in
                var message = template
                message.members["to"] = nil
                message.members["registration_ids"] = .array(batch.map(JSONValue.string))
                return message
            }
        }

        /// Each token's next step from the legacy answers, each with the index of its batch (of
        /// `batchSize`, as given to ``legacyRequests(_:batchSize:)``), in any order: result `i` of
        /// a batch is for its token `i`. A batch answer that is not 200 gives every token of the
        /// batch the answer's step.
        public func legacyReport(
            _ responses: some Sequence<(batch: Int, response: Response)>, batchSize: Int = 1000
        ) -> FanOutReport {
            let size = max(1, batchSize)
            var answers: [(index: Int, step: NextStep)] = []
            var unmatched = 0
            for (batch, response) in responses {
                guard let range = batchRange(batch, size: size) else {
                    unmatched += 1
                    continue
                }
                let steps = response.resultSteps
                if steps.isEmpty {
                    answers += range.map { ($0, response.nextStep) }
                } else {
                    unmatched += max(0, steps.count - range.count)
                    answers += zip(range, steps).map { ($0, $1) }
                }
            }
            return FanOutReport(tokens: tokens, answers: answers).adding(unmatched: unmatched)
        }

        /// The indices of the tokens of batch `batch`; `nil` for a batch past the tokens (or a
        /// negative one), without overflow for any index.
        private func batchRange(_ batch: Int, size: Int) -> Range<Int>? {
            guard batch >= 0, batch < tokens.count / size + (tokens.count % size == 0 ? 0 : 1) else { return nil }
            let start = batch * size
            return start..<(start + min(size, tokens.count - start))
        }

        /// The tokens in batches of at most `size`.
        private func batches(of size: Int) -> [ArraySlice<String>] {
            stride(from: 0, to: tokens.count, by: max(1, size)).map {
                tokens[$0..<min(tokens.count, $0 + max(1, size))]
            }
        }
    }
}
