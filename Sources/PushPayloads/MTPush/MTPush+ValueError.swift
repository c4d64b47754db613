extension MTPush {
    /// Why a value is refused, with the client error code the SDK reports for it, when it has one.
    ///
    /// Its ``code`` has an id of the form `mtpush.<value>.<problem>` (the scheme of every error's
    /// codes is ``CodedError``'s); ``resultCode`` is the SDK's callback code for the same problem
    /// (6001–6008, 6023, 6025), when it has one. A value is not a document, so the error has no
    /// pointer. Two errors are equal when their codes are.
    public struct ValueError: CodedError {
        /// Which value is refused, and why.
        public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
            private enum Base: String, Sendable, Hashable, CaseIterable {
                case tagEmpty = "mtpush.tag.empty"
                case tagTooLong = "mtpush.tag.too-long"
                case tagCharacters = "mtpush.tag.invalid-character"
                case aliasEmpty = "mtpush.alias.empty"
                case aliasTooLong = "mtpush.alias.too-long"
                case aliasCharacters = "mtpush.alias.invalid-character"
                case tagSetEmpty = "mtpush.tag-set.empty"
                case tooManyTags = "mtpush.tag-set.too-many"
                case tagsTooLong = "mtpush.tag-set.too-long"
                case mobileNumberInvalid = "mtpush.mobile-number.invalid"
                case mobileNumberTooLong = "mtpush.mobile-number.too-long"
                case badgeOutOfRange = "mtpush.badge.out-of-range"
                case liveActivityIDEmpty = "mtpush.live-activity-id.empty"
                case liveActivityIDTooLong = "mtpush.live-activity-id.too-long"
            }

            private let base: Base
            private init(_ base: Base) { self.base = base }

            /// `mtpush.tag.empty`: thrown by ``MTPush/Tag/init(_:)`` for an empty tag (client error 6001).
            public static let tagEmpty = Code(.tagEmpty)
            /// `mtpush.tag.too-long`: thrown by ``MTPush/Tag/init(_:)`` for a tag of more than 40 UTF-8
            /// bytes (client error 6006).
            public static let tagTooLong = Code(.tagTooLong)
            /// `mtpush.tag.invalid-character`: thrown by ``MTPush/Tag/init(_:)`` for a tag holding a
            /// character outside the SDK's set (client error 6005).
            public static let tagCharacters = Code(.tagCharacters)
            /// `mtpush.alias.empty`: thrown by ``MTPush/Alias/init(_:)`` for an empty alias (client
            /// error 6001).
            public static let aliasEmpty = Code(.aliasEmpty)
            /// `mtpush.alias.too-long`: thrown by ``MTPush/Alias/init(_:)`` for an alias of more than 40
            /// UTF-8 bytes (client error 6004).
            public static let aliasTooLong = Code(.aliasTooLong)
            /// `mtpush.alias.invalid-character`: thrown by ``MTPush/Alias/init(_:)`` for an alias
            /// holding a character outside the SDK's set (client error 6003).
            public static let aliasCharacters = Code(.aliasCharacters)
            /// `mtpush.tag-set.empty`: thrown by ``MTPush/TagSet/init(_:totalMaxBytes:)`` for no tags
            /// (client error 6001).
            public static let tagSetEmpty = Code(.tagSetEmpty)
            /// `mtpush.tag-set.too-many`: thrown by ``MTPush/TagSet/init(_:totalMaxBytes:)`` for more
            /// than 1000 tags (client error 6007).
            public static let tooManyTags = Code(.tooManyTags)
            /// `mtpush.tag-set.too-long`: thrown by ``MTPush/TagSet/init(_:totalMaxBytes:)`` when the
            /// tags' bytes add up to more than the total limit (client error 6008).
            public static let tagsTooLong = Code(.tagsTooLong)
            /// `mtpush.mobile-number.invalid`: thrown by ``MTPush/MobileNumber/init(_:)`` for a number
            /// that is not `+` or a digit, then digits and `-` (client error 6023).
            public static let mobileNumberInvalid = Code(.mobileNumberInvalid)
            /// `mtpush.mobile-number.too-long`: thrown by ``MTPush/MobileNumber/init(_:)`` for a
            /// number of more than 20 characters (client error 6025).
            public static let mobileNumberTooLong = Code(.mobileNumberTooLong)
            /// `mtpush.badge.out-of-range`: thrown by ``MTPush/Badge/init(_:)`` for a number outside
            /// 0…99999 (`setBadge:` returns `NO`; no client error).
            public static let badgeOutOfRange = Code(.badgeOutOfRange)
            /// `mtpush.live-activity-id.empty`: thrown by ``MTPush/LiveActivityID/init(_:maxBytes:)``
            /// for an empty id (no client error).
            public static let liveActivityIDEmpty = Code(.liveActivityIDEmpty)
            /// `mtpush.live-activity-id.too-long`: thrown by
            /// ``MTPush/LiveActivityID/init(_:maxBytes:)`` for an id longer than its limit (no client
            /// error).
            public static let liveActivityIDTooLong = Code(.liveActivityIDTooLong)

            /// Every code, in the order declared.
            public static let allCases: [Code] = Base.allCases.map(Code.init)

            /// The SDK's callback code for the problem, or `nil` when the SDK reports none.
            public var resultCode: ResultCode? {
                let number: Int? =
                    switch base {
                    case .tagEmpty, .aliasEmpty, .tagSetEmpty: 6001
                    case .tagTooLong: 6006
                    case .tagCharacters: 6005
                    case .aliasTooLong: 6004
                    case .aliasCharacters: 6003
                    case .tooManyTags: 6007
                    case .tagsTooLong: 6008
                    case .mobileNumberInvalid: 6023
                    case .mobileNumberTooLong: 6025
                    case .badgeOutOfRange, .liveActivityIDEmpty, .liveActivityIDTooLong: nil
                    }
                return number.map(ResultCode.init(rawValue:))
            }

            /// The code's stable id, e.g. `mtpush.tag.too-long`.
            public var description: String { base.rawValue }
        }

        /// Which value is refused, and why.
        public let code: Code
        /// What is wrong: `the tag has 42 UTF-8 bytes; at most 40`.
        public let message: String

        /// An error of `code`.
        init(_ code: Code, _ message: String) {
            self.code = code
            self.message = message
        }

        /// The SDK's callback code for it (6001–6008, 6023, 6025), when it has one.
        public var resultCode: ResultCode? { code.resultCode }

        /// The message, and the client error: `the tag has 42 UTF-8 bytes; at most 40 (client error 6006)`.
        public var description: String {
            resultCode.map { "\(message) (client error \($0.rawValue))" } ?? message
        }

        /// Errors are equal when their codes are.
        public static func == (lhs: ValueError, rhs: ValueError) -> Bool {
            lhs.code == rhs.code
        }

        /// Hashes the code.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
        }
    }
}
