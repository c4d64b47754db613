extension FCM {
    /// A proto3 `Duration` as FCM writes it: seconds with up to nine fractional digits and an `s`
    /// (`"3s"`, `"3.5s"`, `"0.500000000s"`).
    ///
    /// A string literal is read in that form, so `ttl: "3600s"` is an hour. A literal of another
    /// form (`"1h"`, `"90"`) is not lost: the duration keeps its text, ``text`` writes it as given,
    /// so validation reports it in the message that carries it, and ``seconds`` and
    /// ``nanoseconds`` are 0 until one is set. ``minutes(_:)``, ``hours(_:)`` and the others make
    /// exact durations in code.
    public struct Duration: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// Whole seconds.
        public var seconds: Int64 {
            didSet { literal = nil }
        }
        /// Nanoseconds beyond them, 0 to 999,999,999 (0 to -999,999,999 when the seconds are
        /// negative).
        public var nanoseconds: Int32 {
            didSet { literal = nil }
        }
        /// The text of a string literal that is not a duration, written as given.
        private var literal: String?

        /// A duration of whole seconds and nanoseconds, normalised into range with one sign, as
        /// proto3 has it: `(seconds: 1, nanoseconds: -500_000_000)` is half a second.
        public init(seconds: Int64, nanoseconds: Int32 = 0) {
            var seconds = seconds + Int64(nanoseconds / 1_000_000_000)
            var nanoseconds = nanoseconds % 1_000_000_000
            if seconds > 0, nanoseconds < 0 {
                seconds -= 1
                nanoseconds += 1_000_000_000
            } else if seconds < 0, nanoseconds > 0 {
                seconds += 1
                nanoseconds -= 1_000_000_000
            }
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }

        /// The duration a literal such as `"3600s"` or `"0.5s"` writes; any other text is kept as
        /// written (see ``Duration``), never a trap.
        public init(stringLiteral value: String) {
            if let duration = try? Duration(parsing: value) {
                self = duration
            } else {
                self.init(seconds: 0)
                literal = value
            }
        }

        /// Exactly `seconds` seconds.
        public static func seconds(_ seconds: some BinaryInteger) -> Duration {
            Duration(seconds: Int64(seconds))
        }

        /// Exactly `milliseconds` milliseconds.
        public static func milliseconds(_ milliseconds: some BinaryInteger) -> Duration {
            let (seconds, rest) = Int64(milliseconds).quotientAndRemainder(dividingBy: 1000)
            return Duration(seconds: seconds, nanoseconds: Int32(rest) * 1_000_000)
        }

        /// Exactly `minutes` minutes; traps, as integer arithmetic does, when the seconds do not
        /// fit an `Int64`.
        public static func minutes(_ minutes: some BinaryInteger) -> Duration {
            Duration(seconds: Int64(minutes) * 60)
        }

        /// Exactly `hours` hours; traps, as integer arithmetic does, when the seconds do not fit an
        /// `Int64`.
        public static func hours(_ hours: some BinaryInteger) -> Duration {
            Duration(seconds: Int64(hours) * 3600)
        }

        /// Reads `^[0-9]+(\.[0-9]{1,9})?s$`, as ``text`` writes it.
        ///
        /// - Throws: ``SyntaxError`` for any other text, and for whole seconds beyond `Int64`.
        public init(parsing text: String) throws(SyntaxError) {
            guard Self.isWellFormed(text) else { throw SyntaxError(.malformed, text: text) }
            // Well formed: digits, then `.` and one to nine digits or not, then `s`.
            let parsed: (seconds: Int64, nanoseconds: Int32)? = withUTF8Bytes(of: text) { bytes in
                var index = 0
                var seconds: Int64 = 0
                while bytes[index] != UInt8(ascii: ".") && bytes[index] != UInt8(ascii: "s") {
                    let (shifted, overflowed) = seconds.multipliedReportingOverflow(by: 10)
                    let (sum, carried) = shifted.addingReportingOverflow(Int64(bytes[index] - UInt8(ascii: "0")))
                    guard !overflowed, !carried else { return nil }
                    seconds = sum
                    index += 1
                }
                var nanoseconds: Int32 = 0
                var digits = 0
                if bytes[index] == UInt8(ascii: ".") {
                    index += 1
                    while bytes[index] != UInt8(ascii: "s") {
                        nanoseconds = nanoseconds * 10 + Int32(bytes[index] - UInt8(ascii: "0"))
                        digits += 1
                        index += 1
                    }
                }
                for _ in digits..<9 { nanoseconds *= 10 }
                return (seconds, nanoseconds)
            }
            guard let parsed else { throw SyntaxError(.outOfRange, text: text) }
            self.init(seconds: parsed.seconds, nanoseconds: parsed.nanoseconds)
        }

        /// Whether `text` has the form `^[0-9]+(\.[0-9]{1,9})?s$`, whatever its size.
        public static func isWellFormed(_ text: String) -> Bool {
            withUTF8Bytes(of: text) { bytes in
                guard bytes.last == UInt8(ascii: "s") else { return false }
                let end = bytes.count - 1
                func digits(from start: Int) -> Int {
                    var index = start
                    while index < end, (48...57).contains(bytes[index]) { index += 1 }
                    return index - start
                }
                let whole = digits(from: 0)
                guard whole > 0 else { return false }
                guard whole < end else { return true }
                guard bytes[whole] == UInt8(ascii: ".") else { return false }
                let fraction = digits(from: whole + 1)
                return (1...9).contains(fraction) && whole + 1 + fraction == end
            }
        }

        /// ``isWellFormed(_:)`` as a regular expression, for schemas.
        static let pattern = #"^[0-9]+(\.[0-9]{1,9})?s$"#

        /// As FCM writes it: no fraction for whole seconds, else all nine digits (a negative
        /// duration, which FCM refuses, with a leading `-`); a literal that is not a duration, as
        /// given.
        public var text: String {
            if let literal { return literal }
            guard nanoseconds != 0 else { return "\(seconds)s" }
            let sign = seconds < 0 || nanoseconds < 0 ? "-" : ""
            let digits = String(nanoseconds.magnitude)
            return "\(sign)\(seconds.magnitude).\(String(repeating: "0", count: 9 - digits.count))\(digits)s"
        }

        /// The text.
        public var description: String { text }

        /// Whether `lhs` is shorter; a kept literal counts as zero, after the zero duration, in the
        /// order of its text.
        public static func < (lhs: Duration, rhs: Duration) -> Bool {
            (lhs.seconds, lhs.nanoseconds, lhs.literal == nil ? 0 : 1, lhs.literal ?? "")
                < (rhs.seconds, rhs.nanoseconds, rhs.literal == nil ? 0 : 1, rhs.literal ?? "")
        }
    }
}
