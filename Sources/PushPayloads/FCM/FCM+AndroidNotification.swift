extension FCM {
    /// An Android notification enum (`notification_priority`, `visibility`, `proxy`) by its proto
    /// name; unknown values are kept.
    public struct AndroidEnum: OpenStringValue {
        /// The wire value.
        public var rawValue: String
        /// A value with this wire name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// `android.notification`.
    public struct AndroidNotification: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// A notification of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// Decodes any object, naming each field, and each field of its nested proto objects, in
        /// snake_case.
        public init(from decoder: any Decoder) throws { try self.init(protoFrom: decoder) }

        /// `title`.
        public var title: String? {
            get { member("title") }
            set { setMember("title", newValue) }
        }

        /// `body`.
        public var body: String? {
            get { member("body") }
            set { setMember("body", newValue) }
        }

        /// A notification: every typed field, in the order of the REST reference, which is the
        /// order they are written in. The other string and Boolean fields (`icon`, `sound`, `tag`,
        /// `image`, `sticky`, ...) are set with ``subscript(string:)`` and ``subscript(flag:)``.
        public init(
            title: String? = nil, body: String? = nil, color: String? = nil, bodyLocKey: String? = nil,
            bodyLocArgs: [String]? = nil, titleLocKey: String? = nil, titleLocArgs: [String]? = nil,
            channelID: String? = nil, notificationPriority: AndroidEnum? = nil, vibrateTimings: [Duration]? = nil,
            visibility: AndroidEnum? = nil, notificationCount: Int? = nil, lightSettings: LightSettings? = nil
        ) {
            members = [:]
            self.title = title
            self.body = body
            self.color = color
            self.bodyLocKey = bodyLocKey
            self.bodyLocArgs = bodyLocArgs
            self.titleLocKey = titleLocKey
            self.titleLocArgs = titleLocArgs
            self.channelID = channelID
            self.notificationPriority = notificationPriority
            self.vibrateTimings = vibrateTimings
            self.visibility = visibility
            self.notificationCount = notificationCount
            self.lightSettings = lightSettings
        }

        /// The string fields, by their snake_case names: `title`, `body`, `icon`, `color`, `sound`,
        /// `tag`, `click_action`, `body_loc_key`, `title_loc_key`, `channel_id`, `ticker`, `image`,
        /// `event_time`.
        public subscript(string name: String) -> String? {
            get { member(name) }
            set { setMember(name, newValue) }
        }

        /// The Boolean fields: `sticky`, `local_only`, `default_sound`, `default_vibrate_timings`,
        /// `default_light_settings`.
        public subscript(flag name: String) -> Bool? {
            get { member(name) }
            set { setMember(name, newValue) }
        }

        /// `channel_id`.
        public var channelID: String? {
            get { member("channel_id") }
            set { setMember("channel_id", newValue) }
        }

        /// `color`: `#rrggbb`.
        public var color: String? {
            get { member("color") }
            set { setMember("color", newValue) }
        }

        /// `body_loc_key`: the app's string resource for the body.
        public var bodyLocKey: String? {
            get { member("body_loc_key") }
            set { setMember("body_loc_key", newValue) }
        }

        /// `body_loc_args`, when every value is a string: the arguments of ``bodyLocKey``.
        public var bodyLocArgs: [String]? {
            get { member("body_loc_args") }
            set { setMember("body_loc_args", newValue) }
        }

        /// `title_loc_key`: the app's string resource for the title.
        public var titleLocKey: String? {
            get { member("title_loc_key") }
            set { setMember("title_loc_key", newValue) }
        }

        /// `title_loc_args`, when every value is a string: the arguments of ``titleLocKey``.
        public var titleLocArgs: [String]? {
            get { member("title_loc_args") }
            set { setMember("title_loc_args", newValue) }
        }

        /// `notification_priority` (`PRIORITY_HIGH`, ...).
        public var notificationPriority: AndroidEnum? {
            get { member("notification_priority").map(AndroidEnum.init(rawValue:)) }
            set { setMember("notification_priority", newValue?.rawValue) }
        }

        /// `visibility` (`PRIVATE`, `PUBLIC`, `SECRET`).
        public var visibility: AndroidEnum? {
            get { member("visibility").map(AndroidEnum.init(rawValue:)) }
            set { setMember("visibility", newValue?.rawValue) }
        }

        /// `vibrate_timings`, when every value is a duration.
        public var vibrateTimings: [Duration]? {
            get {
                members["vibrate_timings"]?.arrayValue.flatMap { values in
                    let durations = values.compactMap { $0.stringValue.flatMap { try? Duration(parsing: $0) } }
                    return durations.count == values.count ? durations : nil
                }
            }
            set { members["vibrate_timings"] = newValue.map { .array($0.map { .string($0.text) }) } }
        }

        /// `notification_count`.
        public var notificationCount: Int? {
            get { members["notification_count"]?.numberValue?.intValue }
            set { members["notification_count"] = newValue.map { .number(JSONNumber($0)) } }
        }

        /// `light_settings`.
        public var lightSettings: LightSettings? {
            get { object("light_settings", as: LightSettings.self) }
            set { setMember("light_settings", newValue) }
        }

        /// `light_settings` is a proto object.
        static func objectType(of field: String) -> (any ProtoObject.Type)? {
            field == "light_settings" ? LightSettings.self : nil
        }
    }

    /// `android.notification.light_settings`: a colour and the on and off durations.
    public struct LightSettings: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// Settings of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// Decodes any object, naming each field, and each field of its nested proto objects, in
        /// snake_case.
        public init(from decoder: any Decoder) throws { try self.init(protoFrom: decoder) }

        /// Settings: all three are required by FCM.
        public init(color: Color, on: Duration, off: Duration) {
            members = [
                "color": .object(color.members), "light_on_duration": .string(on.text),
                "light_off_duration": .string(off.text),
            ]
        }

        /// `color`.
        public var color: Color? {
            get { object("color", as: Color.self) }
            set { setMember("color", newValue) }
        }

        /// `light_on_duration`.
        public var lightOnDuration: Duration? {
            get { member("light_on_duration").flatMap { try? Duration(parsing: $0) } }
            set { setMember("light_on_duration", newValue?.text) }
        }

        /// `light_off_duration`.
        public var lightOffDuration: Duration? {
            get { member("light_off_duration").flatMap { try? Duration(parsing: $0) } }
            set { setMember("light_off_duration", newValue?.text) }
        }

        /// `color` is a proto object.
        static func objectType(of field: String) -> (any ProtoObject.Type)? {
            field == "color" ? Color.self : nil
        }
    }

    /// A colour on the wire: `{"red", "green", "blue", "alpha"}`, each from 0 to 1.
    public struct Color: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// A colour of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// Decodes any object, naming each field, and each field of its nested proto objects, in
        /// snake_case.
        public init(from decoder: any Decoder) throws { try self.init(protoFrom: decoder) }

        /// A colour of components from 0 to 1; `nil` when one is not a finite number.
        public init?(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            guard let red = JSONNumber(red), let green = JSONNumber(green), let blue = JSONNumber(blue),
                let alpha = JSONNumber(alpha)
            else { return nil }
            members = ["red": .number(red), "green": .number(green), "blue": .number(blue), "alpha": .number(alpha)]
        }

        /// A component, from 0 to 1: `red`, `green`, `blue` or `alpha`.
        public subscript(component: String) -> Double? {
            members[component]?.numberValue?.doubleValue
        }

        /// No nested proto objects.
        static func objectType(of field: String) -> (any ProtoObject.Type)? { nil }
    }
}
