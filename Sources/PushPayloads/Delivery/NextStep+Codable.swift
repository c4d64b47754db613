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
        var container = encoder.singleValueContainer()
        try container.encode(JSONValue.object(try jsonObject(codingPath: encoder.codingPath)))
    }

    /// The members ``encode(to:)`` writes, as one object (the one place of their names and order).
    ///
    /// - Throws: `EncodingError.invalidValue` for a date outside 1970 to 9999 (or NaN).
    func jsonObject(codingPath: [any CodingKey] = []) throws -> JSONObject {
        var members: [JSONObject.Member] = [.init(key: Key.step.rawValue, value: .string(name))]
        func add(_ key: Key, _ value: JSONValue) { members.append(JSONObject.Member(key: key.rawValue, value: value)) }
        func milliseconds(_ date: Date, _ key: Key) throws {
            guard let value = UnixMilliseconds.milliseconds(of: date) else {
                // The seconds, not the date: printing a date this far out traps in Foundation.
                throw EncodingError.invalidValue(
                    date.timeIntervalSince1970,
                    EncodingError.Context(
                        codingPath: codingPath + [key],
                        debugDescription: "a step's time is written in milliseconds from 1970 to the year 9999"))
            }
            add(key, .number(JSONNumber(value)))
        }
        switch self {
        case .dropToken(let since?): try milliseconds(since, .since)
        case .replaceToken(let newer): add(.token, .string(newer))
        case .retry(let delay):
            if let seconds = delay.seconds { add(.retryAfterSeconds, .number(JSONNumber(seconds))) }
            if let date = delay.date { try milliseconds(date, .retryAt) }
            add(.fromHeader, .bool(delay.fromHeader))
            add(.backsOff, .bool(delay.backsOff))
        case .fixRequest(let field?): add(.field, .string(field))
        default: break
        }
        return JSONObject(members)
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
