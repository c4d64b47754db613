extension SizeDetails: Codable {
    /// The members of encoded size details, in the order they are written.
    private enum CodingKeys: String, CodingKey {
        case size, limit, limitName, measure, compactSize, contributors
    }

    /// Encodes `size`, `limit`, `limitName`, `measure` (`as-given`, `compact` or `sum`),
    /// `compactSize` when there is one, and `contributors`.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(JSONValue.object(jsonObject))
    }

    /// The members ``encode(to:)`` writes, as one object (the one place of their names and order).
    var jsonObject: JSONObject {
        var members: [JSONObject.Member] = [
            .init(key: "size", value: .number(JSONNumber(size))),
            .init(key: "limit", value: .number(JSONNumber(limit))),
            .init(key: "limitName", value: .string(limitName)), .init(key: "measure", value: .string(measure.rawValue)),
        ]
        if let compactSize { members.append(.init(key: "compactSize", value: .number(JSONNumber(compactSize)))) }
        members.append(.init(key: "contributors", value: .array(contributors.map { .object($0.jsonObject) })))
        return JSONObject(members)
    }

    /// Decodes size details that ``encode(to:)`` wrote.
    ///
    /// - Throws: `DecodingError` when a member is missing or of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        size = try container.decode(Int.self, forKey: .size)
        limit = try container.decode(Int.self, forKey: .limit)
        limitName = try container.decode(String.self, forKey: .limitName)
        measure = try container.decode(Measure.self, forKey: .measure)
        compactSize = try container.decodeIfPresent(Int.self, forKey: .compactSize)
        contributors = try container.decode([Contributor].self, forKey: .contributors)
    }
}

extension SizeDetails.Contributor: Codable {
    /// The members of an encoded contributor, in the order they are written.
    private enum CodingKeys: String, CodingKey {
        case pointer, bytes, percent
    }

    /// Encodes `pointer` (its RFC 6901 text), `bytes` and `percent`.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(JSONValue.object(jsonObject))
    }

    /// The members ``encode(to:)`` writes, as one object.
    var jsonObject: JSONObject {
        [
            "pointer": .string(pointer.description), "bytes": .number(JSONNumber(bytes)),
            "percent": .number(JSONNumber(percent)),
        ]
    }

    /// Decodes a contributor that ``encode(to:)`` wrote.
    ///
    /// - Throws: `DecodingError` when a member is missing or of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pointer = try container.decode(JSONPointer.self, forKey: .pointer)
        bytes = try container.decode(Int.self, forKey: .bytes)
        percent = try container.decode(Int.self, forKey: .percent)
    }
}
