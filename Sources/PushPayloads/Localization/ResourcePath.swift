/// What a resource file's path says: its format, platform, language and table.
struct ResourcePath: Sendable {
    /// A resource file format.
    enum Format: Sendable, Hashable {
        case catalog, strings, stringsDictionary, androidValues

        /// Reads a file of this format.
        func read(_ bytes: [UInt8], into sink: inout ResourceSink) throws(StringResourceError) {
            switch self {
            case .catalog: try StringCatalogReader.read(bytes, into: &sink)
            case .strings: try StringsFileReader.read(bytes, into: &sink)
            case .androidValues: try AndroidValuesReader.read(bytes, into: &sink)
            case .stringsDictionary:
                throw sink.error(
                    .unsupportedFormat,
                    "a .stringsdict is not read: its plural rules choose a form by a number, and push arguments are strings; give the .strings files or the String Catalog"
                )
            }
        }
    }

    let path: String
    let format: Format
    var platform: Platform { format == .androidValues ? .android : .apple }
    /// The language its folder names; `""` when it names none (a catalog names its own).
    let language: String
    /// The table: the file name without its extension (Apple), `""` (Android).
    let table: String

    init(_ path: String) throws(StringResourceError) {
        self.path = path
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let name = parts.last.map(String.init) ?? ""
        let folder = parts.count >= 2 ? String(parts[parts.count - 2]) : ""
        let dot = name.lastIndex(of: ".")
        let stem = dot.map { String(name[..<$0]) } ?? name
        let fileExtension = dot.map { String(name[name.index(after: $0)...]) } ?? ""
        switch fileExtension {
        case "xcstrings":
            (format, language, table) = (.catalog, "", stem)
        case "strings":
            (format, language, table) = (.strings, folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : "", stem)
        case "stringsdict":
            (format, language, table) = (.stringsDictionary, "", stem)
        case "xml" where folder == "values" || folder.hasPrefix("values-"):
            (format, language, table) = (.androidValues, Self.androidLanguage(folder), "")
        default:
            throw StringResourceError(
                .unsupportedFile,
                "not a string resource file: expected a String Catalog (*.xcstrings), a .strings file or an Android values*/*.xml file",
                path: path)
        }
    }

    /// The language an Android `values-…` folder's qualifiers name: `de`, `pt-BR` (`pt-rBR`),
    /// `sr-Latn` (`b+sr+Latn`); `""` for the default (no language qualifier, or only others such as
    /// `night` or `v21`).
    static func androidLanguage(_ folder: String) -> String {
        var qualifiers = folder.split(separator: "-").dropFirst()[...]
        while let first = qualifiers.first, first.hasPrefix("mcc") || first.hasPrefix("mnc") {
            qualifiers = qualifiers.dropFirst()
        }
        guard let first = qualifiers.first else { return "" }
        if first.hasPrefix("b+") {
            return first.dropFirst(2).split(separator: "+").joined(separator: "-")
        }
        // Three-letter UI modes (`car`, `hdr`) are not languages.
        guard (2...3).contains(first.count), first != "car", first != "hdr",
            first.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return "" }
        let second = qualifiers.dropFirst().first
        if let region = second, region.count == 3, region.first == "r",
            region.dropFirst().allSatisfy({ $0.isASCII && $0.isUppercase })
        {
            return "\(first)-\(region.dropFirst())"
        }
        return String(first)
    }
}
