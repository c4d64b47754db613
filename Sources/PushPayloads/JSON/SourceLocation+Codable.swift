extension SourceLocation: Codable {
    /// The members of an encoded location, in the order they are written.
    private enum CodingKeys: String, CodingKey {
        case line, column, endLine, endColumn, byteOffset
    }

    /// Encodes `line`, `column`, `endLine`, `endColumn` and `byteOffset`.
    ///
    /// An encoded ``Diagnostic`` writes the same members, flattened into the finding.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(endLine, forKey: .endLine)
        try container.encode(endColumn, forKey: .endColumn)
        try container.encode(byteOffset, forKey: .byteOffset)
    }

    /// Decodes a location that ``encode(to:)`` wrote.
    ///
    /// - Throws: `DecodingError` when a member is missing or not an integer.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column),
            endLine: try container.decode(Int.self, forKey: .endLine),
            endColumn: try container.decode(Int.self, forKey: .endColumn),
            byteOffset: try container.decode(Int.self, forKey: .byteOffset))
    }
}
