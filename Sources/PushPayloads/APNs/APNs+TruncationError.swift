extension APNs {
    /// Fit-to-limit could not bring the payload within its limit with the fields it may shorten.
    ///
    /// Its one ``code`` is `apns.truncation-impossible`, the id of the rule its ``diagnostic``
    /// reports (the scheme of every error's codes is ``CodedError``'s). The diagnostic carries the
    /// pointer (`""`, the whole payload, or where the payload is in the FCM request that carries
    /// it), the size, the limit and the largest members. Two errors are equal when their codes are.
    public struct TruncationError: CodedError {
        /// Why the payload could not be fitted.
        public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
            private enum Base: Sendable, Hashable, CaseIterable {
                case truncationImpossible

                /// The rule that reports the problem as a finding.
                var rule: Rule { .apnsRequest.truncationImpossible }
            }

            private let base: Base
            private init(_ base: Base) { self.base = base }

            /// `apns.truncation-impossible`: thrown by ``APNs/Payload/fitting(pushType:options:)``
            /// and ``FCM/fittingAPNsPayload(in:options:)`` when shortening every field it may
            /// shorten still leaves the payload over its limit.
            public static let truncationImpossible = Code(.truncationImpossible)

            /// Every code, in the order declared.
            public static let allCases: [Code] = Base.allCases.map(Code.init)

            /// The id of the rule that reports this code.
            public var ruleID: String { base.rule.id }

            /// The code's stable id, which is the rule id.
            public var description: String { base.rule.id }
        }

        /// The `apns.truncation-impossible` finding: remaining excess and the largest members.
        public var diagnostic: Diagnostic
        /// Bytes still over the limit after shortening every allowed field.
        public var excess: Int

        /// ``Code/truncationImpossible``, the only code.
        public var code: Code { .truncationImpossible }

        /// The finding's message: `cannot fit 5,000 bytes into 4096: … over after shortening; largest: …`.
        public var message: String { diagnostic.message }

        /// The finding's message.
        public var description: String { diagnostic.message }

        /// Errors are equal when their codes are.
        public static func == (lhs: TruncationError, rhs: TruncationError) -> Bool {
            lhs.code == rhs.code
        }

        /// Hashes the code.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
        }
    }
}
