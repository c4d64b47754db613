import Foundation
import Testing

@testable import PushPayloads

/// The library's coders against Foundation's, over a broad set of Codable types: each side's
/// output must decode on the other side to equal values, and both must reject the same inputs.
@Suite("Coders against Foundation")
struct CoderDifferentialTests {
    static let foundationEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()

    @Test("JSONEncoder's output decodes with PayloadDecoder to equal values", arguments: Everything.samples.indices)
    func foundationToOurs(_ index: Int) throws {
        let sample = Everything.samples[index]
        let data = try Self.foundationEncoder.encode(sample)
        #expect(try PayloadDecoder().decode(Everything.self, from: [UInt8](data)) == sample)
    }

    @Test("PayloadEncoder's output decodes with JSONDecoder to equal values", arguments: Everything.samples.indices)
    func oursToFoundation(_ index: Int) throws {
        let sample = Everything.samples[index]
        let bytes = try PayloadEncoder().encode(sample)
        #expect(try JSONDecoder().decode(Everything.self, from: Data(bytes)) == sample)
        #expect(try PayloadDecoder().decode(Everything.self, from: bytes) == sample)
    }

    @Test("both coders agree under every date and data strategy")
    func strategies() throws {
        let pairs:
            [(
                PayloadEncoder.DateEncodingStrategy, JSONEncoder.DateEncodingStrategy, JSONDecoder.DateDecodingStrategy,
                PayloadDecoder.DateDecodingStrategy
            )] = [
                (.secondsSince1970, .secondsSince1970, .secondsSince1970, .secondsSince1970),
                (.millisecondsSince1970, .millisecondsSince1970, .millisecondsSince1970, .millisecondsSince1970),
                (.iso8601, .iso8601, .iso8601, .iso8601),
            ]
        struct Stamped: Codable, Equatable {
            var at: Date
            var blob: Data
        }
        let value = Stamped(at: Date(timeIntervalSince1970: 1_767_225_600), blob: Data([1, 2, 3]))
        for (ourEncoding, theirEncoding, theirDecoding, ourDecoding) in pairs {
            var encoder = PayloadEncoder()
            encoder.dateEncodingStrategy = ourEncoding
            encoder.dataEncodingStrategy = .deferredToData
            let foundation = JSONDecoder()
            foundation.dateDecodingStrategy = theirDecoding
            foundation.dataDecodingStrategy = .deferredToData
            #expect(try foundation.decode(Stamped.self, from: Data(try encoder.encode(value))) == value)

            let theirs = JSONEncoder()
            theirs.dateEncodingStrategy = theirEncoding
            var decoder = PayloadDecoder()
            decoder.dateDecodingStrategy = ourDecoding
            #expect(try decoder.decode(Stamped.self, from: [UInt8](try theirs.encode(value))) == value)
        }
    }

    @Test("snake case keys convert both ways as Foundation converts them")
    func snakeCase() throws {
        struct Keys: Codable, Equatable {
            var threadID: String
            var relevanceScore: Double
            var contentAvailable: Int
            var url: String
        }
        let value = Keys(threadID: "t", relevanceScore: 0.5, contentAvailable: 1, url: "u")
        var encoder = PayloadEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let theirs = JSONEncoder()
        theirs.keyEncodingStrategy = .convertToSnakeCase
        let ours = try encoder.encodeValue(value)
        let foundation = try JSONValue(parsing: [UInt8](try theirs.encode(value)))
        #expect(ours == foundation)
        // Acronyms do not survive snake case (threadID → thread_id → threadId), in Foundation too.
        struct Plain: Codable, Equatable {
            var threadId: String
            var relevanceScore: Double
            var _private: Int
        }
        let plain = Plain(threadId: "t", relevanceScore: 0.5, _private: 1)
        var decoder = PayloadDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(Plain.self, from: [UInt8](try theirs.encode(plain))) == plain)
        let foundationDecoder = JSONDecoder()
        foundationDecoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(throws: DecodingError.self) { try foundationDecoder.decode(Keys.self, from: try theirs.encode(value)) }
        #expect(throws: DecodingError.self) { try decoder.decode(Keys.self, from: [UInt8](try theirs.encode(value))) }
    }

    /// Inputs both decoders must reject, with the reason.
    static let rejected: [(String, String)] = [
        (#"{"int": "3"}"#, "string for an integer"),
        (#"{"int": true}"#, "Boolean for an integer"),
        (#"{"int": 3.5}"#, "fraction for an integer"),
        (#"{"int": 9223372036854775808}"#, "beyond Int64"),
        (#"{"int8": 300}"#, "beyond Int8"),
        (#"{"uint8": -1}"#, "negative for UInt8"),
        (#"{"float": 1e39}"#, "beyond Float"),
        (#"{"double": 1e400}"#, "beyond Double"),
        (#"{"double": 1e-400}"#, "underflows Double"),
        (#"{"bool": 1}"#, "number for a Boolean"),
        (#"{"string": null}"#, "null for a string"),
        (#"{"data": "YWJ"}"#, "unpadded base64"),
        (#"{"data": "YW Jj"}"#, "base64 with a space"),
        (#"{"url": ""}"#, "empty URL"),
        (#"{"range": [9, 1]}"#, "range with lower bound above upper"),
        (#"{"range": {"a": 1}}"#, "range that is not an array"),
        (#"{"color": "purple"}"#, "unknown enum case"),
        (#"{"byNumber": {"x": "y"}}"#, "non-integer key for [Int: String]"),
        (#"{"array": [1, "2"]}"#, "mixed array"),
        ("[1, 2", "unterminated array"),
        ("", "empty input"),
    ]

    @Test("both decoders reject the same malformed inputs", arguments: rejected.indices)
    func rejectsLikeFoundation(_ index: Int) {
        let (text, reason) = Self.rejected[index]
        let bytes = Array(text.utf8)
        let probe = PartialDecode(template: Everything.samples[0])
        #expect(throws: (any Error).self, "ours: \(reason)") {
            try probe.decode(bytes, with: { try PayloadDecoder().decode(Everything.self, from: $0) })
        }
        #expect(throws: (any Error).self, "Foundation: \(reason)") {
            try probe.decode(bytes, with: { try JSONDecoder().decode(Everything.self, from: Data($0)) })
        }
    }
}

/// Overlays a partial JSON object on a valid sample, so that one bad member is the only problem.
struct PartialDecode {
    let template: Everything

    func decode(_ patch: [UInt8], with decode: ([UInt8]) throws -> Everything) throws {
        guard let patchValue = try? JSONValue(parsing: patch), case .object(let changes) = patchValue else {
            _ = try decode(patch)
            return
        }
        var base = try PayloadEncoder().encodeValue(template).objectValue ?? JSONObject()
        for member in changes.members { base[member.key] = member.value }
        _ = try decode(JSONValue.object(base).jsonBytes())
    }
}
