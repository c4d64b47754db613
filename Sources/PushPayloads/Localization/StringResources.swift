/// An app's localized strings, for the rules that check a payload's localization keys against
/// them: String Catalogs (`.xcstrings`) and `.strings` files for Apple, `values*/` XML resources
/// for Android.
///
/// Load the app's resources once and check every payload against them
/// (``ValidationOptions/strings``):
///
/// ```swift
/// var strings = StringResources()
/// try strings.add(catalogBytes, path: "App/Localizable.xcstrings")
/// try strings.add(androidBytes, path: "app/src/main/res/values/strings.xml")
/// var options = ValidationOptions()
/// options.strings = strings
/// let report = PayloadValidator.validate(body, as: .apns, options: options)
/// ```
///
/// The path says what a file is: a catalog holds every language; a `.strings` file's language is
/// its folder's (`de.lproj/Localizable.strings`; none outside a `.lproj` folder); an Android file's
/// language is its folder's qualifiers (`values-de-rAT/strings.xml`; `values/` is the default).
/// Apple looks up push keys in the `Localizable` table; Android in `<string>` resources. A copy is
/// cheap: the strings are shared until one copy adds more.
public struct StringResources: Sendable, Hashable {
    private var storage = Storage()

    /// No strings: the localization rules do not run.
    public init() {}

    /// Whether no string was added.
    public var isEmpty: Bool { storage.tables.isEmpty }

    /// Reads a resource file and adds its strings.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents: UTF-8, or UTF-16 with a byte order mark for `.strings`.
    ///   - path: The file's path, which says its format, table and language (see the type's
    ///     overview).
    /// - Throws: ``StringResourceError`` for a path this does not read, a format it refuses
    ///   (`.stringsdict`), or a file that breaks its format, with the line and column.
    public mutating func add(_ bytes: some Collection<UInt8>, path: String) throws(StringResourceError) {
        let file = try ResourcePath(path)
        // Read into a storage of its own, merged only when the whole file was read: a file that
        // fails adds nothing.
        let read = Storage()
        var sink = ResourceSink(storage: read, file: storage.files.count, path: file)
        try file.format.read(Array(bytes), into: &sink)
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.merge(read, path: path)
    }

    /// Whether a file in a folder given as resources is one ``add(_:path:)`` reads: what `pushlint
    /// --strings FOLDER` takes from the folder.
    package static func isResourceFile(_ path: String) -> Bool {
        guard let file = try? ResourcePath(path) else { return false }
        return file.format != .stringsDictionary
    }

    /// The strings a platform has for `key`, in each language that has it, `Localizable` first for
    /// Apple.
    func lookup(_ key: String, on platform: Platform) -> Lookup {
        storage.lookup(key, on: platform)
    }

    /// Whether any strings of `platform` were added.
    func has(_ platform: Platform) -> Bool { storage.languages[platform]?.isEmpty == false }

    /// Equal when both hold the same strings from the same paths.
    public static func == (lhs: StringResources, rhs: StringResources) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.storage.files == rhs.storage.files && lhs.storage.tables == rhs.storage.tables)
    }

    /// Hashes the paths read (equal resources read the same paths).
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.files) }
}

/// The platform whose resources a key is looked up in.
enum Platform: Sendable, Hashable {
    /// iOS and the other Apple systems: catalogs and `.strings` files, Apple's format syntax.
    case apple
    /// Android: `<string>` resources, Java's `Formatter` syntax.
    case android

    var syntax: FormatString.Syntax { self == .apple ? .apple : .java }
}

/// One localized string of one language.
struct LocalizedValue: Sendable, Hashable {
    /// What kind of resource holds it.
    enum Resource: Sendable, Hashable {
        /// A string: a catalog's `stringUnit`, a `.strings` entry, an Android `<string>`.
        case string
        /// Android's `<plurals>`.
        case plurals
        /// Android's `<string-array>`.
        case stringArray
    }

    /// The text, or one text per plural or device variation.
    var forms: [String]
    var resource: Resource = .string
    /// Whether it is meant to be translated (`shouldTranslate`, `translatable`).
    var isTranslatable = true
    /// The file it was read from (an index into the resources' paths) and the line.
    var file: Int
    var line: Int
}

/// Where a language's tables are: a platform, a language (`""` where the file says none) and, for
/// Apple, a table name.
struct TableID: Sendable, Hashable {
    var platform: Platform
    var language: String
    var table: String
}

/// The strings one key has on one platform.
struct Lookup {
    /// Each language's string in the table the platform looks in, by language.
    var found: [(language: String, value: LocalizedValue, path: String)] = []
    /// The languages of the platform's resources that lack it.
    var missing: [String] = []
    /// Another table or kind of resource that has the key (`InfoPlist.strings`, a `<plurals>`).
    var elsewhere: (value: LocalizedValue, table: String, path: String)?
    /// The language that source strings are written in, when a catalog says it.
    var sourceLanguage: String?
}

/// The strings, shared between copies.
final class Storage: @unchecked Sendable {
    // Mutated only while uniquely referenced (`StringResources.add`), read-only once shared.
    var tables: [TableID: [String: LocalizedValue]] = [:]
    var files: [String] = []
    /// The languages of each platform, in the order first read.
    var languages: [Platform: [String]] = [:]
    /// Languages that catalogs name as their source.
    var sourceLanguages: [Platform: String] = [:]

    func copy() -> Storage {
        let copy = Storage()
        copy.tables = tables
        copy.files = files
        copy.languages = languages
        copy.sourceLanguages = sourceLanguages
        copy.noted = noted
        return copy
    }

    /// Adds what one file's reading put in `read`; its strings replace those of the same keys.
    func merge(_ read: Storage, path: String) {
        files.append(path)
        for (id, strings) in read.tables {
            if tables[id] == nil {
                tables[id] = strings
            } else {
                tables[id]!.merge(strings) { $1 }
            }
        }
        for (platform, languages) in read.languages {
            for language in languages { noteLanguage(language, of: platform) }
        }
        sourceLanguages.merge(read.sourceLanguages) { $1 }
    }

    /// The table push keys are looked up in.
    static let lookedUp = "Localizable"

    /// The languages noted, for a check that costs no scan of ``languages``.
    private var noted = Set<TableID>()

    func noteLanguage(_ language: String, of platform: Platform) {
        if noted.insert(TableID(platform: platform, language: language, table: "")).inserted {
            languages[platform, default: []].append(language)
        }
    }

    func lookup(_ key: String, on platform: Platform) -> Lookup {
        var lookup = Lookup(sourceLanguage: sourceLanguages[platform])
        let table = platform == .apple ? Storage.lookedUp : ""
        for language in languages[platform] ?? [] {
            let id = TableID(platform: platform, language: language, table: table)
            if let value = tables[id]?[key], value.resource == .string {
                lookup.found.append((language, value, files[value.file]))
            } else {
                lookup.missing.append(language)
            }
        }
        // The source language first (a catalog's, or Android's default), then by name.
        let source = sourceLanguages[platform] ?? ""
        lookup.found.sort {
            ($0.language == source ? 0 : 1, $0.language) < ($1.language == source ? 0 : 1, $1.language)
        }
        lookup.missing.sort()
        if lookup.found.isEmpty {
            for (id, strings) in tables where id.platform == platform {
                if let value = strings[key], id.table != table || value.resource != .string {
                    lookup.elsewhere = (value, id.table, files[value.file])
                    break
                }
            }
        }
        return lookup
    }
}

/// Where a reader puts what it reads.
struct ResourceSink {
    let storage: Storage
    let file: Int
    let path: ResourcePath

    /// Adds one string; a key read again replaces it (the last of a repeated key wins, as in the
    /// dictionary a `.strings` file becomes).
    func add(_ key: String, _ value: LocalizedValue, language: String? = nil) {
        let id = TableID(platform: path.platform, language: language ?? path.language, table: path.table)
        storage.noteLanguage(id.language, of: id.platform)
        storage.tables[id, default: [:]][key] = value
    }

    /// Records a language with no strings yet (an empty `values-lt/strings.xml`, a catalog's
    /// languages).
    func noteLanguage(_ language: String) { storage.noteLanguage(language, of: path.platform) }

    /// A value read at `line`.
    func value(_ forms: [String], line: Int) -> LocalizedValue { LocalizedValue(forms: forms, file: file, line: line) }

    func setSourceLanguage(_ language: String) { storage.sourceLanguages[path.platform] = language }

    func error(_ code: StringResourceError.Code, _ message: String, line: Int? = nil, column: Int? = nil)
        -> StringResourceError
    {
        StringResourceError(code, message, path: path.path, line: line, column: column)
    }
}
