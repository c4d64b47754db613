extension JSONPointer: Codable {
    /// Encodes the pointer as its RFC 6901 text, such as `"/aps/alert"` (`""` for the whole
    /// document).
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes a pointer from its RFC 6901 text.
    ///
    /// - Throws: `DecodingError.typeMismatch` when the value is not a string, and
    ///   `DecodingError.dataCorrupted` with the ``ParseError`` underneath when the text is neither
    ///   empty nor starts with `/`, or has a `~` not followed by `0` or `1`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try JSONPointer(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }
}
