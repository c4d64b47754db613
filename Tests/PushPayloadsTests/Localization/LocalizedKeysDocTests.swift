import Testing

@testable import PushPayloads

/// The README's and the Localized keys article's examples, run: what they say they give.
@Suite("Localized keys: the documented examples")
struct LocalizedKeysDocTests {
    @Test("README: a catalog's string takes one argument and the payload gives none")
    func readme() throws {
        var strings = StringResources()
        try strings.add(
            Array(
                #"{"sourceLanguage":"en","version":"1.0","strings":{"SHIPPED":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%@ has shipped"}}}}}}"#
                    .utf8),
            path: "Localizable.xcstrings")
        var options = ValidationOptions()
        options.strings = strings
        let checked = PayloadValidator.validate(
            Array(#"{"aps":{"alert":{"loc-key":"SHIPPED"}}}"#.utf8), as: .apns, options: options)
        #expect(checked.diagnostics.map(\.ruleID) == ["apns.loc-args-count"])
    }

    @Test("the article: en and de .strings and an Android default string; the payload fits them")
    func article() throws {
        var strings = StringResources()
        try strings.add(Array(#""WELCOME" = "Welcome, %@!";"#.utf8), path: "en.lproj/Localizable.strings")
        try strings.add(Array(#""WELCOME" = "Willkommen, %@!";"#.utf8), path: "de.lproj/Localizable.strings")
        try strings.add(
            Array(#"<resources><string name="welcome">Welcome, %1$s!</string></resources>"#.utf8),
            path: "res/values/strings.xml")
        var options = ValidationOptions()
        options.strings = strings
        let checked = PayloadValidator.validate(
            Array(#"{"aps":{"alert":{"loc-key":"WELCOME","loc-args":["Ann"]}}}"#.utf8), as: .apns, options: options)
        #expect(checked.diagnostics.isEmpty)
        // The same payload with the key misspelt is found, so the empty result above means something.
        let misspelt = PayloadValidator.validate(
            Array(#"{"aps":{"alert":{"loc-key":"WELCOM","loc-args":["Ann"]}}}"#.utf8), as: .apns, options: options)
        #expect(misspelt.diagnostics.map(\.ruleID) == ["apns.loc-key-unknown"])
    }
}
