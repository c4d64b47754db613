import PushPayloads

/// A `userInfo` value that has no JSON form, named by its key path.
public struct UserInfoConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the value is, as a JSON Pointer (`/aps/alert`).
    public var pointer: JSONPointer
    /// The value's dynamic type, e.g. `UIImage`.
    public var typeName: String
    /// Why it cannot be converted.
    public var reason: String

    /// Creates an error.
    public init(pointer: JSONPointer, typeName: String, reason: String) {
        self.pointer = pointer
        self.typeName = typeName
        self.reason = reason
    }

    /// `/aps/image: a value of type UIImage has no JSON form`.
    public var description: String {
        "\(pointer.tokens.isEmpty ? "\"\"" : pointer.description): \(reason)"
    }
}
