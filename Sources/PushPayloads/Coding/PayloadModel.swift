/// A typed payload model: its JSON bytes, its size and its validation come from conforming.
///
/// Every model of the package conforms (`APNs.Payload`, ...), and so can an app's own: decoding and
/// encoding go through ``PayloadDecoder`` and ``PayloadEncoder``, so the bytes are compact and
/// exact, and `byteCount` is the size of what is sent. `PushPayloadsFoundation` adds
/// `init(userInfo:)`.
public protocol PayloadModel: Codable, Hashable, Sendable {
    /// The kind the model's JSON is validated as.
    static var payloadKind: PayloadKind { get }
}

extension PayloadModel {
    /// Decodes the model from JSON text.
    ///
    /// - Throws: `DecodingError` (with a ``PayloadDecodingError`` naming the pointer and position)
    ///   when the text is not JSON or does not fit the model.
    public init(jsonBytes bytes: some Collection<UInt8>) throws {
        self = try PayloadDecoder().decode(Self.self, from: bytes)
    }

    /// The compact JSON of the model: exactly the bytes to send.
    public func jsonBytes() throws -> [UInt8] {
        try PayloadEncoder().encode(self)
    }

    /// The size of ``jsonBytes()``: what counts against the limit.
    public var byteCount: Int {
        get throws { try jsonBytes().count }
    }

    /// Validates the model's compact JSON as its kind (no lines and columns: it has no text).
    ///
    /// - Parameter options: Limits, severities, and the family's context (`options.apns`, ...).
    public func validate(options: ValidationOptions = ValidationOptions()) throws -> ValidationReport {
        PayloadValidator.validate(encoded: try jsonBytes(), as: Self.payloadKind, options: options)
    }
}
