/// A string resource file that cannot be read: which file, where in it, and what is wrong.
///
/// Its ``code`` has an id of the form `strings.*` (the scheme of every error's codes is
/// ``CodedError``'s). `description` reads `en.lproj/Localizable.strings:12:5: expected ';' after the
/// value of "greeting"`. Two errors are equal when their codes are.
public struct StringResourceError: CodedError {
    /// What is wrong.
    public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable, CaseIterable {
            case unsupportedFile = "strings.unsupported-file"
            case unsupportedFormat = "strings.unsupported-format"
            case encoding = "strings.encoding"
            case syntax = "strings.syntax"
            case structure = "strings.structure"
        }

        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// `strings.unsupported-file`: thrown for a path that names no resource file this reads
        /// (a String Catalog `*.xcstrings`, a `*.strings` file, an Android `values*/*.xml`),
        /// or for a file over 2,147,483,647 bytes (or resources that would hold more strings).
        public static let unsupportedFile = Code(.unsupportedFile)
        /// `strings.unsupported-format`: thrown for a resource format refused by name, with the
        /// reason (`.stringsdict`).
        public static let unsupportedFormat = Code(.unsupportedFormat)
        /// `strings.encoding`: thrown for bytes that are neither UTF-8 nor UTF-16 with a byte order
        /// mark, or for an XML encoding other than UTF-8.
        public static let encoding = Code(.encoding)
        /// `strings.syntax`: thrown where the file breaks its format's grammar (JSON, the `.strings`
        /// grammar, XML): an unterminated string, comment or CDATA section, a missing `;`, ...
        public static let syntax = Code(.syntax)
        /// `strings.structure`: thrown for a well-formed file that is not the format's shape: a
        /// catalog without `strings`, a `stringUnit` without `value`, a `<string>` without `name`.
        public static let structure = Code(.structure)

        /// Every code, in the order declared.
        public static let allCases: [Code] = Base.allCases.map(Code.init)

        /// The code's stable id, e.g. `strings.syntax`.
        public var description: String { base.rawValue }
    }

    /// What is wrong.
    public var code: Code
    /// What was expected, or what is wrong: `expected ';' after the value of "greeting"`.
    public var message: String
    /// The file, as its path was given.
    public var path: String
    /// The line of the problem, from 1; `nil` when it is the whole file.
    public var line: Int?
    /// The column of the problem in Unicode scalars, from 1; `nil` when it is the whole file.
    public var column: Int?

    init(_ code: Code, _ message: String, path: String, line: Int? = nil, column: Int? = nil) {
        self.code = code
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column: message`, without the parts it does not know.
    public var description: String {
        var place = path
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(place): \(message)"
    }

    /// Errors are equal when their codes are.
    public static func == (lhs: StringResourceError, rhs: StringResourceError) -> Bool { lhs.code == rhs.code }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
