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
        // The library's decoder: the members straight from its tape.
        if let tape = decoder as? TapeDecoder, let object = tape.plainObject() { return object }
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
        if let members = PayloadDecoder.firstOccurrences(ofJSON: bytes) { return members }
        return try PayloadDecoder().decode(AnyKeptMembers.self, from: bytes).members
    }

    /// Any object, kept: what ``keptMembers(ofJSON:)`` decodes.
    private struct AnyKeptMembers: KeptMembers {
        var members: JSONObject
    }
}
