import Testing

@testable import PushPayloads

/// The one walk every family reads its objects with (`MemberTable.read`): each behaviour a
/// family's reading declares, on a table of its own.
@Suite("Member reading")
struct MemberReadingTests {
    /// A table's keys: `count` is also spelled `total` (another spelling of the key table), and
    /// `userName` is an alias of `user_name` (a spelling the SDK does not read).
    enum Key: Int, WireKey {
        case userName, userNameCamel, count, tags, nested, anything

        var name: String {
            switch self {
            case .userName: "user_name"
            case .userNameCamel: "userName"
            case .count: "count"
            case .tags: "tags"
            case .nested: "nested"
            case .anything: "anything"
            }
        }

        static let table = KeyTable<Key>(spellings: { $0 == .count ? ["count", "total"] : [$0.name] })
    }

    static let table = MemberTable<Key>(
        "sample",
        [
            (.userName, .string), (.count, .integer), (.tags, .array(.string)), (.nested, .freeForm),
            (.anything, .ruled(.fcm.fieldType)),
        ], aliases: [(.userNameCamel, .userName)])
    static let open = MemberTable<Key>("open sample", [(.count, .integer)], open: true)

    static let reading = MemberReading<Key>(
        unknown: (.fcm.unknownField, suggests: true, words: { "unknown \($0.key)" }),
        type: (
            .fcm.fieldType, words: { "\($0.wireName) is \($0.foundKind)" }, element: { "element \($0.index ?? -1)" }
        ),
        otherSpelling: (.fcm.duplicateFieldSpelling, words: { "again as \($0.key)" }),
        alias: (
            .altcraft.camelCaseKey, .altcraft.conflictingSpellings,
            words: MemberReading.AliasWords(
                alone: { "alone \($0.key)" }, beside: { "beside \($0.key)" }, conflicting: { "conflicting \($0.key)" })
        ))
    static let judgingNull = MemberReading<Key>(
        unknown: nil, type: (.fcm.fieldType, words: { "\($0.wireName) is \($0.foundKind)" }, element: { _ in "" }),
        nullIsAbsent: false)

    /// Reads `json` (an object) as `table`; the findings as `rule pointer message` and the members.
    static func read(
        _ json: String, _ table: MemberTable<Key> = table, _ reading: MemberReading<Key> = reading
    ) throws -> (findings: [String], members: ObjectMembers<Key>) {
        let document = try JSONReader.read(Array(json.utf8))
        var run = ValidationRun(document: document, options: ValidationOptions())
        let members = table.read(&run, 0, as: reading)
        let findings = run.finishedDiagnostics().map { "\($0.ruleID) \($0.pointer) \($0.message)" }
        return (findings, members)
    }

    @Test("an unknown key is reported with the nearest member name; an open table keeps it")
    func unknownKeys() throws {
        let closed = try Self.read(#"{"cuont": 1, "x": 2}"#)
        #expect(closed.findings == ["fcm.unknown-field /cuont unknown cuont", "fcm.unknown-field /x unknown x"])
        #expect(closed.members.unknownCount == 2)
        let open = try Self.read(#"{"cuont": 1, "count": 2}"#, Self.open)
        #expect(open.findings.isEmpty)
        #expect(open.members.unknownCount == 1)
        #expect(open.members.firstUnknown.map { open.members.document.string(at: $0.key) } == "cuont")
        #expect(open.members[.count] != nil)
    }

    @Test("the first occurrence is the member; another spelling of it is reported, the same spelling is not")
    func firstOccurrence() throws {
        let read = try Self.read(#"{"count": 1, "total": 2, "count": 3}"#)
        #expect(read.findings == ["fcm.duplicate-field-spelling /total again as total"])
        let member = try #require(read.members[.count])
        #expect(read.members.document.text(of: member.value) == "1")
    }

    @Test("a value of another type is reported and kept as given; elements of an array of strings are judged")
    func types() throws {
        let read = try Self.read(#"{"count": 1.5, "tags": ["a", 2, "c", null], "anything": [1], "nested": {}}"#)
        #expect(
            read.findings == [
                "fcm.field-type /count count is a number", "fcm.field-type /tags/1 element 1",
                "fcm.field-type /tags/3 element 3",
            ])
        #expect(read.members[.count] == nil)
        #expect(read.members.isGiven(.count))
        #expect(read.members.first(.count) != nil)
        #expect(read.members[.tags] != nil && read.members[.anything] != nil && read.members[.nested] != nil)
    }

    @Test("null is an absent member, or judged like any value when the reading says so")
    func null() throws {
        let absent = try Self.read(#"{"count": null}"#)
        #expect(absent.findings.isEmpty)
        #expect(absent.members.isPresent(.count) && !absent.members.isGiven(.count))
        #expect(absent.members[.count] == nil && absent.members.typedOrNull(.count) != nil)
        let judged = try Self.read(#"{"count": null, "anything": null}"#, Self.table, Self.judgingNull)
        #expect(judged.findings == ["fcm.field-type /count count is null"])
        #expect(judged.members[.anything] != nil)
    }

    @Test("an alias alone is the member; beside the wire spelling it is reported and the wire spelling is the member")
    func aliases() throws {
        let alone = try Self.read(#"{"userName": "a"}"#)
        #expect(alone.findings == ["altcraft.camelcase-key /userName alone userName"])
        #expect(alone.members.string(.userName) == "a")
        let beside = try Self.read(#"{"userName": "a", "user_name": "a"}"#)
        #expect(beside.findings == ["altcraft.camelcase-key /userName beside userName"])
        let conflicting = try Self.read(#"{"userName": "a", "user_name": "b"}"#)
        #expect(conflicting.findings == ["altcraft.conflicting-spellings /userName conflicting userName"])
        #expect(conflicting.members.string(.userName) == "b")
    }

    @Test("objects read before the slots grow keep their members")
    func slotsGrow() throws {
        let document = try JSONReader.read(Array(#"{"count": 7, "user_name": "a"}"#.utf8))
        var run = ValidationRun(document: document, options: ValidationOptions())
        let reads = (0..<100).map { _ in Self.table.read(&run, 0, as: Self.reading) }
        #expect(reads[0].slots !== reads[99].slots)
        for read in reads {
            #expect(read[.count].map { document.text(of: $0.value) } == "7")
            #expect(read.string(.userName) == "a")
            #expect(!read.isPresent(.tags))
        }
    }

    static let constrained = MemberTable<Key>(
        "constrained sample",
        [
            (.count, .constrained(.init(.integer(1...3, noun: "levels"), .fcmLegacy.ttl))),
            (.tags, .constrained(.init(.nonEmptyStrings(count: 1...2, noun: "tags"), .fcmLegacy.registrationIDs))),
            (.userName, .constrained(.init(.values(["low", "mid", "high", 0]), .fcmLegacy.priority))),
            (.anything, .constrained(.init(.boolean, .fcmLegacy.bool))),
        ])

    @Test("a value constraint is judged by the walk under its own rule, whatever the JSON type")
    func constraints() throws {
        let good = try Self.read(
            #"{"count": 3, "tags": ["a", "b"], "user_name": "mid", "anything": false}"#, Self.constrained)
        #expect(good.findings.isEmpty)
        let bad = try Self.read(
            #"{"count": 4, "tags": ["a", ""], "user_name": "MID", "anything": 1}"#, Self.constrained)
        #expect(
            bad.findings == [
                "fcm.legacy-ttl /count count 4 is not levels from 1 to 3",
                "fcm.legacy-registration-ids /tags tags must be an array of 1 to 2 non-empty tags",
                "fcm.legacy-priority /user_name user_name \"MID\" is not \"low\", \"mid\", \"high\" or 0 (did you mean \"mid\"?)",
                "fcm.legacy-bool /anything anything must be true or false, found 1",
            ])
        let wrongTypes = try Self.read(
            #"{"count": "2", "tags": "a", "user_name": 1, "anything": "true"}"#, Self.constrained)
        #expect(wrongTypes.findings.count == 4)
        let tooMany = try Self.read(#"{"tags": ["a", "b", "c"], "count": 2.5}"#, Self.constrained)
        #expect(tooMany.findings.count == 2)
    }

    @Test("an integer range is said in words, without the bounds every Int64 has")
    func integerWords() throws {
        let table = MemberTable<Key>(
            "integer sample",
            [
                (.count, .constrained(.init(.integerLiteral(100...599, meaning: nil), .fcmResponse.shape))),
                (.userName, .constrained(.init(.integerLiteral(0...Int64.max, meaning: nil), .fcmResponse.shape))),
                (.anything, .constrained(.init(.integerLiteral(.min...(.max), meaning: nil), .fcmResponse.shape))),
                (.nested, .constrained(.init(.integerLiteral(1...2, meaning: "a level"), .fcmResponse.shape))),
            ])
        let found = try Self.read(#"{"count": 600, "user_name": -1, "anything": "7", "nested": 3}"#, table)
        #expect(
            found.findings.map { $0.split(separator: " ", maxSplits: 2).last.map(String.init) ?? "" } == [
                "count 600 is not an integer from 100 to 599", "user_name -1 is not a non-negative integer",
                #"anything "7" is not an integer"#, "nested 3 is not a level",
            ])
    }

    @Test("a constraint's schema is the one the schemas state")
    func constraintSchema() throws {
        let schema = try #require(Self.constrained.type(of: .count)?.schema(.fcm.fieldType, nullable: false))
        #expect(schema["type"] == "integer" && schema["minimum"] == 1 && schema["maximum"] == 3)
        #expect(schema["description"]?.stringValue?.hasPrefix("fcm.legacy-ttl (") == true)
        let nullable = try #require(Self.constrained.type(of: .userName)?.schema(.fcm.fieldType, nullable: true))
        #expect(nullable["anyOf"]?.arrayValue?.count == 2)
    }

    @Test("a long list of values is counted in the message and its nearest value suggested, in the message too")
    func longValueList() throws {
        let names: [JSONValue] = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf"]
        let table = MemberTable<Key>(
            "long sample", [(.userName, .constrained(.init(.values(names), .fcmLegacy.priority)))])
        let document = try JSONReader.read(Array(#"{"user_name": "delte"}"#.utf8))
        var run = ValidationRun(document: document, options: ValidationOptions())
        _ = table.read(&run, 0, as: Self.reading)
        let found = run.finishedDiagnostics()
        #expect(
            found.map(\.message) == [#"user_name "delte" is not one of the 7 values it takes (did you mean "delta"?)"#])
        #expect(found.map(\.suggestion) == ["delta"])
    }

    @Test("null under a rule of its own is reported with it, the member recorded as null and not judged again")
    func nullRule() throws {
        let reading = MemberReading<Key>(
            unknown: nil, type: (.fcm.fieldType, words: { "\($0.wireName) is \($0.foundKind)" }, element: nil),
            nullIsAbsent: false, null: (.apns.apsNullValue, words: { "\($0.wireName) is null" }))
        let read = try Self.read(#"{"count": null, "user_name": 1}"#, Self.table, reading)
        #expect(
            read.findings == [
                "apns.aps-null-value /count count is null", "fcm.field-type /user_name user_name is a number",
            ])
        #expect(read.members.typedOrNull(.count) != nil && read.members[.count] == nil)
    }

    @Test("without element words, an array of strings is judged whole: one finding at the member")
    func wholeArray() throws {
        let reading = MemberReading<Key>(
            unknown: nil, type: (.fcm.fieldType, words: { "\($0.wireName) is not \($0.expected)" }, element: nil))
        let read = try Self.read(#"{"tags": ["a", 2, true]}"#, Self.table, reading)
        #expect(read.findings == ["fcm.field-type /tags tags is not an array of strings"])
        #expect(read.members[.tags] == nil && read.members.isGiven(.tags))
        let fine = try Self.read(#"{"tags": ["a", "b"]}"#, Self.table, reading)
        #expect(fine.findings.isEmpty && fine.members[.tags] != nil)
    }

    /// A reading whose `count` key draws a notice when `noticing`.
    static func noticing(_ noticing: Bool) -> MemberReading<Key> {
        MemberReading<Key>(
            unknown: (
                .fcm.unknownField, suggests: true,
                words: { "unknown \($0.key) \($0.suggestion ?? "-") \($0.memberNames.count)" }
            ),
            type: (.fcm.fieldType, words: { "\($0.wireName) is \($0.foundKind)" }, element: nil),
            notice: { key in
                guard noticing, key == .count else { return nil }
                return (.apns.alertLegacyKey, words: { @Sendable mention in "\(mention.wireName) is legacy" })
            })
    }

    @Test("a key with a notice is reported at the key, its value not judged, and never suggested or named")
    func notice() throws {
        let read = try Self.read(#"{"count": "x", "cont": 1}"#, Self.table, Self.noticing(true))
        #expect(
            read.findings == [
                "apns.alert-legacy-key /count count is legacy", "fcm.unknown-field /cont unknown cont - 4",
            ])
        #expect(read.members.isGiven(.count) && read.members[.count] == nil)
        // Without the notice, the same unknown key is close enough to `count` to suggest it.
        let plain = try Self.read(#"{"cont": 1}"#, Self.table, Self.noticing(false))
        #expect(plain.findings == ["fcm.unknown-field /cont unknown cont count 5"])
    }

    @Test("a key another family claims is not reported as unknown, but kept as one")
    func claimed() throws {
        let document = try JSONReader.read(Array(#"{"mine": 1, "theirs": 2}"#.utf8))
        var run = ValidationRun(document: document, options: ValidationOptions())
        let members = Self.table.read(&run, 0, as: Self.reading, claimed: ["theirs"])
        #expect(run.finishedDiagnostics().map(\.pointer.description) == ["/mine"])
        #expect(members.unknownCount == 2)
    }

    /// Items of a table in an array, and a number or an array of numbers.
    static let items = MemberTable<Key>(
        "list",
        [
            (
                .tags,
                .array(
                    .object(
                        MemberTable<Key>("item", [(.userName, .string), (.count, .integer)], required: [.userName])))
            ),
            (.anything, .oneOf([.number, .array(.number)])),
        ])

    @Test("arrays of a table's objects and of numbers are judged whole: elements, members' types, required members")
    func arraysJudgedWhole() throws {
        let reading = MemberReading<Key>(
            unknown: nil, type: (.fcm.fieldType, words: { "\($0.wireName) is not \($0.expected)" }, element: nil))
        let fine = try Self.read(
            #"{"tags": [{"user_name": "a", "count": 1, "other": true}], "anything": [1, 2.5]}"#, Self.items, reading)
        #expect(fine.findings.isEmpty)
        #expect(try Self.read(#"{"anything": 3}"#, Self.items, reading).findings.isEmpty)
        for wrong in [
            #"{"tags": [{"count": 1}]}"#, #"{"tags": [{"user_name": 1}]}"#,
            #"{"tags": [{"user_name": "a", "count": 1.5}]}"#,
            #"{"tags": ["a"]}"#,
        ] {
            #expect(
                try Self.read(wrong, Self.items, reading).findings == [
                    "fcm.field-type /tags tags is not an array of item objects"
                ], "\(wrong)")
        }
        #expect(
            try Self.read(#"{"anything": [1, "2"]}"#, Self.items, reading).findings == [
                "fcm.field-type /anything anything is not a number or an array of numbers"
            ])
    }

    @Test("a constraint beside a type: the type is judged first under its rule, then the constraint under its own")
    func constraintBesideType() throws {
        let table = MemberTable<Key>(
            "sample", [(.count, .integer), (.userName, .string)],
            constraints: [
                (.count, ValueConstraint(.integer(0...9, noun: "a digit"), .fcm.notificationCount)),
                (.userName, ValueConstraint(.grammar(Grammar.hexColor), .fcm.androidColor)),
            ])
        let read = try Self.read(##"{"count": "3", "user_name": "#12345"}"##, table)
        #expect(
            read.findings == [
                "fcm.field-type /count count is a string",
                ##"fcm.android-color /user_name user_name "#12345" is not #rrggbb"##,
            ])
        let range = try Self.read(##"{"count": 12, "user_name": "#A0b1C2"}"##, table)
        #expect(range.findings == ["fcm.notification-count /count count 12 is not a digit from 0 to 9"])
        #expect(range.members[.count] == nil && range.members[.userName] != nil)
        // The schema states the type and the constraint.
        let schemas = Dictionary(uniqueKeysWithValues: table.propertySchemas(.fcm.fieldType, nullable: false))
        let count = JSONValue.object(try #require(schemas["count"]))
        #expect(count["type"] == "integer" && count["allOf"]?[0]?["maximum"] == 9)
        #expect(JSONValue.object(try #require(schemas["user_name"]))["allOf"]?[0]?["pattern"] == "^#[0-9a-fA-F]{6}$")
    }
}
