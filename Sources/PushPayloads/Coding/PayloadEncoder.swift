/// Encodes `Encodable` types to compact JSON: exactly the bytes the library measures and sends.
///
/// Members are written in the order the type encodes them, `nil` optionals are left out (as
/// Foundation does), dictionaries with `String` or `Int` keys are written in sorted key order, and
/// the same value gives the same bytes on every run. Numbers use the library's canonical literals
/// (integers in plain decimal, floating-point values in their shortest round-tripping form); NaN and
/// infinities are refused. The defaults are those of Foundation's `JSONEncoder` with
/// `.withoutEscapingSlashes`.
public struct PayloadEncoder: Sendable {
    /// How `Date` values are written.
    public enum DateEncodingStrategy: Sendable, Hashable {
        /// `Date`'s own `Codable`: seconds since 2001-01-01 as a number (`JSONEncoder`'s default).
        case deferredToDate
        /// Seconds since 1970-01-01 as a number.
        case secondsSince1970
        /// Milliseconds since 1970-01-01 as a number.
        case millisecondsSince1970
        /// An ISO 8601 string such as `2026-01-01T00:00:00Z`.
        case iso8601
    }

    /// How `Data` values are written.
    public enum DataEncodingStrategy: Sendable, Hashable {
        /// A base64 string with padding (`JSONEncoder`'s default).
        case base64
        /// `Data`'s own `Codable`: an array of bytes.
        case deferredToData
    }

    /// How coding keys become JSON keys.
    public enum KeyEncodingStrategy: Sendable, Hashable {
        /// Keys as they are.
        case useDefaultKeys
        /// `camelCase` coding keys become `snake_case` JSON keys (dictionary keys are left alone).
        case convertToSnakeCase
    }

    /// How `Date` values are written.
    public var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    /// How `Data` values are written.
    public var dataEncodingStrategy: DataEncodingStrategy = .base64
    /// How coding keys become JSON keys.
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    /// Values handed to the types being encoded through `Encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// Creates an encoder with `JSONEncoder`'s defaults.
    public init() {}

    /// Encodes a value to compact JSON bytes.
    ///
    /// - Throws: `EncodingError.invalidValue` for NaN or infinite numbers, for a value that encodes
    ///   nothing, or for containers used in a way JSON cannot represent.
    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        // Streaming first; a type that writes its containers out of order is encoded again through
        // the tree, which accepts any order.
        let stream = StreamEncoder(options: self)
        try stream.encodeValue(value)
        if let bytes = stream.finish() {
            guard stream.wroteValue else { throw Self.nothingEncoded(value) }
            return bytes
        }
        let tree = try encodeTree(value)
        var sink = ByteSink(capacity: 1024)
        tree.write(0, to: &sink)
        return sink.array()
    }

    /// Encodes a value to a ``JSONValue`` with the same members, order and literals as ``encode(_:)``.
    public func encodeValue<T: Encodable>(_ value: T) throws -> JSONValue {
        try encodeTree(value).value(at: 0)
    }

    private func encodeTree<T: Encodable>(_ value: T) throws -> EncodingTree {
        let encoder = TreeEncoder(tree: EncodingTree(), options: self, node: 0)
        try encoder.encodeValue(value)
        if let problem = encoder.tree.problem { throw problem }
        guard encoder.tree.nodes[0].kind != .placeholder else { throw Self.nothingEncoded(value) }
        return encoder.tree
    }

    private static func nothingEncoded<T>(_ value: T) -> EncodingError {
        .invalidValue(
            value,
            EncodingError.Context(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }
}
