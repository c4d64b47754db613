/// A Codable model of `Resources/apns-reference.json`: every key of the reference payload, with
/// `CodingKeys` carrying the wire names, for `JSONDecoder` and `JSONEncoder`.
///
/// Properties are declared in the payload's key order. (`JSONEncoder` on Linux does not keep that
/// order in its output, which makes no difference to what it has to write.) Dates and URLs stay
/// strings, as in the library's value, so both sides do the same work.
struct ReferencePayload: Codable, Sendable, Equatable {
    var aps: APS
    var campaign: Campaign
    var deeplink: String
    var analytics: Analytics
    var locale: String
    var experiments: Experiments
    var media: Media
    var notes: String

    struct APS: Codable, Sendable, Equatable {
        var alert: Alert
        var badge: Int
        var sound: Sound
        var threadID: String
        var category: String
        var mutableContent: Int
        var contentAvailable: Int
        var targetContentID: String
        var interruptionLevel: String
        var relevanceScore: Double
        var filterCriteria: String
        var timestamp: Int
        var event: String
        var staleDate: Int
        var dismissalDate: Int
        var contentState: ContentState

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

    struct Alert: Codable, Sendable, Equatable {
        var title: String
        var subtitle: String
        var body: String
        var launchImage: String
        var titleLocKey: String
        var titleLocArgs: [String]
        var locKey: String
        var locArgs: [String]

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

    struct Sound: Codable, Sendable, Equatable {
        var critical: Int
        var name: String
        var volume: Double
    }

    struct ContentState: Codable, Sendable, Equatable {
        var status: String
        var etaMinutes: Int
        var progress: Double
        var courier: Courier
        var stops: [Stop]
        var items: [Item]
        var history: [HistoryEntry]
        var message: String
        var flags: Flags
    }

    struct Courier: Codable, Sendable, Equatable {
        var id: String
        var name: String
        var vehicle: String
        var rating: Double
        var location: Location
    }

    struct Location: Codable, Sendable, Equatable {
        var lat: Double
        var lon: Double
        var heading: Double
        var accuracyMeters: Double
    }

    struct Stop: Codable, Sendable, Equatable {
        var id: String
        var label: String
        var done: Bool
        var eta: Int
    }

    struct Item: Codable, Sendable, Equatable {
        var sku: String
        var name: String
        var qty: Int
        var price: Double
    }

    struct HistoryEntry: Codable, Sendable, Equatable {
        var t: Int
        var code: String
        var text: String
    }

    struct Flags: Codable, Sendable, Equatable {
        var contactless: Bool
        var leaveAtDoor: Bool
        var signatureRequired: Bool
    }

    struct Campaign: Codable, Sendable, Equatable {
        var id: String
        var variant: String
        var sentAt: String
        var tags: [String]
    }

    struct Analytics: Codable, Sendable, Equatable {
        var messageId: String
        var traceId: String
        var spanId: String
        var sampled: Bool
        var attempt: Int
    }

    struct Experiments: Codable, Sendable, Equatable {
        var etaRounding: String
        var mapStyle: String
        var haptics: String
        var banner: String

        enum CodingKeys: String, CodingKey {
            case etaRounding = "eta_rounding"
            case mapStyle = "map_style"
            case haptics
            case banner
        }
    }

    struct Media: Codable, Sendable, Equatable {
        var url: String
        var type: String
        var width: Int
        var height: Int
        var blurhash: String
    }
}
