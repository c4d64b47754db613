import Foundation
import PushPayloads

/// The reference payload in every form the pairs start from, prepared once before anything is timed.
public struct ReferenceInput: Sendable {
    /// Where the payload was read from.
    public let path: String
    /// The payload's bytes, for the library.
    public let bytes: [UInt8]
    /// The same bytes as `Data`, for Foundation.
    public let data: Data
    /// The payload parsed by the library, for the `write` pair.
    let value: JSONValue
    /// The payload decoded by `JSONDecoder`, for the `write` pair.
    let payload: ReferencePayload
    /// The payload as the library's model, for the `encode-apns-model` pair.
    let model: APNs.Payload

    /// The checked-in copy: `Benchmarks/Resources/apns-reference.json`, found from this source file's
    /// path so that it works from any working directory of a fresh clone. The environment variable
    /// `PUSHPAYLOADS_REFERENCE_JSON` overrides it (for a binary moved away from its sources).
    public static var defaultPath: String {
        if let override = ProcessInfo.processInfo.environment["PUSHPAYLOADS_REFERENCE_JSON"], !override.isEmpty {
            return override
        }
        // #filePath is <clone>/Benchmarks/Sources/BenchmarkSupport/ReferenceInput.swift.
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return (components + ["Resources", "apns-reference.json"]).joined(separator: "/")
    }

    /// Reads the payload and checks that every form of it describes the same JSON, so that no pair
    /// ends up timing an error path or a model that silently drops keys.
    public static func load(path: String = ReferenceInput.defaultPath) throws -> ReferenceInput {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BenchmarkSetupError("cannot read the reference payload at \(path)")
        }
        let bytes = [UInt8](data)
        let value = try JSONValue(parsing: bytes)
        let payload = try JSONDecoder().decode(ReferencePayload.self, from: data)

        // JSONDecoder ignores unknown keys; a round trip through the model shows that it has them all.
        let roundTrip = try JSONValue(parsing: Pairs.makeEncoder().encode(payload))
        guard roundTrip == value else {
            throw BenchmarkSetupError(
                "ReferencePayload does not round-trip \(path): the model misses keys or values"
            )
        }
        guard try JSONValue(parsing: value.jsonBytes()) == value else {
            throw BenchmarkSetupError("JSONValue.jsonBytes() does not round-trip \(path)")
        }
        let model = try APNs.Payload(jsonBytes: bytes)
        guard try JSONValue(parsing: model.jsonBytes()) == value else {
            throw BenchmarkSetupError("APNs.Payload does not round-trip \(path)")
        }
        return ReferenceInput(path: path, bytes: bytes, data: data, value: value, payload: payload, model: model)
    }
}

/// A problem preparing the benchmarks; nothing is timed after one.
public struct BenchmarkSetupError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates an error that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// Keeps a result alive so that the optimizer cannot drop the work that produced it.
@inline(never) @_optimize(none)
public func sink<T>(_ value: T) {}
