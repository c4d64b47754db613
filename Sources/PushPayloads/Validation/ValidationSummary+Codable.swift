extension ValidationSummary: Codable {
    /// The members of an encoded summary, in the order they are written.
    private enum CodingKeys: String, CodingKey {
        case kind, bytes, limit, valid, errors, warnings, infos
    }

    /// Encodes the summary with the members of an encoded ``ValidationReport`` that it has:
    /// `kind` (its name), `bytes`, `limit` when there is one, `valid`, `errors`, `warnings` and
    /// `infos`.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(byteCount, forKey: .bytes)
        try container.encodeIfPresent(limit, forKey: .limit)
        try container.encode(isValid, forKey: .valid)
        try container.encode(errors, forKey: .errors)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(infos, forKey: .infos)
    }

    /// Decodes a summary that ``encode(to:)`` wrote.
    ///
    /// - Throws: `DecodingError` when a member is missing or of another type, when `kind` names
    ///   no kind, or when `valid` contradicts `errors`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(PayloadKind.self, forKey: .kind),
            byteCount: try container.decode(Int.self, forKey: .bytes),
            limit: try container.decodeIfPresent(Int.self, forKey: .limit),
            errors: try container.decode(Int.self, forKey: .errors),
            warnings: try container.decode(Int.self, forKey: .warnings),
            infos: try container.decode(Int.self, forKey: .infos))
        let valid = try container.decode(Bool.self, forKey: .valid)
        guard valid == isValid else {
            throw DecodingError.dataCorruptedError(
                forKey: .valid, in: container,
                debugDescription: "\"valid\" is \(valid), but the summary counts \(errors) errors")
        }
    }
}
