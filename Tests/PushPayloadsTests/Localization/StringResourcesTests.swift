import Testing

@testable import PushPayloads

/// The strings of an app put together: lookups across languages and tables, equality, copies.
@Suite("String resources")
struct LocalizationStringResourcesTests {
    typealias T = LocalizationTesting

    /// English and German have "greeting"; French lacks it; InfoPlist has the display name.
    static func apple() throws -> StringResources {
        try T.resources([
            ("App/en.lproj/Localizable.strings", "\"greeting\"=\"Hello %@\";\n\"farewell\"=\"Bye\";"),
            ("App/de.lproj/Localizable.strings", "\"greeting\"=\"Hallo %@\";"),
            ("App/fr.lproj/Localizable.strings", "\"farewell\"=\"Salut\";"),
            ("App/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\"=\"Demo\";"),
        ])
    }

    static func android() throws -> StringResources {
        try T.resources([
            ("res/values/strings.xml", "<resources><string name=\"greeting\">Hello %1$s</string></resources>"),
            ("res/values-de/strings.xml", "<resources><string name=\"greeting\">Hallo %1$s</string></resources>"),
            ("res/values-fr/strings.xml", "<resources><string name=\"other\">Autre</string></resources>"),
        ])
    }

    @Test("A key is found in the languages that have it and missing in the others")
    func lookupAcrossLanguages() throws {
        let resources = try Self.apple()
        let lookup = resources.lookup("greeting", on: .apple)
        #expect(lookup.found.map(\.language) == ["de", "en"])
        #expect(lookup.found.map(\.value.forms) == [["Hallo %@"], ["Hello %@"]])
        #expect(lookup.found.map(\.path) == ["App/de.lproj/Localizable.strings", "App/en.lproj/Localizable.strings"])
        #expect(lookup.missing == ["fr"])
        #expect(lookup.elsewhere == nil)
        #expect(lookup.sourceLanguage == nil)
    }

    @Test("A key nowhere is missing everywhere")
    func lookupUnknown() throws {
        let lookup = try Self.apple().lookup("nowhere", on: .apple)
        #expect(lookup.found.isEmpty)
        #expect(lookup.missing == ["de", "en", "fr"])
        #expect(lookup.elsewhere == nil)
    }

    @Test("Android: the default language is \"\", listed first")
    func lookupAndroid() throws {
        let lookup = try Self.android().lookup("greeting", on: .android)
        #expect(lookup.found.map(\.language) == ["", "de"])
        #expect(lookup.found.map(\.value.forms) == [["Hello %1$s"], ["Hallo %1$s"]])
        #expect(lookup.missing == ["fr"])
    }

    @Test("The platforms are apart: Apple's strings are not Android's")
    func platformsApart() throws {
        let android = try Self.android()
        #expect(android.has(.android))
        #expect(!android.has(.apple))
        #expect(android.lookup("greeting", on: .apple).found.isEmpty)
        #expect(android.lookup("greeting", on: .apple).missing.isEmpty)
        let apple = try Self.apple()
        #expect(apple.has(.apple))
        #expect(!apple.has(.android))
        #expect(apple.lookup("greeting", on: .android).found.isEmpty)
    }

    @Test("Apple looks in Localizable; a key only in another table is named elsewhere")
    func elsewhere() throws {
        let lookup = try Self.apple().lookup("CFBundleDisplayName", on: .apple)
        #expect(lookup.found.isEmpty)
        #expect(lookup.missing == ["de", "en", "fr"])
        #expect(lookup.elsewhere?.table == "InfoPlist")
        #expect(lookup.elsewhere?.path == "App/en.lproj/InfoPlist.strings")
        #expect(lookup.elsewhere?.value.forms == ["Demo"])
    }

    @Test("A key in Localizable and in another table is found, with nothing elsewhere")
    func foundBeatsElsewhere() throws {
        let resources = try T.resources([
            ("en.lproj/Other.strings", "\"k\"=\"other\";"),
            ("en.lproj/Localizable.strings", "\"k\"=\"localizable\";"),
        ])
        let lookup = resources.lookup("k", on: .apple)
        #expect(lookup.found.map(\.value.forms) == [["localizable"]])
        #expect(lookup.elsewhere == nil)
    }

    @Test("A catalog and .strings files add up: the catalog's source language comes first")
    func catalogAndStrings() throws {
        let resources = try T.resources([
            (
                "App/Localizable.xcstrings",
                #"{"sourceLanguage": "fr", "strings": {"k": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "oui"}}}}}}"#
            ),
            ("App/de.lproj/Localizable.strings", "\"k\"=\"ja\";"),
            ("App/en.lproj/Localizable.strings", "\"k\"=\"yes\";"),
        ])
        let lookup = resources.lookup("k", on: .apple)
        #expect(lookup.sourceLanguage == "fr")
        #expect(lookup.found.map(\.language) == ["fr", "de", "en"])
    }

    @Test("isEmpty: no string added")
    func isEmpty() throws {
        #expect(StringResources().isEmpty)
        #expect(!StringResources().has(.apple))
        #expect(!StringResources().has(.android))
        #expect(!(try Self.apple()).isEmpty)
        let noStrings = try T.resources([
            ("res/values/strings.xml", "<resources><color name=\"c\">#FFF</color></resources>")
        ])
        #expect(noStrings.isEmpty)
    }

    @Test("Equal when they hold the same strings from the same paths, with equal hashes")
    func equality() throws {
        #expect(StringResources() == StringResources())
        #expect(StringResources().hashValue == StringResources().hashValue)
        let first = try Self.apple()
        let second = try Self.apple()
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != StringResources())
        let path = "en.lproj/Localizable.strings"
        let one = try T.resources([(path, "\"k\"=\"one\";")])
        let other = try T.resources([(path, "\"k\"=\"two\";")])
        #expect(one != other)
        let moved = try T.resources([("de.lproj/Localizable.strings", "\"k\"=\"one\";")])
        #expect(one != moved)
        let translatable = try T.resources([
            ("res/values/strings.xml", "<resources><string name=\"k\">v</string></resources>")
        ])
        let fixed = try T.resources([
            ("res/values/strings.xml", "<resources><string name=\"k\" translatable=\"false\">v</string></resources>")
        ])
        #expect(translatable != fixed)
    }

    @Test("Copy on write: adding to a copy leaves the original as it was, and the other way round")
    func copyOnWrite() throws {
        let original = try Self.android()
        var copy = original
        #expect(copy == original)
        try copy.add(
            Array("<resources><string name=\"added\">new</string></resources>".utf8), path: "res/values/more.xml")
        #expect(copy.lookup("added", on: .android).found.map(\.language) == [""])
        #expect(original.lookup("added", on: .android).found.isEmpty)
        #expect(copy != original)
        #expect(original == (try Self.android()))

        var source = try Self.android()
        let snapshot = source
        try source.add(Array("\"k\"=\"v\";".utf8), path: "en.lproj/Localizable.strings")
        #expect(source.has(.apple))
        #expect(!snapshot.has(.apple))
        #expect(snapshot == (try Self.android()))
    }

    @Test("A value knows the path it was read from")
    func valuePaths() throws {
        let resources = try Self.apple()
        #expect(
            resources.lookup("farewell", on: .apple).found.map(\.path) == [
                "App/en.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings",
            ])
    }

    @Test("A file that fails partway adds nothing: no path, no language, no string before the error")
    func failedAddAddsNothing() throws {
        var resources = StringResources()
        try resources.add(Array(#""a" = "A";"#.utf8), path: "en.lproj/Localizable.strings")
        let before = resources
        #expect(throws: StringResourceError.self) {
            try resources.add(Array("\"b\" = \"B\";\n\"c\" = ".utf8), path: "de.lproj/Localizable.strings")
        }
        #expect(resources == before)
        #expect(resources.lookup("b", on: .apple).found.isEmpty)
        #expect(resources.lookup("a", on: .apple).missing.isEmpty)
    }
}
