import Foundation
import Testing

@testable import PushPayloads

/// Errors a person can act on: the pointer and line/column of the value, what was expected and
/// found, under the `DecodingError` case existing code expects. Positions are counted by hand.
@Suite("Decoding errors")
struct DecodingErrorTests {
    struct APS: Decodable {
        var badge: Int
        var sound: String?
    }

    struct Payload: Decodable {
        var aps: APS
        var ids: [UInt8]
    }

    static func failure<T: Decodable>(_ type: T.Type, _ text: String) -> (DecodingError, PayloadDecodingError)? {
        do {
            _ = try PayloadDecoder().decode(type, from: Array(text.utf8))
            return nil
        } catch let error as DecodingError {
            let context: DecodingError.Context
            switch error {
            case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c):
                context = c
            @unknown default: return nil
            }
            guard let details = context.underlyingError as? PayloadDecodingError else { return nil }
            return (error, details)
        } catch {
            return nil
        }
    }

    @Test("a string where an integer is expected")
    func typeMismatch() throws {
        let (error, details) = try #require(Self.failure(Payload.self, #"{"aps":{"badge":"3"},"ids":[]}"#))
        guard case .typeMismatch(let type, let context) = error else { Issue.record("\(error)"); return }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
        #expect(context.codingPath.map(\.stringValue) == ["aps", "badge"])
        #expect(details.description == #"/aps/badge (1:17): expected an integer, found the string "3""#)
    }

    @Test("a missing key points at the object that lacks it")
    func missingKey() throws {
        let (error, details) = try #require(
            Self.failure(Payload.self, "{\n  \"aps\": {\"sound\": \"a\"},\n  \"ids\": []\n}"))
        guard case .keyNotFound(let key, let context) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "badge")
        #expect(context.codingPath.map(\.stringValue) == ["aps"])
        #expect(details.pointer == "/aps")
        #expect(details.location?.line == 2 && details.location?.column == 10)
        #expect(details.description == #"/aps (2:10): expected a member "badge", found none"#)
    }

    @Test("null where a value is needed is valueNotFound")
    func null() throws {
        let (error, details) = try #require(Self.failure(Payload.self, #"{"aps":{"badge":null},"ids":[]}"#))
        guard case .valueNotFound = error else { Issue.record("\(error)"); return }
        #expect(details.found == "null")
    }

    @Test("an out-of-range integer in an array names its index")
    func outOfRange() throws {
        let (error, details) = try #require(Self.failure(Payload.self, #"{"aps":{"badge":1},"ids":[1, 256]}"#))
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["ids", "Index 1"])
        #expect(
            details.description == "/ids/1 (1:30): expected an integer in UInt8 range 0...255, found the number 256")
    }

    @Test("an error in an array of arrays of structs names every index")
    func nestedArrays() throws {
        struct Item: Decodable { var qty: Int }
        struct Order: Decodable { var boxes: [[Item]] }
        let text = #"{"boxes":[[{"qty":1}],[{"qty":2},{"qty":2.5}]]}"#
        let (error, details) = try #require(Self.failure(Order.self, text))
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["boxes", "Index 1", "Index 1", "qty"])
        #expect(details.pointer == "/boxes/1/1/qty")
        #expect(details.location?.column == 41)
    }

    @Test("bad base64")
    func badBase64() throws {
        struct Blob: Decodable { var data: Data }
        let (error, details) = try #require(Self.failure(Blob.self, #"{"data": "YWJ"}"#))
        guard case .dataCorrupted = error else { Issue.record("\(error)"); return }
        #expect(details.description == #"/data (1:10): expected a base64 string, found the string "YWJ""#)
    }

    @Test("a ClosedRange that is not an array")
    func closedRange() throws {
        struct Span: Decodable { var range: ClosedRange<Int> }
        let (error, details) = try #require(Self.failure(Span.self, #"{"range": {"lower": 1}}"#))
        guard case .typeMismatch = error else { Issue.record("\(error)"); return }
        #expect(details.description == "/range (1:11): expected an array, found an object")
    }

    @Test("keys in pointers are the wire keys, escaped per RFC 6901")
    func wireKeys() throws {
        struct Odd: Decodable {
            var value: Int
            enum CodingKeys: String, CodingKey { case value = "a/b~c" }
        }
        let (_, details) = try #require(Self.failure(Odd.self, #"{"a/b~c": false}"#))
        #expect(details.pointer.description == "/a~1b~0c")
    }

    @Test("text that is not JSON is dataCorrupted with the reader's error underneath")
    func notJSON() {
        do {
            _ = try PayloadDecoder().decode(Payload.self, from: Array("{,}".utf8))
            Issue.record("expected an error")
        } catch DecodingError.dataCorrupted(let context) {
            #expect((context.underlyingError as? JSONReadError)?.code == .syntax)
        } catch {
            Issue.record("\(error)")
        }
    }
}
