/// A typed payload model: its JSON bytes, its size and its validation come from conforming.
///
/// Every model of the package conforms (`APNs.Payload`, ...), and so can an app's own: decoding and
/// encoding go through ``PayloadDecoder`` and ``PayloadEncoder``, so the bytes are compact and
/// exact, and `byteCount` is the size of what is sent. `PushPayloadsFoundation` adds
/// `init(userInfo:)`.
public protocol PayloadModel: Codable, Hashable, Sendable {
    /// The kind the model's JSON is validated as: the document it is (``PayloadKind/documentKinds``
    /// for a family with several documents), never guessed again from its keys.
    static var payloadKind: PayloadKind { get }

    /// Validates the model's compact JSON as ``payloadKind`` (no lines and columns: it has no text).
    ///
    /// A requirement, so a generic caller (`func f<M: PayloadModel>(_ m: M)`) gets exactly the
    /// findings of a direct call: a model that validates in its own way (a Live Activity payload
    /// checks its content state against its `ContentState` type) does so whoever calls it.
    ///
    /// - Parameter options: Limits, severities, and the family's context (`options.apns`, ...).
    /// - Returns: The findings, the size and the limit.
    /// - Throws: What ``jsonBytes()`` throws when the model cannot be encoded.
    func validate(options: ValidationOptions) throws -> ValidationReport
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

    /// Validates the model's compact JSON as ``payloadKind``: what a model that has no checks of
    /// its own does.
    ///
    /// - Parameter options: Limits, severities, and the family's context (`options.apns`, ...).
    public func validate(options: ValidationOptions) throws -> ValidationReport {
        PayloadValidator.validate(encoded: try jsonBytes(), as: Self.payloadKind, options: options)
    }

    /// Validates the model with the default options (``validate(options:)``).
    public func validate() throws -> ValidationReport {
        try validate(options: ValidationOptions())
    }
}
