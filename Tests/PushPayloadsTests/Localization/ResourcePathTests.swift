import Testing

@testable import PushPayloads

/// What a resource file's path says: its format, platform, language and table, and the paths
/// that name no file this reads.
@Suite("Resource paths")
struct LocalizationResourcePathTests {
    typealias T = LocalizationTesting

    @Test(
        "Paths that name no string resource file: strings.unsupported-file",
        arguments: [
            "README.md", "Localizable", "Info.plist", "strings.xml", "other/strings.xml", "res/layout/main.xml",
            "res/values/strings.json", "res/valuesx/strings.xml", "res/drawable-values/strings.xml", "",
        ])
    func unsupportedFile(path: String) {
        #expect(throws: StringResourceError.self) { try ResourcePath(path) }
        let error = T.error("", path: path)
        #expect(error?.code == .unsupportedFile)
        #expect(error?.path == path)
        #expect(error?.line == nil)
        #expect(!StringResources.isResourceFile(path))
    }

    @Test("A .stringsdict is refused by name: strings.unsupported-format")
    func stringsDictionary() throws {
        let path = "en.lproj/Localizable.stringsdict"
        let file = try ResourcePath(path)
        #expect(file.format == .stringsDictionary)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict/></plist>
            """
        let error = T.error(plist, path: path)
        #expect(error?.code == .unsupportedFormat)
        #expect(error?.message.isEmpty == false)
        #expect(!StringResources.isResourceFile(path))
    }

    @Test(
        "Format, platform, language and table",
        arguments: [
            ("App/Localizable.xcstrings", ResourcePath.Format.catalog, Platform.apple, "", "Localizable"),
            ("App/de.lproj/Localizable.strings", .strings, .apple, "de", "Localizable"),
            ("App/pt-BR.lproj/InfoPlist.strings", .strings, .apple, "pt-BR", "InfoPlist"),
            ("App/Base.lproj/Main.strings", .strings, .apple, "Base", "Main"),
            ("Localizable.strings", .strings, .apple, "", "Localizable"),
            ("App/Resources/Localizable.strings", .strings, .apple, "", "Localizable"),
            ("res/values/strings.xml", .androidValues, .android, "", ""),
            ("res/values-de/plurals.xml", .androidValues, .android, "de", ""),
            ("res/values-pt-rBR/strings.xml", .androidValues, .android, "pt-BR", ""),
        ])
    func parts(path: String, format: ResourcePath.Format, platform: Platform, language: String, table: String) throws {
        let file = try ResourcePath(path)
        #expect(file.format == format)
        #expect(file.platform == platform)
        #expect(file.language == language)
        #expect(file.table == table)
        #expect(file.path == path)
        #expect(StringResources.isResourceFile(path))
    }
}
