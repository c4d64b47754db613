import Testing

@testable import PushPayloads

/// `.strings` files as Apple's property-list parser reads them (NSString's
/// `propertyListFromStringsFileFormat()`; CoreFoundation's old-style plist grammar): entries,
/// comments, escapes, encodings, and where a broken file is broken.
@Suite("Strings files")
struct LocalizationStringsFileReaderTests {
    typealias T = LocalizationTesting
    static let path = "App/en.lproj/Localizable.strings"

    /// The English text of `key` in a file holding `text`.
    func text(_ key: String, in text: String) throws -> String? {
        T.text(key, in: try T.resources([(Self.path, text)]), language: "en")
    }

    @Test("Quoted and unquoted keys and values")
    func quotedAndUnquoted() throws {
        let file = """
            "quoted" = "one";
            unquoted = "two";
            "mixed" = three;
            path.to/key:x-1_$ = "four";
            'single' = 'five';
            """
        let resources = try T.resources([(Self.path, file)])
        #expect(T.text("quoted", in: resources, language: "en") == "one")
        #expect(T.text("unquoted", in: resources, language: "en") == "two")
        #expect(T.text("mixed", in: resources, language: "en") == "three")
        #expect(T.text("path.to/key:x-1_$", in: resources, language: "en") == "four")
        #expect(T.text("single", in: resources, language: "en") == "five")
    }

    @Test("\"key\"; is shorthand for a value equal to the key")
    func shorthand() throws {
        let resources = try T.resources([(Self.path, "\"Cancel\";\nDone ;\n")])
        #expect(T.text("Cancel", in: resources, language: "en") == "Cancel")
        #expect(T.text("Done", in: resources, language: "en") == "Done")
    }

    @Test("Line and block comments are skipped, but not inside a string")
    func comments() throws {
        let file = """
            // a line comment "fake" = "x";
            /* a block
               "also" = "fake"; */
            "real" = /* inside */ "value"; // trailing
            "url" = "http://example.com/*not*/";
            """
        let resources = try T.resources([(Self.path, file)])
        #expect(T.text("real", in: resources, language: "en") == "value")
        #expect(T.text("url", in: resources, language: "en") == "http://example.com/*not*/")
        #expect(resources.lookup("fake", on: .apple).found.isEmpty)
        #expect(resources.lookup("also", on: .apple).found.isEmpty)
    }

    @Test("Escapes: \\n \\t \\\" \\\\ \\' and octal")
    func escapes() throws {
        #expect(try text("k", in: #""k" = "a\nb\tc\"d\\e\'f";"#) == "a\nb\tc\"d\\e'f")
        #expect(try text("k", in: #""k" = "\101\102C";"#) == "ABC")
        #expect(try text("k", in: #""k" = "\r\a";"#) == "\r\u{07}")
    }

    @Test("\\U escapes: four hex digits, a surrogate pair makes one character")
    func unicodeEscapes() throws {
        #expect(try text("k", in: #""k" = "caf\U00E9";"#) == "café")
        #expect(try text("k", in: #""k" = "\Ud83d\Ude00!";"#) == "😀!")
        #expect(try text("caf\u{E9}", in: #""caf\U00e9" = "x";"#) == "x")
    }

    @Test("Only an uppercase \\U starts a Unicode escape; \\u stands for u (CFOldStylePList getSlashedChar)")
    func lowercaseUEscape() throws {
        #expect(try text("k", in: #""k" = "\u0041";"#) == "u0041")
    }

    @Test("Unquoted words are letters, digits and _ $ / : . - (CFOldStylePList); '+' is not one")
    func unquotedCharacters() {
        let error = T.error("a+b = \"x\";", path: Self.path)
        #expect(error.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 1, column: 2))
    }

    @Test("A repeated key: the last entry wins, as in the dictionary CoreFoundation builds")
    func repeatedKey() throws {
        #expect(try text("k", in: "\"k\" = \"first\";\n\"k\" = \"second\";\n") == "second")
    }

    @Test("UTF-16 with a byte order mark, little- and big-endian", arguments: [false, true])
    func utf16(bigEndian: Bool) throws {
        let file = "/* UTF-16 */\n\"greeting\" = \"Grüße 😀\";\n\"second\" = \"zwei\";\n"
        let resources = try T.resources(
            bytes: T.utf16(file, bigEndian: bigEndian), path: "de.lproj/Localizable.strings")
        #expect(T.text("greeting", in: resources, language: "de") == "Grüße 😀")
        #expect(T.text("second", in: resources, language: "de") == "zwei")
    }

    @Test("A syntax error in UTF-16 text is placed by line and by character, not byte")
    func utf16ErrorPlace() {
        let file = "\"a\" = \"ü\";\n\"ß\" = \"b\" \"c\";"
        let error = T.error(bytes: T.utf16(file, bigEndian: false), path: Self.path)
        #expect(error.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 2, column: 11))
    }

    @Test("UTF-16 that does not decode is strings.encoding: an odd number of bytes, an unpaired surrogate")
    func brokenUTF16() {
        #expect(T.error(bytes: [0xFF, 0xFE, 0x41], path: Self.path)?.code == .encoding)
        #expect(T.error(bytes: [0xFF, 0xFE, 0x3D, 0xD8, 0x22, 0x00], path: Self.path)?.code == .encoding)
        #expect(T.error(bytes: [0xFE, 0xFF, 0xDC, 0x00], path: Self.path)?.code == .encoding)
    }

    @Test("A UTF-8 byte order mark is not part of the first key nor counted in columns")
    func utf8ByteOrderMark() throws {
        let resources = try T.resources(bytes: [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8), path: Self.path)
        #expect(T.text("a", in: resources, language: "en") == "b")
        #expect(resources.lookup("\u{FEFF}a", on: .apple).found.isEmpty)
        let error = T.error(bytes: [0xEF, 0xBB, 0xBF] + Array("\"a\" \"b\";".utf8), path: Self.path)
        #expect(error.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 1, column: 5))
    }

    @Test("Invalid UTF-8: strings.encoding at the bad byte's line and column")
    func invalidUTF8() {
        let bytes = Array("\"x\" = \"y\";\n\"a\" = \"b".utf8) + [0xFF] + Array("c\";\n".utf8)
        let error = T.error(bytes: bytes, path: Self.path)
        #expect(error.map(ErrorPlace.init) == ErrorPlace(.encoding, line: 2, column: 9))
        #expect(error?.path == Self.path)
    }

    @Test("A truncated UTF-8 sequence is invalid too")
    func truncatedUTF8() {
        let bytes = Array("\"k\" = \"caf".utf8) + [0xC3] + Array("\";".utf8)
        #expect(
            T.error(bytes: bytes, path: Self.path).map(ErrorPlace.init) == ErrorPlace(.encoding, line: 1, column: 11))
    }

    @Test("A missing ';' at the end of the file: where the ';' should be")
    func missingSemicolonAtEnd() {
        let error = T.error("\"a\" = \"b\";\n\"c\" = \"d\"", path: Self.path)
        #expect(error.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 2, column: 10))
    }

    @Test("A missing ';' before the next entry: at the next entry (the line CoreFoundation names)")
    func missingSemicolonBeforeNext() {
        let error = T.error("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n", path: Self.path)
        #expect(error.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 3, column: 1))
        let sameLine = T.error("\"a\" = \"b\" \"c\" = \"d\";", path: Self.path)
        #expect(sameLine.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 1, column: 11))
    }

    @Test("'=' with no value")
    func missingValue() {
        #expect(T.error("\"a\" = ;", path: Self.path).map(ErrorPlace.init) == ErrorPlace(.syntax, line: 1, column: 7))
        #expect(T.error("\"a\" =", path: Self.path)?.code == .syntax)
    }

    @Test("An unterminated string is reported at its opening quote")
    func unterminatedString() {
        let value = T.error("\"a\" = \"b\";\n\"c\" = \"never closed;\n", path: Self.path)
        #expect(value.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 2, column: 7))
        let key = T.error("\"a\" = \"b\";\n  \"open", path: Self.path)
        #expect(key.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 2, column: 3))
        let escapeAtEnd = T.error("\"a\" = \"b\\", path: Self.path)
        #expect(escapeAtEnd.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 1, column: 7))
    }

    @Test("An unterminated comment is reported at its opening /*")
    func unterminatedComment() {
        let error = T.error("\"a\" = \"b\";\n  /* open\n\"c\" = \"d\";\n", path: Self.path)
        #expect(error.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 2, column: 3))
    }

    @Test("An error's description names the file, line and column")
    func errorDescription() {
        let error = T.error("\"a\" = \"b\"", path: Self.path)
        #expect(error?.description.hasPrefix("App/en.lproj/Localizable.strings:1:10: ") == true)
    }

    @Test("An empty file, or only comments, has no strings but names its language")
    func emptyFile() throws {
        let resources = try T.resources([(Self.path, "  // nothing\n/* here */\n")])
        #expect(resources.isEmpty)
        #expect(resources.has(.apple))
        #expect(resources.lookup("any", on: .apple).missing == ["en"])
    }

    @Test("A .strings file outside a .lproj folder has no language")
    func outsideLproj() throws {
        for path in ["Localizable.strings", "Sources/App/Localizable.strings"] {
            let resources = try T.resources([(path, "\"k\" = \"v\";")])
            let found = resources.lookup("k", on: .apple).found
            #expect(found.map(\.language) == [""], "\(path)")
            #expect(found.map(\.path) == [path])
        }
    }

    @Test("The language is the .lproj folder's name: Base, de, pt-BR")
    func lprojLanguages() throws {
        let resources = try T.resources([
            ("App/Base.lproj/Localizable.strings", "\"k\" = \"base\";"),
            ("App/de.lproj/Localizable.strings", "\"k\" = \"deutsch\";"),
            ("App/pt-BR.lproj/Localizable.strings", "\"k\" = \"português\";"),
        ])
        #expect(T.text("k", in: resources, language: "Base") == "base")
        #expect(T.text("k", in: resources, language: "de") == "deutsch")
        #expect(T.text("k", in: resources, language: "pt-BR") == "português")
        #expect(resources.lookup("k", on: .apple).found.map(\.language).sorted() == ["Base", "de", "pt-BR"])
    }

    @Test("Each value records the line of its entry")
    func lines() throws {
        let resources = try T.resources([(Self.path, "// header\n\n\"a\" = \"1\";\n\"b\" =\n  \"2\";\n")])
        #expect(T.value("a", in: resources, on: .apple, language: "en")?.line == 3)
        #expect(T.value("b", in: resources, on: .apple, language: "en")?.line == 4)
    }
}
