/// A string value from a set Apple extends over time (push types, interruption levels, Live
/// Activity events): a raw-value struct rather than an enum, so a value this library does not know
/// yet decodes, compares and encodes back unchanged instead of failing.
///
/// Codable comes from the standard library's `RawRepresentable` support: the JSON is the string.
public protocol OpenStringValue: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible
where RawValue == String {
    /// The value with this wire string.
    init(rawValue: String)
}

extension OpenStringValue {
    /// The wire string.
    public var description: String { rawValue }
}
