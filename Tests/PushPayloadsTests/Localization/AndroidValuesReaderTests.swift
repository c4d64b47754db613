import Testing

@testable import PushPayloads

/// Android values resources (`res/values*/*.xml`) as the "String resources" guide describes them
/// and aapt2 compiles them: which elements are strings, the text `getString` returns, and the XML
/// this reader refuses.
@Suite("Android values resources")
struct LocalizationAndroidValuesReaderTests {
    typealias T = LocalizationTesting
    static let path = "app/src/main/res/values/strings.xml"

    static let file = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <string name="plain">Hello</string>
            <string name="fixed" translatable="false">ACME</string>
            <item type="string" name="as_item">From an item</item>
            <plurals name="songs">
                <item quantity="one">%d song</item>
                <item quantity="other">%d songs</item>
            </plurals>
            <string-array name="planets">
                <item>Mercury</item>
                <item>Venus</item>
            </string-array>
            <string name="cdata"><![CDATA[<b>Bold</b> & more]]></string>
            <string name="welcome">Hello, <xliff:g id="name" example="Bob">%1$s</xliff:g>!</string>
            <string name="styled">Hello <b>World</b></string>
            <!-- <string name="commented">Not a string</string> -->
            <color name="accent">#FF0000</color>
            <string name="empty"/>
        </resources>
        """

    func resources() throws -> StringResources { try T.resources([(Self.path, Self.file)]) }

    /// The default-language text of `name` in a `<resources>` holding `body`.
    func text(_ name: String, in body: String) throws -> String? {
        let resources = try T.resources([(Self.path, "<resources>\n\(body)\n</resources>\n")])
        return T.text(name, in: resources, on: .android, language: "")
    }

    @Test("<string name>: its text, translatable unless it says not")
    func strings() throws {
        let resources = try resources()
        let plain = T.value("plain", in: resources, on: .android, language: "")
        #expect(plain?.forms == ["Hello"])
        #expect(plain?.resource == .string)
        #expect(plain?.isTranslatable == true)
        #expect(plain?.line == 3)
        let fixed = T.value("fixed", in: resources, on: .android, language: "")
        #expect(fixed?.forms == ["ACME"])
        #expect(fixed?.isTranslatable == false)
        #expect(T.text("empty", in: resources, on: .android, language: "") == "")
    }

    @Test("translatable takes the booleans aapt2 reads: false, FALSE, False")
    func translatableSpellings() throws {
        for spelling in ["false", "FALSE", "False"] {
            let resources = try T.resources([
                (Self.path, "<resources><string name=\"k\" translatable=\"\(spelling)\">x</string></resources>")
            ])
            #expect(T.value("k", in: resources, on: .android, language: "")?.isTranslatable == false, "\(spelling)")
        }
    }

    @Test("<item type=\"string\" name> is a string resource")
    func itemString() throws {
        #expect(T.text("as_item", in: try resources(), on: .android, language: "") == "From an item")
    }

    @Test("<plurals> is not found by a string lookup; it is named elsewhere with its forms")
    func plurals() throws {
        let lookup = try resources().lookup("songs", on: .android)
        #expect(lookup.found.isEmpty)
        #expect(lookup.missing == [""])
        #expect(lookup.elsewhere?.value.resource == .plurals)
        #expect(lookup.elsewhere?.value.forms == ["%d song", "%d songs"])
        #expect(lookup.elsewhere?.path == Self.path)
    }

    @Test("<string-array> is not found by a string lookup; it is named elsewhere with its items")
    func stringArray() throws {
        let lookup = try resources().lookup("planets", on: .android)
        #expect(lookup.found.isEmpty)
        #expect(lookup.elsewhere?.value.resource == .stringArray)
        #expect(lookup.elsewhere?.value.forms == ["Mercury", "Venus"])
    }

    @Test("Other resources and comments are not strings")
    func notStrings() throws {
        let resources = try resources()
        for name in ["accent", "commented"] {
            let lookup = resources.lookup(name, on: .android)
            #expect(lookup.found.isEmpty, "\(name)")
            #expect(lookup.elsewhere == nil, "\(name)")
        }
    }

    @Test("CDATA is text, markup and & included")
    func cdata() throws {
        #expect(T.text("cdata", in: try resources(), on: .android, language: "") == "<b>Bold</b> & more")
    }

    @Test("<xliff:g> and style tags are dropped, their text kept")
    func innerMarkup() throws {
        let resources = try resources()
        #expect(T.text("welcome", in: resources, on: .android, language: "") == "Hello, %1$s!")
        #expect(T.text("styled", in: resources, on: .android, language: "") == "Hello World")
    }

    @Test("Escapes: \\' \\\" \\n \\t \\u0041 \\@ \\? \\\\")
    func escapes() throws {
        let body = #"<string name="k">It\'s \"quoted\"\nnext\ttab \u0041\u00e9 \@home \?attr a\\b</string>"#
        #expect(try text("k", in: body) == "It's \"quoted\"\nnext\ttab Aé @home ?attr a\\b")
    }

    @Test("Double quotes keep their whitespace and are removed")
    func doubleQuoted() throws {
        #expect(try text("k", in: #"<string name="k">"  two  spaces  "</string>"#) == "  two  spaces  ")
        #expect(try text("k", in: #"<string name="k">"It's"</string>"#) == "It's")
        #expect(try text("k", in: "<string name=\"k\">a \"b\n  c\" d</string>") == "a b\n  c d")
    }

    @Test("Whitespace outside quotes collapses to one space; leading and trailing whitespace is dropped")
    func whitespaceCollapsing() throws {
        let body = "<string name=\"k\">\n        Hello\n        world \t  again\n    </string>"
        #expect(try text("k", in: body) == "Hello world again")
    }

    @Test("Entities and character references: &amp; &lt; &gt; &#65; &#x42;")
    func entities() throws {
        #expect(try text("k", in: #"<string name="k">&amp; &lt; &gt; &#65;&#x42;</string>"#) == "& < > AB")
        #expect(try text("a&b", in: #"<string name="a&amp;b">x</string>"#) == "x")
    }

    @Test("Escaping follows XML parsing: &quot; is a double quote that keeps whitespace, not a literal one")
    func quotEntity() throws {
        #expect(try text("k", in: #"<string name="k">&quot;a  b&quot;</string>"#) == "a  b")
    }

    @Test("An unknown entity is an error at its '&'")
    func unknownEntity() {
        let error = T.error("<resources>\n    <string name=\"e\">&nbsp;</string>\n</resources>\n", path: Self.path)
        #expect(error.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 2, column: 22))
        #expect(T.error("<resources><string name=\"e\">a & b</string></resources>", path: Self.path)?.code == .syntax)
    }

    /// XML 1.0 (§4.1) allows `&#` digits and `&#x` hex digits, nothing else, naming a `Char`.
    @Test(
        "A character reference XML does not allow is an error at its '&'",
        arguments: [
            "&#X41;", "&#+65;", "&#-65;", "&#;", "&#x;", "&#6A;", "&#0;", "&#x1;", "&#xFFFE;", "&#xD800;", "&#x110000;",
        ])
    func refusedCharacterReference(_ reference: String) {
        let error = T.error("<resources><string name=\"e\">a\(reference)</string></resources>", path: Self.path)
        #expect(error.map(ErrorPlace.init) == ErrorPlace(.syntax, line: 1, column: 30))
    }

    @Test("Character references of the characters XML allows: tab, line feed, U+10FFFF")
    func allowedCharacterReferences() throws {
        #expect(try text("k", in: #"<string name="k">"a&#9;b&#xA;c&#x10FFFF;&#xe9;"</string>"#) == "a\tb\nc\u{10FFFF}é")
    }

    @Test("A DOCTYPE is refused")
    func doctype() {
        let file = "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [<!ENTITY x \"y\">]>\n<resources/>\n"
        #expect(T.error(file, path: Self.path).map(ErrorPlace.init) == ErrorPlace(.syntax, line: 2, column: 1))
    }

    @Test("A mismatched end tag is an error at the end tag")
    func mismatchedEndTag() {
        let file = "<resources>\n    <string name=\"a\">x</strng>\n</resources>\n"
        #expect(T.error(file, path: Self.path).map(ErrorPlace.init) == ErrorPlace(.syntax, line: 2, column: 23))
    }

    @Test("An unclosed root is an error at the end of the file")
    func unclosedRoot() {
        let file = "<resources>\n    <string name=\"a\">x</string>\n"
        #expect(T.error(file, path: Self.path).map(ErrorPlace.init) == ErrorPlace(.syntax, line: 3, column: 1))
    }

    @Test("Text outside the root element is an error where it starts")
    func textOutsideRoot() {
        #expect(
            T.error("<resources/>\ntrailing\n", path: Self.path).map(ErrorPlace.init)
                == ErrorPlace(.syntax, line: 2, column: 1))
        #expect(
            T.error("junk\n<resources/>\n", path: Self.path).map(ErrorPlace.init)
                == ErrorPlace(.syntax, line: 1, column: 1))
        #expect(T.error("<resources/>\n<resources/>\n", path: Self.path)?.code == .syntax)
        #expect(T.error("", path: Self.path)?.code == .syntax)
    }

    @Test("A declared encoding other than UTF-8 is strings.encoding")
    func declaredEncoding() throws {
        let file = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<resources/>\n"
        let error = T.error(file, path: Self.path)
        #expect(error?.code == .encoding)
        #expect(error?.line == 1)
        let utf8 = "<?xml version='1.0' encoding='UTF-8'?>\n<resources><string name=\"k\">v</string></resources>\n"
        #expect(T.text("k", in: try T.resources([(Self.path, utf8)]), on: .android, language: "") == "v")
    }

    @Test("UTF-16 is refused, with or without the byte order mark's order", arguments: [false, true])
    func utf16(bigEndian: Bool) {
        let bytes = T.utf16("<resources><string name=\"k\">v</string></resources>", bigEndian: bigEndian)
        #expect(T.error(bytes: bytes, path: Self.path)?.code == .encoding)
    }

    @Test("Invalid UTF-8 is strings.encoding at the bad byte")
    func invalidUTF8() {
        let bytes = Array("<resources>\n  <string name=\"k\">".utf8) + [0xFE] + Array("</string>\n</resources>".utf8)
        #expect(
            T.error(bytes: bytes, path: Self.path).map(ErrorPlace.init) == ErrorPlace(.encoding, line: 2, column: 20))
    }

    @Test("A UTF-8 byte order mark is skipped")
    func utf8ByteOrderMark() throws {
        let bytes =
            [0xEF, 0xBB, 0xBF]
            + Array("<?xml version=\"1.0\"?><resources><string name=\"k\">v</string></resources>".utf8)
        #expect(T.text("k", in: try T.resources(bytes: bytes, path: Self.path), on: .android, language: "") == "v")
    }

    @Test("A well-formed file whose root is not <resources> is strings.structure")
    func rootNotResources() {
        #expect(T.error("<manifest>\n</manifest>\n", path: Self.path)?.code == .structure)
    }

    @Test("A <string> without a name is strings.structure")
    func stringWithoutName() {
        #expect(T.error("<resources>\n  <string>x</string>\n</resources>", path: Self.path)?.code == .structure)
        #expect(
            T.error("<resources>\n  <string name=\"\">x</string>\n</resources>", path: Self.path)?.code == .structure)
    }

    @Test(
        "The folder's qualifiers name the language",
        arguments: [
            ("values", ""), ("values-de", "de"), ("values-pt-rBR", "pt-BR"), ("values-b+sr+Latn", "sr-Latn"),
            ("values-b+es+419", "es-419"), ("values-night", ""), ("values-mcc310-en", "en"),
            ("values-mcc310-mnc004-en-rUS", "en-US"), ("values-car", ""), ("values-v21", ""), ("values-land", ""),
            ("values-fil", "fil"), ("values-de-night", "de"), ("values-sw600dp", ""),
        ])
    func folderLanguage(folder: String, language: String) throws {
        #expect(ResourcePath.androidLanguage(folder) == language)
        let path = "res/\(folder)/strings.xml"
        let resources = try T.resources([(path, "<resources><string name=\"k\">v</string></resources>")])
        #expect(resources.lookup("k", on: .android).found.map(\.language) == [language])
    }
}
