/// The fields of the FCM HTTP v1 objects: every name in one table, read in either proto3 spelling,
/// and for each object the fields it has with their types. The model accessors, the `fcm.*` field
/// rules (unknown fields, both spellings, types) and the checks' member lookups all read this table.
enum FCMField: Int, WireKey {
    case message, validateOnly
    case name, data, notification, android, webpush, apns, fcmOptions, token, topic, condition, fid
    case title, body, image
    case collapseKey, priority, ttl, restrictedPackageName, directBootOK, bandwidthConstrainedOK
    case restrictedSatelliteOK
    case icon, color, sound, tag, clickAction, bodyLocKey, bodyLocArgs, titleLocKey, titleLocArgs, channelID
    case ticker, sticky, eventTime, localOnly, notificationPriority, defaultSound, defaultVibrateTimings
    case defaultLightSettings, vibrateTimings, visibility, notificationCount, lightSettings, proxy
    case bypassProxyNotification
    case lightOnDuration, lightOffDuration
    case headers, payload, liveActivityToken
    case analyticsLabel, link

    /// The snake_case name (the REST reference's spelling).
    var name: String {
        switch self {
        case .validateOnly: "validate_only"
        case .fcmOptions: "fcm_options"
        case .collapseKey: "collapse_key"
        case .restrictedPackageName: "restricted_package_name"
        case .directBootOK: "direct_boot_ok"
        case .bandwidthConstrainedOK: "bandwidth_constrained_ok"
        case .restrictedSatelliteOK: "restricted_satellite_ok"
        case .clickAction: "click_action"
        case .bodyLocKey: "body_loc_key"
        case .bodyLocArgs: "body_loc_args"
        case .titleLocKey: "title_loc_key"
        case .titleLocArgs: "title_loc_args"
        case .channelID: "channel_id"
        case .eventTime: "event_time"
        case .localOnly: "local_only"
        case .notificationPriority: "notification_priority"
        case .defaultSound: "default_sound"
        case .defaultVibrateTimings: "default_vibrate_timings"
        case .defaultLightSettings: "default_light_settings"
        case .vibrateTimings: "vibrate_timings"
        case .notificationCount: "notification_count"
        case .lightSettings: "light_settings"
        case .bypassProxyNotification: "bypass_proxy_notification"
        case .lightOnDuration: "light_on_duration"
        case .lightOffDuration: "light_off_duration"
        case .liveActivityToken: "live_activity_token"
        case .analyticsLabel: "analytics_label"
        default: "\(self)"
        }
    }

    /// The lowerCamelCase name (the discovery document's spelling).
    var camelName: String {
        let words = name.split(separator: "_")
        return words.enumerated().map {
            $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
        }.joined()
    }

    /// The names it is read by: snake_case, then lowerCamelCase when that differs.
    var spellings: [String] { camelName == name ? [name] : [name, camelName] }

    static let table = KeyTable<FCMField>(spellings: \.spellings)
}

/// The proto3 enums of the HTTP v1 objects.
extension ProtoEnum {
    static let androidPriority = ProtoEnum(
        names: ["NORMAL", "HIGH"], aliases: ["normal", "high"], rule: .fcm.androidPriority)
    static let notificationPriority = ProtoEnum(
        names: [
            "PRIORITY_UNSPECIFIED", "PRIORITY_MIN", "PRIORITY_LOW", "PRIORITY_DEFAULT", "PRIORITY_HIGH", "PRIORITY_MAX",
        ], aliases: [], rule: .fcm.notificationPriority)
    static let visibility = ProtoEnum(
        names: ["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"], aliases: [], rule: .fcm.visibility)
    static let proxy = ProtoEnum(
        names: ["PROXY_UNSPECIFIED", "ALLOW", "DENY", "IF_PRIORITY_LOWERED"], aliases: [], rule: .fcm.proxy)
}

/// The HTTP v1 objects: a table of ``FCMField``s each.
typealias FCMObject = MemberTable<FCMField>

extension FCMObject {
    /// `analytics_label` of every options object.
    private static let analyticsLabel = (
        FCMField.analyticsLabel, ValueConstraint(.grammar(.analyticsLabel), .fcm.analyticsLabel)
    )
    static let fcmOptions = FCMObject("FcmOptions", [(.analyticsLabel, .string)], constraints: [analyticsLabel])
    static let notification = FCMObject("Notification", [(.title, .string), (.body, .string), (.image, .string)])
    static let lightSettings = FCMObject(
        "LightSettings",
        [(.color, .ruled(.fcm.lightSettings)), (.lightOnDuration, .string), (.lightOffDuration, .string)])
    static let androidNotification = FCMObject(
        "AndroidNotification",
        [
            (.title, .string), (.body, .string), (.icon, .string), (.color, .string), (.sound, .string),
            (.tag, .string), (.clickAction, .string), (.bodyLocKey, .string), (.bodyLocArgs, .array(.string)),
            (.titleLocKey, .string), (.titleLocArgs, .array(.string)), (.channelID, .string), (.ticker, .string),
            (.sticky, .boolean), (.eventTime, .string), (.localOnly, .boolean),
            (.notificationPriority, .protoEnum(.notificationPriority)), (.defaultSound, .boolean),
            (.defaultVibrateTimings, .boolean), (.defaultLightSettings, .boolean), (.vibrateTimings, .array(.string)),
            (.visibility, .protoEnum(.visibility)), (.notificationCount, .number),
            (.lightSettings, .object(lightSettings)), (.image, .string), (.bypassProxyNotification, .boolean),
            (.proxy, .protoEnum(.proxy)),
        ],
        constraints: [
            (.notificationCount, .init(.integer(0...Int(Int32.max), noun: "an integer"), .fcm.notificationCount)),
            (.color, .init(.grammar(.hexColor), .fcm.androidColor)),
            (.eventTime, .init(.grammar(.timestamp), .fcm.eventTime)),
        ])
    static let android = FCMObject(
        "AndroidConfig",
        [
            (.collapseKey, .string), (.priority, .protoEnum(.androidPriority)), (.ttl, .string),
            (.restrictedPackageName, .string), (.data, .map), (.notification, .object(androidNotification)),
            (.fcmOptions, .object(fcmOptions)), (.directBootOK, .boolean), (.bandwidthConstrainedOK, .boolean),
            (.restrictedSatelliteOK, .boolean),
        ])
    static let webpushFcmOptions = FCMObject(
        "WebpushFcmOptions", [(.link, .string), (.analyticsLabel, .string)],
        constraints: [(.link, .init(.grammar(.httpsURL), .fcm.webpushLink)), analyticsLabel])
    static let webpush = FCMObject(
        "WebpushConfig",
        [(.headers, .map), (.data, .map), (.notification, .freeForm), (.fcmOptions, .object(webpushFcmOptions))])
    static let apnsFcmOptions = FCMObject(
        "ApnsFcmOptions", [(.analyticsLabel, .string), (.image, .string)], constraints: [analyticsLabel])
    static let apns = FCMObject(
        "ApnsConfig",
        [
            (.headers, .map), (.payload, .freeForm), (.fcmOptions, .object(apnsFcmOptions)),
            (.liveActivityToken, .string),
        ])
    static let message = FCMObject(
        "Message",
        [
            (.name, .string), (.data, .map), (.notification, .object(notification)), (.android, .object(android)),
            (.webpush, .object(webpush)), (.apns, .object(apns)), (.fcmOptions, .object(fcmOptions)),
            (.token, .string), (.topic, .string), (.condition, .string), (.fid, .string),
        ])
    static let sendRequest = FCMObject("SendRequest", [(.message, .object(message)), (.validateOnly, .boolean)])
}
