/// What one message sent to many tokens came to: each token's next step, in the order the tokens
/// were given (``APNs/FanOut``, ``FCM/FanOut``).
public struct FanOutReport: Sendable, Hashable {
    /// One token and what to do about it.
    public struct TokenStep: Sendable, Hashable {
        /// The token the message was sent to.
        public let token: String
        /// The step its answer gives, or `nil` when no answer was matched to it.
        public let step: NextStep?
    }

    /// Every token, in the order given.
    public let tokens: [TokenStep]
    /// How many answers matched no token (an unknown id or index, or a second answer for one).
    public let unmatched: Int

    /// The tokens whose answer drops them.
    public var tokensToDrop: [String] { tokens.filter { $0.step?.dropsToken == true }.map(\.token) }

    /// The tokens a newer one replaces: `(token, newer)`.
    public var replacements: [(token: String, newer: String)] {
        tokens.compactMap { entry in
            guard case .replaceToken(let newer) = entry.step else { return nil }
            return (entry.token, newer)
        }
    }

    /// The tokens to send to again later.
    public var tokensToRetry: [String] { tokens.filter { $0.step?.isRetryable == true }.map(\.token) }

    /// The tokens no answer was matched to.
    public var unanswered: [String] { tokens.filter { $0.step == nil }.map(\.token) }

    /// A report from each token's step, counting the answers that matched none.
    init(tokens: [String], steps: [NextStep?], unmatched: Int) {
        self.tokens = zip(tokens, steps).map { TokenStep(token: $0, step: $1) }
        self.unmatched = unmatched
    }

    /// A report for `tokens` from answers addressed by index: an index out of range, or a second
    /// answer for one index, is unmatched.
    init(tokens: [String], answers: some Sequence<(index: Int, step: NextStep)>) {
        var steps = [NextStep?](repeating: nil, count: tokens.count)
        var unmatched = 0
        for answer in answers {
            guard steps.indices.contains(answer.index), steps[answer.index] == nil else {
                unmatched += 1
                continue
            }
            steps[answer.index] = answer.step
        }
        self.init(tokens: tokens, steps: steps, unmatched: unmatched)
    }

    /// The report with `count` more unmatched answers.
    func adding(unmatched count: Int) -> FanOutReport {
        FanOutReport(tokens: tokens.map(\.token), steps: tokens.map(\.step), unmatched: unmatched + count)
    }
}
