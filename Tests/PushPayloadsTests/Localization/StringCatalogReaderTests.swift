import Testing

@testable import PushPayloads

/// String Catalogs (`.xcstrings`) as Xcode writes them: `sourceLanguage`, `strings` by key, each
/// key's `localizations` by language holding a `stringUnit` or `variations` (plural, device, nested).
@Suite("String Catalogs")
struct LocalizationStringCatalogReaderTests {
    typealias T = LocalizationTesting
    static let path = "App/Localizable.xcstrings"

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Empty key" } }
              }
            },
            "brand" : {
              "shouldTranslate" : false
            },
            "device" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap here" } },
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click here" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Select here" } }
                    }
                  }
                }
              }
            },
            "german only" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Nur deutsch" } }
              }
            },
            "greeting" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo %@" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello %@" } }
              }
            },
            "items" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
                    }
                  }
                }
              }
            },
            "nested" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : {
                        "variations" : {
                          "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo on iPhone" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos on iPhone" } }
                          }
                        }
                      },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
                    }
                  }
                }
              }
            },
            "Only in code %lld" : {

            }
          },
          "version" : "1.0"
        }
        """

    func resources() throws -> StringResources { try T.resources([(Self.path, Self.catalog)]) }

    @Test("sourceLanguage: the lookup names it and lists it first")
    func sourceLanguage() throws {
        let lookup = try resources().lookup("greeting", on: .apple)
        #expect(lookup.sourceLanguage == "en")
        #expect(lookup.found.map(\.language) == ["en", "de"])
        #expect(lookup.found.map(\.value.forms) == [["Hello %@"], ["Hallo %@"]])
        #expect(lookup.found.map(\.path) == [Self.path, Self.path])
        #expect(lookup.missing.isEmpty)
        #expect(lookup.found.allSatisfy { $0.value.isTranslatable })
    }

    @Test("A key without a source-language string is its own source string")
    func keyIsItsOwnSource() throws {
        let resources = try resources()
        #expect(T.text("Only in code %lld", in: resources, language: "en") == "Only in code %lld")
        #expect(resources.lookup("Only in code %lld", on: .apple).missing == ["de"])
        #expect(T.text("german only", in: resources, language: "en") == "german only")
        #expect(T.text("german only", in: resources, language: "de") == "Nur deutsch")
    }

    @Test("shouldTranslate: false marks the key not meant for translation")
    func shouldTranslate() throws {
        let value = T.value("brand", in: try resources(), on: .apple, language: "en")
        #expect(value?.forms == ["brand"])
        #expect(value?.isTranslatable == false)
    }

    @Test("Plural variations: each form is read")
    func pluralVariations() throws {
        #expect(T.forms("items", in: try resources(), language: "en") == ["%lld item", "%lld items"])
    }

    @Test("Device variations: each form is read")
    func deviceVariations() throws {
        #expect(T.forms("device", in: try resources(), language: "en") == ["Tap here", "Click here", "Select here"])
    }

    @Test("Nested variations (device, then plural): every leaf is read")
    func nestedVariations() throws {
        #expect(
            T.forms("nested", in: try resources(), language: "en") == [
                "%lld photo on iPhone", "%lld photos on iPhone", "%lld photos",
            ])
    }

    @Test("The empty key \"\" is a key like any other")
    func emptyKey() throws {
        #expect(T.text("", in: try resources(), language: "en") == "Empty key")
    }

    @Test("The table is the catalog's file name")
    func table() throws {
        let resources = try T.resources([("App/Other.xcstrings", Self.catalog)])
        let lookup = resources.lookup("greeting", on: .apple)
        #expect(lookup.found.isEmpty)
        #expect(lookup.elsewhere?.table == "Other")
        #expect(lookup.elsewhere?.path == "App/Other.xcstrings")
    }

    @Test("Each value records the line of its key's entry")
    func lines() throws {
        #expect(T.value("brand", in: try resources(), on: .apple, language: "en")?.line == 9)
    }

    @Test("A stringUnit without value: strings.structure at the stringUnit")
    func stringUnitWithoutValue() {
        let file = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "k" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "new" }
                    }
                  }
                }
              }
            }
            """
        #expect(T.error(file, path: Self.path).map(ErrorPlace.init) == ErrorPlace(.structure, line: 7, column: 26))
    }

    @Test("A value that is not a string: strings.structure")
    func valueNotString() {
        let file =
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"value": 3}}}}}}"#
        #expect(T.error(file, path: Self.path)?.code == .structure)
    }

    @Test("Not JSON: strings.syntax at the offending character")
    func notJSON() {
        let file = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : @\n}\n"
        #expect(T.error(file, path: Self.path).map(ErrorPlace.init) == ErrorPlace(.syntax, line: 3, column: 15))
        #expect(T.error("", path: Self.path)?.code == .syntax)
        #expect(T.error("\"sourceLanguage\" = \"en\";", path: Self.path)?.code == .syntax)
    }

    @Test("Missing sourceLanguage, or not a string: strings.structure")
    func missingSourceLanguage() {
        #expect(
            T.error(#"{ "strings" : {} }"#, path: Self.path).map(ErrorPlace.init)
                == ErrorPlace(.structure, line: 1, column: 1))
        #expect(T.error(#"{ "sourceLanguage" : 1, "strings" : {} }"#, path: Self.path)?.code == .structure)
    }

    @Test("Missing strings, or not an object: strings.structure")
    func missingStrings() {
        #expect(T.error(#"{ "sourceLanguage" : "en" }"#, path: Self.path)?.code == .structure)
        #expect(T.error(#"{ "sourceLanguage" : "en", "strings" : [] }"#, path: Self.path)?.code == .structure)
    }

    @Test("A catalog that is not an object: strings.structure")
    func rootNotObject() {
        #expect(T.error("[]", path: Self.path)?.code == .structure)
        #expect(T.error("\"en\"", path: Self.path)?.code == .structure)
    }

    @Test("Entries that are not objects: strings.structure at the entry")
    func entryNotObject() {
        let file = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : \"v\"\n  }\n}\n"
        #expect(T.error(file, path: Self.path).map(ErrorPlace.init) == ErrorPlace(.structure, line: 4, column: 11))
        let localization = #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": "v"}}}}"#
        #expect(T.error(localization, path: Self.path)?.code == .structure)
        let variation =
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"plural": {"one": 1}}}}}}}"#
        #expect(T.error(variation, path: Self.path)?.code == .structure)
        let flag = #"{"sourceLanguage": "en", "strings": {"k": {"shouldTranslate": "no"}}}"#
        #expect(T.error(flag, path: Self.path)?.code == .structure)
    }

    @Test("A UTF-8 byte order mark before the JSON is skipped")
    func byteOrderMark() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array(Self.catalog.utf8)
        #expect(T.text("greeting", in: try T.resources(bytes: bytes, path: Self.path), language: "de") == "Hallo %@")
    }

    @Test("An empty catalog names its source language and holds no strings")
    func emptyCatalog() throws {
        let resources = try T.resources([
            (Self.path, #"{ "sourceLanguage" : "fr", "strings" : {}, "version" : "1.0" }"#)
        ])
        #expect(resources.isEmpty)
        #expect(resources.has(.apple))
        let lookup = resources.lookup("any", on: .apple)
        #expect(lookup.sourceLanguage == "fr")
        #expect(lookup.missing == ["fr"])
    }
}
