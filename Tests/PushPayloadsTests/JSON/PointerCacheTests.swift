import Testing

@testable import PushPayloads

/// Pointers of many nodes found in one forward walk equal the pointers found one at a time from
/// the root, in document order and in any other order, and the walk reads each key once.
@Suite("Pointers of many nodes")
struct PointerCacheTests {
    static let texts = [
        #"{"a":[1,{"b":2,"c":[3,4]},5],"d":{"e":{"f":[]},"g":6},"h":[[],[{}],[[7]]]}"#,
        #"[{"k":1,"k":2},[1e400,{"x/y~z":"v"}],{"":{"":0}}]"#,
        #"{"aps":{"alert":{"title":"t","loc-args":["a","b"]},"badge":1},"custom":{"list":[{"id":1},{"id":2}]}}"#,
        "[]", "{}", "1", #"{"a":{}}"#,
    ]

    /// Every node's pointer, one at a time from the root.
    static func expected(_ document: JSONDocument) -> [(pointer: JSONPointer, isKey: Bool)] {
        (0..<document.nodes.count).map { document.pointer(ofNode: $0) }
    }

    @Test("in document order, every node", arguments: texts)
    func forward(_ text: String) throws {
        let document = try JSONReader.read(Array(text.utf8))
        let cache = PointerCache()
        let expected = Self.expected(document)
        for node in 0..<document.nodes.count {
            let found = cache.pointer(ofNode: node, in: document)
            #expect(found.pointer == expected[node].pointer && found.isKey == expected[node].isKey, "node \(node)")
        }
    }

    @Test("in shuffled orders, with repeats", arguments: texts)
    func anyOrder(_ text: String) throws {
        let document = try JSONReader.read(Array(text.utf8))
        let expected = Self.expected(document)
        var generator = SplitMix(state: UInt64(text.utf8.count))
        for _ in 0..<50 {
            let cache = PointerCache()
            let order = (0..<(document.nodes.count * 2)).map { _ in
                Int.random(in: 0..<document.nodes.count, using: &generator)
            }
            for node in order {
                let found = cache.pointer(ofNode: node, in: document)
                #expect(found.pointer == expected[node].pointer && found.isKey == expected[node].isKey)
            }
        }
    }

    @Test("findings at every element of a wide array read the container once, not once per finding")
    func wideArray() throws {
        // 20,000 numbers beyond a Double under one key: one pointer each, the key read once.
        let count = 20_000
        let text = #"{"key":["# + Array(repeating: "1e400", count: count).joined(separator: ",") + "]}"
        var options = ValidationOptions()
        options.maxFindings = .max
        let report = PayloadValidator.validate(Array(text.utf8), as: .json, options: options)
        let overflows = report.diagnostics.filter { $0.ruleID == "json.number-overflow" }
        #expect(overflows.count == count)
        #expect(overflows.last?.pointer == JSONPointer(tokens: ["key", String(count - 1)]))
    }
}
