/// Decodes `Decodable` types from JSON with the library's strict reader.
///
/// The defaults are those of Foundation's `JSONDecoder`, because ActivityKit decodes Live Activity
/// content with it: dates are seconds since 2001-01-01 as a number, data is padded base64, keys are
/// used as they are, `Bool` comes only from `true`/`false`, and numbers that a `Double` cannot hold
/// are rejected. Unlike `JSONDecoder`, integers are read exactly from their literal, a duplicate key
/// resolves to its first occurrence (as `JSONDecoder` does), and every error names the JSON Pointer
/// and the line and column of the value that failed.
///
/// Errors are `DecodingError`s, so existing code keeps working; their `underlyingError` is a
/// ``PayloadDecodingError`` with the pointer, location, and what was expected and found.
public struct PayloadDecoder: Sendable {
    /// How `Date` values are read.
    public enum DateDecodingStrategy: Sendable, Hashable {
        /// `Date`'s own `Codable`: seconds since 2001-01-01 as a number (`JSONDecoder`'s default).
        case deferredToDate
        /// Seconds since 1970-01-01 as a number.
        case secondsSince1970
        /// Milliseconds since 1970-01-01 as a number.
        case millisecondsSince1970
        /// An ISO 8601 string such as `2026-01-01T00:00:00Z`.
        case iso8601
    }

    /// How `Data` values are read.
    public enum DataDecodingStrategy: Sendable, Hashable {
        /// A base64 string with padding (`JSONDecoder`'s default).
        case base64
        /// `Data`'s own `Codable`: an array of bytes.
        case deferredToData
    }

    /// How JSON keys are matched with coding keys.
    public enum KeyDecodingStrategy: Sendable, Hashable {
        /// Keys as they are (`JSONDecoder`'s default).
        case useDefaultKeys
        /// `snake_case` JSON keys match `camelCase` coding keys, as `JSONDecoder` converts them.
        case convertFromSnakeCase
    }

    /// How `Date` values are read.
    public var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    /// How `Data` values are read.
    public var dataDecodingStrategy: DataDecodingStrategy = .base64
    /// How JSON keys are matched with coding keys.
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// Values handed to the types being decoded through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// Creates a decoder with `JSONDecoder`'s defaults.
    public init() {}

    /// Decodes a value from JSON text.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - bytes: The text as UTF-8.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError.dataCorrupted` with a ``JSONReadError`` underneath when the text is
    ///   not JSON; otherwise the `DecodingError` of the first value that does not fit.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes, findsDuplicates: false)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [], debugDescription: "The given data was not valid JSON: \(error)",
                    underlyingError: error
                )
            )
        }
        return try decode(type, from: document)
    }

    /// Decodes a value from a document the reader has already parsed.
    public func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
        let decoder = TapeDecoder(context: DecodingContext(document: document, options: self), node: 0)
        return try decoder.unwrap(type, at: 0)
    }

    /// Decodes a value from one node of a parsed document (its errors' pointers start at the
    /// root, through `path`), recording what the decode does.
    func decode<T: Decodable>(
        _ type: T.Type, from document: JSONDocument, at node: Int, path: [CodingStep], observer: DecodingObserver
    ) throws -> T {
        let context = DecodingContext(document: document, options: self, observer: observer)
        return try TapeDecoder(context: context, node: node, path: path).unwrap(type, at: node)
    }

    /// Decodes a value from a tape another target of the package built value by value; errors have
    /// pointers but no lines and columns.
    package func decode<T: Decodable>(_ type: T.Type, fromTape tape: consuming JSONTapeBuilder) throws -> T {
        if let problem = tape.problem {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "The value cannot be decoded: \(problem)"))
        }
        let decoder = TapeDecoder(context: DecodingContext(tape: tape, options: self), node: 0)
        return try decoder.unwrap(type, at: 0)
    }

    /// Decodes a value from a ``JSONValue``, reading it as it is: members in their order (the first
    /// of duplicated keys wins), number literals unchanged. Errors have pointers but no lines and
    /// columns, as there is no text.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        var tape = JSONTapeBuilder()
        tape.write(value)
        return try decode(type, fromTape: tape)
    }
}

extension PayloadDecoder {
    /// The object of JSON text with each key at its first occurrence: the members a
    /// ``KeptMembers`` model decoded by a default decoder has, read without decoding; `nil` when
    /// the text is not JSON, not an object, or an object past the linear limit (the decoder's path
    /// gives those their errors and their index).
    static func firstOccurrences(ofJSON bytes: [UInt8]) -> JSONObject? {
        let read = bytes.withUnsafeBufferPointer { buffer -> Result<JSONObject?, JSONReadError> in
            Result { () throws(JSONReadError) -> JSONObject? in
                let output = try JSONReader.parse(buffer, findsDuplicates: false)
                return output.tape.withUnsafeBufferPointer { nodes -> JSONObject? in
                    guard nodes[0].kind == .object, !TapeKeyedContainer<PayloadCodingKey>.exceedsLinearLimit(nodes, 0)
                    else { return nil }
                    return JSONMaterializer.object(
                        DecodingContext.firstOccurrences(in: 0, nodes: nodes, source: buffer), nodes: nodes,
                        bytes: buffer)
                }
            }
        }
        guard case .success(let object?) = read else { return nil }
        return object
    }
}
