import Testing

@testable import PushPayloads

/// The set of string tokens behind repeated-tag findings and first occurrences of content-state
/// keys, and the hashing it shares with the parser's duplicate keys.
@Suite("String node set")
struct StringNodeSetTests {
    @Test("strings repeat by their code points: escapes decoded, nothing else equal")
    func equality() throws {
        let document = try JSONReader.read(Array(#"["a","\u0061","é","\u00e9","e\u0301","","\"",""]"#.utf8))
        var set = StringNodeSet(document, capacity: 0)
        let earlier = document.nodes.children(of: 0).map { set.insert($0.value) }
        #expect(earlier == [nil, 1, nil, 3, nil, nil, nil, 6])
    }

    @Test("200,000 distinct strings, then each again: every repeat names its first node")
    func many() throws {
        let count = 200_000
        let strings = (0..<count).map { #""s\#($0)""# }
        let document = try JSONReader.read(Array(("[" + (strings + strings).joined(separator: ",") + "]").utf8))
        var set = StringNodeSet(document, capacity: 0)
        var firsts: [Int?] = []
        for child in document.nodes.children(of: 0) { firsts.append(set.insert(child.value)) }
        #expect(firsts.prefix(count).allSatisfy { $0 == nil })
        #expect(firsts.suffix(count).enumerated().allSatisfy { $0.element == $0.offset + 1 })
    }

    @Test("the parser's index of a large object finds every duplicate key, escaped or not")
    func largeObjectKeys() throws {
        let keys = (0..<10_000).map { #""k\#($0)":1"# }
        let text = "{" + (keys + [#""k\u0030":2"#, #""k9999":3"#]).joined(separator: ",") + "}"
        let document = try JSONReader.read(Array(text.utf8))
        let duplicates = document.findings.filter {
            if case .duplicateKey = $0.kind { return true }
            return false
        }
        #expect(duplicates.map { document.pointer(to: $0) } == ["/k0", "/k9999"])
    }
}
