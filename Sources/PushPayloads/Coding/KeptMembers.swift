/// A model that keeps its members as given, in order, and reads them through typed accessors: its
/// coding is that of the object itself, so it round-trips exactly (mPaaS documents, legacy FCM
/// bodies, an FCM `userInfo`).
public protocol KeptMembers: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Every member, in order.
    var members: JSONObject { get set }
    /// A model of these members.
    init(members: JSONObject)
}

extension KeptMembers {
    /// A model with no members.
    public init() {
        self.init(members: [:])
    }

    /// Decodes any object, keeping every member.
    public init(from decoder: any Decoder) throws {
        self.init(members: try JSONObject.decodeObject(from: decoder))
    }

    /// Encodes the members in order.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.object(members).encode(to: encoder)
    }

    /// The compact JSON of the members: the bytes the model encodes to.
    public var description: String { members.description }
}

extension JSONObject {
    /// The object a decoder holds; a typeMismatch for any other JSON value.
    static func decodeObject(from decoder: any Decoder) throws -> JSONObject {
        if let tape = decoder as? TapeDecoder, let members = tape.plainMembers() {
            // The library's decoder: the members straight from its tape.
            let context = tape.context
            return JSONObject(
                members.map {
                    Member(
                        key: context.string(at: $0.key),
                        value: JSONMaterializer.value(at: $0.value, nodes: context.nodes, bytes: context.source))
                })
        }
        guard case .object(let object) = try JSONValue(from: decoder) else {
            throw DecodingError.typeMismatch(
                JSONObject.self, .init(codingPath: decoder.codingPath, debugDescription: "expected a JSON object"))
        }
        return object
    }

    /// The object of JSON text as a ``KeptMembers`` model decoded by ``PayloadDecoder`` has it
    /// (each top-level key at its first occurrence): read without a decoder when the text allows,
    /// else by the decoder (large objects, and the errors).
    ///
    /// - Throws: The decoder's `DecodingError` when the text is not a JSON object.
    static func keptMembers(ofJSON bytes: [UInt8]) throws -> JSONObject {
        if let members = firstOccurrences(ofJSON: bytes) { return members }
        return try PayloadDecoder().decode(AnyKeptMembers.self, from: bytes).members
    }

    /// Any object, kept: what ``keptMembers(ofJSON:)`` decodes.
    private struct AnyKeptMembers: KeptMembers {
        var members: JSONObject
    }

    /// The object of JSON text with each key at its first occurrence: the members a
    /// ``KeptMembers`` model decoded by ``PayloadDecoder`` has, read without a decoder; `nil` when
    /// the text is not JSON, not an object, or an object past the linear limit (the decoder's path
    /// gives those their errors and their index).
    static func firstOccurrences(ofJSON bytes: [UInt8]) -> JSONObject? {
        let read = bytes.withUnsafeBufferPointer { buffer -> Result<JSONObject?, JSONReadError> in
            Result { () throws(JSONReadError) -> JSONObject? in
                let output = try JSONReader.parse(buffer, findsDuplicates: false)
                return output.tape.withUnsafeBufferPointer { nodes -> JSONObject? in
                    guard nodes[0].kind == .object, !TapeKeyedContainer<PayloadCodingKey>.exceedsLinearLimit(nodes, 0)
                    else { return nil }
                    return JSONObject(
                        DecodingContext.firstOccurrences(in: 0, nodes: nodes, source: buffer).map {
                            Member(
                                key: JSONMaterializer.string(at: $0.key, nodes: nodes, bytes: buffer),
                                value: JSONMaterializer.value(at: $0.value, nodes: nodes, bytes: buffer))
                        })
                }
            }
        }
        guard case .success(let object?) = read else { return nil }
        return object
    }
}
