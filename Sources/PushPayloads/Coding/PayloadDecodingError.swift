/// What went wrong where, underneath every `DecodingError` the library's decoder throws.
///
/// `description` reads `/aps/badge (1:23): expected an integer, found the string "3"`.
public struct PayloadDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value that failed (for a missing key, the object that lacks it).
    public var pointer: JSONPointer
    /// Where that value stands in the text, when the input was text.
    public var location: SourceLocation?
    /// What the type wanted, e.g. `an integer`.
    public var expected: String
    /// What the JSON had, e.g. `the string "3"`.
    public var found: String

    /// Creates an error.
    public init(pointer: JSONPointer, location: SourceLocation?, expected: String, found: String) {
        self.pointer = pointer
        self.location = location
        self.expected = expected
        self.found = found
    }

    /// `pointer (line:column): expected …, found …`.
    public var description: String {
        let place = pointer.tokens.isEmpty ? "\"\"" : pointer.description
        let position = location.map { " (\($0.line):\($0.column))" } ?? ""
        return "\(place)\(position): expected \(expected), found \(found)"
    }
}
