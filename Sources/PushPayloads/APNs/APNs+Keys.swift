extension APNs {
    /// The keys of `aps` that Apple documents, with their wire names.
    ///
    /// The one list of `aps` keys: the model's coding, the rules' key lookup and the unknown-key
    /// suggestions all read it.
    enum APSKey: Int, WireKey {
        case alert, badge, sound, threadID, category, contentAvailable, mutableContent, targetContentID
        case interruptionLevel, relevanceScore, filterCriteria, event, timestamp, contentState, staleDate
        case dismissalDate, attributesType, attributes, inputPushToken, inputPushChannel, contentChanged, urlArgs

        /// The wire name.
        var name: String {
            switch self {
            case .alert: "alert"
            case .badge: "badge"
            case .sound: "sound"
            case .threadID: "thread-id"
            case .category: "category"
            case .contentAvailable: "content-available"
            case .mutableContent: "mutable-content"
            case .targetContentID: "target-content-id"
            case .interruptionLevel: "interruption-level"
            case .relevanceScore: "relevance-score"
            case .filterCriteria: "filter-criteria"
            case .event: "event"
            case .timestamp: "timestamp"
            case .contentState: "content-state"
            case .staleDate: "stale-date"
            case .dismissalDate: "dismissal-date"
            case .attributesType: "attributes-type"
            case .attributes: "attributes"
            case .inputPushToken: "input-push-token"
            case .inputPushChannel: "input-push-channel"
            case .contentChanged: "content-changed"
            case .urlArgs: "url-args"
            }
        }

        static let table = KeyTable<APSKey>()

        /// The push type whose payloads alone carry the key (the keys Apple documents for
        /// `liveactivity` pushes); `nil` for keys any notification may carry.
        var pushType: PushType? {
            switch self {
            case .event, .contentState, .timestamp, .staleDate, .dismissalDate, .attributesType, .attributes,
                .inputPushToken, .inputPushChannel:
                .liveActivity
            default: nil
            }
        }

        /// The JSON type Apple lists for the key; `nil` for the flags, which have rules of their own.
        var expectedType: ExpectedType? {
            switch self {
            case .alert, .sound: .stringOrObject
            case .badge, .relevanceScore, .timestamp, .staleDate, .dismissalDate, .inputPushToken: .number
            case .threadID, .category, .targetContentID, .interruptionLevel, .filterCriteria, .event,
                .attributesType, .inputPushChannel:
                .string
            case .contentState, .attributes: .object
            case .contentChanged: .boolean
            case .urlArgs: .arrayOfStrings
            case .contentAvailable, .mutableContent: nil
            }
        }
    }

    /// The keys of an ordinary `alert` object, plus the legacy ones older
    /// libraries still send and `sound`, which only a Live Activity alert may hold.
    enum AlertKey: Int, WireKey {
        case title, subtitle, body, launchImage, titleLocKey, titleLocArgs, subtitleLocKey, subtitleLocArgs
        case locKey, locArgs, actionLocKey, action, summaryArg, summaryArgCount, sound

        /// The wire name.
        var name: String {
            switch self {
            case .title: "title"
            case .subtitle: "subtitle"
            case .body: "body"
            case .launchImage: "launch-image"
            case .titleLocKey: "title-loc-key"
            case .titleLocArgs: "title-loc-args"
            case .subtitleLocKey: "subtitle-loc-key"
            case .subtitleLocArgs: "subtitle-loc-args"
            case .locKey: "loc-key"
            case .locArgs: "loc-args"
            case .actionLocKey: "action-loc-key"
            case .action: "action"
            case .summaryArg: "summary-arg"
            case .summaryArgCount: "summary-arg-count"
            case .sound: "sound"
            }
        }

        static let table = KeyTable<AlertKey>()

        /// Keys Apple's current table no longer lists.
        var isLegacy: Bool {
            switch self {
            case .actionLocKey, .action, .summaryArg, .summaryArgCount: true
            default: false
            }
        }

        /// For a `*-loc-args` key, the `*-loc-key` it needs.
        var requiredLocKey: AlertKey? {
            switch self {
            case .titleLocArgs: .titleLocKey
            case .subtitleLocArgs: .subtitleLocKey
            case .locArgs: .locKey
            default: nil
            }
        }

        /// The JSON type of the key's value.
        var expectedType: ExpectedType {
            switch self {
            case .titleLocArgs, .subtitleLocArgs, .locArgs: .arrayOfStrings
            case .summaryArgCount: .number
            case .sound: .stringOrObject
            default: .string
            }
        }

        /// Keys whose non-empty value is alert text (§3.2.4).
        var isText: Bool {
            switch self {
            case .title, .subtitle, .body, .titleLocKey, .subtitleLocKey, .locKey: true
            default: false
            }
        }
    }

    /// The keys of the critical-alert `sound` object.
    enum SoundKey: Int, WireKey {
        case critical, name, volume

        /// The wire name.
        var name: String {
            switch self {
            case .critical: "critical"
            case .name: "name"
            case .volume: "volume"
            }
        }

        static let table = KeyTable<SoundKey>()
    }

    /// A JSON type a key's value must have.
    enum ExpectedType: Sendable {
        case string, number, boolean, object, stringOrObject, arrayOfStrings

        /// The type as a message names it.
        var name: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .boolean: "a boolean"
            case .object: "an object"
            case .stringOrObject: "a string or an object"
            case .arrayOfStrings: "an array of strings"
            }
        }
    }
}
