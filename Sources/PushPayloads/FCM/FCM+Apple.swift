extension FCM {
    /// `apns`: the APNs request FCM makes for Apple devices.
    public struct ApnsConfig: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var fields: JSONObject

        /// A configuration of these fields, as given.
        public init(fields: JSONObject) { self.fields = fields }

        /// A configuration with APNs headers and an APNs body.
        public init(
            headers: [String: String]? = nil, payload: APNs.Payload? = nil, fcmOptions: ApnsFcmOptions? = nil,
            liveActivityToken: String? = nil
        ) {
            fields = [:]
            self.headers = headers
            self.payload = payload
            self.fcmOptions = fcmOptions
            self.liveActivityToken = liveActivityToken
        }

        /// `headers`: APNs request headers (`apns-priority`, `apns-push-type`, ...) as strings.
        public var headers: [String: String]? {
            get { stringMap("headers") }
            set { setStringMap("headers", newValue) }
        }

        /// `payload`: the APNs body, typed; `nil` when absent or not a body (it stays in ``fields``).
        public var payload: APNs.Payload? {
            get { fields["payload"].flatMap { try? PayloadDecoder().decode(APNs.Payload.self, from: $0) } }
            set { fields["payload"] = newValue.flatMap { try? PayloadEncoder().encodeValue($0) } }
        }

        /// `fcm_options`.
        public var fcmOptions: ApnsFcmOptions? {
            get { object("fcm_options", as: ApnsFcmOptions.self) }
            set { setObject("fcm_options", newValue) }
        }

        /// `live_activity_token`: the Live Activity push token the update goes to.
        public var liveActivityToken: String? {
            get { string("live_activity_token") }
            set { setString("live_activity_token", newValue) }
        }

        /// `fcm_options` is a proto object; `payload` is a free-form APNs body.
        public static func objectType(of field: String) -> (any ProtoObject.Type)? {
            field == "fcm_options" ? ApnsFcmOptions.self : nil
        }
    }

    /// `apns.fcm_options`: `analytics_label` and `image`.
    public struct ApnsFcmOptions: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var fields: JSONObject

        /// Options of these fields, as given.
        public init(fields: JSONObject) { self.fields = fields }

        /// Options.
        public init(analyticsLabel: String? = nil, image: String? = nil) {
            fields = [:]
            self.analyticsLabel = analyticsLabel
            self.image = image
        }

        /// `analytics_label`.
        public var analyticsLabel: String? {
            get { string("analytics_label") }
            set { setString("analytics_label", newValue) }
        }

        /// `image`: an image URL the Notification Service Extension of the FCM SDK downloads.
        public var image: String? {
            get { string("image") }
            set { setString("image", newValue) }
        }

        /// No nested proto objects.
        public static func objectType(of field: String) -> (any ProtoObject.Type)? { nil }
    }

    /// `webpush`: the Web Push request.
    public struct WebpushConfig: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var fields: JSONObject

        /// A configuration of these fields, as given.
        public init(fields: JSONObject) { self.fields = fields }

        /// A configuration.
        public init(
            headers: [String: String]? = nil, data: [String: String]? = nil, notification: JSONObject? = nil,
            fcmOptions: WebpushFcmOptions? = nil
        ) {
            fields = [:]
            self.headers = headers
            self.data = data
            self.notification = notification
            self.fcmOptions = fcmOptions
        }

        /// `headers`: Web Push protocol headers (`TTL`, `Urgency`, ...).
        public var headers: [String: String]? {
            get { stringMap("headers") }
            set { setStringMap("headers", newValue) }
        }

        /// `data`: replaces the message's `data` for web clients.
        public var data: [String: String]? {
            get { stringMap("data") }
            set { setStringMap("data", newValue) }
        }

        /// `notification`: a free-form Web Notification options object, keys as written.
        public var notification: JSONObject? {
            get { fields["notification"]?.objectValue }
            set { fields["notification"] = newValue.map(JSONValue.object) }
        }

        /// `fcm_options`.
        public var fcmOptions: WebpushFcmOptions? {
            get { object("fcm_options", as: WebpushFcmOptions.self) }
            set { setObject("fcm_options", newValue) }
        }

        /// `fcm_options` is a proto object; `notification` is free-form.
        public static func objectType(of field: String) -> (any ProtoObject.Type)? {
            field == "fcm_options" ? WebpushFcmOptions.self : nil
        }
    }

    /// `webpush.fcm_options`: `link` and `analytics_label`.
    public struct WebpushFcmOptions: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var fields: JSONObject

        /// Options of these fields, as given.
        public init(fields: JSONObject) { self.fields = fields }

        /// Options.
        public init(link: String? = nil, analyticsLabel: String? = nil) {
            fields = [:]
            self.link = link
            self.analyticsLabel = analyticsLabel
        }

        /// `link`: the HTTPS page opened when the notification is clicked.
        public var link: String? {
            get { string("link") }
            set { setString("link", newValue) }
        }

        /// `analytics_label`.
        public var analyticsLabel: String? {
            get { string("analytics_label") }
            set { setString("analytics_label", newValue) }
        }

        /// No nested proto objects.
        public static func objectType(of field: String) -> (any ProtoObject.Type)? { nil }
    }
}
