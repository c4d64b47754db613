import Foundation
import Testing

@testable import PushPayloads

@Test func coderSmoke() throws {
    let data = try JSONEncoder().encode(Everything.samples[0])
    let decoded = try PayloadDecoder().decode(Everything.self, from: [UInt8](data))
    #expect(decoded == Everything.samples[0])
    let ours = try PayloadEncoder().encode(Everything.samples[0])
    print(String(decoding: ours, as: UTF8.self))
    let back = try JSONDecoder().decode(Everything.self, from: Data(ours))
    #expect(back == Everything.samples[0])
    do {
        _ = try PayloadDecoder().decode(Everything.self, from: Array(#"{"int": "3"}"#.utf8))
    } catch {
        print(error)
    }
}
