import Foundation
import PushPayloads

extension JSONValue {
    /// How `Date` and `Data` objects in a `userInfo` become JSON: the choice every `userInfo` entry
    /// point takes (``JSONValue/init(userInfo:strategy:)``, `PayloadModel`'s `init(userInfo:strategy:)`,
    /// ``PushPayloads/PayloadDecoder/decode(_:fromUserInfo:strategy:)``,
    /// ``PushPayloads/PayloadValidator/validate(userInfo:as:options:strategy:)``).
    ///
    /// A `Date` has no JSON form of its own, so none is guessed: by default a `Date` (or `NSDate`)
    /// is refused with ``UserInfoConversionError/Code/dateWithoutStrategy`` and its key path, and
    /// one of the other ``DateStrategy`` cases writes it. `Data` is a base64 string by default.
    public struct FoundationValueStrategy: Sendable, Hashable {
        /// How a `Date` in a `userInfo` becomes JSON, exactly or not at all.
        ///
        /// A `Date` is a `Double` count of seconds since 2001-01-01. The number strategies write
        /// the exact decimal value of that instant, never a rounded one: seconds since 1970 are
        /// the seconds since 2001 plus 978,307,200, added digit by digit, so
        /// `Date(timeIntervalSinceReferenceDate: 0.1)` is `978307200.1000000000000000055511151231257827021181583404541015625`
        /// (the `Double` nearest 0.1), and whole seconds have no fraction. NaN and infinite dates are
        /// refused with ``UserInfoConversionError/Code/nonFiniteNumber``.
        public enum DateStrategy: Sendable, Hashable {
            /// A `Date` is refused with ``UserInfoConversionError/Code/dateWithoutStrategy`` (the
            /// default): the caller says which form the receiver expects.
            case refuse
            /// Seconds since 2001-01-01 as a number: what `Date`'s own `Codable` writes, and what a
            /// ``PushPayloads/PayloadDecoder`` with its default `dateDecodingStrategy` reads.
            case deferredToDate
            /// Seconds since 1970-01-01 as a number.
            case secondsSince1970
            /// Milliseconds since 1970-01-01 as a number.
            case millisecondsSince1970
            /// An ISO 8601 string such as `2026-01-01T00:00:00Z`, which holds whole seconds of the
            /// years 0000 to 9999: any other date is refused with
            /// ``UserInfoConversionError/Code/inexactDate`` rather than cut to a whole second.
            case iso8601

            /// The strategy that writes dates as `strategy` does.
            public init(_ strategy: PayloadEncoder.DateEncodingStrategy) {
                switch strategy {
                case .deferredToDate: self = .deferredToDate
                case .secondsSince1970: self = .secondsSince1970
                case .millisecondsSince1970: self = .millisecondsSince1970
                case .iso8601: self = .iso8601
                }
            }
        }

        /// How dates are written; ``DateStrategy/refuse`` unless chosen.
        public var dates: DateStrategy
        /// How data is written.
        public var data: PayloadEncoder.DataEncodingStrategy

        /// Creates a strategy: dates refused, data as base64, unless chosen.
        public init(dates: DateStrategy = .refuse, data: PayloadEncoder.DataEncodingStrategy = .base64) {
            self.dates = dates
            self.data = data
        }
    }
}
