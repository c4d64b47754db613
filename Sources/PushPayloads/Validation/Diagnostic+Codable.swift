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
        let links = encoder.userInfo[Diagnostic.documentationLinksKey] as? DocumentationLinks
        var container = encoder.singleValueContainer()
        try container.encode(JSONValue.object(try jsonObject(links: links)))
    }

    /// The members ``encode(to:)`` writes, as one object: the one place their names and order are
    /// kept, for every encoder and for `pushlint --format json`.
    ///
    /// - Throws: `EncodingError` for a next step whose time is outside 1970 to 9999.
    package func jsonObject(links: DocumentationLinks?) throws -> JSONObject {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(12)
        func add(_ key: String, _ value: JSONValue) { members.append(JSONObject.Member(key: key, value: value)) }
        func add(_ key: String, _ value: Int) { add(key, .number(JSONNumber(value))) }
        add("rule", .string(ruleID))
        add("severity", .string(severity.rawValue))
        add("pointer", .string(pointer.description))
        if let location {
            add("line", location.line)
            add("column", location.column)
        }
        add("message", .string(message))
        if let links { add("url", .string(links.url(for: ruleID))) }
        if let expected { add("expected", .string(expected)) }
        if let actual { add("actual", .string(actual)) }
        if let suggestion { add("suggestion", .string(suggestion)) }
        if let size { add("size", .object(size.jsonObject)) }
        if let nextStep { add("nextStep", .object(try nextStep.jsonObject())) }
        if let location {
            add("endLine", location.endLine)
            add("endColumn", location.endColumn)
            add("byteOffset", location.byteOffset)
        }
        return JSONObject(members)
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
