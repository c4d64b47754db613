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

        /// `aps` and the JSON type Apple lists for each key (the flags have rules of their own).
        static let members = MemberTable<APSKey>(
            "aps",
            [
                (.alert, .oneOf([.string, .freeForm])), (.badge, .number), (.sound, .oneOf([.string, .freeForm])),
                (.threadID, .string),
                (.category, .string), (.contentAvailable, .ruled(.apns.contentAvailableValue)),
                (.mutableContent, .ruled(.apns.mutableContentValue)), (.targetContentID, .string),
                (.interruptionLevel, .string), (.relevanceScore, .number), (.filterCriteria, .string),
                (.event, .string), (.timestamp, .number), (.contentState, .freeForm), (.staleDate, .number),
                (.dismissalDate, .number), (.attributesType, .string), (.attributes, .freeForm),
                (.inputPushToken, .number), (.inputPushChannel, .string), (.contentChanged, .boolean),
                (.urlArgs, .array(.string)),
            ],
            constraints: [
                (
                    .interruptionLevel,
                    .init(
                        .values(InterruptionLevel.documented.map { .string($0.rawValue) }), .apns.interruptionLevelValue
                    )
                )
            ])

        /// The JSON type Apple lists for the key.
        var type: MemberType<APSKey> { Self.members.type(of: self) ?? .ruled(.apns.apsValueType) }
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

        /// An `alert` object and the JSON type of each key.
        static let members = MemberTable<AlertKey>(
            "alert",
            [
                (.title, .string), (.subtitle, .string), (.body, .string), (.launchImage, .string),
                (.titleLocKey, .string), (.titleLocArgs, .array(.string)), (.subtitleLocKey, .string),
                (.subtitleLocArgs, .array(.string)), (.locKey, .string), (.locArgs, .array(.string)),
                (.actionLocKey, .string), (.action, .string), (.summaryArg, .string), (.summaryArgCount, .number),
                (.sound, .oneOf([.string, .freeForm])),
            ])

        /// The JSON type of the key's value.
        var type: MemberType<AlertKey> { Self.members.type(of: self) ?? .ruled(.apns.alertFieldType) }

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

        /// A critical-alert `sound` object and the JSON type of each key.
        static let members = MemberTable<SoundKey>(
            "sound",
            [
                (.critical, .ruled(.apns.soundCriticalFlag)), (.name, .string),
                (.volume, .constrained(.init(.number(0...1), .apns.soundVolumeRange))),
            ])
    }
}
