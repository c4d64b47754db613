extension APNs {
    /// The `apns-push-type` header value.
    ///
    /// Apple adds push types over time, so this is a raw-value struct rather than an enum: decoding
    /// an unknown value keeps it, and ``isDocumented`` tells whether Apple lists it.
    public struct PushType: OpenStringValue {
        /// The header value, case-sensitive.
        public var rawValue: String

        /// A push type with this header value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A notification that displays an alert, plays a sound or badges the icon.
        public static let alert = PushType(rawValue: "alert")
        /// Content delivered in the background (`content-available: 1`, priority 5).
        public static let background = PushType(rawValue: "background")
        /// A watchOS complication update (`.complication` topic).
        public static let complication = PushType(rawValue: "complication")
        /// A Control Center control update (`.push-type.controls` topic; unconfirmed body).
        public static let controls = PushType(rawValue: "controls")
        /// A File Provider change signal (`.pushkit.fileprovider` topic).
        public static let fileProvider = PushType(rawValue: "fileprovider")
        /// A Live Activity start, update or end (`.push-type.liveactivity` topic).
        public static let liveActivity = PushType(rawValue: "liveactivity")
        /// A location query for a Location Push Service Extension (`.location-query` topic).
        public static let location = PushType(rawValue: "location")
        /// A mobile device management push (`{"mdm": PushMagic}`).
        public static let mdm = PushType(rawValue: "mdm")
        /// A Push to Talk update (`.voip-ptt` topic).
        public static let pushToTalk = PushType(rawValue: "pushtotalk")
        /// A VoIP call (`.voip` topic; 5120-byte limit).
        public static let voip = PushType(rawValue: "voip")
        /// A WidgetKit reload (`.push-type.widgets` topic).
        public static let widgets = PushType(rawValue: "widgets")
        /// An accessory push; documented only by APNSwift (unconfirmed).
        public static let accessory = PushType(rawValue: "accessory")

        /// The push types of Apple's `apns-push-type` table (`apns.push-type-value`), `accessory` excluded.
        public static let documented: [PushType] = [
            .alert, .background, .complication, .controls, .fileProvider, .liveActivity, .location, .mdm,
            .pushToTalk, .voip, .widgets,
        ]

        /// Whether Apple documents this push type.
        public var isDocumented: Bool { PushType.documented.contains(self) }

        /// The suffix `apns-topic` must end with (`.voip` for VoIP), `""` for alert and
        /// background, `nil` when the topic is not derived from the bundle id (MDM) or the type is
        /// unknown.
        public var topicSuffix: String? {
            switch rawValue {
            case "alert", "background": ""
            case "complication": ".complication"
            case "controls": ".push-type.controls"
            case "fileprovider": ".pushkit.fileprovider"
            case "liveactivity": ".push-type.liveactivity"
            case "location": ".location-query"
            case "pushtotalk": ".voip-ptt"
            case "voip": ".voip"
            case "widgets": ".push-type.widgets"
            case "accessory": ".push-type.accessory"
            default: nil
            }
        }

        /// Every non-empty topic suffix, for telling an alert topic from a typed one.
        static let suffixedTypes: [PushType] = [
            .complication, .controls, .fileProvider, .liveActivity, .location, .pushToTalk, .voip, .widgets,
            .accessory,
        ]

        /// Push types whose body is the app's own payload, so a missing `aps` is expected.
        static let appPayloadTypes: [PushType] = [.voip, .pushToTalk, .complication, .fileProvider, .mdm]
    }
}
