extension APNs {
    /// The `aps` dictionary: every key Apple documents, typed.
    ///
    /// Nothing is lost: keys Apple does not document, and documented keys whose value has another
    /// JSON type than documented (`"badge": "3"`), are kept in ``extra`` and written back in the
    /// order they came in. Flags are `Bool` and written as `1` (or `0`). Equality ignores member
    /// order, as JSON does.
    ///
    /// Each key is written once: a member set in ``extra`` under a documented key is read as
    /// decoding reads it (the typed property takes a value of the documented type, any other value
    /// stays in ``extra``), and setting a typed property removes its key from ``extra``.
    public struct APS: Sendable, Hashable {
        /// `alert`: a body string or an object with title, subtitle, body and localization keys.
        public var alert: Alert? { didSet { kept.dropMembers(named: APNs.APSKey.alert.name) } }
        /// `badge`: the number shown on the app icon; `0` clears it.
        public var badge: Int? { didSet { kept.dropMembers(named: APNs.APSKey.badge.name) } }
        /// `sound`: a sound file name (or `"default"`), or a critical-alert sound.
        public var sound: Sound? { didSet { kept.dropMembers(named: APNs.APSKey.sound.name) } }
        /// `thread-id`: groups notifications.
        public var threadID: String? { didSet { kept.dropMembers(named: APNs.APSKey.threadID.name) } }
        /// `category`: a registered `UNNotificationCategory` identifier.
        public var category: String? { didSet { kept.dropMembers(named: APNs.APSKey.category.name) } }
        /// `content-available`: `true` (written `1`) wakes the app in the background.
        public var contentAvailable: Bool? { didSet { kept.dropMembers(named: APNs.APSKey.contentAvailable.name) } }
        /// `mutable-content`: `true` (written `1`) lets a Notification Service Extension modify it.
        public var mutableContent: Bool? { didSet { kept.dropMembers(named: APNs.APSKey.mutableContent.name) } }
        /// `target-content-id`: the window to bring forward.
        public var targetContentID: String? { didSet { kept.dropMembers(named: APNs.APSKey.targetContentID.name) } }
        /// `interruption-level`: passive, active, time-sensitive or critical (iOS 15+).
        public var interruptionLevel: InterruptionLevel? {
            didSet { kept.dropMembers(named: APNs.APSKey.interruptionLevel.name) }
        }
        /// `relevance-score`: 0 to 1 for notifications; any number for Live Activities.
        public var relevanceScore: Double? { didSet { kept.dropMembers(named: APNs.APSKey.relevanceScore.name) } }
        /// `filter-criteria`: the Focus filter value.
        public var filterCriteria: String? { didSet { kept.dropMembers(named: APNs.APSKey.filterCriteria.name) } }
        /// `content-changed`: `true` for WidgetKit (and Control Center) pushes.
        public var contentChanged: Bool? { didSet { kept.dropMembers(named: APNs.APSKey.contentChanged.name) } }
        /// `url-args`: placeholder values of a Safari web push URL.
        public var urlArgs: [String]? { didSet { kept.dropMembers(named: APNs.APSKey.urlArgs.name) } }
        /// `event`: start, update or end (Live Activity).
        public var event: Event? { didSet { kept.dropMembers(named: APNs.APSKey.event.name) } }
        /// `timestamp`: Unix seconds when the push was sent (Live Activity).
        public var timestamp: Int64? { didSet { kept.dropMembers(named: APNs.APSKey.timestamp.name) } }
        /// `content-state`: the app's `ContentState` as JSON (Live Activity).
        public var contentState: JSONValue? { didSet { kept.dropMembers(named: APNs.APSKey.contentState.name) } }
        /// `stale-date`: Unix seconds after which the content is stale (Live Activity).
        public var staleDate: Int64? { didSet { kept.dropMembers(named: APNs.APSKey.staleDate.name) } }
        /// `dismissal-date`: Unix seconds when an ended Live Activity leaves the Lock Screen.
        public var dismissalDate: Int64? { didSet { kept.dropMembers(named: APNs.APSKey.dismissalDate.name) } }
        /// `attributes-type`: the app's `ActivityAttributes` type name (Live Activity start).
        public var attributesType: String? { didSet { kept.dropMembers(named: APNs.APSKey.attributesType.name) } }
        /// `attributes`: the static attributes as JSON (Live Activity start).
        public var attributes: JSONValue? { didSet { kept.dropMembers(named: APNs.APSKey.attributes.name) } }
        /// `input-push-token`: `true` (written `1`) asks for an update token (iOS 18+).
        public var inputPushToken: Bool? { didSet { kept.dropMembers(named: APNs.APSKey.inputPushToken.name) } }
        /// `input-push-channel`: a broadcast channel id, base64 (iOS 18+).
        public var inputPushChannel: String? { didSet { kept.dropMembers(named: APNs.APSKey.inputPushChannel.name) } }
        /// Members the typed properties do not hold, in order.
        ///
        /// A member set here whose key names a typed property is read as decoding reads it (see
        /// ``APNs/APS``): `extra["badge"] = 5` sets ``badge``; `extra["badge"] = "5"` stays here.
        public var extra: JSONObject {
            get { kept }
            set { setKept(newValue) }
        }
        /// The members ``extra`` holds.
        var kept: JSONObject
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
            self.kept = [:]
            setKept(extra)
        }
    }
}

extension APNs.APS {
    /// `aps.event` of a `liveactivity` push; unknown values are kept.
    public struct Event: OpenStringValue {
        /// The wire value.
        public var rawValue: String
        /// An event with this wire value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Starts a Live Activity (push-to-start).
        public static let start = Event(rawValue: "start")
        /// Updates its content state.
        public static let update = Event(rawValue: "update")
        /// Ends it.
        public static let end = Event(rawValue: "end")
    }
}
