extension FCM {
    /// One entry of a legacy `fcm/send` answer's `results`, for the token at the same index of the
    /// request: `message_id` when sent (with `registration_id` when FCM knows a newer token for
    /// the device), else `error`.
    public struct LegacyResult: KeptMembers {
        /// Every member, in order.
        public var members: JSONObject

        /// A result of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `message_id`.
        public var messageID: String? {
            get { member("message_id") }
            set { setMember("message_id", newValue) }
        }
        /// `registration_id`: the canonical token to store in place of the one sent.
        public var registrationID: String? {
            get { member("registration_id") }
            set { setMember("registration_id", newValue) }
        }
        /// `error`.
        public var error: LegacyError? {
            get { member("error") }
            set { setMember("error", newValue) }
        }

        /// What the sender does next for this token: the documented step of the error (an
        /// unknown error: give up), else replace it when a canonical id is given, else delivered
        /// when `message_id` is given (of any type), else give up.
        public var nextStep: NextStep { Self.nextStep(of: JSONValue.object(members)) }

        /// The step of a result read through any lookup: one place for the model and the answer's
        /// step (a result that is not an object has none of the members: give up).
        static func nextStep<Result: JSONLookup>(of result: Result) -> NextStep {
            if let error = result.member("error") {
                return error.stringValue.flatMap { LegacyError(rawValue: $0).documented?.nextStep } ?? .giveUp
            }
            if let registrationID = result.member("registration_id")?.stringValue {
                return .replaceToken(with: registrationID)
            }
            return result.member("message_id") != nil ? .delivered : .giveUp
        }
    }
}
