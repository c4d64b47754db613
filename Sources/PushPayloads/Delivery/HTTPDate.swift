#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The HTTP date of a `Retry-After` header, in the preferred IMF-fixdate form
/// (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 §5.6.7). The two obsolete forms are not read: a
/// header in one of them gives no delay, and the documented backoff applies.
enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// The date, or `nil` when the text is not an IMF-fixdate.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        // "Sun, 06 Nov 1994 08:49:37 GMT": 29 bytes at fixed places.
        guard bytes.count == 29, bytes[3] == UInt8(ascii: ","), bytes[4] == 0x20, bytes[7] == 0x20, bytes[11] == 0x20,
            bytes[16] == 0x20, bytes[19] == UInt8(ascii: ":"), bytes[22] == UInt8(ascii: ":"), bytes[25] == 0x20,
            String(decoding: bytes[26...], as: UTF8.self) == "GMT",
            weekdays.contains(String(decoding: bytes[0..<3], as: UTF8.self)),
            let month = months.firstIndex(of: String(decoding: bytes[8..<11], as: UTF8.self)),
            let day = digits(bytes[5..<7]), let year = digits(bytes[12..<16]), let hour = digits(bytes[17..<19]),
            let minute = digits(bytes[20..<22]), let second = digits(bytes[23..<25]),
            (1...daysIn(month: month + 1, year: year)).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = daysFromCivil(year: year, month: month + 1, day: day)
        let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// The days of a month of the proleptic Gregorian calendar (31 February is no date).
    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The decimal value of ASCII digits, or `nil` when one is not a digit.
    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (the civil-from-days inverse).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }
}
