/// What went wrong where, underneath every `DecodingError` the library's decoder throws.
///
/// The decoder throws Swift's `DecodingError`, as `Decodable` types expect; its context's
/// `underlyingError` is this error, with a ``code`` (ids of the form `decoding.*`, in the scheme
/// of ``CodedError``), the ``pointer`` of the value that failed and, when the input was text, its
/// ``location`` (line, column and byte offset). `description` reads
/// `/aps/badge (1:23): expected an integer, found the string "3"`. Two errors are equal when their
/// codes are.
public struct PayloadDecodingError: CodedError {
    /// Why a value did not decode.
    public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable, CaseIterable {
            case typeMismatch = "decoding.type-mismatch"
            case nullValue = "decoding.null-value"
            case missingKey = "decoding.missing-key"
            case invalidValue = "decoding.invalid-value"
            case endOfArray = "decoding.end-of-array"
        }

        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// `decoding.type-mismatch`: thrown (inside `DecodingError.typeMismatch`) for a value of
        /// another JSON type than the one asked for, such as a string where an integer is read.
        public static let typeMismatch = Code(.typeMismatch)
        /// `decoding.null-value`: thrown (inside `DecodingError.valueNotFound`) for `null` where a
        /// non-optional value is read.
        public static let nullValue = Code(.nullValue)
        /// `decoding.missing-key`: thrown (inside `DecodingError.keyNotFound`) for a key the object
        /// lacks; the pointer names the object.
        public static let missingKey = Code(.missingKey)
        /// `decoding.invalid-value`: thrown (inside `DecodingError.dataCorrupted`) for a value of
        /// the right JSON type that does not fit: out of range, not base64, not a URL or a date.
        public static let invalidValue = Code(.invalidValue)
        /// `decoding.end-of-array`: thrown (inside `DecodingError.valueNotFound`) when a type reads
        /// more elements than the array has; the pointer names the array.
        public static let endOfArray = Code(.endOfArray)

        /// Every code, in the order declared.
        public static let allCases: [Code] = Base.allCases.map(Code.init)

        /// The code's stable id, e.g. `decoding.type-mismatch`.
        public var description: String { base.rawValue }
    }

    /// Why the value did not decode.
    public var code: Code
    /// The value that failed (for a missing key, the object that lacks it).
    public var pointer: JSONPointer
    /// Where that value stands in the text (line, column and byte offset), when the input was text.
    public var location: SourceLocation?
    /// What the type wanted, e.g. `an integer`.
    public var expected: String
    /// What the JSON had, e.g. `the string "3"`.
    public var found: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: Why the value did not decode.
    ///   - pointer: The value that failed (for a missing key, the object that lacks it).
    ///   - location: Where that value stands in the text, or `nil` when the input was not text.
    ///   - expected: What the type wanted, e.g. `an integer`.
    ///   - found: What the JSON had, e.g. `the string "3"`.
    public init(code: Code, pointer: JSONPointer, location: SourceLocation?, expected: String, found: String) {
        self.code = code
        self.pointer = pointer
        self.location = location
        self.expected = expected
        self.found = found
    }

    /// `expected …, found …`.
    public var message: String { "expected \(expected), found \(found)" }

    /// `pointer (line:column): expected …, found …`.
    public var description: String {
        let place = pointer.tokens.isEmpty ? "\"\"" : pointer.description
        let position = location.map { " (\($0.line):\($0.column))" } ?? ""
        return "\(place)\(position): \(message)"
    }

    /// Errors are equal when their codes are.
    public static func == (lhs: PayloadDecodingError, rhs: PayloadDecodingError) -> Bool {
        lhs.code == rhs.code
    }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}
