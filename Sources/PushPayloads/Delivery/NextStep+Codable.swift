#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A step as JSON: `{"step": "<name>", ...the step's values}`, times in milliseconds since 1970.
extension NextStep: Codable {
    private enum Key: String, CodingKey {
        case step, since, token, retryAfterSeconds, retryAt, fromHeader, backsOff, field
    }

    /// Writes the step's name and its values.
    ///
    /// - Throws: `EncodingError.invalidValue` for a date outside 1970 to 9999 (or NaN).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .step)
        func milliseconds(_ date: Date, _ key: Key) throws {
            guard let value = UnixMilliseconds.milliseconds(of: date) else {
                // The seconds, not the date: printing a date this far out traps in Foundation.
                throw EncodingError.invalidValue(
                    date.timeIntervalSince1970,
                    EncodingError.Context(
                        codingPath: container.codingPath + [key],
                        debugDescription: "a step's time is written in milliseconds from 1970 to the year 9999"))
            }
            try container.encode(value, forKey: key)
        }
        switch self {
        case .dropToken(let since?): try milliseconds(since, .since)
        case .replaceToken(let newer): try container.encode(newer, forKey: .token)
        case .retry(let delay):
            try container.encodeIfPresent(delay.seconds, forKey: .retryAfterSeconds)
            if let date = delay.date { try milliseconds(date, .retryAt) }
            try container.encode(delay.fromHeader, forKey: .fromHeader)
            try container.encode(delay.backsOff, forKey: .backsOff)
        case .fixRequest(let field?): try container.encode(field, forKey: .field)
        default: break
        }
    }

    /// Reads a step written by ``encode(to:)``.
    ///
    /// - Throws: `DecodingError` for an unknown step name, a missing token, or a time outside 1970
    ///   to 9999.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func date(_ key: Key) throws -> Date? {
            guard let value = try container.decodeIfPresent(Int64.self, forKey: key) else { return nil }
            guard let date = UnixMilliseconds.date(value) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "\(value) is not milliseconds from 1970 to 9999")
            }
            return date
        }
        let name = try container.decode(String.self, forKey: .step)
        switch name {
        case "delivered": self = .delivered
        case "drop-token": self = .dropToken(since: try date(.since))
        case "replace-token": self = .replaceToken(with: try container.decode(String.self, forKey: .token))
        case "retry":
            self = .retry(
                RetryDelay(
                    seconds: try container.decodeIfPresent(Int.self, forKey: .retryAfterSeconds),
                    date: try date(.retryAt),
                    fromHeader: try container.decodeIfPresent(Bool.self, forKey: .fromHeader) ?? false,
                    backsOff: try container.decodeIfPresent(Bool.self, forKey: .backsOff) ?? true))
        case "fix-request": self = .fixRequest(field: try container.decodeIfPresent(String.self, forKey: .field))
        case "fix-credentials": self = .fixCredentials
        case "give-up": self = .giveUp
        case "each-token": self = .eachToken
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .step, in: container, debugDescription: "\(name) is not the name of a step")
        }
    }
}
