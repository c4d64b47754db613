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
        let links = encoder.userInfo[Diagnostic.documentationLinksKey] as? Diagnostic.DocumentationLinks
        var container = encoder.singleValueContainer()
        try container.encode(JSONValue.object(try jsonObject(links: links)))
    }

    /// The members ``encode(to:)`` writes, after `leading` members (a pushlint file's `path`): the
    /// one place their names and order are kept, for every encoder and `pushlint --format json`.
    ///
    /// - Throws: `EncodingError` for a next step whose time is outside 1970 to 9999.
    package func jsonObject(leading: [JSONObject.Member] = [], links: Diagnostic.DocumentationLinks?) throws
        -> JSONObject
    {
        var members = leading
        members.reserveCapacity(leading.count + 9)
        func add(_ key: String, _ value: JSONValue) { members.append(JSONObject.Member(key: key, value: value)) }
        add("kind", .string(kind.name))
        add("bytes", .number(JSONNumber(byteCount)))
        if let limit { add("limit", .number(JSONNumber(limit))) }
        add("valid", .bool(isValid))
        add("diagnostics", .array(try diagnostics.map { .object(try $0.jsonObject(links: links)) }))
        if let compactByteCount { add("compactBytes", .number(JSONNumber(compactByteCount))) }
        add("errors", .number(JSONNumber(count(of: .error))))
        add("warnings", .number(JSONNumber(count(of: .warning))))
        add("infos", .number(JSONNumber(count(of: .info))))
        return JSONObject(members)
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
