extension FCM {
    /// Why a legacy message has no HTTP v1 form.
    ///
    /// Its ``code`` has an id of the form `fcm.legacy.*` (the scheme of every error's codes is
    /// ``CodedError``'s); ``pointer`` names the member of the legacy body that has no counterpart
    /// (`""`, the whole body, when a member is missing). Two errors are equal when their codes are.
    public struct LegacyConversionError: CodedError {
        /// What is missing or has no counterpart.
        public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
            private enum Base: String, Sendable, Hashable, CaseIterable {
                case noTarget = "fcm.legacy.no-target"
                case deviceGroupTarget = "fcm.legacy.device-group-target"
            }

            private let base: Base
            private init(_ base: Base) { self.base = base }

            /// `fcm.legacy.no-target`: thrown by ``FCM/LegacyMessage/v1Requests(now:)`` for a body
            /// with none of `to`, `registration_ids` and `condition`.
            public static let noTarget = Code(.noTarget)
            /// `fcm.legacy.device-group-target`: thrown by ``FCM/LegacyMessage/v1Requests(now:)`` for
            /// a body sent to a `notification_key` (device groups have no HTTP v1 target).
            public static let deviceGroupTarget = Code(.deviceGroupTarget)

            /// Every code, in the order declared.
            public static let allCases: [Code] = Base.allCases.map(Code.init)

            /// The code's stable id, e.g. `fcm.legacy.no-target`.
            public var description: String { base.rawValue }
        }

        /// What is missing or has no counterpart.
        public let code: Code
        /// `a notification key (device group) has no HTTP v1 target`.
        public let message: String
        /// The member with no counterpart (`/notification_key`), or `""` when a member is missing.
        public let pointer: JSONPointer

        /// An error of `code` at `pointer`.
        init(_ code: Code, _ message: String, at pointer: JSONPointer) {
            self.code = code
            self.message = message
            self.pointer = pointer
        }

        /// The message.
        public var description: String { message }

        /// Errors are equal when their codes are.
        public static func == (lhs: LegacyConversionError, rhs: LegacyConversionError) -> Bool {
            lhs.code == rhs.code
        }

        /// Hashes the code.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
        }
    }
}
