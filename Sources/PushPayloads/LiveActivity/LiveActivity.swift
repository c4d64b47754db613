#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// ActivityKit push payloads: a Live Activity's start, update and end, with the app's own
/// `ContentState` and attributes types.
///
/// A Live Activity push is an APNs body (push type `liveactivity`) whose `aps` carries the event,
/// its timestamp and the content state. ActivityKit decodes `content-state` and `attributes` with
/// `JSONDecoder`'s default strategies whatever the app configures elsewhere, so the models here
/// always encode and decode those members with them (``contentEncoder``, ``contentDecoder``):
/// a `Date` is seconds since 2001-01-01, `Data` is padded base64, and keys are the property names.
/// The `aps` times (`timestamp`, `stale-date`, `dismissal-date`) are Unix seconds.
public enum LiveActivity {
    /// The body limit in bytes (`apns.payload-too-large`); attributes and content state together
    /// have the same limit (`liveactivity.combined-size`).
    public static let payloadMaxBytes = 4096
    /// The combined limit of attributes and content state, compact, in bytes.
    public static let combinedDataMaxBytes = 4096
    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`'s own `Codable`:
    /// a Unix time minus this is what a `Date` in the content state must hold.
    public static let referenceDateOffset: Int64 = 978_307_200
    /// How long an activity stays active, in seconds (8 hours).
    public static let activeLifetime: Int64 = 28_800
    /// How long an ended activity stays on the Lock Screen at most, in seconds (4 hours).
    public static let dismissalWindow: Int64 = 14_400

    /// The encoder ActivityKit's decoding expects: `JSONEncoder`'s default strategies.
    public static var contentEncoder: PayloadEncoder { PayloadEncoder() }
    /// The decoder ActivityKit uses: `JSONDecoder`'s default strategies.
    public static var contentDecoder: PayloadDecoder { PayloadDecoder() }

    /// The Unix seconds of a date, as `aps.timestamp`, `stale-date` and `dismissal-date` hold them
    /// (whole seconds, rounded down).
    public static func unixSeconds(_ date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        // Dates beyond Int64 seconds are not times anyone sends; clamp instead of trapping.
        guard seconds > -9.2e18, seconds < 9.2e18 else { return seconds < 0 ? Int64.min : Int64.max }
        return Int64(seconds)
    }

    /// The date of Unix seconds read from `aps`.
    public static func date(unixSeconds: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(unixSeconds))
    }
}

extension PayloadKind {
    /// A Live Activity start, update or end (`apns-push-type: liveactivity`), with a schema of the
    /// app's `ContentState` in ``ValidationOptions/liveActivity`` when known.
    public static let liveActivity = PayloadKind(registering: "liveactivity")
}
