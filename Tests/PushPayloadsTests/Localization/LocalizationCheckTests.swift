import Testing

@testable import PushPayloads

/// The messages of the localization rules stay short however long what they list is.
@Suite("Localization check: messages")
struct LocalizationCheckTests {
    static func findings(_ payload: String, catalog value: String, rule: String) throws -> [Diagnostic] {
        var options = ValidationOptions()
        try options.strings.add(
            Array(
                #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"\#(value)"}}}}}}"#
                    .utf8),
            path: "Localizable.xcstrings")
        return PayloadValidator.validate(Array(payload.utf8), as: .apns, options: options).diagnostics
            .filter { $0.ruleID == rule }
    }

    @Test("unused arguments are named up to eight, then counted")
    func unusedArgumentsCapped() throws {
        let args = (1...20).map { "\"a\($0)\"" }.joined(separator: ",")
        let found = try Self.findings(
            #"{"aps":{"alert":{"loc-key":"k","loc-args":[\#(args)]}}}"#, catalog: "%1$@", rule: "apns.loc-args-unused")
        #expect(found.count == 1)
        #expect(
            found.first?.message
                == "loc-args arguments 2, 3, 4, 5, 6, 7, 8, 9 and 11 more are taken by no string of \"k\"")
    }

    @Test("two unused arguments are both named")
    func twoUnusedArguments() throws {
        let found = try Self.findings(
            #"{"aps":{"alert":{"loc-key":"k","loc-args":["a","b","c"]}}}"#, catalog: "%1$@",
            rule: "apns.loc-args-unused")
        #expect(found.first?.message == "loc-args arguments 2, 3 are taken by no string of \"k\"")
    }

    @Test("specifiers that do not take strings are named up to eight, then counted")
    func mistypedCapped() throws {
        let value = (1...10).map { "%\($0)$d" }.joined(separator: " ")
        let args = (1...10).map { "\"a\($0)\"" }.joined(separator: ",")
        let found = try Self.findings(
            #"{"aps":{"alert":{"loc-key":"k","loc-args":[\#(args)]}}}"#, catalog: value, rule: "apns.loc-format-type")
        let message = found.first?.message ?? ""
        #expect(found.count == 1)
        #expect(message.contains("\"%8$d\" (an integer) and more (10 in en), but they are strings"), "\(message)")
        #expect(!message.contains("%9$d"), "\(message)")
    }
}
