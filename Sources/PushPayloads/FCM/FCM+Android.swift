extension FCM {
    /// `android`: the Android delivery options and notification.
    public struct AndroidConfig: ProtoDataMap {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// A configuration of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// A configuration.
        public init(
            priority: AndroidPriority? = nil, ttl: Duration? = nil, collapseKey: String? = nil,
            data: [String: String]? = nil, notification: AndroidNotification? = nil
        ) {
            members = [:]
            self.collapseKey = collapseKey
            self.priority = priority
            self.ttl = ttl
            self.data = data
            self.notification = notification
        }

        /// `collapse_key`.
        public var collapseKey: String? {
            get { string("collapse_key") }
            set { setString("collapse_key", newValue) }
        }

        /// `priority`: `normal` or `high` (the proto names `NORMAL`, `HIGH` read the same).
        public var priority: AndroidPriority? {
            get { string("priority").map(AndroidPriority.init(rawValue:)) }
            set { setString("priority", newValue?.rawValue) }
        }

        /// `ttl`, when it is a duration.
        public var ttl: Duration? {
            get { string("ttl").flatMap(Duration.init(text:)) }
            set { setString("ttl", newValue?.text) }
        }

        /// `restricted_package_name`.
        public var restrictedPackageName: String? {
            get { string("restricted_package_name") }
            set { setString("restricted_package_name", newValue) }
        }

        /// `notification`.
        public var notification: AndroidNotification? {
            get { object("notification", as: AndroidNotification.self) }
            set { setObject("notification", newValue) }
        }

        /// `direct_boot_ok`.
        public var directBootOK: Bool? {
            get { bool("direct_boot_ok") }
            set { setBool("direct_boot_ok", newValue) }
        }

        /// `notification` and `fcm_options` are proto objects.
        public static func objectType(of field: String) -> (any ProtoObject.Type)? {
            switch field {
            case "notification": AndroidNotification.self
            case "fcm_options": FcmOptions.self
            default: nil
            }
        }
    }

    /// `android.priority`; unknown values are kept.
    public struct AndroidPriority: OpenStringValue {
        /// The wire value.
        public var rawValue: String
        /// A priority with this wire value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `normal`.
        public static let normal = AndroidPriority(rawValue: "normal")
        /// `high`.
        public static let high = AndroidPriority(rawValue: "high")

        /// The SDK spelling of a proto name (`HIGH` → `high`), or the value itself.
        public var canonical: AndroidPriority { AndroidPriority(rawValue: rawValue.lowercased()) }
    }

    /// An Android notification enum (`notification_priority`, `visibility`, `proxy`) by its proto
    /// name; unknown values are kept.
    public struct AndroidEnum: OpenStringValue {
        /// The wire value.
        public var rawValue: String
        /// A value with this wire name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// `android.notification`.
    public struct AndroidNotification: ProtoNotificationText {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// A notification of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// A notification.
        public init(title: String? = nil, body: String? = nil, channelID: String? = nil) {
            members = [:]
            self.title = title
            self.body = body
            self.channelID = channelID
        }

        /// The string fields, by their snake_case names: `title`, `body`, `icon`, `color`, `sound`,
        /// `tag`, `click_action`, `body_loc_key`, `title_loc_key`, `channel_id`, `ticker`, `image`,
        /// `event_time`.
        public subscript(string name: String) -> String? {
            get { string(name) }
            set { setString(name, newValue) }
        }

        /// The Boolean fields: `sticky`, `local_only`, `default_sound`, `default_vibrate_timings`,
        /// `default_light_settings`.
        public subscript(flag name: String) -> Bool? {
            get { bool(name) }
            set { setBool(name, newValue) }
        }

        /// `channel_id`.
        public var channelID: String? {
            get { string("channel_id") }
            set { setString("channel_id", newValue) }
        }

        /// `color`: `#rrggbb`.
        public var color: String? {
            get { string("color") }
            set { setString("color", newValue) }
        }

        /// `body_loc_args`, when every value is a string.
        public var bodyLocArgs: [String]? {
            get {
                members["body_loc_args"]?.arrayValue.flatMap { values in
                    let strings = values.compactMap(\.stringValue)
                    return strings.count == values.count ? strings : nil
                }
            }
            set { members["body_loc_args"] = newValue.map { .array($0.map(JSONValue.string)) } }
        }

        /// `notification_priority` (`PRIORITY_HIGH`, ...).
        public var notificationPriority: AndroidEnum? {
            get { string("notification_priority").map(AndroidEnum.init(rawValue:)) }
            set { setString("notification_priority", newValue?.rawValue) }
        }

        /// `visibility` (`PRIVATE`, `PUBLIC`, `SECRET`).
        public var visibility: AndroidEnum? {
            get { string("visibility").map(AndroidEnum.init(rawValue:)) }
            set { setString("visibility", newValue?.rawValue) }
        }

        /// `vibrate_timings`, when every value is a duration.
        public var vibrateTimings: [Duration]? {
            get {
                members["vibrate_timings"]?.arrayValue.flatMap { values in
                    let durations = values.compactMap { $0.stringValue.flatMap(Duration.init(text:)) }
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
            set { setObject("light_settings", newValue) }
        }

        /// `light_settings` is a proto object.
        public static func objectType(of field: String) -> (any ProtoObject.Type)? {
            field == "light_settings" ? LightSettings.self : nil
        }
    }

    /// `android.notification.light_settings`: a colour and the on and off durations.
    public struct LightSettings: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// Settings of these fields, as given.
        public init(members: JSONObject) { self.members = members }

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
            set { setObject("color", newValue) }
        }

        /// `light_on_duration`.
        public var lightOnDuration: Duration? {
            get { string("light_on_duration").flatMap(Duration.init(text:)) }
            set { setString("light_on_duration", newValue?.text) }
        }

        /// `light_off_duration`.
        public var lightOffDuration: Duration? {
            get { string("light_off_duration").flatMap(Duration.init(text:)) }
            set { setString("light_off_duration", newValue?.text) }
        }

        /// `color` is a proto object.
        public static func objectType(of field: String) -> (any ProtoObject.Type)? {
            field == "color" ? Color.self : nil
        }
    }

    /// A colour on the wire: `{"red", "green", "blue", "alpha"}`, each from 0 to 1.
    public struct Color: ProtoObject {
        /// Every field, in order, under its snake_case name.
        public var members: JSONObject

        /// A colour of these fields, as given.
        public init(members: JSONObject) { self.members = members }

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
        public static func objectType(of field: String) -> (any ProtoObject.Type)? { nil }
    }
}
