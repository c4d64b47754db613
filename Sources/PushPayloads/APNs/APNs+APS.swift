extension APNs {
    /// The `aps` dictionary: every key Apple documents, typed.
    ///
    /// Nothing is lost: keys Apple does not document, and documented keys whose value has another
    /// JSON type than documented (`"badge": "3"`), are kept in ``extra`` and written back in the
    /// order they came in. Flags are `Bool` and written as `1` (or `0`). Equality ignores member
    /// order, as JSON does.
    public struct APS: Sendable, Hashable {
        /// `alert`: a body string or an object with title, subtitle, body and localization keys.
        public var alert: Alert?
        /// `badge`: the number shown on the app icon; `0` clears it.
        public var badge: Int?
        /// `sound`: a sound file name (or `"default"`), or a critical-alert sound.
        public var sound: Sound?
        /// `thread-id`: groups notifications.
        public var threadID: String?
        /// `category`: a registered `UNNotificationCategory` identifier.
        public var category: String?
        /// `content-available`: `true` (written `1`) wakes the app in the background.
        public var contentAvailable: Bool?
        /// `mutable-content`: `true` (written `1`) lets a Notification Service Extension modify it.
        public var mutableContent: Bool?
        /// `target-content-id`: the window to bring forward.
        public var targetContentID: String?
        /// `interruption-level`: passive, active, time-sensitive or critical (iOS 15+).
        public var interruptionLevel: InterruptionLevel?
        /// `relevance-score`: 0 to 1 for notifications; any number for Live Activities.
        public var relevanceScore: Double?
        /// `filter-criteria`: the Focus filter value.
        public var filterCriteria: String?
        /// `content-changed`: `true` for WidgetKit (and Control Center) pushes.
        public var contentChanged: Bool?
        /// `url-args`: placeholder values of a Safari web push URL.
        public var urlArgs: [String]?
        /// `event`: start, update or end (Live Activity).
        public var event: LiveActivityEvent?
        /// `timestamp`: Unix seconds when the push was sent (Live Activity).
        public var timestamp: Int64?
        /// `content-state`: the app's `ContentState` as JSON (Live Activity).
        public var contentState: JSONValue?
        /// `stale-date`: Unix seconds after which the content is stale (Live Activity).
        public var staleDate: Int64?
        /// `dismissal-date`: Unix seconds when an ended Live Activity leaves the Lock Screen.
        public var dismissalDate: Int64?
        /// `attributes-type`: the app's `ActivityAttributes` type name (Live Activity start).
        public var attributesType: String?
        /// `attributes`: the static attributes as JSON (Live Activity start).
        public var attributes: JSONValue?
        /// `input-push-token`: `true` (written `1`) asks for an update token (iOS 18+).
        public var inputPushToken: Bool?
        /// `input-push-channel`: a broadcast channel id, base64 (iOS 18+).
        public var inputPushChannel: String?
        /// Members the typed properties do not hold, in order.
        public var extra: JSONObject
        /// Member order and number literals as decoded; not part of the value.
        var memo = CodingMemo()

        /// Creates an `aps` dictionary; every key is optional.
        public init(
            alert: Alert? = nil, badge: Int? = nil, sound: Sound? = nil, threadID: String? = nil,
            category: String? = nil, contentAvailable: Bool? = nil, mutableContent: Bool? = nil,
            targetContentID: String? = nil, interruptionLevel: InterruptionLevel? = nil,
            relevanceScore: Double? = nil, filterCriteria: String? = nil, contentChanged: Bool? = nil,
            urlArgs: [String]? = nil, extra: JSONObject = [:]
        ) {
            self.alert = alert
            self.badge = badge
            self.sound = sound
            self.threadID = threadID
            self.category = category
            self.contentAvailable = contentAvailable
            self.mutableContent = mutableContent
            self.targetContentID = targetContentID
            self.interruptionLevel = interruptionLevel
            self.relevanceScore = relevanceScore
            self.filterCriteria = filterCriteria
            self.contentChanged = contentChanged
            self.urlArgs = urlArgs
            self.extra = extra
        }
    }

    /// `aps.event` of a Live Activity push; unknown values are kept.
    public struct LiveActivityEvent: OpenStringValue {
        /// The wire value.
        public var rawValue: String
        /// An event with this wire value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Starts a Live Activity (push-to-start).
        public static let start = LiveActivityEvent(rawValue: "start")
        /// Updates its content state.
        public static let update = LiveActivityEvent(rawValue: "update")
        /// Ends it.
        public static let end = LiveActivityEvent(rawValue: "end")
    }
}
