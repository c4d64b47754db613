#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Milliseconds since 1970-01-01 UTC, as APNs writes a 410's `timestamp` and a step's JSON writes
/// its times: the range in which a `Date` holds every millisecond exactly, and the conversions
/// both ways, which never trap and never round a value in the range.
enum UnixMilliseconds {
    /// From 1970-01-01 to the end of the year 9999, UTC. Both bounds are below 2^53, so they are
    /// exact `Double`s, and a `Date` in between is within 0.1 ms of its millisecond.
    static let range: ClosedRange<Int64> = 0...253_402_300_799_999

    /// The date of `milliseconds`; `nil` outside ``range``.
    static func date(_ milliseconds: Int64) -> Date? {
        guard range.contains(milliseconds) else { return nil }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// The milliseconds of `date`, rounded to the nearest; `nil` outside ``range`` (or NaN, which
    /// fails both comparisons).
    static func milliseconds(of date: Date) -> Int64? {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds >= Double(range.lowerBound), milliseconds <= Double(range.upperBound) else { return nil }
        return Int64(milliseconds)
    }

    /// The date in ISO 8601 (`2026-01-02T03:04:05Z`) for a message; for a date outside ``range``
    /// (which Foundation's formatting may trap on), its seconds since 1970.
    static func text(of date: Date) -> String {
        guard milliseconds(of: date) != nil else { return "\(date.timeIntervalSince1970) s since 1970" }
        return date.formatted(.iso8601)
    }
}
