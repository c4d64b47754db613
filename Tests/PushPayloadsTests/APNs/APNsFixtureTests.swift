import Foundation
import Testing

@testable import PushPayloads

/// What the APNs fixtures must show beyond their sidecars: rule coverage and lossless models.
@Suite("APNs fixtures")
struct APNsFixtureTests {
    static let valid = Fixture.all("apns").filter(\.isValidGroup)

    @Test(
        "valid fixtures round-trip through APNs.Payload: same bytes when compact, equal models always", arguments: valid
    )
    func roundTrip(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        let payload = try APNs.Payload(jsonBytes: bytes)
        let encoded = try payload.jsonBytes()
        if !fixture.path.contains("/pretty-") {
            #expect(encoded == bytes)
        }
        #expect(try APNs.Payload(jsonBytes: encoded) == payload)
    }

    /// Every fixture, valid or invalid, that is already the compact encoding of an object with no
    /// reader finding (duplicate keys and lone surrogates cannot come back unchanged).
    static let compact: [Fixture] = Fixture.all("apns").filter { fixture in
        guard let bytes = try? fixture.bytes, let document = try? JSONReader.read(bytes) else { return false }
        return document.kind(of: 0) == .object && document.findings.isEmpty && document.escapeSavings == 0
            && document.compactByteCount == bytes.count
    }

    @Test("every compact fixture, invalid ones included, decodes and encodes to the same bytes", arguments: compact)
    func compactRoundTrip(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        #expect(try APNs.Payload(jsonBytes: bytes).jsonBytes() == bytes)
    }

    @Test("Foundation's coders give the same values from the model's CodingKeys", arguments: valid)
    func foundation(_ fixture: Fixture) throws {
        let bytes = try fixture.bytes
        let ours = try APNs.Payload(jsonBytes: bytes)
        #expect(try JSONDecoder().decode(APNs.Payload.self, from: Data(bytes)) == ours)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        #expect(try APNs.Payload(jsonBytes: [UInt8](try encoder.encode(ours))) == ours)
    }
}
