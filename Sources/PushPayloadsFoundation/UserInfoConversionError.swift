import PushPayloads

/// A `userInfo` value that has no JSON form, named by its key path.
///
/// Its ``code`` has an id of the form `userinfo.*` (the scheme of every error's codes is
/// PushPayloads' `CodedError`'s); ``pointer`` is the key path of the value as a JSON Pointer and
/// ``typeName`` the value's dynamic type. `description` reads
/// `/aps/image: a value of type UIImage has no JSON form`. Two errors are equal when their codes
/// are.
public struct UserInfoConversionError: CodedError {
    /// Why the value has no JSON form.
    public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable, CaseIterable {
            case unsupportedType = "userinfo.unsupported-type"
            case nonFiniteNumber = "userinfo.non-finite-number"
            case nonStringKey = "userinfo.non-string-key"
            case tooDeep = "userinfo.too-deep"
            case cycle = "userinfo.cycle"
            case duplicateKey = "userinfo.duplicate-key"
            case dateWithoutStrategy = "userinfo.date-without-strategy"
            case inexactDate = "userinfo.inexact-date"
        }

        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// `userinfo.unsupported-type`: thrown for a value of a type with no JSON form, such as a
        /// `UIImage` or a custom class.
        public static let unsupportedType = Code(.unsupportedType)
        /// `userinfo.non-finite-number`: thrown for a NaN or infinite number, date or decimal.
        public static let nonFiniteNumber = Code(.nonFiniteNumber)
        /// `userinfo.non-string-key`: thrown for a dictionary key that is not a string, at the
        /// pointer of the dictionary that holds it.
        public static let nonStringKey = Code(.nonStringKey)
        /// `userinfo.too-deep`: thrown for containers nested deeper than the reader's nesting limit.
        public static let tooDeep = Code(.tooDeep)
        /// `userinfo.cycle`: thrown for a container that holds itself.
        public static let cycle = Code(.cycle)
        /// `userinfo.duplicate-key`: thrown for two keys of one dictionary with the same text (a
        /// `String` and an `NSString`, which a `[AnyHashable: Any]` keeps apart on Linux), at the
        /// pointer of that member.
        public static let duplicateKey = Code(.duplicateKey)
        /// `userinfo.date-without-strategy`: thrown for a `Date` when the caller chose no date
        /// strategy (`JSONValue.FoundationValueStrategy.DateStrategy.refuse`, the default).
        public static let dateWithoutStrategy = Code(.dateWithoutStrategy)
        /// `userinfo.inexact-date`: thrown for a `Date` the chosen strategy cannot write exactly,
        /// such as one with a fraction of a second in ISO 8601.
        public static let inexactDate = Code(.inexactDate)

        /// Every code, in the order declared.
        public static let allCases: [Code] = Base.allCases.map(Code.init)

        /// The code's stable id, e.g. `userinfo.unsupported-type`.
        public var description: String { base.rawValue }
    }

    /// Why the value has no JSON form.
    public var code: Code
    /// Where the value is, as a JSON Pointer (`/aps/alert`).
    public var pointer: JSONPointer
    /// The value's dynamic type, e.g. `UIImage`.
    public var typeName: String
    /// Why it cannot be converted: `a value of type UIImage has no JSON form`.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: Why the value has no JSON form.
    ///   - pointer: Where the value is.
    ///   - typeName: The value's dynamic type.
    ///   - message: Why it cannot be converted.
    public init(code: Code, pointer: JSONPointer, typeName: String, message: String) {
        self.code = code
        self.pointer = pointer
        self.typeName = typeName
        self.message = message
    }

    /// `/aps/image: a value of type UIImage has no JSON form`.
    public var description: String {
        "\(pointer.tokens.isEmpty ? "\"\"" : pointer.description): \(message)"
    }

    /// Errors are equal when their codes are.
    public static func == (lhs: UserInfoConversionError, rhs: UserInfoConversionError) -> Bool {
        lhs.code == rhs.code
    }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}
