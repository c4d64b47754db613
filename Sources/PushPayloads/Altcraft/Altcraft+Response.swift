extension Altcraft {
    /// What an SDK event carries under `response_with_http_code`: the HTTP status and the server's
    /// response (the SDK calls the type `ResponseWithHttp`).
    ///
    /// `eventCode` is this library's convention for keeping the event's code with its value.
    public struct ResponseWithHttpCode: AltcraftObject {
        static var object: Object { .wrapper }
        /// Every member, in order, camelCase names read as wire keys.
        public var members: JSONObject

        /// A value of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// A value.
        public init(httpCode: Int?, response: Response?, eventCode: EventCode? = nil) {
            members = [
                "httpCode": httpCode.map { .number(JSONNumber($0)) } ?? .null,
                "response": response.map { .object($0.members) } ?? .null,
            ]
            if let eventCode { members["eventCode"] = .number(JSONNumber(eventCode.rawValue)) }
        }

        /// `httpCode`: the transport status.
        public var httpCode: Int? {
            get { member("httpCode") }
            set { setMember("httpCode", newValue) }
        }
        /// `response`: what the server answered.
        public var response: Response? {
            get { nested("response", as: Response.self) }
            set { setMember("response", newValue) }
        }
        /// `eventCode`: the SDK event that carried the value.
        public var eventCode: EventCode? { (member("eventCode") as Int?).map(EventCode.init(rawValue:)) }
    }

    /// The SDK's spelling of ``ResponseWithHttpCode``.
    public typealias ResponseWithHttp = ResponseWithHttpCode

    /// The server's answer: `error` (0 when none), `error_text` (`""` when none), and the profile.
    public struct Response: AltcraftObject {
        static var object: Object { .response }
        /// Every member, in order, camelCase names read as wire keys.
        public var members: JSONObject

        /// A response of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `error`: the server's error code, 0 for none.
        public var error: Int? {
            get { member("error") }
            set { setMember("error", newValue) }
        }
        /// `error_text`.
        public var errorText: String? {
            get { member("error_text") }
            set { setMember("error_text", newValue) }
        }
        /// `profile`: present when the call succeeded and was synchronous.
        public var profile: ProfileData? {
            get { nested("profile", as: ProfileData.self) }
            set { setMember("profile", newValue) }
        }
    }

    /// A profile: its id, status, test flag and the current subscription.
    public struct ProfileData: AltcraftObject {
        static var object: Object { .profile }
        /// Every member, in order, camelCase names read as wire keys.
        public var members: JSONObject

        /// A profile of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `id`.
        public var id: String? {
            get { member("id") }
            set { setMember("id", newValue) }
        }
        /// `status`.
        public var status: SubscriptionStatus? {
            get { member("status") }
            set { setMember("status", newValue) }
        }
        /// `is_test`.
        public var isTest: Bool? {
            get { member("is_test") }
            set { setMember("is_test", newValue) }
        }
        /// `subscription`.
        public var subscription: SubscriptionData? {
            get { nested("subscription", as: SubscriptionData.self) }
            set { setMember("subscription", newValue) }
        }
    }

    /// A push subscription: ids, provider, status, its fields and its categories.
    public struct SubscriptionData: AltcraftObject {
        static var object: Object { .subscription }
        /// Every member, in order, camelCase names read as wire keys.
        public var members: JSONObject

        /// A subscription of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `subscription_id`: the push token.
        public var subscriptionID: String? {
            get { member("subscription_id") }
            set { setMember("subscription_id", newValue) }
        }
        /// `hash_id`.
        public var hashID: String? {
            get { member("hash_id") }
            set { setMember("hash_id", newValue) }
        }
        /// `provider`.
        public var provider: Provider? {
            get { member("provider") }
            set { setMember("provider", newValue) }
        }
        /// `status`.
        public var status: SubscriptionStatus? {
            get { member("status") }
            set { setMember("status", newValue) }
        }
        /// `fields`: any JSON values by name, exactly as sent (integers beyond 2^53 included). Read
        /// them with `stringValue`, `numberValue`, `boolValue`, `objectValue` and `arrayValue`, as
        /// with the SDK's `JSONValue`.
        public var fields: JSONObject? {
            get { member("fields") }
            set { setMember("fields", newValue) }
        }
        /// `cats`: the subscription's categories.
        public var cats: [CategoryData]? {
            get { members["cats"]?.arrayValue?.compactMap { $0.objectValue.map(CategoryData.init(members:)) } }
            set { members["cats"] = newValue.map { .array($0.map { .object($0.members) }) } }
        }
    }

    /// A subscription category. A request sends only `name` and `active`; the server fills `title`
    /// and `steady`.
    public struct CategoryData: AltcraftObject {
        static var object: Object { .category }
        /// Every member, in order.
        public var members: JSONObject

        /// A category of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// A category to send: its name and whether it is active.
        public init(name: String, active: Bool) {
            members = ["name": .string(name), "active": .bool(active)]
        }

        /// `name`.
        public var name: String? {
            get { member("name") }
            set { setMember("name", newValue) }
        }
        /// `title`.
        public var title: String? {
            get { member("title") }
            set { setMember("title", newValue) }
        }
        /// `steady`.
        public var steady: Bool? {
            get { member("steady") }
            set { setMember("steady", newValue) }
        }
        /// `active`.
        public var active: Bool? {
            get { member("active") }
            set { setMember("active", newValue) }
        }
    }
}
