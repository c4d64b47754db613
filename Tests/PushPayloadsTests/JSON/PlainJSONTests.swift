import Testing

@testable import PushPayloads

/// The plain-text reader (the fast path of a received answer's body) accepts only a subset of
/// JSON, and what it accepts reads, in place and built, exactly as the general reader reads it.
@Suite("Plain JSON")
struct PlainJSONTests {
    static func isPlain(_ text: String) -> Bool { Array(text.utf8).withUnsafeBufferPointer(PlainJSON.isPlain) }

    @Test(
        "what is plain",
        arguments: [
            #"{}"#, #" {"a":1} "#, #"{"reason":"Unregistered","timestamp":1764288000000}"#,
            #"{"a":[1,-2.5e+3,0,true,false,null,"x",{},[]],"b":{"c":{"d":"~"}}}"#, "{\"a\":\"\u{7F}\"}",
            "{\r\n\t\"a\" : [ 1 , 2 ] \n}", #"{"a":1,"a":2}"#,
        ])
    func plain(_ text: String) {
        #expect(Self.isPlain(text), "\(text)")
        #expect(PlainJSON.agreesWithGeneralReader(Array(text.utf8)), "\(text)")
    }

    @Test(
        "what is not plain (the general reader takes it)",
        arguments: [
            "", " ", "[]", #""a""#, "1", "null", #"{"a":"\n"}"#, #"{"a":"\u00e9"}"#, "{\"a\":\"é\"}",
            "\u{FEFF}{}", #"{"a":1}x"#, #"{"a":1,}"#, #"{"a":01}"#, #"{"a":1.}"#, #"{"a":-}"#, #"{"a":1e}"#,
            #"{"a":tru}"#, #"{"a" 1}"#, #"{a:1}"#, "{\"a\":\"\t\"}", #"{"a":[1,]}"#, #"{"a":[1 2]}"#, "{",
            #"{"a":"#, #"{"a":"b"#,
        ])
    func notPlain(_ text: String) {
        #expect(!Self.isPlain(text), "\(text)")
        #expect(PlainJSON.object(Array(text.utf8)) == nil)
    }

    @Test("nesting to the depth limit is plain; one more level is not")
    func depthLimit() {
        let limit = PlainJSON.depthLimit
        let deepest = String(repeating: #"{"a":"#, count: limit) + "1" + String(repeating: "}", count: limit)
        let deeper = String(repeating: #"{"a":"#, count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        #expect(Self.isPlain(deepest))
        #expect(!Self.isPlain(deeper))
    }

    @Test("text past the byte limit is not plain")
    func byteLimit() {
        let filler = PlainJSON.byteLimit - #"{"a":""}"#.utf8.count
        #expect(Self.isPlain(#"{"a":""# + String(repeating: "x", count: filler) + #""}"#))
        #expect(!Self.isPlain(#"{"a":""# + String(repeating: "x", count: filler + 1) + #""}"#))
    }

    @Test("a key twice at the top keeps its first value; nested duplicates are kept")
    func duplicates() throws {
        let members = try #require(PlainJSON.object(Array(#"{"a":1,"b":{"c":1,"c":2},"a":3}"#.utf8)))
        #expect(members.description == #"{"a":1,"b":{"c":1,"c":2}}"#)
        #expect(PlainJSON.agreesWithGeneralReader(Array(#"{"a":1,"b":{"c":1,"c":2},"a":3}"#.utf8)))
    }

    @Test("an object with more members than the decoder scans linearly, duplicates included, reads the same")
    func largeObject() throws {
        let members = (0..<80).map { #""key\#($0 % 50)":"value \#($0)""# }
        let text = Array(("{" + members.joined(separator: ",") + "}").utf8)
        let plain = try #require(PlainJSON.object(text))
        #expect(plain.count == 50 && plain["key3"] == "value 3")
        #expect(PlainJSON.agreesWithGeneralReader(text))
        let received = try APNs.Response(status: 400, body: text)
        #expect(received.body?.members.description == plain.description)
    }

    @Test("every fixture and every JSONTestSuite file reads the same on both paths")
    func agreesOnCorpus() throws {
        var texts = try FixtureTests.kinds.flatMap { try Fixture.all($0).map { try $0.bytes } }
        texts += try (TestSupport.suiteFiles("y_") + TestSupport.suiteFiles("n_") + TestSupport.suiteFiles("i_"))
            .map(TestSupport.suiteBytes)
        var plain = 0
        for text in texts {
            #expect(PlainJSON.agreesWithGeneralReader(text), "\(String(decoding: text, as: UTF8.self))")
            if PlainJSON.object(text) != nil { plain += 1 }
        }
        // Most fixtures are plain, so the agreement above is not vacuous.
        #expect(plain > 500, "\(plain) plain texts")
    }

    @Test("mutations of plain texts read the same on both paths, or are not plain", arguments: [1, 2, 3] as [UInt64])
    func agreesUnderMutation(seed: UInt64) throws {
        var generator = SplitMix(state: seed)
        let plainTexts = try FixtureTests.kinds.flatMap { try Fixture.all($0).map { try $0.bytes } }
            .filter { PlainJSON.object($0) != nil }
        let alphabet = Array(#"{}[]:,"0123456789-+.eEtrufalsn \ab"#.utf8)
        for _ in 0..<2000 {
            var text = plainTexts.randomElement(using: &generator) ?? []
            guard !text.isEmpty else { continue }
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<text.count, using: &generator)
                let byte = alphabet.randomElement(using: &generator) ?? 0x20
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: text[index] = byte
                case 1: text.insert(byte, at: index)
                default: text.remove(at: index)
                }
                if text.isEmpty { break }
            }
            #expect(PlainJSON.agreesWithGeneralReader(text), "\(String(decoding: text, as: UTF8.self))")
        }
    }
}
