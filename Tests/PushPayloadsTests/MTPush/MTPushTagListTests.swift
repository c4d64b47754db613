import Testing

@testable import PushPayloads

/// Long tag lists: every repeat found (by the strings' text, escapes decoded), each finding at its
/// own element, and nothing listed beyond what the options show.
@Suite("MTPush tag lists")
struct MTPushTagListTests {
    /// The findings of a device request's text.
    static func findings(_ text: String, options: ValidationOptions = ValidationOptions()) -> [Diagnostic] {
        PayloadValidator.validate(Array(text.utf8), as: .mtpush, options: options).diagnostics
    }

    @Test("a repeat is found by its text, escaped or not, at each later occurrence")
    func escapedRepeats() {
        let found = Self.findings(#"{"tags":["a","\u0061","b","\/x","/x","a","ab"]}"#)
            .filter { $0.ruleID == "mtpush.tag-duplicate" }
        #expect(found.map(\.pointer) == ["/tags/1", "/tags/4", "/tags/5"])
        #expect(found.first?.message == #"tag "a" is repeated; the SDK takes a set"#)
    }

    @Test("each list of tags.add and tags.remove is a set of its own")
    func addAndRemove() {
        let found = Self.findings(#"{"tags":{"add":["a","b","a"],"remove":["a","c","c"]}}"#)
            .filter { $0.ruleID == "mtpush.tag-duplicate" }
        #expect(found.map(\.pointer) == ["/tags/add/2", "/tags/remove/2"])
    }

    @Test("100,000 tags: every repeat counted, the first ones listed at their own element")
    func manyRepeats() {
        let count = 100_000
        // Tags t0 … t999, then the same again and again: every tag past the first thousand repeats.
        let tags = (0..<count).map { "\"t\($0 % 1_000)\"" }.joined(separator: ",")
        let options = ValidationOptions(maxFindings: 5)
        let report = PayloadValidator.validate(Array(#"{"tags":[\#(tags)]}"#.utf8), as: .mtpush, options: options)
        #expect(report.count(of: .info) == count - 1_000)
        let listed = report.diagnostics.filter { $0.ruleID == "mtpush.tag-duplicate" }
        let expected: [JSONPointer] = (1_000..<1_005).map { JSONPointer(tokens: ["tags", String($0)]) }
        #expect(listed.map(\.pointer) == expected)
        // mtpush.tag-count and mtpush.tag-total-bytes, reported after the list, are counted past
        // the five shown.
        #expect(report.count(of: .error) == 2)
    }

    @Test("a tag that is not a string is reported at its element, and only the shown ones are built")
    func notStrings() {
        let elements = Array(repeating: "1", count: 50_000).joined(separator: ",")
        let report = PayloadValidator.validate(
            Array(#"{"tags":[\#(elements)]}"#.utf8), as: .mtpush, options: ValidationOptions(maxFindings: 3))
        #expect(report.count(of: .error) == 50_000 + 1)
        #expect(report.diagnostics.map(\.pointer) == ["/tags/0", "/tags/1", "/tags/2", ""])
    }

    @Test("an in-app message's target that is not a page name is reported at its element")
    func inAppTarget() {
        let found = Self.findings(#"{"mesageId":"1","target":["home",2,"cart",null]}"#)
            .filter { $0.ruleID == "mtpush.inapp-shape" }
        #expect(found.map(\.pointer) == ["/target/1", "/target/3"])
        #expect(
            found.map(\.message) == ["target[1] is a number, not a page name", "target[3] is null, not a page name"])
    }
}
