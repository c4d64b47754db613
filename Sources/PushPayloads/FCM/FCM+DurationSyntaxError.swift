extension FCM.Duration {
    /// The text is not a protobuf `Duration` as FCM's JSON writes it (`"3.5s"`).
    ///
    /// Its ``code`` has an id of the form `fcm.duration.*` (the scheme of every error's codes is
    /// ``CodedError``'s); it carries the text. Two errors are equal when their codes are.
    public struct SyntaxError: CodedError {
        /// Why the text is not a duration.
        public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
            private enum Base: String, Sendable, Hashable, CaseIterable {
                case malformed = "fcm.duration.malformed"
                case outOfRange = "fcm.duration.out-of-range"
            }

            private let base: Base
            private init(_ base: Base) { self.base = base }

            /// `fcm.duration.malformed`: thrown by ``FCM/Duration/init(parsing:)`` for a text that
            /// does not have the form `^[0-9]+(\.[0-9]{1,9})?s$`.
            public static let malformed = Code(.malformed)
            /// `fcm.duration.out-of-range`: thrown by ``FCM/Duration/init(parsing:)`` for whole
            /// seconds beyond `Int64`.
            public static let outOfRange = Code(.outOfRange)

            /// Every code, in the order declared.
            public static let allCases: [Code] = Base.allCases.map(Code.init)

            /// The code's stable id, e.g. `fcm.duration.malformed`.
            public var description: String { base.rawValue }
        }

        /// Why the text is not a duration.
        public let code: Code
        /// The text that failed to parse.
        public let text: String
        /// `"90" is not a duration: expected digits, an optional fraction of 1 to 9 digits, and "s"`.
        public let message: String

        /// An error of `code` for `text`.
        init(_ code: Code, text: String) {
            self.code = code
            self.text = text
            message =
                code == .malformed
                ? "\"\(text)\" is not a duration: expected digits, an optional fraction of 1 to 9 digits, and \"s\""
                : "\"\(text)\" has more whole seconds than an Int64 holds"
        }

        /// The message.
        public var description: String { message }

        /// Errors are equal when their codes are.
        public static func == (lhs: SyntaxError, rhs: SyntaxError) -> Bool {
            lhs.code == rhs.code
        }

        /// Hashes the code.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
        }
    }
}
