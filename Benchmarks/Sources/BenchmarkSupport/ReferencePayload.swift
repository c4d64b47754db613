/// A Codable model of `Resources/apns-reference.json`: every key of the reference payload, with
/// `CodingKeys` carrying the wire names, for `JSONDecoder` and `JSONEncoder`.
///
/// Properties are declared in the payload's key order, so `JSONEncoder` writes the keys in the
/// same order as the library's writer does (both keep insertion order).
public struct ReferencePayload: Codable, Sendable, Equatable {
    public var aps: APS
    public var campaign: Campaign
    public var deeplink: String
    public var analytics: Analytics
    public var locale: String
    public var experiments: Experiments
    public var media: Media
    public var notes: String

    public struct APS: Codable, Sendable, Equatable {
        public var alert: Alert
        public var badge: Int
        public var sound: Sound
        public var threadID: String
        public var category: String
        public var mutableContent: Int
        public var contentAvailable: Int
        public var targetContentID: String
        public var interruptionLevel: String
        public var relevanceScore: Double
        public var filterCriteria: String
        public var timestamp: Int
        public var event: String
        public var staleDate: Int
        public var dismissalDate: Int
        public var contentState: ContentState

        enum CodingKeys: String, CodingKey {
            case alert
            case badge
            case sound
            case threadID = "thread-id"
            case category
            case mutableContent = "mutable-content"
            case contentAvailable = "content-available"
            case targetContentID = "target-content-id"
            case interruptionLevel = "interruption-level"
            case relevanceScore = "relevance-score"
            case filterCriteria = "filter-criteria"
            case timestamp
            case event
            case staleDate = "stale-date"
            case dismissalDate = "dismissal-date"
            case contentState = "content-state"
        }
    }

    public struct Alert: Codable, Sendable, Equatable {
        public var title: String
        public var subtitle: String
        public var body: String
        public var launchImage: String
        public var titleLocKey: String
        public var titleLocArgs: [String]
        public var locKey: String
        public var locArgs: [String]

        enum CodingKeys: String, CodingKey {
            case title
            case subtitle
            case body
            case launchImage = "launch-image"
            case titleLocKey = "title-loc-key"
            case titleLocArgs = "title-loc-args"
            case locKey = "loc-key"
            case locArgs = "loc-args"
        }
    }

    public struct Sound: Codable, Sendable, Equatable {
        public var critical: Int
        public var name: String
        public var volume: Double
    }

    public struct ContentState: Codable, Sendable, Equatable {
        public var status: String
        public var etaMinutes: Int
        public var progress: Double
        public var courier: Courier
        public var stops: [Stop]
        public var items: [Item]
        public var history: [HistoryEntry]
        public var message: String
        public var flags: Flags
    }

    public struct Courier: Codable, Sendable, Equatable {
        public var id: String
        public var name: String
        public var vehicle: String
        public var rating: Double
        public var location: Location
    }

    public struct Location: Codable, Sendable, Equatable {
        public var lat: Double
        public var lon: Double
        public var heading: Double
        public var accuracyMeters: Double
    }

    public struct Stop: Codable, Sendable, Equatable {
        public var id: String
        public var label: String
        public var done: Bool
        public var eta: Int
    }

    public struct Item: Codable, Sendable, Equatable {
        public var sku: String
        public var name: String
        public var qty: Int
        public var price: Double
    }

    public struct HistoryEntry: Codable, Sendable, Equatable {
        public var t: Int
        public var code: String
        public var text: String
    }

    public struct Flags: Codable, Sendable, Equatable {
        public var contactless: Bool
        public var leaveAtDoor: Bool
        public var signatureRequired: Bool
    }

    public struct Campaign: Codable, Sendable, Equatable {
        public var id: String
        public var variant: String
        /// Kept as the wire string (not `Date`), as the library keeps it.
        public var sentAt: String
        public var tags: [String]
    }

    public struct Analytics: Codable, Sendable, Equatable {
        public var messageId: String
        public var traceId: String
        public var spanId: String
        public var sampled: Bool
        public var attempt: Int
    }

    public struct Experiments: Codable, Sendable, Equatable {
        public var etaRounding: String
        public var mapStyle: String
        public var haptics: String
        public var banner: String

        enum CodingKeys: String, CodingKey {
            case etaRounding = "eta_rounding"
            case mapStyle = "map_style"
            case haptics
            case banner
        }
    }

    public struct Media: Codable, Sendable, Equatable {
        /// Kept as the wire string (not `URL`), as the library keeps it.
        public var url: String
        public var type: String
        public var width: Int
        public var height: Int
        public var blurhash: String
    }
}
