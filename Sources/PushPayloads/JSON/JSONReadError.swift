/// The error thrown when bytes are not a JSON text at all.
///
/// Carries the first problem found: its ``code`` (which maps to a fatal `json.*` rule), the 0-based
/// byte offset of the first byte that could not be consumed, the JSON Pointer of the member being
/// parsed, and a sentence saying what was expected and what was found.
///
/// Its codes are the ids of the `json.*` rules that report the same problems as findings (the
/// scheme of every error's codes is ``CodedError``'s). Two errors are equal when their codes are.
public struct JSONReadError: CodedError {
    /// What kind of problem stopped the reader.
    public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Each code's id, the id of the rule that reports the problem as a finding. The JSON layer
        /// knows the ids, not the rule catalog above it (which maps each code to its rule).
        private enum Base: String, Sendable, Hashable, CaseIterable {
            case syntax = "json.syntax"
            case emptyInput = "json.empty-input"
            case trailingData = "json.trailing-data"
            case invalidUTF8 = "json.invalid-utf8"
            case notUTF8 = "json.not-utf8"
            case depthExceeded = "json.depth-exceeded"
        }

        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// `json.syntax`: thrown for a violation of the RFC 8259 grammar.
        public static let syntax = Code(.syntax)
        /// `json.empty-input`: thrown when there is no value at all: zero bytes, or only whitespace
        /// and a byte-order mark.
        public static let emptyInput = Code(.emptyInput)
        /// `json.trailing-data`: thrown when something other than whitespace follows the top-level
        /// value.
        public static let trailingData = Code(.trailingData)
        /// `json.invalid-utf8`: thrown for a byte sequence that is not well-formed UTF-8.
        public static let invalidUTF8 = Code(.invalidUTF8)
        /// `json.not-utf8`: thrown when the text is UTF-16 or UTF-32 rather than UTF-8.
        public static let notUTF8 = Code(.notUTF8)
        /// `json.depth-exceeded`: thrown for more than 512 nested arrays and objects.
        public static let depthExceeded = Code(.depthExceeded)

        /// Every code, in the order declared.
        public static let allCases: [Code] = Base.allCases.map(Code.init)

        /// The id of the rule that reports this code.
        public var ruleID: String { base.rawValue }

        /// The code's stable id, which is the rule id.
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
