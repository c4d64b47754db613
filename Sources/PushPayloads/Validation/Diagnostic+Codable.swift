extension Diagnostic: Codable {
    /// The members of an encoded finding, in the order they are written.
    private enum CodingKeys: String, CodingKey {
        case rule, severity, pointer, line, column, message, url
        case expected, actual, suggestion, size, nextStep, endLine, endColumn, byteOffset
    }

    /// Encodes the finding as `pushlint --format json` writes it.
    ///
    /// The members are `rule`, `severity`, `pointer` (its RFC 6901 text), `line` and `column`,
    /// `message`, then `url` when the encoder's `userInfo` holds ``DocumentationLinks`` under
    /// ``documentationLinksKey``, then `expected`, `actual`, `suggestion`, `size` (``SizeDetails``),
    /// `nextStep` (``NextStep``'s own JSON) and the rest of the location: `endLine`, `endColumn` and `byteOffset`. Members without a
    /// value (no location, no suggestion) are left out, never written as `null`.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ruleID, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(pointer, forKey: .pointer)
        if let location {
            try container.encode(location.line, forKey: .line)
            try container.encode(location.column, forKey: .column)
        }
        try container.encode(message, forKey: .message)
        if let links = encoder.userInfo[Diagnostic.documentationLinksKey] as? DocumentationLinks {
            try container.encode(links.url(for: ruleID), forKey: .url)
        }
        try container.encodeIfPresent(expected, forKey: .expected)
        try container.encodeIfPresent(actual, forKey: .actual)
        try container.encodeIfPresent(suggestion, forKey: .suggestion)
        try container.encodeIfPresent(size, forKey: .size)
        try container.encodeIfPresent(nextStep, forKey: .nextStep)
        if let location {
            try container.encode(location.endLine, forKey: .endLine)
            try container.encode(location.endColumn, forKey: .endColumn)
            try container.encode(location.byteOffset, forKey: .byteOffset)
        }
    }

    /// Decodes a finding that ``encode(to:)`` wrote; `url` is read past.
    ///
    /// - Throws: `DecodingError` when a member is missing or of another type, when `severity` is
    ///   not `error`, `warning` or `info`, when `pointer` is not an RFC 6901 pointer, or when `line`
    ///   is given without `column`, `endLine`, `endColumn` and `byteOffset`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ruleID = try container.decode(String.self, forKey: .rule)
        severity = try container.decode(Severity.self, forKey: .severity)
        pointer = try container.decode(JSONPointer.self, forKey: .pointer)
        if let line = try container.decodeIfPresent(Int.self, forKey: .line) {
            location = SourceLocation(
                line: line, column: try container.decode(Int.self, forKey: .column),
                endLine: try container.decode(Int.self, forKey: .endLine),
                endColumn: try container.decode(Int.self, forKey: .endColumn),
                byteOffset: try container.decode(Int.self, forKey: .byteOffset))
        } else {
            location = nil
        }
        message = try container.decode(String.self, forKey: .message)
        expected = try container.decodeIfPresent(String.self, forKey: .expected)
        actual = try container.decodeIfPresent(String.self, forKey: .actual)
        suggestion = try container.decodeIfPresent(String.self, forKey: .suggestion)
        size = try container.decodeIfPresent(SizeDetails.self, forKey: .size)
        nextStep = try container.decodeIfPresent(NextStep.self, forKey: .nextStep)
    }
}
