extension PayloadKind: Codable {
    /// Encodes the kind as its name, such as `"apns"`.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Decodes a kind from its name.
    ///
    /// - Throws: `DecodingError.typeMismatch` when the value is not a string, and
    ///   `DecodingError.dataCorrupted` when no family registers the name (the error lists the
    ///   kinds there are).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = PayloadKind(named: name) else {
            let known = PayloadKind.allCases.map(\.name).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown payload kind \"\(name)\"; the kinds are \(known)")
        }
        self = kind
    }
}
