import Testing

@testable import PushPayloads

/// Schemas and content states built to hurt: types nested a million levels, and objects with many
/// unknown keys or many properties. Each must end in a finding or a thrown error, never a crash, and
/// give the findings a plain reading of the rules gives.
@Suite("Live Activity hostile schemas")
struct LiveActivityHostileSchemaTests {
    static let levels = 1_000_000

    /// Type names that nest a million levels, one per way of nesting.
    static let deepTypes: [(name: String, text: String)] = [
        ("arrays", String(repeating: "[", count: levels) + "Int" + String(repeating: "]", count: levels)),
        ("dictionaries", String(repeating: "[String: ", count: levels) + "Int" + String(repeating: "]", count: levels)),
        (
            "closed ranges",
            String(repeating: "ClosedRange<", count: levels) + "Int" + String(repeating: ">", count: levels)
        ),
        ("ranges", String(repeating: "Range<", count: levels) + "Int" + String(repeating: ">", count: levels)),
        ("optionals", "Int" + String(repeating: "?", count: levels)),
        ("unclosed arrays", String(repeating: "[", count: levels)),
    ]

    @Test("a type nested a million levels is refused with the bound named", arguments: deepTypes.indices)
    func millionLevels(_ index: Int) {
        let (name, text) = Self.deepTypes[index]
        #expect(throws: LiveActivity.SchemaError.self, "\(name)") { try LiveActivity.SchemaType(parsing: text) }
        do {
            _ = try LiveActivity.SchemaType(parsing: text)
        } catch {
            #expect(error.message.contains("nests deeper than 32 levels"), "\(name): \(error.message)")
            #expect(error.message.count < 300, "\(name): the message quotes the text shortened")
        }
    }

    /// `depth` levels of the wrappers in turn around `Int`, as text and as the value it parses to.
    static func nested(_ depth: Int) -> (text: String, type: LiveActivity.SchemaType) {
        var text = "Int"
        var type = LiveActivity.SchemaType.integer(.Int)
        for level in 0..<depth {
            switch level % 4 {
            case 0: (text, type) = ("[\(text)]", .array(type))
            case 1: (text, type) = ("\(text)?", .optional(type))
            case 2: (text, type) = ("ClosedRange<\(text)>", .range(type, closed: true))
            default: (text, type) = ("[String: \(text)]", .dictionary(type))
            }
        }
        return (text, type)
    }

    @Test("exactly the bound parses; one level more does not")
    func bound() throws {
        let limit = LiveActivity.SchemaType.maximumNesting
        #expect(limit == 32)
        let deepest = Self.nested(limit)
        #expect(try LiveActivity.SchemaType(parsing: deepest.text) == deepest.type)
        #expect(deepest.type.name == deepest.text)
        #expect(throws: LiveActivity.SchemaError.self) {
            try LiveActivity.SchemaType(parsing: Self.nested(limit + 1).text)
        }
        // Optionals after a closed level count with the levels inside it.
        let inner = String(repeating: "[", count: 16) + "Int" + String(repeating: "]", count: 16)
        #expect(throws: Never.self) { try LiveActivity.SchemaType(parsing: inner + String(repeating: "?", count: 16)) }
        #expect(throws: LiveActivity.SchemaError.self) {
            try LiveActivity.SchemaType(parsing: inner + String(repeating: "?", count: 17))
        }
    }

    @Test("a schema document whose type nests too deep names the member")
    func schemaDocument() throws {
        let type = String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000)
        let text = #"{"contentState":{"x":"\#(type)"}}"#
        let error = #expect(throws: LiveActivity.SchemaError.self) {
            try LiveActivity.Schema(json: try JSONValue(parsing: Array(text.utf8)))
        }
        #expect(error?.code == .typeTooDeep)
        #expect(error?.pointer == "/contentState/x")
        #expect(error?.byteOffset == 33)
        #expect(error?.description.hasPrefix("/contentState/x: the type nests deeper than 32 levels") == true)
    }

    @Test("nested structs deeper than the reader's limit, built in code, are refused")
    func deepStructs() {
        var value: JSONValue = ["leaf": "Int"]
        for _ in 0..<600 { value = ["inner": value] }
        #expect(throws: LiveActivity.SchemaError.self) { try LiveActivity.Schema(json: ["contentState": value]) }
    }

    /// A body whose content state has the given members, in order.
    static func body(_ members: [(String, String)]) -> [UInt8] {
        let state = members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
        return Array(#"{"aps":{"timestamp":1767225600,"event":"update","content-state":{\#(state)}}}"#.utf8)
    }

    @Test("many properties and many unknown keys: each unknown key reported where it stands, each value checked")
    func manyProperties() {
        let properties = (0..<200).map { LiveActivity.SchemaType.Property(name: "p\($0)", type: .string) }
        var options = ValidationOptions(now: 1_767_225_600)
        options.liveActivity.schema = LiveActivity.Schema(contentState: properties)
        // Every property, the odd ones with a number (a type mismatch), and unknown keys between.
        var members: [(String, String)] = []
        for index in 0..<200 {
            members.append(("p\(index)", index % 2 == 0 ? "\"s\"" : "1"))
            if index % 50 == 0 { members.append(("q\(index)", "1")) }
        }
        members.append(("q0", "2"))
        let report = PayloadValidator.validate(Self.body(members), as: .liveActivity, options: options)
        let found = report.diagnostics.map { "\($0.ruleID) \($0.pointer)" }
        let mismatches = stride(from: 1, to: 200, by: 2).map {
            "liveactivity.schema-type-mismatch /aps/content-state/p\($0)"
        }
        let unknown = ["q0", "q50", "q100", "q150", "q0"].map {
            "liveactivity.schema-unknown-key /aps/content-state/\($0)"
        }
        #expect(found.filter { $0.contains("mismatch") } == mismatches)
        #expect(found.filter { $0.contains("unknown") }.sorted() == unknown.sorted())
        #expect(!found.contains { $0.contains("missing") })
    }

    @Test("a counterpart is suggested from a long property list, and only for listed findings")
    func suggestionsFromLongLists() {
        var properties = (0..<40).map { LiveActivity.SchemaType.Property(name: "field\($0)", type: .optional(.string)) }
        properties.append(.init(name: "deliveryTime", type: .optional(.string)))
        var options = ValidationOptions(now: 1_767_225_600, maxFindings: 1)
        options.liveActivity.schema = LiveActivity.Schema(contentState: properties)
        let report = PayloadValidator.validate(
            Self.body([("delivery_time", "\"x\""), ("filed3", "\"y\""), ("zzz", "1")]), as: .liveActivity,
            options: options)
        #expect(report.diagnostics.first?.suggestion == "deliveryTime")
        #expect(report.count(of: .warning) + report.count(of: .info) + report.count(of: .error) == 3)
        options.maxFindings = 10
        let all = PayloadValidator.validate(
            Self.body([("delivery_time", "\"x\""), ("filed3", "\"y\""), ("zzz", "1")]), as: .liveActivity,
            options: options)
        #expect(all.diagnostics.map { $0.suggestion ?? "-" } == ["deliveryTime", "field3", "-"])
    }

    @Test("a near spelling is looked for among at most 512 properties; a counterpart among any number")
    func nearSpellingLimit() {
        for count in [KeyCounterparts.nearSpellingLimit, KeyCounterparts.nearSpellingLimit + 1] {
            var properties = (2..<count).map {
                LiveActivity.SchemaType.Property(name: "n\($0)", type: .optional(.string))
            }
            properties += [
                .init(name: "deliverytime", type: .optional(.string)),
                .init(name: "pickupTime", type: .optional(.string)),
            ]
            var options = ValidationOptions(now: 1_767_225_600)
            options.liveActivity.schema = LiveActivity.Schema(contentState: properties)
            let report = PayloadValidator.validate(
                Self.body([("delivertime", "\"x\""), ("pickup_time", "\"y\"")]), as: .liveActivity, options: options)
            let suggestions = report.diagnostics.map { $0.suggestion ?? "-" }
            let near = count <= KeyCounterparts.nearSpellingLimit ? "deliverytime" : "-"
            #expect(suggestions == [near, "pickupTime"], "\(count) properties")
        }
    }

    /// A content state the Decodable path reads: many unknown keys, repeated, around the real ones.
    @Test("the app's types: an unknown key is reported once, at its first occurrence, among thousands")
    func decodableUnknownKeys() throws {
        var options = ValidationOptions(now: 1_767_225_600, maxFindings: 10_000)
        options.liveActivity.types = .init(contentState: LiveActivityTypes.DeliveryState.self)
        let correct = try #require(try JSONValue(parsing: Array(LiveActivityConformanceTests.correct.utf8)).objectValue)
        var members = correct.members.map { ($0.key, String(decoding: $0.value.jsonBytes(), as: UTF8.self)) }
        for index in 0..<3000 { members.append(("extra\(index % 1000)", "\(index)")) }
        members.append(("stage", "\"delivered\""))
        let report = PayloadValidator.validate(Self.body(members), as: .liveActivity, options: options)
        let unknown = report.diagnostics.filter { $0.ruleID == "liveactivity.schema-unknown-key" }
        #expect(unknown.map(\.pointer.description) == (0..<1000).map { "/aps/content-state/extra\($0)" })
        #expect(report.diagnostics.filter { $0.ruleID == "json.duplicate-key" }.count == 2001)
    }
}
