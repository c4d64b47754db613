#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How long to wait before sending again: the service's `Retry-After` when it gave one, else the
/// first step of the backoff its documentation asks for.
public struct RetryDelay: Sendable, Hashable {
    /// The least number of seconds to wait: `Retry-After: 120`, or the documented first backoff
    /// step (0 when the service asks for an immediate retry, on a new connection).
    public var seconds: Int?
    /// The time to wait for, when `Retry-After` gives an HTTP date instead of seconds.
    public var date: Date?
    /// Whether the wait is the service's own `Retry-After` (else it is the documented backoff).
    public var fromHeader: Bool
    /// Whether each further attempt should wait twice as long (exponential backoff).
    public var backsOff: Bool

    /// A delay.
    ///
    /// - Parameters:
    ///   - seconds: The least wait in seconds.
    ///   - date: The time to wait for.
    ///   - fromHeader: Whether it is the service's `Retry-After`.
    ///   - backsOff: Whether further attempts double the wait.
    public init(seconds: Int? = nil, date: Date? = nil, fromHeader: Bool = false, backsOff: Bool = true) {
        self.seconds = seconds
        self.date = date
        self.fromHeader = fromHeader
        self.backsOff = backsOff
    }

    /// The wait a `Retry-After` header gives, `delay-seconds` (digits only) or an HTTP date
    /// (RFC 9110 §10.2.3); `nil` when the value is neither, is more seconds than an `Int` holds, or
    /// is a date before 1970, which a step cannot carry (the `*.retry-after` rules say which).
    public init?(retryAfter value: String) {
        switch RetryAfter.parse(value) {
        case .seconds(let seconds): self.init(seconds: seconds, fromHeader: true)
        case .date(let date): self.init(date: date, fromHeader: true)
        case .tooLarge, .beforeEpoch, .invalid: return nil
        }
    }

    /// The header's delay when the headers have a readable `Retry-After`, else `documented`.
    static func from(_ headers: ResponseHeaders, orElse documented: RetryDelay) -> RetryDelay {
        headers.value(of: "retry-after").flatMap(RetryDelay.init(retryAfter:)) ?? documented
    }
}

extension RetryDelay: CustomStringConvertible {
    /// `after 60 s (Retry-After)`, `after 10 s, backing off`.
    public var description: String {
        var text: String
        if let date {
            text = "at \(UnixMilliseconds.text(of: date))"
        } else if let seconds, seconds > 0 {
            text = "after \(seconds) s"
        } else if seconds == 0 {
            text = "now, on a new connection"
        } else {
            text = "later"
        }
        if fromHeader { text += " (Retry-After)" }
        if backsOff { text += ", backing off" }
        return text
    }
}

/// What a `Retry-After` value is (RFC 9110 §10.2.3: `HTTP-date / delay-seconds`, with
/// `delay-seconds = 1*DIGIT`): one parse for the model's delay and the checks' findings.
enum RetryAfter: Equatable {
    /// `delay-seconds`.
    case seconds(Int)
    /// An IMF-fixdate.
    case date(Date)
    /// Digits only, but more seconds than an `Int` holds.
    case tooLarge
    /// An IMF-fixdate before 1970 (`Sat, 13 Feb 1013 ...`): outside the times a step carries
    /// (``UnixMilliseconds``), so it is said and the documented backoff applies.
    case beforeEpoch
    /// Neither: a sign (`+30`, `-0`), a fraction, another date form, an impossible date.
    case invalid

    /// The value of a header's text, without the spaces and tabs around it.
    static func parse(_ value: String) -> RetryAfter {
        let text = value.trimmingASCIISpaces
        let digits = text.utf8
        if !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return Int(text).map(RetryAfter.seconds) ?? .tooLarge
        }
        guard let date = HTTPDate.parse(text) else { return .invalid }
        return UnixMilliseconds.milliseconds(of: date) == nil ? .beforeEpoch : .date(date)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingASCIISpaces: String {
        let bytes = Array(utf8)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
