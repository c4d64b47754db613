extension FCM {
    /// A proto3 `Duration` as FCM writes it: seconds with up to nine fractional digits and an `s`
    /// (`"3s"`, `"3.5s"`, `"0.500000000s"`).
    public struct Duration: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// Whole seconds.
        public var seconds: Int64
        /// Nanoseconds beyond them, 0 to 999,999,999.
        public var nanoseconds: Int32

        /// A duration of whole seconds and nanoseconds (normalised into range).
        public init(seconds: Int64, nanoseconds: Int32 = 0) {
            let carry = Int64(nanoseconds) / 1_000_000_000
            self.seconds = seconds + carry
            self.nanoseconds = nanoseconds - Int32(carry * 1_000_000_000)
        }

        /// Reads `^[0-9]+(\.[0-9]{1,9})?s$`; `nil` for anything else, and for seconds beyond
        /// `Int64`.
        public init?(text: String) {
            guard Self.isWellFormed(text) else { return nil }
            let parts = text.dropLast().split(separator: ".", maxSplits: 1)
            guard let seconds = Int64(parts[0]) else { return nil }
            let fraction = parts.count == 2 ? parts[1] : ""
            let nanoseconds = Int32(fraction + String(repeating: "0", count: 9 - fraction.count)) ?? 0
            self.init(seconds: seconds, nanoseconds: nanoseconds)
        }

        /// Whether `text` has the form `^[0-9]+(\.[0-9]{1,9})?s$`, whatever its size.
        public static func isWellFormed(_ text: String) -> Bool {
            guard text.hasSuffix("s") else { return false }
            let parts = text.utf8.dropLast().split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard parts.count <= 2, let whole = parts.first, !whole.isEmpty,
                whole.allSatisfy({ (48...57).contains($0) })
            else { return false }
            return parts.count == 1
                || ((1...9).contains(parts[1].count) && parts[1].allSatisfy { (48...57).contains($0) })
        }

        /// ``isWellFormed(_:)`` as a regular expression, for schemas.
        static let pattern = #"^[0-9]+(\.[0-9]{1,9})?s$"#

        /// As FCM writes it: no fraction for whole seconds, else all nine digits.
        public var text: String {
            guard nanoseconds != 0 else { return "\(seconds)s" }
            let digits = String(nanoseconds)
            return "\(seconds).\(String(repeating: "0", count: 9 - digits.count))\(digits)s"
        }

        /// The text.
        public var description: String { text }

        /// Whether `lhs` is shorter.
        public static func < (lhs: Duration, rhs: Duration) -> Bool {
            (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
        }
    }
}

extension Character {
    /// Whether the character is `0`–`9`.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
