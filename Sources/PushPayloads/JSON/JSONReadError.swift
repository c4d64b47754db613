/// The error thrown when bytes are not a JSON text at all.
///
/// Carries the first problem found: its ``code`` (which maps to a fatal `json.*` rule), the 0-based
/// byte offset of the first byte that could not be consumed, the JSON Pointer of the member being
/// parsed, and a sentence saying what was expected and what was found. Two errors are equal when
/// their codes are equal.
public struct JSONReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem stopped the reader.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable {
            case syntax = "json.syntax"
            case emptyInput = "json.empty-input"
            case trailingData = "json.trailing-data"
            case invalidUTF8 = "json.invalid-utf8"
            case notUTF8 = "json.not-utf8"
            case depthExceeded = "json.depth-exceeded"
        }

        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// A violation of the RFC 8259 grammar (`json.syntax`).
        public static let syntax = Code(.syntax)
        /// No value at all: zero bytes, or only whitespace and a byte-order mark (`json.empty-input`).
        public static let emptyInput = Code(.emptyInput)
        /// Something other than whitespace after the top-level value (`json.trailing-data`).
        public static let trailingData = Code(.trailingData)
        /// A byte sequence that is not well-formed UTF-8 (`json.invalid-utf8`).
        public static let invalidUTF8 = Code(.invalidUTF8)
        /// The text is UTF-16 or UTF-32 rather than UTF-8 (`json.not-utf8`).
        public static let notUTF8 = Code(.notUTF8)
        /// More than 512 nested arrays and objects (`json.depth-exceeded`).
        public static let depthExceeded = Code(.depthExceeded)

        /// The id of the rule that reports this code.
        public var ruleID: String { base.rawValue }

        /// The rule id.
        public var description: String { base.rawValue }
    }

    /// What kind of problem stopped the reader.
    public var code: Code
    /// The 0-based offset of the first byte that could not be consumed (the input's length at end of input).
    public var byteOffset: Int
    /// The member being parsed when the reader stopped (`""` when none).
    public var pointer: JSONPointer
    /// One sentence: what was expected and what was found.
    public var message: String

    /// Creates an error.
    public init(code: Code, byteOffset: Int, pointer: JSONPointer = JSONPointer(), message: String) {
        self.code = code
        self.byteOffset = byteOffset
        self.pointer = pointer
        self.message = message
    }

    /// `message (at byte N) [rule]`.
    public var description: String {
        "\(message) (at byte \(byteOffset)) [\(code.ruleID)]"
    }

    /// Errors are equal when their codes are.
    public static func == (lhs: JSONReadError, rhs: JSONReadError) -> Bool {
        lhs.code == rhs.code
    }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}
