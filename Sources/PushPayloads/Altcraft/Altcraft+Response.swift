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
        public var httpCode: Int? { integer("httpCode") }
        /// `response`: what the server answered.
        public var response: Response? { nested("response", as: Response.self) }
        /// `eventCode`: the SDK event that carried the value.
        public var eventCode: EventCode? { integer("eventCode").map(EventCode.init(rawValue:)) }
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
        public var error: Int? { integer("error") }
        /// `error_text`.
        public var errorText: String? { members["error_text"]?.stringValue }
        /// `profile`: present when the call succeeded and was synchronous.
        public var profile: ProfileData? { nested("profile", as: ProfileData.self) }
    }

    /// A profile: its id, status, test flag and the current subscription.
    public struct ProfileData: AltcraftObject {
        static var object: Object { .profile }
        /// Every member, in order, camelCase names read as wire keys.
        public var members: JSONObject

        /// A profile of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `id`.
        public var id: String? { members["id"]?.stringValue }
        /// `status`.
        public var status: SubscriptionStatus? {
            members["status"]?.stringValue.map(SubscriptionStatus.init(rawValue:))
        }
        /// `is_test`.
        public var isTest: Bool? { members["is_test"]?.boolValue }
        /// `subscription`.
        public var subscription: SubscriptionData? { nested("subscription", as: SubscriptionData.self) }
    }

    /// A push subscription: ids, provider, status, its fields and its categories.
    public struct SubscriptionData: AltcraftObject {
        static var object: Object { .subscription }
        /// Every member, in order, camelCase names read as wire keys.
        public var members: JSONObject

        /// A subscription of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `subscription_id`: the push token.
        public var subscriptionID: String? { members["subscription_id"]?.stringValue }
        /// `hash_id`.
        public var hashID: String? { members["hash_id"]?.stringValue }
        /// `provider`.
        public var provider: Provider? { members["provider"]?.stringValue.map(Provider.init(rawValue:)) }
        /// `status`.
        public var status: SubscriptionStatus? {
            members["status"]?.stringValue.map(SubscriptionStatus.init(rawValue:))
        }
        /// `fields`: any JSON values by name, exactly as sent (integers beyond 2^53 included). Read
        /// them with `stringValue`, `numberValue`, `boolValue`, `objectValue` and `arrayValue`, as
        /// with the SDK's `JSONValue`.
        public var fields: JSONObject? { members["fields"]?.objectValue }
        /// `cats`: the subscription's categories.
        public var cats: [CategoryData]? {
            members["cats"]?.arrayValue?.compactMap { $0.objectValue.map(CategoryData.init(members:)) }
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
        public var name: String? { members["name"]?.stringValue }
        /// `title`.
        public var title: String? { members["title"]?.stringValue }
        /// `steady`.
        public var steady: Bool? { members["steady"]?.boolValue }
        /// `active`.
        public var active: Bool? { members["active"]?.boolValue }
    }
}
