extension FCM {
    /// The JSON body of an FCM answer, kept as given: an HTTP v1 success (`name`), an HTTP v1
    /// error (`error`, a ``ErrorStatus``), or a legacy `fcm/send` answer (`multicast_id`,
    /// `success`, `failure`, `canonical_ids` and `results`; a topic's `message_id` or `error`; a
    /// device group's `failed_registration_ids`).
    ///
    /// Validated as kind `fcm-response` (a bare body, without status or headers).
    public struct ResponseBody: KeptMembers, PayloadModel {
        /// Every member, in order.
        public var members: JSONObject

        /// A body of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `name`: the sent message's resource name, `projects/<project>/messages/<id>`.
        public var name: String? {
            get { member("name") }
            set { setMember("name", newValue) }
        }
        /// `error` of an HTTP v1 error.
        public var error: ErrorStatus? {
            get { members["error"]?.objectValue.map(ErrorStatus.init(members:)) }
            set { setMember("error", newValue) }
        }
        /// `error` of a legacy topic answer (a string).
        public var legacyError: LegacyError? { member("error") }
        /// `multicast_id`, exactly (it may exceed 2^53).
        public var multicastID: JSONNumber? { members["multicast_id"]?.numberValue }
        /// `success`: how many tokens were sent to.
        public var success: Int? { member("success") }
        /// `failure`: how many tokens failed.
        public var failure: Int? { member("failure") }
        /// `canonical_ids`: how many results carry a newer token.
        public var canonicalIDs: Int? { member("canonical_ids") }
        /// `results`, one per token of the request, in its order. An entry that is not an object
        /// (an `fcm-response.shape` finding) is an empty result, whose step is "give up", so that
        /// result `i` stays the one of token `i`.
        public var results: [LegacyResult]? {
            members["results"]?.arrayValue.map { $0.map { LegacyResult(members: $0.objectValue ?? [:]) } }
        }
        /// `message_id` of a legacy topic answer, exactly.
        public var messageID: JSONNumber? { members["message_id"]?.numberValue }
        /// `failed_registration_ids` of a device group answer.
        public var failedRegistrationIDs: [String]? { member("failed_registration_ids") }

        /// Whether it is a legacy answer (it has one of the legacy members).
        public var isLegacy: Bool { Self.isLegacy(JSONValue.object(members)) }

        /// Whether a body is a legacy answer: it has one of the legacy members, or an `error`
        /// string.
        static func isLegacy<Body: JSONLookup>(_ body: Body) -> Bool {
            for name in ["multicast_id", "results", "canonical_ids", "failed_registration_ids", "message_id"]
            where body.member(name) != nil {
                return true
            }
            return body.member("error")?.stringValue != nil
        }

        /// Whether a body without a status is an answer that delivered: an HTTP v1 success (a
        /// `name` string) or a legacy answer.
        static func isAnswer<Body: JSONLookup>(_ body: Body) -> Bool {
            body.member("name")?.stringValue != nil || isLegacy(body)
        }

        /// Validated as kind `fcm-response`.
        public static var payloadKind: PayloadKind { .fcmResponse }
    }
}
