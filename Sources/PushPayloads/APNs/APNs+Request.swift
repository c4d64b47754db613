extension APNs {
    /// What is sent beside the body: the request headers, the device token in the path, and how
    /// the provider authenticates. The request rules (`apns.topic-*`, `apns.priority-*`, `apns.device-token-*`, ...) check it.
    ///
    /// Headers are kept as given, in order and with duplicates, so a wrong request can be described
    /// and checked; the typed initializer builds a correct one.
    public struct Request: Sendable, Hashable {
        /// One request header.
        public struct Header: Sendable, Hashable {
            /// The header name as given (matching is case-insensitive).
            public var name: String
            /// The value as given.
            public var value: String

            /// A header.
            public init(name: String, value: String) {
                self.name = name
                self.value = value
            }
        }

        /// How the provider authenticates with APNs.
        public enum Authentication: String, Sendable, Hashable, CaseIterable {
            /// A JSON Web Token signed with a `.p8` key.
            case token
            /// A TLS client certificate.
            case certificate
        }

        /// The headers, in order, duplicates included.
        public var headers: [Header]
        /// The device token of `/3/device/<token>` (hex), if known.
        public var deviceToken: String?
        /// The authentication method, if known.
        public var authentication: Authentication?

        /// A request described by its raw headers.
        public init(headers: [Header] = [], deviceToken: String? = nil, authentication: Authentication? = nil) {
            self.headers = headers
            self.deviceToken = deviceToken
            self.authentication = authentication
        }

        /// A request with typed headers; `nil` leaves a header out.
        ///
        /// - Parameters:
        ///   - pushType: `apns-push-type`.
        ///   - topic: `apns-topic`: the bundle id plus the push type's suffix.
        ///   - priority: `apns-priority`: 10, 5 or 1.
        ///   - expiration: `apns-expiration`, Unix seconds; 0 means deliver once or never.
        ///   - collapseID: `apns-collapse-id`, at most 64 bytes.
        ///   - apnsID: `apns-id`, a lowercase canonical UUID.
        ///   - channelID: `apns-channel-id` of a broadcast send.
        ///   - deviceToken: The device token, hex.
        ///   - authentication: Token or certificate.
        public init(
            pushType: PushType? = nil, topic: String? = nil, priority: Int? = nil, expiration: Int64? = nil,
            collapseID: String? = nil, apnsID: String? = nil, channelID: String? = nil, deviceToken: String? = nil,
            authentication: Authentication? = nil
        ) {
            var headers: [Header] = []
            func add(_ name: String, _ value: String?) {
                if let value { headers.append(Header(name: name, value: value)) }
            }
            add(HeaderName.pushType, pushType?.rawValue)
            add(HeaderName.topic, topic)
            add(HeaderName.priority, priority.map(String.init))
            add(HeaderName.expiration, expiration.map(String.init))
            add(HeaderName.collapseID, collapseID)
            add(HeaderName.apnsID, apnsID)
            add(HeaderName.channelID, channelID)
            self.init(headers: headers, deviceToken: deviceToken, authentication: authentication)
        }

        /// The value of the first header named `name` (case-insensitive).
        public func value(of name: String) -> String? {
            headers.first { ASCIIFold.caselessEquals($0.name, name) }?.value
        }

        /// The `apns-push-type` header as a push type.
        public var pushType: PushType? { value(of: HeaderName.pushType).map(PushType.init(rawValue:)) }

        /// Whether the request is a broadcast send (it has an `apns-channel-id` header).
        public var isBroadcast: Bool { value(of: HeaderName.channelID) != nil }

        /// The request path for the device token: `/3/device/<token>`.
        public var path: String? { deviceToken.map { "/3/device/" + $0 } }
    }

    /// The names of the APNs request headers.
    public enum HeaderName {
        /// `apns-push-type`.
        public static let pushType = "apns-push-type"
        /// `apns-topic`.
        public static let topic = "apns-topic"
        /// `apns-priority`.
        public static let priority = "apns-priority"
        /// `apns-expiration`.
        public static let expiration = "apns-expiration"
        /// `apns-collapse-id`.
        public static let collapseID = "apns-collapse-id"
        /// `apns-id`.
        public static let apnsID = "apns-id"
        /// `apns-channel-id` (broadcast sends).
        public static let channelID = "apns-channel-id"
    }
}
