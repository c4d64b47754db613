import Foundation
import PushPayloads
import PushPayloadsFoundation
import Testing

/// `Data` in and out of the JSON layer.
@Suite("JSONValue and Data")
struct JSONValueDataTests {
    @Test("parses Data and writes compact Data")
    func roundTrip() throws {
        let data = Data(#"{ "aps" : { "badge" : 3 } , "id": "A/1" }"#.utf8)
        let value = try JSONValue(jsonData: data)
        #expect(value["aps"]?["badge"] == 3)
        #expect(value.jsonData() == Data(#"{"aps":{"badge":3},"id":"A/1"}"#.utf8))
    }

    @Test("errors from Data carry the code and offset")
    func errors() {
        #expect(throws: JSONReadError.self) { try JSONValue(jsonData: Data("[1,]".utf8)) }
        do {
            _ = try JSONValue(jsonData: Data([0x7B, 0xFF]))
        } catch {
            #expect(error.code == .invalidUTF8)
            #expect(error.byteOffset == 1)
        }
    }

    @Test("Data slices with a non-zero start index parse")
    func slices() throws {
        let data = Data("xx[1,2]".utf8)
        #expect(try JSONValue(jsonData: data.dropFirst(2)) == [1, 2])
    }
}
