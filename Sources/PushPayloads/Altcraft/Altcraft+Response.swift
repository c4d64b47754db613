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
                AltcraftKey.httpCode.name: httpCode.map { .number(JSONNumber($0)) } ?? .null,
                AltcraftKey.response.name: response.map { .object($0.members) } ?? .null,
            ]
            if let eventCode { members[AltcraftKey.eventCode.name] = .number(JSONNumber(eventCode.rawValue)) }
        }

        /// `httpCode`: the transport status.
        public var httpCode: Int? {
            get { member(AltcraftKey.httpCode) }
            set { setMember(AltcraftKey.httpCode, newValue) }
        }
        /// `response`: what the server answered.
        public var response: Response? {
            get { nested(AltcraftKey.response.name, as: Response.self) }
            set { setMember(AltcraftKey.response, newValue) }
        }
        /// `eventCode`: the SDK event that carried the value.
        public var eventCode: EventCode? { (member(AltcraftKey.eventCode) as Int?).map(EventCode.init(rawValue:)) }
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
            get { member(AltcraftKey.error) }
            set { setMember(AltcraftKey.error, newValue) }
        }
        /// `error_text`.
        public var errorText: String? {
            get { member(AltcraftKey.errorText) }
            set { setMember(AltcraftKey.errorText, newValue) }
        }
        /// `profile`: present when the call succeeded and was synchronous.
        public var profile: ProfileData? {
            get { nested(AltcraftKey.profile.name, as: ProfileData.self) }
            set { setMember(AltcraftKey.profile, newValue) }
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
            get { member(AltcraftKey.id) }
            set { setMember(AltcraftKey.id, newValue) }
        }
        /// `status`.
        public var status: SubscriptionStatus? {
            get { member(AltcraftKey.status) }
            set { setMember(AltcraftKey.status, newValue) }
        }
        /// `is_test`.
        public var isTest: Bool? {
            get { member(AltcraftKey.isTest) }
            set { setMember(AltcraftKey.isTest, newValue) }
        }
        /// `subscription`.
        public var subscription: SubscriptionData? {
            get { nested(AltcraftKey.subscription.name, as: SubscriptionData.self) }
            set { setMember(AltcraftKey.subscription, newValue) }
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
            get { member(AltcraftKey.subscriptionID) }
            set { setMember(AltcraftKey.subscriptionID, newValue) }
        }
        /// `hash_id`.
        public var hashID: String? {
            get { member(AltcraftKey.hashID) }
            set { setMember(AltcraftKey.hashID, newValue) }
        }
        /// `provider`.
        public var provider: Provider? {
            get { member(AltcraftKey.provider) }
            set { setMember(AltcraftKey.provider, newValue) }
        }
        /// `status`.
        public var status: SubscriptionStatus? {
            get { member(AltcraftKey.status) }
            set { setMember(AltcraftKey.status, newValue) }
        }
        /// `fields`: any JSON values by name, exactly as sent (integers beyond 2^53 included). Read
        /// them with `stringValue`, `numberValue`, `boolValue`, `objectValue` and `arrayValue`, as
        /// with the SDK's `JSONValue`.
        public var fields: JSONObject? {
            get { member(AltcraftKey.fields) }
            set { setMember(AltcraftKey.fields, newValue) }
        }
        /// `cats`: the subscription's categories.
        public var cats: [CategoryData]? {
            get {
                members[AltcraftKey.cats.name]?.arrayValue?.compactMap {
                    $0.objectValue.map(CategoryData.init(members:))
                }
            }
            set { members[AltcraftKey.cats.name] = newValue.map { .array($0.map { .object($0.members) }) } }
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
            members = [AltcraftKey.name.name: .string(name), AltcraftKey.active.name: .bool(active)]
        }

        /// `name`.
        public var name: String? {
            get { member(AltcraftKey.name) }
            set { setMember(AltcraftKey.name, newValue) }
        }
        /// `title`.
        public var title: String? {
            get { member(AltcraftKey.title) }
            set { setMember(AltcraftKey.title, newValue) }
        }
        /// `steady`.
        public var steady: Bool? {
            get { member(AltcraftKey.steady) }
            set { setMember(AltcraftKey.steady, newValue) }
        }
        /// `active`.
        public var active: Bool? {
            get { member(AltcraftKey.active) }
            set { setMember(AltcraftKey.active, newValue) }
        }
    }
}
