extension FingerPush {
    /// Why a code string does not parse: what is wrong and the UTF-8 offset of the first byte
    /// that breaks the grammar.
    ///
    /// Its ``code`` has an id of the form `fingerpush.code.*` (the scheme of every error's codes is
    /// ``CodedError``'s); `description` reads `a value is empty (byte 3)`, and is what the
    /// `fingerpush.code-syntax` finding says. Two errors are equal when their codes are.
    public struct CodeSyntaxError: CodedError {
        /// What breaks the grammar.
        public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
            private enum Base: String, Sendable, Hashable, CaseIterable {
                case empty = "fingerpush.code.empty"
                case emptySegment = "fingerpush.code.empty-segment"
                case missingColon = "fingerpush.code.missing-colon"
                case invalidKey = "fingerpush.code.invalid-key"
                case emptyValue = "fingerpush.code.empty-value"
                case invalidValue = "fingerpush.code.invalid-value"
            }

            private let base: Base
            private init(_ base: Base) { self.base = base }

            /// `fingerpush.code.empty`: thrown for an empty code string.
            public static let empty = Code(.empty)
            /// `fingerpush.code.empty-segment`: thrown for an empty segment (a leading, trailing or
            /// doubled `;`).
            public static let emptySegment = Code(.emptySegment)
            /// `fingerpush.code.missing-colon`: thrown for a segment with no `:` between key and value.
            public static let missingColon = Code(.missingColon)
            /// `fingerpush.code.invalid-key`: thrown for a key that is not two uppercase ASCII letters.
            public static let invalidKey = Code(.invalidKey)
            /// `fingerpush.code.empty-value`: thrown for a segment with nothing after its `:`.
            public static let emptyValue = Code(.emptyValue)
            /// `fingerpush.code.invalid-value`: thrown for a value holding a character other than an
            /// ASCII letter or digit.
            public static let invalidValue = Code(.invalidValue)

            /// Every code, in the order declared.
            public static let allCases: [Code] = Base.allCases.map(Code.init)

            /// The code's stable id, e.g. `fingerpush.code.empty-segment`.
            public var description: String { base.rawValue }

            /// What the message says.
            fileprivate var message: String {
                switch base {
                case .empty: "the code is empty"
                case .emptySegment: "a segment is empty (a leading, trailing or doubled \";\")"
                case .missingColon: "a segment has no \":\" between key and value"
                case .invalidKey: "a key is not two uppercase ASCII letters"
                case .emptyValue: "a value is empty"
                case .invalidValue: "a value holds a character other than an ASCII letter or digit"
                }
            }
        }

        /// What breaks the grammar.
        public let code: Code
        /// The UTF-8 offset in the code string of the first byte that breaks the grammar.
        public let byteOffset: Int

        /// An error at `byteOffset`.
        init(_ code: Code, at byteOffset: Int) {
            self.code = code
            self.byteOffset = byteOffset
        }

        /// What is wrong: `a value is empty`.
        public var message: String { code.message }

        /// What is wrong, and where: `a value is empty (byte 3)`.
        public var description: String { "\(message) (byte \(byteOffset))" }

        /// Errors are equal when their codes are.
        public static func == (lhs: CodeSyntaxError, rhs: CodeSyntaxError) -> Bool {
            lhs.code == rhs.code
        }

        /// Hashes the code.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
        }
    }
}
