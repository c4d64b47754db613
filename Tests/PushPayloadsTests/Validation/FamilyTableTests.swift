import Testing

@testable import PushPayloads

/// The family table drives kinds, detection, options and limits; a kind is only a name.
@Suite("Family table")
struct FamilyTableTests {
    static let mistypedBadge = Array(#"{"aps":{"badge":"3"}}"#.utf8)
    static let oversized = Array(#"{"aps":{"alert":"\#(String(repeating: "x", count: 9000))"}}"#.utf8)

    @Test("auto with an APNs push type still runs every rule and the size", arguments: [mistypedBadge, oversized])
    func autoWithPushType(_ bytes: [UInt8]) {
        let options = ValidationOptions.apns(pushType: .alert)
        let report = PayloadValidator.validate(bytes, as: .auto, options: options)
        #expect(report.kind == .apns)
        #expect(!report.isValid)
        #expect(report.limit == 4096)
        #expect(PayloadValidator.check(bytes, as: .auto, options: options).isValid == false)
    }

    @Test("a kind is its name: found by its name, each name once, and a document asked for as a kind is that kind")
    func kindsAreNames() {
        #expect(PayloadKind(named: "apns") == .apns)
        #expect(PayloadKind(named: "nope") == nil)
        let kinds = PayloadKind.allCases + PayloadKind.documentKinds
        #expect(Set(kinds.map(\.name)).count == kinds.count)
        for kind in kinds {
            #expect(PayloadKind(named: kind.name) == kind)
            guard kind != .auto else { continue }
            #expect(PayloadValidator.validate(Array("{}".utf8), as: kind).kind == kind, "\(kind)")
            #expect(kind.family.map { $0.kinds.contains(kind) || $0.documents.contains(kind) } == true, "\(kind)")
        }
        #expect(PayloadKind.auto.family == nil)
        #expect(PayloadValidator.validate(Array(#"{"aps":{"alert":"Hi"}}"#.utf8), as: .auto).kind == .apns)
    }

    @Test("maxBytes is a limit besides the family's own, for every kind")
    func callerLimitOnAPNs() {
        let body = Array(#"{"aps":{"alert":"\#(String(repeating: "x", count: 100))"}}"#.utf8)
        let report = PayloadValidator.validate(body, as: .apns, options: .init(maxBytes: 50))
        #expect(report.diagnostics.map(\.ruleID).contains("json.max-bytes"))
        #expect(report.limit == 50)
        let roomy = PayloadValidator.validate(body, as: .apns, options: .init(maxBytes: 100_000))
        #expect(roomy.limit == 4096 && roomy.isValid)
    }

    @Test("the largest limit a caller can give does not overflow", arguments: [Int.max, Int.max / 9, 1 << 40])
    func hugeLimit(_ limit: Int) {
        let report = PayloadValidator.validate(Array("{}".utf8), as: .json, options: .init(maxBytes: limit))
        #expect(report.isValid && report.limit == limit)
    }

    @Test("option groups take part in the options' equality and hashing")
    func groupsCompare() {
        let alert = ValidationOptions.apns(pushType: .alert)
        let voip = ValidationOptions.apns(pushType: .voip)
        #expect(alert != voip)
        #expect(alert == ValidationOptions.apns(pushType: .alert))
        #expect(alert.hashValue == ValidationOptions.apns(pushType: .alert).hashValue)
        #expect(ValidationOptions().apns == APNs.Options())
    }

    @Test("settings have one name and one flag each, across the table (a setting two families list is one)")
    func settingsAreUnique() {
        let settings = PayloadFamily.allSettings
        let names = Dictionary(grouping: settings.map(\.name), by: { $0 }).filter { $0.value.count > 1 }.keys
        let flags = Dictionary(grouping: settings.map(\.flag), by: { $0 }).filter { $0.value.count > 1 }.keys
        #expect(names.isEmpty, "declared twice: \(names.sorted())")
        #expect(flags.isEmpty, "declared twice: \(flags.sorted())")
        // The Live Activity family lists the APNs request settings: shared, so listed once.
        let shared = PayloadFamily.liveActivity.settings.filter { setting in
            PayloadFamily.apns.settings.contains { $0.isSameDeclaration(as: setting) }
        }
        #expect(!shared.isEmpty)
    }

    @Test("a setting applies from text and from JSON alike, and says what it expects")
    func settingsApply() throws {
        let pushType = try #require(PayloadFamily.allSettings.first { $0.name == "pushType" })
        var options = ValidationOptions()
        try pushType.apply(.text("voip"), to: &options)
        #expect(options.apns.pushType == .voip)
        try pushType.apply(.json("alert"), to: &options)
        #expect(options.apns.pushType == .alert)
        #expect(throws: PayloadSettingError.self) { try pushType.apply(.text("Alert"), to: &options) }
        let headers = try #require(PayloadFamily.allSettings.first { $0.name == "headers" })
        try headers.apply(.json([["apns-priority", "5"], "apns-topic: com.example"]), to: &options)
        #expect(options.apns.request?.headers.map(\.name) == ["apns-priority", "apns-topic"])
    }
}
