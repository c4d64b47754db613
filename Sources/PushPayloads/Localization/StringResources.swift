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
    private var storage = Storage.empty

    /// No strings: the localization rules do not run.
    public init() {}

    /// Whether no string was added.
    public var isEmpty: Bool { storage.isEmpty }

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

    /// Calls `body` with each language of `platform`, source first, and the string it has for
    /// `key` in the table the platform looks in (`nil` when it has none, or another kind of
    /// resource): one hash in all, nothing allocated.
    func forEachLanguage(of key: String, on platform: Platform, _ body: (String, LocalizedValue?) -> Void) {
        let visit: (String, LocalizedValue?) -> Void = { language, value in
            body(language, value?.resource == .string ? value : nil)
        }
        switch platform {
        case .apple: storage.apple.forEachLanguage(of: key, visit)
        case .android: storage.android.forEachLanguage(of: key, visit)
        }
    }

    /// Whether any strings of `platform` were added (or a file of it with none).
    func has(_ platform: Platform) -> Bool {
        platform == .apple ? !storage.apple.languages.isEmpty : !storage.android.languages.isEmpty
    }

    /// Equal when both hold the same strings from the same paths.
    public static func == (lhs: StringResources, rhs: StringResources) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.storage.files == rhs.storage.files && lhs.storage.tables == rhs.storage.tables
                && lhs.storage.apple == rhs.storage.apple && lhs.storage.android == rhs.storage.android)
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
    /// What its forms' specifiers take, read once when the file is read.
    var format: FormatSummary
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

/// One platform's strings in the table it looks keys up in (Apple's `Localizable`, Android's
/// resources): each key's row, one value per language column, so a check finds a key in every
/// language with one hash.
struct KeyRows: Sendable, Hashable {
    /// The languages, by column, in the order first read.
    private(set) var languages: [String] = []
    private var columns: [String: Int] = [:]
    /// The columns in message order: the source language first (a catalog's, or Android's
    /// default `""`), then by name.
    private(set) var order: [Int] = []
    /// The language catalogs name as their source.
    private(set) var source: String?
    private(set) var rows: [String: [LocalizedValue?]] = [:]

    /// The column of `language`, added when new.
    mutating func column(of language: String) -> Int {
        if let column = columns[language] { return column }
        languages.append(language)
        columns[language] = languages.count - 1
        return languages.count - 1
    }

    mutating func set(_ value: LocalizedValue, for key: String, column: Int) {
        rows[key, default: []].withGrowth(to: column + 1) { $0[column] = value }
    }

    /// Adds another's languages, source and rows; its values replace these of the same key and
    /// language.
    mutating func merge(_ other: KeyRows) {
        let mapped = other.languages.map { column(of: $0) }
        if let source = other.source { self.source = source }
        for (key, row) in other.rows {
            for (index, value) in row.enumerated() {
                guard let value else { continue }
                set(value, for: key, column: mapped[index])
            }
        }
        let source = self.source ?? ""
        order = languages.indices.sorted {
            (languages[$0] == source ? 0 : 1, languages[$0]) < (languages[$1] == source ? 0 : 1, languages[$1])
        }
    }

    mutating func setSource(_ language: String) { source = language }

    /// Each language in message order with the value of `key` in it, if any.
    func forEachLanguage(of key: String, _ body: (String, LocalizedValue?) -> Void) {
        let row = rows[key]
        for column in order {
            body(languages[column], row.flatMap { column < $0.count ? $0[column] : nil })
        }
    }
}

extension Array where Element == LocalizedValue? {
    /// Grows the row with `nil`s to `count`, then changes it.
    fileprivate mutating func withGrowth(to count: Int, _ change: (inout [LocalizedValue?]) -> Void) {
        if self.count < count { append(contentsOf: repeatElement(nil, count: count - self.count)) }
        change(&self)
    }
}

/// The strings, shared between copies.
final class Storage: @unchecked Sendable {
    // Mutated only while uniquely referenced (`StringResources.add`), read-only once shared.
    /// The storage of resources with no strings, shared (never mutated: `add` copies it first).
    static let empty = Storage()

    /// The strings of the tables each platform looks keys up in.
    var apple = KeyRows()
    var android = KeyRows()
    /// The other tables (Apple's `InfoPlist`, ...), for naming where a key not looked up is.
    var tables: [TableID: [String: LocalizedValue]] = [:]
    var files: [String] = []

    func copy() -> Storage {
        let copy = Storage()
        copy.apple = apple
        copy.android = android
        copy.tables = tables
        copy.files = files
        return copy
    }

    func rows(_ platform: Platform) -> KeyRows { platform == .apple ? apple : android }

    /// Adds one string: to its platform's rows when its table is the one looked in.
    func add(_ key: String, _ value: LocalizedValue, id: TableID) {
        if id.table == Storage.lookedUp(on: id.platform) {
            switch id.platform {
            case .apple: apple.set(value, for: key, column: apple.column(of: id.language))
            case .android: android.set(value, for: key, column: android.column(of: id.language))
            }
        } else {
            noteLanguage(id.language, of: id.platform)
            tables[id, default: [:]][key] = value
        }
    }

    func noteLanguage(_ language: String, of platform: Platform) {
        switch platform {
        case .apple: _ = apple.column(of: language)
        case .android: _ = android.column(of: language)
        }
    }

    func setSource(_ language: String, of platform: Platform) {
        switch platform {
        case .apple: apple.setSource(language)
        case .android: android.setSource(language)
        }
    }

    /// Adds what one file's reading put in `read`; its strings replace those of the same keys.
    func merge(_ read: Storage, path: String) {
        files.append(path)
        apple.merge(read.apple)
        android.merge(read.android)
        for (id, strings) in read.tables {
            if tables[id] == nil {
                tables[id] = strings
            } else {
                tables[id]!.merge(strings) { $1 }
            }
        }
    }

    /// The table push keys are looked up in: Apple's `Localizable`, Android's only one.
    static func lookedUp(on platform: Platform) -> String { platform == .apple ? "Localizable" : "" }

    var isEmpty: Bool { tables.isEmpty && apple.rows.isEmpty && android.rows.isEmpty }

    func lookup(_ key: String, on platform: Platform) -> Lookup {
        let rows = rows(platform)
        var lookup = Lookup(sourceLanguage: rows.source)
        var other: LocalizedValue?
        rows.forEachLanguage(of: key) { language, value in
            if let value, value.resource == .string {
                lookup.found.append((language, value, files[value.file]))
            } else {
                lookup.missing.append(language)
                if other == nil { other = value }
            }
        }
        lookup.missing.sort()
        guard lookup.found.isEmpty else { return lookup }
        if let other {
            lookup.elsewhere = (other, Storage.lookedUp(on: platform), files[other.file])
        } else {
            // The first other table that has it, by name and language: the same in every process.
            let ids = tables.keys.filter { $0.platform == platform && tables[$0]?[key] != nil }
                .sorted { ($0.table, $0.language) < ($1.table, $1.language) }
            if let id = ids.first, let value = tables[id]?[key] {
                lookup.elsewhere = (value, id.table, files[value.file])
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
        storage.add(
            key, value, id: TableID(platform: path.platform, language: language ?? path.language, table: path.table))
    }

    /// Records a language with no strings yet (an empty `values-lt/strings.xml`, a catalog's
    /// languages).
    func noteLanguage(_ language: String) { storage.noteLanguage(language, of: path.platform) }

    /// A value read at `line`.
    func value(_ forms: [String], line: Int) -> LocalizedValue {
        LocalizedValue(
            forms: forms, file: file, line: line, format: FormatSummary(forms, syntax: path.platform.syntax))
    }

    func setSourceLanguage(_ language: String) { storage.setSource(language, of: path.platform) }

    func error(_ code: StringResourceError.Code, _ message: String, line: Int? = nil, column: Int? = nil)
        -> StringResourceError
    {
        StringResourceError(code, message, path: path.path, line: line, column: column)
    }
}
