extension JSONPointer {
    /// The text form is not a valid JSON Pointer.
    ///
    /// Carries its ``code`` (ids of the form `json.pointer.*`, in the scheme of ``CodedError``), the
    /// text, and the UTF-8 offset in it of the first byte that breaks RFC 6901. `description` reads
    /// `invalid JSON Pointer "x": must start with '/'`. Two errors are equal when their codes are.
    public struct ParseError: CodedError {
        /// Why the text is not a pointer.
        public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
            private enum Base: String, Sendable, Hashable, CaseIterable {
                case missingSlash = "json.pointer.missing-slash"
                case invalidEscape = "json.pointer.invalid-escape"
            }

            private let base: Base
            private init(_ base: Base) { self.base = base }

            /// `json.pointer.missing-slash`: thrown for a non-empty text that does not start with `/`.
            public static let missingSlash = Code(.missingSlash)
            /// `json.pointer.invalid-escape`: thrown for a `~` that is not followed by `0` or `1`.
            public static let invalidEscape = Code(.invalidEscape)

            /// Every code, in the order declared.
            public static let allCases: [Code] = Base.allCases.map(Code.init)

            /// The code's stable id, e.g. `json.pointer.invalid-escape`.
            public var description: String { base.rawValue }

            /// What the message says.
            fileprivate var message: String {
                switch base {
                case .missingSlash: "must start with '/'"
                case .invalidEscape: "'~' must be followed by '0' or '1'"
                }
            }
        }

        /// Why the text is not a pointer.
        public var code: Code
        /// The text that failed to parse.
        public var text: String
        /// The UTF-8 offset in ``text`` of the first byte that breaks the grammar: 0 for a missing
        /// `/`, the `~` of a bad escape.
        public var byteOffset: Int
        /// Why it failed: `must start with '/'`.
        public var message: String

        /// An error with its code's message.
        init(_ code: Code, text: String, byteOffset: Int) {
            self.code = code
            self.text = text
            self.byteOffset = byteOffset
            self.message = code.message
        }

        /// `invalid JSON Pointer "x": reason`.
        public var description: String { "invalid JSON Pointer \"\(text)\": \(message)" }

        /// Errors are equal when their codes are.
        public static func == (lhs: ParseError, rhs: ParseError) -> Bool {
            lhs.code == rhs.code
        }

        /// Hashes the code.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
        }
    }
}
