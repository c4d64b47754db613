import Foundation
import PushPayloads

extension Decimal {
    /// The exact value as a JSON number literal, so `NSDecimalNumber(string: "9007199254740993")`
    /// stays `9007199254740993` and `12345678901234567890.123456789` keeps every digit.
    ///
    /// The literal is the decimal's `description`: on Linux and Apple platforms alike the mantissa's
    /// digits with the point placed by the exponent (`-0.001`, `1` and 40 zeros for `1e40`), never
    /// an exponent part or a `+`. It is checked against the RFC 8259 grammar
    /// (``JSONNumber/init(literal:)``), so a form that some platform writes otherwise is `nil`, as
    /// NaN is, rather than a number that changed.
    var jsonNumber: JSONNumber? {
        guard !isNaN else { return nil }
        return JSONNumber(literal: description)
    }
}
