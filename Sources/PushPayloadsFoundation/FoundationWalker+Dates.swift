import Foundation
import PushPayloads

extension FoundationWalker {
    /// Seconds from 1970-01-01 to 2001-01-01, where a `Date` counts from.
    private static let secondsFrom1970To2001: Int64 = 978_307_200

    /// A date in the form the strategy chose, exactly: the number strategies write the exact
    /// decimal value of the instant (``ExactDecimal``), ISO 8601 only a whole second it reads back.
    ///
    /// - Throws: ``UserInfoConversionError`` when no strategy was chosen, when the date is not
    ///   finite, or when ISO 8601 cannot hold it exactly.
    func classify(_ date: Date) throws -> FoundationValue {
        let seconds = date.timeIntervalSinceReferenceDate
        guard strategy.dates != .refuse else {
            throw failure(
                .dateWithoutStrategy, date,
                "a Date has no JSON form of its own; choose one with FoundationValueStrategy(dates:)")
        }
        guard seconds.isFinite else { throw failure(.nonFiniteNumber, date, "\(seconds) has no JSON form") }
        let exact = ExactDecimal(seconds)
        let since1970 = exact + ExactDecimal(Self.secondsFrom1970To2001)
        switch strategy.dates {
        case .refuse, .deferredToDate: return try number(exact, date)
        case .secondsSince1970: return try number(since1970, date)
        case .millisecondsSince1970: return try number(since1970.shifted(by: 3), date)
        case .iso8601:
            // Foundation's ISO 8601 form has whole seconds; a date it reads back differently (a
            // fraction of a second, a year past 9999 or before 0000) is refused, not cut.
            let text = date.formatted(.iso8601)
            guard text.utf8.count == 20, (try? Date(text, strategy: .iso8601)) == date else {
                throw failure(
                    .inexactDate, date,
                    "\(since1970.literal) seconds since 1970 is not a whole second of the years 0000 to 9999, "
                        + "which is all ISO 8601 (\(text)) holds")
            }
            return .string(text)
        }
    }

    private func number(_ decimal: ExactDecimal, _ date: Date) throws -> FoundationValue {
        guard let number = JSONNumber(literal: decimal.literal) else {
            throw failure(.inexactDate, date, "\(decimal.literal) is not a JSON number")
        }
        return .number(number)
    }
}
