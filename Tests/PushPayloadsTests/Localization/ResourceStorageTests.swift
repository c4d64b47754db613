import Testing

@testable import PushPayloads

/// The storage of read strings: a key's strings by language (`KeyRows`), what a string's
/// specifiers take (`FormatSummary`), and what a later file replaces.
@Suite("String resources: storage")
struct ResourceStorageTests {
    static let catalog = """
        {"sourceLanguage":"en","strings":{
        "greeting":{"localizations":{"en":{"stringUnit":{"value":"Hi %@"}},
          "de":{"stringUnit":{"value":"Hallo %@"}},"fr":{"stringUnit":{"value":"Salut %@"}}}},
        "alone":{"localizations":{"en":{"stringUnit":{"value":"Alone"}}}}}}
        """

    @Test("a key's string in one language is replaced by a later file's, the others kept")
    func laterFileReplacesOneLanguage() throws {
        let resources = try LocalizationTesting.resources([
            ("App/Localizable.xcstrings", Self.catalog),
            ("de.lproj/Localizable.strings", #""greeting" = "Servus %@"; "alone" = "Allein";"#),
        ])
        #expect(LocalizationTesting.text("greeting", in: resources, language: "de") == "Servus %@")
        #expect(LocalizationTesting.text("greeting", in: resources, language: "fr") == "Salut %@")
        #expect(LocalizationTesting.text("greeting", in: resources, language: "en") == "Hi %@")
        // A key in one language gains a second.
        #expect(LocalizationTesting.text("alone", in: resources, language: "de") == "Allein")
        #expect(LocalizationTesting.text("alone", in: resources, language: "en") == "Alone")
        let lookup = resources.lookup("greeting", on: .apple)
        #expect(lookup.found.map(\.language) == ["en", "de", "fr"])
        #expect(
            lookup.found.map(\.path) == [
                "App/Localizable.xcstrings", "de.lproj/Localizable.strings", "App/Localizable.xcstrings",
            ])
    }

    @Test("a key repeated in one file keeps its last string, in one language or among several")
    func repeatedKeyInOneFile() throws {
        let strings = try LocalizationTesting.resources([
            ("de.lproj/Localizable.strings", #""k" = "one"; "k" = "two"; "k" = "three";"#)
        ])
        #expect(LocalizationTesting.text("k", in: strings, language: "de") == "three")
        let catalog = try LocalizationTesting.resources([
            (
                "Localizable.xcstrings",
                #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"a"}},"de":{"stringUnit":{"value":"b"}}}},"k":{"localizations":{"de":{"stringUnit":{"value":"c"}}}}}}"#
            )
        ])
        #expect(LocalizationTesting.text("k", in: catalog, language: "de") == "c")
        // The second entry has no "en": the key is its own source string, as for any such entry.
        #expect(LocalizationTesting.text("k", in: catalog, language: "en") == "k")
        #expect(catalog.lookup("k", on: .apple).found.count == 2)
    }

    @Test("the check counts a language missing whether the key has one language or many")
    func missingLanguagesCounted() throws {
        let resources = try LocalizationTesting.resources([("App/Localizable.xcstrings", Self.catalog)])
        #expect(resources.namedLanguageCount(on: .apple) == 3)
        var strings: [(Bool, Int)] = []
        resources.forEachString(of: "greeting", on: .apple) { isDefault, traits in
            strings.append((isDefault, traits.format.argumentCount))
        }
        #expect(strings.map(\.1) == [1, 1, 1])
        #expect(strings.allSatisfy { !$0.0 })
        // An Android key in the default language and one other.
        let android = try LocalizationTesting.resources([
            ("res/values/strings.xml", #"<resources><string name="k">%1$s</string></resources>"#),
            ("res/values-de/strings.xml", #"<resources><string name="k">%1$s %2$s</string></resources>"#),
        ])
        var found: [(Bool, Int)] = []
        android.forEachString(of: "k", on: .android) { found.append(($0, $1.format.argumentCount)) }
        #expect(found.sorted { $0.1 < $1.1 }.map(\.0) == [true, false])
        #expect(found.map(\.1).sorted() == [1, 2])
        #expect(android.namedLanguageCount(on: .android) == 1)
        #expect(resources.lookup("alone", on: .apple).missing == ["de", "fr"])
    }

    @Test("resources read from the same files in the same order are equal; another string is not")
    func equality() throws {
        let files: [(path: String, text: String)] = [
            ("App/Localizable.xcstrings", Self.catalog),
            ("de.lproj/Localizable.strings", #""greeting" = "Servus %@";"#),
        ]
        let one = try LocalizationTesting.resources(files)
        let two = try LocalizationTesting.resources(files)
        #expect(one == two)
        #expect(one.hashValue == two.hashValue)
        let other = try LocalizationTesting.resources([
            files[0], ("de.lproj/Localizable.strings", #""greeting" = "Na %@";"#),
        ])
        #expect(one != other)
    }

    /// What the summary says must be what the specifiers say, whether it is kept as a count (every
    /// argument 1 to n taken as a string) or in full.
    @Test(
        "a format summary answers as the specifiers do",
        arguments: [
            ("Hi", FormatString.Syntax.apple, 0, [Int]()),
            ("%@ and %@", .apple, 2, [1, 2]),
            ("%2$@ %1$@", .apple, 2, [1, 2]),
            ("%2$@ only", .apple, 2, [2]),
            ("%d items", .apple, 1, [1]),
            ("%1$s and %3$s", .java, 3, [1, 3]),
            ("50%% off %s", .java, 1, [1]),
            ("%1$s %k", .java, 1, [1]),
            ("% off", .java, 1, [1]),
        ])
    func formatSummary(text: String, syntax: FormatString.Syntax, count: Int, used: [Int]) {
        let format = FormatString(text, syntax: syntax)
        let summary = FormatSummary([text], syntax: syntax)
        #expect(summary.argumentCount == count && format.argumentCount == count)
        #expect((0...5).filter(summary.uses) == used)
        let bits = summary.usedBits(upTo: 64)
        #expect((1...64).filter { bits & (1 << UInt64($0 - 1)) != 0 } == used)
        #expect(summary.usedBits(upTo: 1) == (used.contains(1) ? 1 : 0))
        #expect(summary.hasProblems == !format.problems.isEmpty)
        #expect(summary.hasMistyped(upTo: 64) == format.specifiers.contains { !$0.type.takesString })
    }

    @Test("a summary of 64 or more arguments sets every bit it takes up to the limit")
    func wideSummary() {
        let text = (1...70).map { "%\($0)$@" }.joined(separator: " ")
        let summary = FormatSummary([text], syntax: .apple)
        #expect(summary.argumentCount == 70)
        #expect(summary.usedBits(upTo: 100) == .max)
        #expect(summary.usedBits(upTo: 3) == 0b111)
        #expect(summary.uses(70) && !summary.uses(71))
    }
}

extension ResourceStorageTests {
    @Test("a summary keeps eight specifiers of each list, those of the lowest arguments, and counts all")
    func keptAndCounted() {
        // Twelve integers written from argument 12 down to 1, and ten unknown conversions.
        let text = (1...12).reversed().map { "%\($0)$d" }.joined() + (1...10).map { "%\($0)$k" }.joined()
        let summary = FormatSummary([text], syntax: .apple)
        #expect(summary.mistyped.map(\.argument) == [8, 7, 6, 5, 4, 3, 2, 1])
        #expect(summary.mistypedCount == 12)
        #expect(summary.hasMistyped(upTo: 1) && !summary.hasMistyped(upTo: 0))
        #expect(summary.problems.map(\.text) == (1...8).map { "%\($0)$k" })
        #expect(summary.problemCount == 10)
        #expect(summary.argumentCount == 12)
        // A specifier written twice is named once and counted twice.
        let twice = FormatSummary(["%d and %d"], syntax: .apple)
        #expect(twice.mistyped.map(\.text) == ["%d"] && twice.mistypedCount == 2)
    }
}
