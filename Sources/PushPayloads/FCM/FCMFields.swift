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

/// What a field holds on the wire.
enum FCMFieldType: Sendable {
    case string, bool
    /// A proto object, described by its own field table.
    case object(FCMObject)
    /// A map of strings (`data`, `headers`).
    case map
    /// An object with keys of its own (`apns.payload`, `webpush.notification`).
    case freeForm
    /// An array of strings.
    case strings
    /// A proto enum: a name, or an integer in `0..<names.count`.
    case enumeration(FCMEnum)
    /// A number (`notification_count`).
    case number
    /// `light_settings.color`, judged by `fcm.light-settings`.
    case lightColor

    /// The JSON type it takes, in words.
    var expected: String {
        switch self {
        case .string: "a string"
        case .bool: "a boolean"
        case .object, .map, .freeForm, .lightColor: "an object"
        case .strings: "an array of strings"
        case .enumeration: "a string (the enum's name) or an integer"
        case .number: "a number"
        }
    }

    /// Whether a value of this JSON kind is of this type (elements of arrays are checked apart).
    func accepts(_ kind: TapeNode.Kind) -> Bool {
        switch self {
        case .string: kind == .string
        case .bool: kind == .true || kind == .false
        case .object, .map, .freeForm: kind == .object
        case .strings: kind == .array
        case .enumeration: kind == .string || kind == .number
        case .number: kind == .number
        case .lightColor: true
        }
    }
}

/// A proto3 enum: its names in number order, and the SDK spellings it also takes.
struct FCMEnum: Sendable {
    let names: [String]
    let aliases: [String]
    let rule: Rule

    static let androidPriority = FCMEnum(
        names: ["NORMAL", "HIGH"], aliases: ["normal", "high"], rule: .fcm.androidPriority)
    static let notificationPriority = FCMEnum(
        names: [
            "PRIORITY_UNSPECIFIED", "PRIORITY_MIN", "PRIORITY_LOW", "PRIORITY_DEFAULT", "PRIORITY_HIGH", "PRIORITY_MAX",
        ], aliases: [], rule: .fcm.notificationPriority)
    static let visibility = FCMEnum(
        names: ["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"], aliases: [], rule: .fcm.visibility)
    static let proxy = FCMEnum(
        names: ["PROXY_UNSPECIFIED", "ALLOW", "DENY", "IF_PRIORITY_LOWERED"], aliases: [], rule: .fcm.proxy)
}

/// A proto object of the HTTP v1 API and its fields.
final class FCMObject: Sendable {
    /// Its name in messages (`AndroidNotification`).
    let name: String
    /// Each field's type, by ``FCMField`` raw value; `nil` for fields it does not have.
    let types: [FCMFieldType?]
    /// Each field's place among the object's own fields, by ``FCMField`` raw value; -1 for fields
    /// it does not have.
    private let slots: [Int8]
    /// Its fields' snake_case names, for suggestions.
    let fieldNames: [String]

    init(_ name: String, _ fields: [(FCMField, FCMFieldType)]) {
        self.name = name
        var types = [FCMFieldType?](repeating: nil, count: FCMField.allCases.count)
        var slots = [Int8](repeating: -1, count: FCMField.allCases.count)
        for (index, (field, type)) in fields.enumerated() {
            types[field.rawValue] = type
            slots[field.rawValue] = Int8(index)
        }
        self.types = types
        self.slots = slots
        fieldNames = fields.map(\.0.name)
    }

    /// The place of a field among the object's own fields, if it has it.
    func slot(of field: FCMField) -> Int? {
        let slot = slots[field.rawValue]
        return slot >= 0 ? Int(slot) : nil
    }

    /// The type of a field, if the object has it.
    func type(of field: FCMField) -> FCMFieldType? { types[field.rawValue] }

    static let fcmOptions = FCMObject("FcmOptions", [(.analyticsLabel, .string)])
    static let notification = FCMObject("Notification", [(.title, .string), (.body, .string), (.image, .string)])
    static let lightSettings = FCMObject(
        "LightSettings", [(.color, .lightColor), (.lightOnDuration, .string), (.lightOffDuration, .string)])
    static let androidNotification = FCMObject(
        "AndroidNotification",
        [
            (.title, .string), (.body, .string), (.icon, .string), (.color, .string), (.sound, .string),
            (.tag, .string), (.clickAction, .string), (.bodyLocKey, .string), (.bodyLocArgs, .strings),
            (.titleLocKey, .string), (.titleLocArgs, .strings), (.channelID, .string), (.ticker, .string),
            (.sticky, .bool), (.eventTime, .string), (.localOnly, .bool),
            (.notificationPriority, .enumeration(.notificationPriority)), (.defaultSound, .bool),
            (.defaultVibrateTimings, .bool), (.defaultLightSettings, .bool), (.vibrateTimings, .strings),
            (.visibility, .enumeration(.visibility)), (.notificationCount, .number),
            (.lightSettings, .object(lightSettings)), (.image, .string), (.bypassProxyNotification, .bool),
            (.proxy, .enumeration(.proxy)),
        ])
    static let android = FCMObject(
        "AndroidConfig",
        [
            (.collapseKey, .string), (.priority, .enumeration(.androidPriority)), (.ttl, .string),
            (.restrictedPackageName, .string), (.data, .map), (.notification, .object(androidNotification)),
            (.fcmOptions, .object(fcmOptions)), (.directBootOK, .bool), (.bandwidthConstrainedOK, .bool),
            (.restrictedSatelliteOK, .bool),
        ])
    static let webpushFcmOptions = FCMObject("WebpushFcmOptions", [(.link, .string), (.analyticsLabel, .string)])
    static let webpush = FCMObject(
        "WebpushConfig",
        [(.headers, .map), (.data, .map), (.notification, .freeForm), (.fcmOptions, .object(webpushFcmOptions))])
    static let apnsFcmOptions = FCMObject("ApnsFcmOptions", [(.analyticsLabel, .string), (.image, .string)])
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
    static let sendRequest = FCMObject("SendRequest", [(.message, .object(message)), (.validateOnly, .bool)])
}
