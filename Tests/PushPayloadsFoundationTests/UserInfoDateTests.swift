import Foundation
import PushPayloads
import PushPayloadsFoundation
import Testing

/// A `Date` in a `userInfo` has no JSON form of its own: it is refused with its key path unless the
/// caller chose a strategy, and under one it is written exactly, or refused.
@Suite("userInfo dates")
struct UserInfoDateTests {
    typealias Strategy = JSONValue.FoundationValueStrategy

    /// The public ways in, each with the strategy given or not.
    enum Entry: String, CaseIterable, Sendable {
        case jsonValue, foundationObject, decoder, dictionary, apnsPayload, mpaas, validator

        func run(_ userInfo: [String: Any], _ strategy: Strategy?) throws {
            switch (self, strategy) {
            case (.jsonValue, nil): _ = try JSONValue(userInfo: userInfo)
            case (.jsonValue, let strategy?): _ = try JSONValue(userInfo: userInfo, strategy: strategy)
            case (.foundationObject, nil): _ = try JSONValue(foundationObject: userInfo)
            case (.foundationObject, let strategy?): _ = try JSONValue(foundationObject: userInfo, strategy: strategy)
            case (.decoder, _):
                _ = try PayloadDecoder().decode(JSONValue.self, fromUserInfo: userInfo, strategy: strategy)
            case (.dictionary, _):
                _ = try PayloadDecoder().decode(JSONValue.self, fromDictionary: userInfo, strategy: strategy)
            case (.apnsPayload, nil): _ = try APNs.Payload(userInfo: userInfo)
            case (.apnsPayload, let strategy?): _ = try APNs.Payload(userInfo: userInfo, strategy: strategy)
            case (.mpaas, nil): _ = try MPaaS.SimplePush(userInfo: userInfo)
            case (.mpaas, let strategy?): _ = try MPaaS.SimplePush(userInfo: userInfo, strategy: strategy)
            case (.validator, nil): _ = try PayloadValidator.validate(userInfo: userInfo, as: .apns)
            case (.validator, let strategy?):
                _ = try PayloadValidator.validate(userInfo: userInfo, as: .apns, strategy: strategy)
            }
        }
    }

    @Test("a Date or NSDate is refused with its key path unless a strategy is chosen", arguments: Entry.allCases)
    func refused(_ entry: Entry) throws {
        let userInfo: [String: Any] = [
            "aps": ["alert": "Hi"], "order": ["placed": Date(timeIntervalSince1970: 1_767_225_600)],
            "sent": NSDate(timeIntervalSince1970: 1_767_225_601),
        ]
        let error = #expect(throws: UserInfoConversionError.self) { try entry.run(userInfo, nil) }
        #expect(error?.code == .dateWithoutStrategy)
        #expect(error?.pointer == "/order/placed")
        #expect(error?.message.contains("FoundationValueStrategy(dates:)") == true)
        let refuse = #expect(throws: UserInfoConversionError.self) { try entry.run(userInfo, Strategy(dates: .refuse)) }
        #expect(refuse?.code == .dateWithoutStrategy)
        try entry.run(userInfo, Strategy(dates: .secondsSince1970))
        let nan = #expect(throws: UserInfoConversionError.self) {
            try entry.run(["when": Date(timeIntervalSinceReferenceDate: .nan)], Strategy(dates: .secondsSince1970))
        }
        #expect(nan?.code == .nonFiniteNumber && nan?.pointer == "/when")
    }

    /// The literal a date becomes under a strategy.
    static func literal(_ date: Date, _ dates: Strategy.DateStrategy) throws -> String {
        let value = try JSONValue(userInfo: ["d": date], strategy: Strategy(dates: dates))
        let written = try #require(value["d"])
        if case .string(let text) = written { return text }
        return try #require(written.numberValue).literal
    }

    @Test("dates are written exactly: the instant the Date holds, to its last bit")
    func exact() throws {
        let cases: [(Date, [Strategy.DateStrategy: String])] = [
            (
                Date(timeIntervalSince1970: 1_767_225_600),
                [
                    .deferredToDate: "788918400", .secondsSince1970: "1767225600",
                    .millisecondsSince1970: "1767225600000", .iso8601: "2026-01-01T00:00:00Z",
                ]
            ),
            (
                Date(timeIntervalSinceReferenceDate: 0.1),
                [
                    .deferredToDate: "0.1000000000000000055511151231257827021181583404541015625",
                    .secondsSince1970: "978307200.1000000000000000055511151231257827021181583404541015625",
                    .millisecondsSince1970: "978307200100.0000000000000055511151231257827021181583404541015625",
                ]
            ),
            (
                Date(timeIntervalSinceReferenceDate: -1.5),
                [.deferredToDate: "-1.5", .secondsSince1970: "978307198.5", .millisecondsSince1970: "978307198500"]
            ),
            (
                Date(timeIntervalSince1970: -0.25),
                [.deferredToDate: "-978307200.25", .secondsSince1970: "-0.25", .millisecondsSince1970: "-250"]
            ),
            (
                Date(timeIntervalSince1970: 0),
                [
                    .deferredToDate: "-978307200", .secondsSince1970: "0", .millisecondsSince1970: "0",
                    .iso8601: "1970-01-01T00:00:00Z",
                ]
            ),
            (
                Date(timeIntervalSinceReferenceDate: 1e20),
                [.deferredToDate: "100000000000000000000", .secondsSince1970: "100000000000978307200"]
            ),
        ]
        for (date, expected) in cases {
            for (dates, literal) in expected {
                #expect(try Self.literal(date, dates) == literal, "\(date.timeIntervalSinceReferenceDate) \(dates)")
            }
        }
        // The smallest Double: 2^-1074, 1074 digits after the point, none rounded.
        let tiny = try Self.literal(Date(timeIntervalSinceReferenceDate: .leastNonzeroMagnitude), .secondsSince1970)
        let fraction = try #require(tiny.split(separator: ".").last)
        #expect(tiny.hasPrefix("978307200.000") && fraction.count == 1074 && tiny.hasSuffix("5"))
        #expect(Double(tiny) == 978_307_200)
    }

    @Test("seconds since 1970 are exact for any fraction of a power of two (against integer arithmetic)")
    func exactAgainstIntegers() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            // m / 2^n, exact in a Double; its value plus 978,307,200 worked out with integers. Half
            // of them just below 2^53 / 2^n, where the sum needs more than a Double's 53 bits.
            let power = Int.random(in: 0...18, using: &generator)
            let numerator =
                Bool.random(using: &generator)
                ? 1 << 53 - Int64.random(in: 1...978_307_200 << power, using: &generator)
                : Int64.random(in: -(1 << 53 - 1)...(1 << 53 - 1), using: &generator)
            let date = Date(timeIntervalSinceReferenceDate: Double(numerator) / Double(1 << power))
            let total = numerator + 978_307_200 << power
            let negative = total < 0
            let magnitude = total.magnitude
            let whole = magnitude >> UInt64(power)
            let remainder = magnitude & ((1 << UInt64(power)) - 1)
            var expected = (negative && magnitude != 0 ? "-" : "") + String(whole)
            if remainder != 0 {
                // remainder / 2^n = remainder × 5^n / 10^n, below 10^18.
                var scaled = remainder
                for _ in 0..<power { scaled *= 5 }
                var digits = String(scaled)
                digits = String(repeating: "0", count: power - digits.count) + digits
                while digits.hasSuffix("0") { digits.removeLast() }
                expected += "." + digits
            }
            #expect(try Self.literal(date, .secondsSince1970) == expected, "\(numerator) / 2^\(power)")
        }
    }

    @Test("ISO 8601 holds whole seconds of the years 0000 to 9999; any other date is refused, not cut")
    func iso8601() throws {
        // The first second of the year 0000, as Foundation's calendar counts it.
        let yearZero = try Date("0000-01-01T00:00:00Z", strategy: .iso8601).timeIntervalSince1970
        #expect(try Self.literal(Date(timeIntervalSince1970: yearZero), .iso8601) == "0000-01-01T00:00:00Z")
        for seconds in [1_767_225_600.5, 1_767_225_600.001, 253_402_300_800, yearZero - 1] {
            let error = #expect(throws: UserInfoConversionError.self) {
                try Self.literal(Date(timeIntervalSince1970: seconds), .iso8601)
            }
            #expect(error?.code == .inexactDate && error?.pointer == "/d", "\(seconds)")
        }
        #expect(try Self.literal(Date(timeIntervalSince1970: 253_402_300_799), .iso8601) == "9999-12-31T23:59:59Z")
    }

    @Test("a date decodes back to the same Date under the matching decoder strategy")
    func roundTrip() throws {
        struct Stamped: Decodable, Equatable { var at: Date }
        var generator = SystemRandomNumberGenerator()
        let dates =
            [Date(timeIntervalSinceReferenceDate: 0.1), Date(timeIntervalSince1970: 1_767_225_600)]
            + (0..<200).map { _ in
                Date(timeIntervalSinceReferenceDate: Double.random(in: -3e9...3e9, using: &generator))
            }
        for date in dates {
            let stamped = try PayloadDecoder().decode(
                Stamped.self, fromUserInfo: ["at": date], strategy: Strategy(dates: .deferredToDate))
            #expect(stamped.at == date)
        }
        var decoder = PayloadDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let whole = Date(timeIntervalSince1970: 1_767_225_600)
        #expect(
            try decoder.decode(Stamped.self, fromUserInfo: ["at": whole], strategy: Strategy(dates: .iso8601)).at
                == whole)
    }

    @Test("a strategy from the encoder's date strategy writes dates as it does")
    func fromEncoderStrategy() {
        let pairs: [(PayloadEncoder.DateEncodingStrategy, Strategy.DateStrategy)] = [
            (.deferredToDate, .deferredToDate), (.secondsSince1970, .secondsSince1970),
            (.millisecondsSince1970, .millisecondsSince1970), (.iso8601, .iso8601),
        ]
        for (encoder, expected) in pairs { #expect(Strategy.DateStrategy(encoder) == expected) }
        #expect(Strategy().dates == .refuse && Strategy().data == .base64)
    }
}
