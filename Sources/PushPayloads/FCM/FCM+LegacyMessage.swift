extension FCM {
    /// A body of the retired legacy HTTP API (`fcm/send`), kept as given, with typed accessors and a
    /// conversion to HTTP v1 requests.
    ///
    /// Legacy field names are snake_case only, so fields keep their names as written.
    public struct LegacyMessage: KeptMembers {
        /// Every field, in order.
        public var members: JSONObject

        /// A message of these fields, as given.
        public init(members: JSONObject) { self.members = members }

        /// `to`: a token, a notification key, or `/topics/<name>`.
        public var to: String? {
            get { member("to") }
            set { setMember("to", newValue) }
        }
        /// `registration_ids`, when it is an array of strings.
        public var registrationIDs: [String]? {
            members["registration_ids"]?.arrayValue.flatMap { values in
                let ids = values.compactMap(\.stringValue)
                return ids.count == values.count ? ids : nil
            }
        }
        /// `condition`.
        public var condition: String? {
            get { member("condition") }
            set { setMember("condition", newValue) }
        }
        /// `priority`: `normal` or `high`.
        public var priority: String? {
            get { member("priority") }
            set { setMember("priority", newValue) }
        }
        /// `time_to_live` in seconds, when it is a whole number.
        public var timeToLive: Int64? {
            get { member("time_to_live") }
            set { setMember("time_to_live", newValue) }
        }
        /// `collapse_key`.
        public var collapseKey: String? {
            get { member("collapse_key") }
            set { setMember("collapse_key", newValue) }
        }
        /// `data`, as given (legacy accepted any JSON values).
        public var data: JSONObject? {
            get { member("data") }
            set { setMember("data", newValue) }
        }
        /// `notification`, as given.
        public var notification: JSONObject? {
            get { member("notification") }
            set { setMember("notification", newValue) }
        }
    }
}

extension FCM.LegacyMessage {
    /// The HTTP v1 send requests that deliver what this legacy message did: one per registration
    /// token, or one for a token, topic or condition.
    ///
    /// The mapping follows the two APIs' field definitions: `priority` becomes `android.priority`
    /// and `apns-priority` (10 or 5); `time_to_live` becomes `android.ttl` and an absolute
    /// `apns-expiration` (from `now`); `collapse_key` becomes `android.collapse_key` and
    /// `apns-collapse-id`; `content_available` and `mutable_content` become `aps` flags; the
    /// notification's `badge` (a string) a numeric `aps.badge`, `click_action` `aps.category`,
    /// `sound` `aps.sound`, `subtitle` and the localization keys the alert's; Android's channel,
    /// icon, tag and colour go to `android.notification`; `data` values that are not strings become
    /// their compact JSON; `dry_run` becomes `validate_only`.
    ///
    /// - Parameter now: Unix seconds, for the absolute `apns-expiration` of a `time_to_live`.
    /// - Throws: ``FCM/LegacyConversionError`` when there is no target, or the target is a
    ///   notification key (device groups have no v1 target).
    public func v1Requests(now: Int64) throws(FCM.LegacyConversionError) -> [FCM.SendRequest] {
        let targets = try v1Targets()
        var android = FCM.AndroidConfig(members: [:])
        var headers: [String: String] = [:]
        var aps = APNs.APS()
        var hasAPS = false
        if let priority {
            android.priority = FCM.AndroidPriority(rawValue: priority)
            headers[APNs.HeaderName.priority] = priority == "high" ? "10" : "5"
        }
        if let timeToLive {
            android.ttl = FCM.Duration(seconds: timeToLive)
            headers[APNs.HeaderName.expiration] = String(now + timeToLive)
        }
        if let collapseKey {
            android.collapseKey = collapseKey
            headers["apns-collapse-id"] = collapseKey
        }
        if let package = members["restricted_package_name"]?.stringValue { android.restrictedPackageName = package }
        if members["content_available"]?.boolValue == true { (aps.contentAvailable, hasAPS) = (true, true) }
        if members["mutable_content"]?.boolValue == true { (aps.mutableContent, hasAPS) = (true, true) }
        var notification: FCM.Notification?
        if let legacy = self.notification {
            notification = FCM.Notification(title: legacy["title"]?.stringValue, body: legacy["body"]?.stringValue)
            hasAPS = Self.apply(legacy, to: &aps) || hasAPS
            var androidNotification = FCM.AndroidNotification(members: [:])
            for (legacyName, name) in [
                ("android_channel_id", "channel_id"), ("icon", "icon"), ("tag", "tag"), ("color", "color"),
            ] {
                if let value = legacy[legacyName]?.stringValue { androidNotification[string: name] = value }
            }
            if !androidNotification.members.isEmpty { android.notification = androidNotification }
        }
        let data = self.data.map(Self.stringData)
        var apns: FCM.APNsConfig?
        if !headers.isEmpty || hasAPS {
            apns = FCM.APNsConfig(
                headers: headers.isEmpty ? nil : headers, payload: hasAPS ? APNs.Payload(aps: aps) : nil)
        }
        let validateOnly = members["dry_run"]?.boolValue == true ? true : nil
        return targets.map { target in
            let message = FCM.Message(
                target: target, data: data, notification: notification,
                android: android.members.isEmpty ? nil : android, apns: apns)
            return FCM.SendRequest(message: message, validateOnly: validateOnly)
        }
    }

    /// The v1 targets: one per registration token, or the one `to` or `condition` names.
    private func v1Targets() throws(FCM.LegacyConversionError) -> [FCM.Target] {
        if let ids = registrationIDs { return ids.map(FCM.Target.token) }
        if let to {
            if to.hasPrefix("/topics/") { return [.topic(String(to.dropFirst("/topics/".count)))] }
            return [.token(to)]
        }
        if let condition { return [.condition(condition)] }
        if members["notification_key"] != nil {
            throw FCM.LegacyConversionError(
                .deviceGroupTarget, "a notification key (device group) has no HTTP v1 target",
                at: JSONPointer(tokens: ["notification_key"]))
        }
        throw FCM.LegacyConversionError(
            .noTarget, "the message has no target (to, registration_ids or condition)", at: JSONPointer())
    }

    /// The legacy notification's Apple keys applied to `aps`; whether any was.
    private static func apply(_ legacy: JSONObject, to aps: inout APNs.APS) -> Bool {
        var applied = false
        if let badge = legacy["badge"]?.stringValue.flatMap({ Int($0) }) ?? legacy["badge"]?.numberValue?.intValue {
            (aps.badge, applied) = (badge, true)
        }
        if let category = legacy["click_action"]?.stringValue { (aps.category, applied) = (category, true) }
        if let sound = legacy["sound"]?.stringValue { (aps.sound, applied) = (.named(sound), true) }
        var alert = APNs.AlertContent()
        var hasAlert = false
        if let subtitle = legacy["subtitle"]?.stringValue { (alert.subtitle, hasAlert) = (subtitle, true) }
        for (legacyName, key) in [("body_loc_key", APNs.AlertKey.locKey), ("title_loc_key", .titleLocKey)] {
            if let value = legacy[legacyName]?.stringValue { (alert[text: key], hasAlert) = (value, true) }
        }
        for (legacyName, key) in [("body_loc_args", APNs.AlertKey.locArgs), ("title_loc_args", .titleLocArgs)] {
            if let value = legacy[legacyName].flatMap(locArgs) { (alert[arguments: key], hasAlert) = (value, true) }
        }
        if hasAlert { (aps.alert, applied) = (.content(alert), true) }
        return applied
    }

    /// `*_loc_args`: an array of strings, or a string holding one (the legacy API took both).
    private static func locArgs(_ value: JSONValue) -> [String]? {
        var array = value.arrayValue
        if array == nil, let text = value.stringValue {
            array = (try? JSONValue(parsing: Array(text.utf8)))?.arrayValue
        }
        guard let array else { return nil }
        let strings = array.compactMap(\.stringValue)
        return strings.count == array.count ? strings : nil
    }

    /// Data values as v1 takes them: strings as they are, others as their compact JSON.
    private static func stringData(_ data: JSONObject) -> [String: String] {
        var map: [String: String] = [:]
        for member in data.members where map[member.key] == nil {
            map[member.key] = member.value.stringValue ?? String(decoding: member.value.jsonBytes(), as: UTF8.self)
        }
        return map
    }
}
