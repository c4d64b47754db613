extension JSONObject: Codable {
    /// Encodes the object as a JSON object, its members in order (duplicates included with the
    /// library's ``PayloadEncoder``, which also keeps every number literal).
    ///
    /// - Throws: What the encoder throws; a foreign encoder (such as Foundation's `JSONEncoder`)
    ///   receives each number as `Int64`, `UInt64` or `Double`, as ``JSONValue`` gives them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(JSONValue.object(self))
    }

    /// Decodes any JSON object, its members in order (with ``PayloadDecoder``, duplicates and
    /// number literals as written).
    ///
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard case .object(let object) = try container.decode(JSONValue.self) else {
            throw DecodingError.typeMismatch(
                JSONObject.self, .init(codingPath: decoder.codingPath, debugDescription: "expected a JSON object"))
        }
        self = object
    }
}
