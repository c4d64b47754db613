extension APNs {
    /// The `aps` dictionary: its members as given, and a typed accessor for every key Apple
    /// documents.
    ///
    /// Nothing is lost: ``members`` holds every member in order, number literals included, so a
    /// decoded `aps` encodes to the same bytes. An accessor reads its member when the value has the
    /// documented JSON type and is `nil` otherwise (`"badge": "3"` stays in ``members``, and
    /// validation reports it); setting one replaces its member in place, or appends it, and `nil`
    /// removes it, so a key is never written twice. Flags are `Bool`s written as `1` (or `0`).
    /// Equality compares members as JSON does: in any order, numbers by value.
    public struct APS: KeptMembers {
        /// Every member, in order.
        public var members: JSONObject

        /// An `aps` of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// Creates an `aps` dictionary, its members in the order of the parameters; every key is
        /// optional. Other keys are set with ``members``.
        public init(
            alert: Alert? = nil, badge: Int? = nil, sound: Sound? = nil, threadID: String? = nil,
            category: String? = nil, contentAvailable: Bool? = nil, mutableContent: Bool? = nil,
            targetContentID: String? = nil, interruptionLevel: InterruptionLevel? = nil,
            relevanceScore: Double? = nil, filterCriteria: String? = nil, contentChanged: Bool? = nil,
            urlArgs: [String]? = nil
        ) {
            members = [:]
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
        }

        /// `alert`: a body string or an object with title, subtitle, body and localization keys.
        public var alert: Alert? {
            get { member(APSKey.alert) }
            set { setMember(APSKey.alert, newValue) }
        }
        /// `badge`: the number shown on the app icon; `0` clears it.
        public var badge: Int? {
            get { member(APSKey.badge) }
            set { setMember(APSKey.badge, newValue) }
        }
        /// `sound`: a sound file name (or `"default"`), or a critical-alert sound.
        public var sound: Sound? {
            get { member(APSKey.sound) }
            set { setMember(APSKey.sound, newValue) }
        }
        /// `thread-id`: groups notifications.
        public var threadID: String? {
            get { member(APSKey.threadID) }
            set { setMember(APSKey.threadID, newValue) }
        }
        /// `category`: a registered `UNNotificationCategory` identifier.
        public var category: String? {
            get { member(APSKey.category) }
            set { setMember(APSKey.category, newValue) }
        }
        /// `content-available`: `true` (written `1`) wakes the app in the background.
        public var contentAvailable: Bool? {
            get { member(APSKey.contentAvailable, as: Flag.self)?.isSet }
            set { setMember(APSKey.contentAvailable, newValue.map(Flag.init)) }
        }
        /// `mutable-content`: `true` (written `1`) lets a Notification Service Extension modify it.
        public var mutableContent: Bool? {
            get { member(APSKey.mutableContent, as: Flag.self)?.isSet }
            set { setMember(APSKey.mutableContent, newValue.map(Flag.init)) }
        }
        /// `target-content-id`: the window to bring forward.
        public var targetContentID: String? {
            get { member(APSKey.targetContentID) }
            set { setMember(APSKey.targetContentID, newValue) }
        }
        /// `interruption-level`: passive, active, time-sensitive or critical (iOS 15+).
        public var interruptionLevel: InterruptionLevel? {
            get { member(APSKey.interruptionLevel) }
            set { setMember(APSKey.interruptionLevel, newValue) }
        }
        /// `relevance-score`: 0 to 1 for notifications; any number for Live Activities. A value JSON
        /// cannot hold (NaN, an infinity) is written `null`, which validation reports.
        public var relevanceScore: Double? {
            get { member(APSKey.relevanceScore) }
            set { setMember(APSKey.relevanceScore, newValue) }
        }
        /// `filter-criteria`: the Focus filter value.
        public var filterCriteria: String? {
            get { member(APSKey.filterCriteria) }
            set { setMember(APSKey.filterCriteria, newValue) }
        }
        /// `content-changed`: `true` for WidgetKit (and Control Center) pushes.
        public var contentChanged: Bool? {
            get { member(APSKey.contentChanged) }
            set { setMember(APSKey.contentChanged, newValue) }
        }
        /// `url-args`: placeholder values of a Safari web push URL.
        public var urlArgs: [String]? {
            get { member(APSKey.urlArgs) }
            set { setMember(APSKey.urlArgs, newValue) }
        }
        /// `event`: start, update or end (Live Activity).
        public var event: Event? {
            get { member(APSKey.event) }
            set { setMember(APSKey.event, newValue) }
        }
        /// `timestamp`: Unix seconds when the push was sent (Live Activity).
        public var timestamp: Int64? {
            get { member(APSKey.timestamp) }
            set { setMember(APSKey.timestamp, newValue) }
        }
        /// `content-state`: the app's `ContentState` as JSON (Live Activity).
        public var contentState: JSONValue? {
            get { member(APSKey.contentState) }
            set { setMember(APSKey.contentState, newValue) }
        }
        /// `stale-date`: Unix seconds after which the content is stale (Live Activity).
        public var staleDate: Int64? {
            get { member(APSKey.staleDate) }
            set { setMember(APSKey.staleDate, newValue) }
        }
        /// `dismissal-date`: Unix seconds when an ended Live Activity leaves the Lock Screen.
        public var dismissalDate: Int64? {
            get { member(APSKey.dismissalDate) }
            set { setMember(APSKey.dismissalDate, newValue) }
        }
        /// `attributes-type`: the app's `ActivityAttributes` type name (Live Activity start).
        public var attributesType: String? {
            get { member(APSKey.attributesType) }
            set { setMember(APSKey.attributesType, newValue) }
        }
        /// `attributes`: the static attributes as JSON (Live Activity start).
        public var attributes: JSONValue? {
            get { member(APSKey.attributes) }
            set { setMember(APSKey.attributes, newValue) }
        }
        /// `input-push-token`: `true` (written `1`) asks for an update token (iOS 18+).
        public var inputPushToken: Bool? {
            get { member(APSKey.inputPushToken, as: Flag.self)?.isSet }
            set { setMember(APSKey.inputPushToken, newValue.map(Flag.init)) }
        }
        /// `input-push-channel`: a broadcast channel id, base64 (iOS 18+).
        public var inputPushChannel: String? {
            get { member(APSKey.inputPushChannel) }
            set { setMember(APSKey.inputPushChannel, newValue) }
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

extension APNs.APS {
    /// Decodes `aps`, keeping every member; of a key given twice, the first (as `JSONDecoder`
    /// reads it), here and in `alert` and `sound` objects.
    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, shape: Self.shape)
    }

    /// `alert` (and the `title` and `body` objects of a Live Activity alert) and `sound`.
    static let shape = ObjectShape(nested: [
        (APNs.APSKey.alert.name, ObjectShape(nested: [("title", .leaf), ("body", .leaf)])),
        (APNs.APSKey.sound.name, .leaf),
    ])
}

extension APNs.APS.Event: MemberValue {}
extension APNs.InterruptionLevel: MemberValue {}
