import Foundation
import Testing

@testable import PushPayloads

/// The library's decoder reads its own models straight from the tape (members by node, no keyed
/// containers); any other decoder, and a decode that records itself, goes through containers.
/// Both must give the same model, with the same bytes back, from every document; and the
/// streaming writer must write what the tree encoder writes.
@Suite("Models read from the tape")
struct TapeModelReadingTests {
    /// Every fixture of every kind, and every JSONTestSuite document the reader accepts.
    static let documents: [(name: String, document: JSONDocument)] = {
        let fixtures = PayloadFamily.all.flatMap(\.kinds).flatMap { Fixture.all($0.name) }.compactMap {
            fixture -> (String, [UInt8])? in (try? fixture.bytes).map { (fixture.description, $0) }
        }
        let suite = TestSupport.suiteFiles("").compactMap { name -> (String, [UInt8])? in
            (try? TestSupport.suiteBytes(name)).map { (name, $0) }
        }
        return (fixtures + suite).compactMap { name, bytes in
            (try? JSONReader.read(bytes, findsDuplicates: false)).map { (name, $0) }
        }
    }()

    /// Decodes through keyed containers: a decode with an observer never reads from the tape.
    static func throughContainers<T: Decodable>(_ type: T.Type, _ document: JSONDocument) throws -> T {
        try PayloadDecoder().decode(
            type, from: document, at: 0, path: [], observer: DecodingObserver(nodeCount: document.nodes.count))
    }

    /// The same outcome both ways: equal models that write the same bytes, or the same error.
    static func sameBothWays<T: PayloadModel>(_ type: T.Type, _ name: String, _ document: JSONDocument) {
        let direct = Result { try PayloadDecoder().decode(type, from: document) }
        let contained = Result { try throughContainers(type, document) }
        switch (direct, contained) {
        case (.success(let direct), .success(let contained)):
            #expect(direct == contained, "\(T.self) from \(name)")
            #expect((try? direct.jsonBytes()) == (try? contained.jsonBytes()), "\(T.self) bytes from \(name)")
            // The streaming writer (without its container's box) and the tree encoder agree.
            #expect(
                (try? PayloadEncoder().encodeValue(direct).jsonBytes()) == (try? direct.jsonBytes()),
                "\(T.self) written from \(name)")
        case (.failure(let direct), .failure(let contained)):
            #expect("\(direct)" == "\(contained)", "\(T.self) error from \(name)")
        default:
            Issue.record("\(T.self) from \(name): \(direct) read from the tape, \(contained) through containers")
        }
    }

    @Test("APNs and Live Activity models: the same values and bytes both ways")
    func apple() {
        for (name, document) in Self.documents {
            Self.sameBothWays(APNs.Payload.self, name, document)
            Self.sameBothWays(LiveActivity.Payload<JSONValue>.self, name, document)
        }
    }

    /// An app's content state with a few typed members, so that some documents fail to decode.
    struct Delivery: Codable, Hashable, Sendable {
        var status: String
        var eta: Date?
        var stops: [Int]?
    }

    @Test("a Live Activity content state of the app's type: the same values, or errors at the same coding path")
    func typedContentState() throws {
        var decoded = 0
        var failed = 0
        for (name, document) in Self.documents {
            let direct = Result { try PayloadDecoder().decode(LiveActivity.Payload<Delivery>.self, from: document) }
            let contained = Result { try Self.throughContainers(LiveActivity.Payload<Delivery>.self, document) }
            switch (direct, contained) {
            case (.success(let direct), .success(let contained)):
                #expect(direct == contained, "\(name)")
                switch (Result { try direct.contentState }, Result { try contained.contentState }) {
                case (.success(let direct), .success(let contained)):
                    decoded += 1
                    #expect(direct == contained, "\(name)")
                case (.failure(let direct as DecodingError), .failure(let contained as DecodingError)):
                    failed += 1
                    #expect(Self.path(of: direct) == Self.path(of: contained), "\(name)")
                case (let direct, let contained):
                    Issue.record("\(name): content state \(direct) read in place, \(contained) through containers")
                }
                #expect((try? direct.jsonBytes()) == (try? contained.jsonBytes()), "\(name)")
                // The content state streamed in place, and encoded to a JSON value first (the tree
                // encoder's path): the same bytes.
                #expect(
                    (try? PayloadEncoder().encodeValue(direct).jsonBytes()) == (try? direct.jsonBytes()), "\(name)")
            case (.failure(let direct as DecodingError), .failure(let contained as DecodingError)):
                failed += 1
                #expect(Self.path(of: direct) == Self.path(of: contained), "\(name)")
            default:
                Issue.record("\(name): \(direct) read in place, \(contained) through containers")
            }
        }
        let typed = Array(#"{"aps":{"event":"update","timestamp":1,"content-state":{"status":"near","eta":3.5}}}"#.utf8)
        #expect(
            try LiveActivity.Payload<Delivery>(jsonBytes: typed).contentState?.eta?.timeIntervalSinceReferenceDate
                == 3.5)
        #expect(decoded > 0 && failed > 0, "both outcomes are exercised (\(decoded) decoded, \(failed) failed)")
        // A content state that does not fit: the error's coding path and pointer are the document's.
        let wrong = Array(#"{"aps":{"event":"update","timestamp":1,"content-state":{"status":3}}}"#.utf8)
        do {
            _ = try LiveActivity.Payload<Delivery>(jsonBytes: wrong).contentState
            Issue.record("a content state whose status is a number decoded")
        } catch let error as DecodingError {
            #expect(Self.path(of: error) == ["aps", "content-state", "status"])
            if case .typeMismatch(_, let context) = error {
                let pointer = (context.underlyingError as? PayloadDecodingError)?.pointer.description
                #expect(pointer == "/aps/content-state/status")
            } else {
                Issue.record("not a type mismatch: \(error)")
            }
        }
    }

    /// The coding path of a decoding error, as key strings.
    static func path(of error: DecodingError) -> [String] {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context.codingPath.map(\.stringValue)
        @unknown default: []
        }
    }

    @Test("FCM and vendor models: the same values and bytes both ways")
    func members() {
        for (name, document) in Self.documents {
            Self.sameBothWays(FCM.SendRequest.self, name, document)
            Self.sameBothWays(FCM.Message.self, name, document)
            Self.sameBothWays(FCM.LegacyMessage.self, name, document)
            Self.sameBothWays(MTPush.DeviceRequest.self, name, document)
            Self.sameBothWays(Altcraft.ResponseWithHttpCode.self, name, document)
        }
    }

    @Test("a duplicated key is read at its first occurrence both ways, nested duplicates kept")
    func duplicates() throws {
        let bytes = Array(#"{"aps":{"badge":1,"badge":2,"x":{"k":1,"k":2}},"aps":{"badge":3},"c":1,"c":2}"#.utf8)
        let document = try JSONReader.read(bytes, findsDuplicates: false)
        let payload = try PayloadDecoder().decode(APNs.Payload.self, from: document)
        #expect(payload.aps?.badge == 1)
        #expect(payload.members.keys == ["aps", "c"])
        #expect(payload.aps?.members["x"]?.objectValue?.count == 2)
        let request = try PayloadDecoder().decode(FCM.SendRequest.self, from: document)
        #expect(request.members.keys == ["aps", "c"])
    }

    @Test("keys that are canonically equivalent but not the same code points are two members, written back")
    func equivalentKeys() throws {
        // "é" as one code point and as "e" with a combining accent: Swift's `==` calls them equal,
        // JSON does not.
        let text = "{\"aps\":{\"badge\":1,\"\u{E9}\":1,\"e\u{301}\":2},\"\u{E9}\":3,\"e\u{301}\":4}"
        let bytes = Array(text.utf8)
        #expect(try APNs.Payload(jsonBytes: bytes).jsonBytes() == bytes)
        #expect(try FCM.SendRequest(jsonBytes: bytes).jsonBytes() == bytes)
        #expect(try LiveActivity.Payload<JSONValue>(jsonBytes: bytes).jsonBytes() == bytes)
        let alert = Array("{\"aps\":{\"alert\":{\"title\":\"t\",\"\u{E9}\":1,\"e\u{301}\":2}}}".utf8)
        #expect(try APNs.Payload(jsonBytes: alert).jsonBytes() == alert)
    }

    @Test("first occurrences match a plain scan, escaped spellings and look-alike keys included")
    func firstOccurrences() throws {
        // Spellings of a few texts: escaped and not, same length and same first and last bytes.
        let spellings: [(text: String, json: String)] = [
            ("a", #""a""#), ("a", #""\u0061""#), ("ab", #""ab""#), ("ba", #""ba""#), ("acb", #""acb""#),
            ("abb", #""abb""#), ("", #""""#), ("é", #""\u00e9""#), ("é", #""é""#), ("e\u{301}", #""e\u0301""#),
        ]
        var generator = SplitMix(state: 0x5EED)
        for _ in 0..<500 {
            let picked = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                spellings[Int.random(in: 0..<spellings.count, using: &generator)]
            }
            let text = "{" + picked.enumerated().map { "\($1.json):\($0)" }.joined(separator: ",") + "}"
            var expected: [String] = []
            for spelling in picked where !expected.contains(where: { Array($0.utf8) == Array(spelling.text.utf8) }) {
                expected.append(spelling.text)
            }
            let members = try FCM.SendRequest(jsonBytes: Array(text.utf8)).members
            #expect(members.keys.map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(text)")
            // Each kept member is its key's first occurrence: the value is the index it had.
            let firstIndex = expected.map { key in picked.firstIndex { Array($0.text.utf8) == Array(key.utf8) } }
            #expect(members.members.map { $0.value.numberValue?.intValue } == firstIndex, "\(text)")
        }
    }
}
