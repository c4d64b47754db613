import Foundation
import Testing

@testable import PushPayloads

/// Dates no ISO 8601 text can hold are refused, not written as another date.
@Suite("Dates at the edges of ISO 8601")
struct DateEdgeTests {
    @Test("NaN, infinities and years past 9999 or before 0000 are an EncodingError under .iso8601")
    func refused() {
        var encoder = PayloadEncoder()
        encoder.dateEncodingStrategy = .iso8601
        for seconds in [Double.nan, .infinity, -.infinity, 253_402_300_800, 1e15, -62_167_219_201, -1e13] {
            #expect(throws: EncodingError.self) { try encoder.encode([Date(timeIntervalSince1970: seconds)]) }
        }
    }

    @Test("the first and last seconds of ISO 8601's years are written and read back")
    func bounds() throws {
        var encoder = PayloadEncoder()
        encoder.dateEncodingStrategy = .iso8601
        var decoder = PayloadDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for seconds in [-62_167_219_200.0, 0, 253_402_300_799] {
            let date = Date(timeIntervalSince1970: seconds)
            let bytes = try encoder.encode([date])
            #expect(try decoder.decode([Date].self, from: bytes) == [date])
        }
    }
}
