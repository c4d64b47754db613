extension ValidationReport: Codable {
    /// The members of an encoded report, in the order they are written.
    private enum CodingKeys: String, CodingKey {
        case kind, bytes, limit, valid, diagnostics, compactBytes, errors, warnings, infos
    }

    /// Encodes the report as a file of `pushlint --format json` without its `path`.
    ///
    /// The members are `kind` (its name), `bytes`, `limit` when there is one, `valid`,
    /// `diagnostics` (each a ``Diagnostic``), then `compactBytes` when the payload parsed and the
    /// number of findings by severity, shown or not: `errors`, `warnings` and `infos`.
    ///
    /// ```json
    /// {"kind":"apns","bytes":38,"limit":4096,"valid":true,"diagnostics":[...],
    ///  "compactBytes":38,"errors":0,"warnings":1,"infos":0}
    /// ```
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(byteCount, forKey: .bytes)
        try container.encodeIfPresent(limit, forKey: .limit)
        try container.encode(isValid, forKey: .valid)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encodeIfPresent(compactByteCount, forKey: .compactBytes)
        try container.encode(count(of: .error), forKey: .errors)
        try container.encode(count(of: .warning), forKey: .warnings)
        try container.encode(count(of: .info), forKey: .infos)
    }

    /// Decodes a report that ``encode(to:)`` wrote.
    ///
    /// A count that is absent (a report written before the counts were) is the number of listed
    /// findings of its severity.
    ///
    /// - Throws: `DecodingError` when a member is missing or of another type, when `kind` names
    ///   no kind, or when `valid` contradicts `errors`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let diagnostics = try container.decode([Diagnostic].self, forKey: .diagnostics)
        func counted(_ key: CodingKeys, _ severity: Severity) throws -> Int {
            try container.decodeIfPresent(Int.self, forKey: key) ?? diagnostics.count { $0.severity == severity }
        }
        self.init(
            kind: try container.decode(PayloadKind.self, forKey: .kind),
            byteCount: try container.decode(Int.self, forKey: .bytes),
            compactByteCount: try container.decodeIfPresent(Int.self, forKey: .compactBytes),
            limit: try container.decodeIfPresent(Int.self, forKey: .limit), diagnostics: diagnostics,
            counts: (try counted(.errors, .error), try counted(.warnings, .warning), try counted(.infos, .info)))
        let valid = try container.decode(Bool.self, forKey: .valid)
        guard valid == isValid else {
            throw DecodingError.dataCorruptedError(
                forKey: .valid, in: container,
                debugDescription: "\"valid\" is \(valid), but the report counts \(self.count(of: .error)) errors")
        }
    }
}
