import Testing

@testable import PushPayloads

/// One format string and what its platform's documentation says it takes: each specifier as
/// `argument type` in the order written, the argument count, and the text of each problem.
struct FormatCase: Sendable, CustomTestStringConvertible {
    var text: String
    var specifiers: [String]
    var argumentCount: Int
    var problems: [String] = []

    var testDescription: String { "\"\(text)\"" }
}

extension FormatString {
    /// The specifiers as `argument type`, e.g. `2 integer`.
    var specifierSummary: [String] { specifiers.map { "\($0.argument) \($0.type)" } }
    /// The problems' texts.
    var problemTextsForTesting: [String] { problems.map(\.text) }
}

/// Apple's String Format Specifiers (IEEE printf plus `%@`, `n$` positions) and Java's
/// `java.util.Formatter`, as their documentation describes them.
@Suite("Format strings")
struct LocalizationFormatStringTests {
    /// Apple: "String Format Specifiers" in the String Programming Guide, and printf(3).
    static let apple: [FormatCase] = [
        FormatCase(text: "%@", specifiers: ["1 object"], argumentCount: 1),
        FormatCase(text: "%1$@", specifiers: ["1 object"], argumentCount: 1),
        FormatCase(text: "%2$@ %1$@", specifiers: ["2 object", "1 object"], argumentCount: 2),
        FormatCase(text: "%1$@ and %1$@ again", specifiers: ["1 object", "1 object"], argumentCount: 1),
        FormatCase(text: "%d", specifiers: ["1 integer"], argumentCount: 1),
        FormatCase(text: "%ld", specifiers: ["1 integer"], argumentCount: 1),
        FormatCase(text: "%lld", specifiers: ["1 integer"], argumentCount: 1),
        FormatCase(text: "%@ has %d items", specifiers: ["1 object", "2 integer"], argumentCount: 2),
        FormatCase(text: "100%%", specifiers: [], argumentCount: 0),
        FormatCase(text: "%#@count@", specifiers: ["1 variable"], argumentCount: 1),
        FormatCase(text: "%2$#@count@ by %1$@", specifiers: ["2 variable", "1 object"], argumentCount: 2),
        FormatCase(text: "%.2f", specifiers: ["1 floatingPoint"], argumentCount: 1),
        // "The width or precision can be indicated by an asterisk (*), in which case an int
        // argument supplies the value": the star takes the argument before the value's.
        FormatCase(text: "%*d", specifiers: ["1 integer", "2 integer"], argumentCount: 2),
        FormatCase(text: "%.*f", specifiers: ["1 integer", "2 floatingPoint"], argumentCount: 2),
        FormatCase(text: "%s", specifiers: ["1 cString"], argumentCount: 1),
        FormatCase(text: "%c", specifiers: ["1 character"], argumentCount: 1),
        FormatCase(text: "%p", specifiers: ["1 pointer"], argumentCount: 1),
        FormatCase(text: "50%", specifiers: [], argumentCount: 0, problems: ["%"]),
        FormatCase(text: "%k", specifiers: [], argumentCount: 0, problems: ["%k"]),
        FormatCase(text: "%@ then %k", specifiers: ["1 object"], argumentCount: 1, problems: ["%k"]),
    ]

    /// Java: the `java.util.Formatter` class documentation (Android's `getString(id, args)`).
    static let java: [FormatCase] = [
        FormatCase(text: "%s", specifiers: ["1 general"], argumentCount: 1),
        FormatCase(text: "%1$s", specifiers: ["1 general"], argumentCount: 1),
        FormatCase(text: "%2$d", specifiers: ["2 integer"], argumentCount: 2),
        FormatCase(text: "%b and %h", specifiers: ["1 general", "2 general"], argumentCount: 2),
        FormatCase(text: "100%%", specifiers: [], argumentCount: 0),
        FormatCase(text: "line%nbreak", specifiers: [], argumentCount: 0),
        // "Relative indexing is used when the format specifier contains a '<' flag which causes
        // the argument for the previous format specifier to be re-used."
        FormatCase(text: "%s %<s", specifiers: ["1 general", "1 general"], argumentCount: 1),
        FormatCase(text: "%2$s %<d", specifiers: ["2 general", "2 integer"], argumentCount: 2),
        // `%%` and `%n` take no argument and leave the previous one as it was.
        FormatCase(text: "%s %% %<s", specifiers: ["1 general", "1 general"], argumentCount: 1),
        // "If there is no previous argument, then a MissingFormatArgumentException is thrown."
        FormatCase(text: "%<s", specifiers: [], argumentCount: 0, problems: ["%<s"]),
        FormatCase(text: "%.1f", specifiers: ["1 floatingPoint"], argumentCount: 1),
        FormatCase(text: "%1$.2f", specifiers: ["1 floatingPoint"], argumentCount: 1),
        FormatCase(text: "%tY", specifiers: ["1 dateTime"], argumentCount: 1),
        FormatCase(text: "%c", specifiers: ["1 character"], argumentCount: 1),
        FormatCase(text: "%@", specifiers: [], argumentCount: 0, problems: ["%@"]),
        FormatCase(text: "50%", specifiers: [], argumentCount: 0, problems: ["%"]),
        // "Ordinary index ... Each format specifier which uses ordinary index is assigned a
        // sequential implicit index into argument list which is independent of the indices used
        // by explicit or relative indexing."
        FormatCase(text: "%2$s %s %s", specifiers: ["2 general", "1 general", "2 general"], argumentCount: 2),
        FormatCase(text: "%s %1$s %s", specifiers: ["1 general", "1 general", "2 general"], argumentCount: 2),
        FormatCase(text: "%3$d %s", specifiers: ["3 integer", "1 general"], argumentCount: 3),
        FormatCase(text: "%s %<s %s", specifiers: ["1 general", "1 general", "2 general"], argumentCount: 2),
    ]

    @Test("Apple specifiers", arguments: apple)
    func appleSpecifiers(_ example: FormatCase) {
        let format = FormatString(example.text, syntax: .apple)
        #expect(format.specifierSummary == example.specifiers)
        #expect(format.argumentCount == example.argumentCount)
        #expect(format.problemTextsForTesting == example.problems)
    }

    @Test("Java specifiers", arguments: java)
    func javaSpecifiers(_ example: FormatCase) {
        let format = FormatString(example.text, syntax: .java)
        #expect(format.specifierSummary == example.specifiers)
        #expect(format.argumentCount == example.argumentCount)
        #expect(format.problemTextsForTesting == example.problems)
    }

    @Test("Each specifier keeps its text as written, a star's argument included")
    func specifierTexts() {
        #expect(FormatString("%1$@ %lld %*d", syntax: .apple).specifiers.map(\.text) == ["%1$@", "%lld", "%*d", "%*d"])
        #expect(FormatString("%1$.2f %<s %-10s", syntax: .java).specifiers.map(\.text) == ["%1$.2f", "%<s", "%-10s"])
    }

    @Test("A string argument fits %@ and Java's general conversions, not a C string or a number")
    func takesString() {
        #expect(FormatString("%@", syntax: .apple).specifiers.map(\.type.takesString) == [true])
        #expect(FormatString("%s", syntax: .apple).specifiers.map(\.type.takesString) == [false])
        #expect(FormatString("%d", syntax: .apple).specifiers.map(\.type.takesString) == [false])
        #expect(FormatString("%#@n@", syntax: .apple).specifiers.map(\.type.takesString) == [false])
        #expect(FormatString("%s %S %b", syntax: .java).specifiers.map(\.type.takesString) == [true, true, true])
        #expect(
            FormatString("%d %f %c %tY", syntax: .java).specifiers.map(\.type.takesString) == [
                false, false, false, false,
            ])
    }

    @Test("Argument positions start at 1: %0$@ takes no argument and is a problem")
    func appleZeroPosition() {
        let format = FormatString("%0$@", syntax: .apple)
        #expect(format.specifiers.isEmpty)
        #expect(format.argumentCount == 0)
        #expect(format.problems.count == 1)
        #expect(format.problems.first?.text.hasPrefix("%0$") == true)
    }

    @Test("A string is plain only without any %, %% included")
    func plain() {
        #expect(FormatString("Hello", syntax: .apple).isPlain)
        #expect(FormatString("Hello", syntax: .java).isPlain)
        #expect(!FormatString("100%%", syntax: .apple).isPlain)
        #expect(!FormatString("a%nb", syntax: .java).isPlain)
        #expect(!FormatString("50%", syntax: .apple).isPlain)
    }

    @Test("Every problem has a reason")
    func reasons() {
        for (text, syntax) in [("50%", FormatString.Syntax.apple), ("%k", .apple), ("%@", .java), ("%<s", .java)] {
            let format = FormatString(text, syntax: syntax)
            #expect(format.problems.count == 1, "\(text)")
            #expect(format.problems.allSatisfy { !$0.reason.isEmpty }, "\(text)")
        }
    }

    @Test("A `*0$` width is refused as `%0$` is, and a payload checked against it reports it (found by fuzzing)")
    func starPositionZero() throws {
        let format = FormatString("%*0$d", syntax: .apple)
        #expect(format.specifiers.isEmpty)
        #expect(format.problems.map(\.text) == ["%*0$"])
        var options = ValidationOptions()
        try options.strings.add(
            Array(
                #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"%*0$A*2$d"}}}}}}"#
                    .utf8),
            path: "Localizable.xcstrings")
        let report = PayloadValidator.validate(
            Array(#"{"aps":{"alert":{"loc-key":"k","loc-args":["a"]}}}"#.utf8), as: .apns, options: options)
        #expect(report.diagnostics.map(\.ruleID) == ["apns.loc-format-type"])
    }

    @Test("A conversion that is not ASCII is named whole, in both syntaxes")
    func nonASCIIConversion() {
        for syntax in [FormatString.Syntax.apple, .java] {
            let format = FormatString("%\u{059A}x", syntax: syntax)
            #expect(format.problems.map(\.text) == ["%\u{059A}"])
            #expect(format.problems.first?.reason.hasPrefix("`\u{059A}`") == true)
        }
    }
}
