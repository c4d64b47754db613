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
    ///   (`.stringsdict`), or a file that breaks its format, with the line and column; for a file
    ///   over 2,147,483,647 bytes, or resources that would hold more strings than that.
    public mutating func add(_ bytes: some Collection<UInt8>, path: String) throws(StringResourceError) {
        let file = try ResourcePath(path)
        // Strings, lines, languages and files are numbered in 32 bits: a file's strings and lines
        // are fewer than its bytes.
        guard bytes.count <= Self.limit, storage.files.count < Self.limit else {
            throw StringResourceError(
                .unsupportedFile, "a file over \(Self.limit) bytes, or more than \(Self.limit) files, is not read",
                path: path)
        }
        // Read into a storage of its own, merged only when the whole file was read: a file that
        // fails adds nothing.
        let read = Storage()
        var sink = ResourceSink(storage: read, file: storage.files.count, path: file)
        try file.format.read(Array(bytes), into: &sink)
        guard storage.count + read.count <= Self.limit else {
            throw StringResourceError(
                .unsupportedFile, "the resources would hold more than \(Self.limit) strings and languages", path: path)
        }
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.merge(read, path: path)
    }

    /// The most bytes of a file, files, and strings and languages in all.
    private static let limit = Int(Int32.max)

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

    /// Calls `body` with what a check reads of each string `key` has in the table `platform` looks
    /// in, and whether its language is the default (`""`), in no set order: one hash in all,
    /// nothing allocated.
    func forEachString(
        of key: String, on platform: Platform, _ body: (_ isDefault: Bool, LocalizedValue.Traits) -> Void
    ) {
        switch platform {
        case .apple: storage.apple.forEachString(of: key, body)
        case .android: storage.android.forEachString(of: key, body)
        }
    }

    /// The number of languages of `platform` other than the default.
    func namedLanguageCount(on platform: Platform) -> Int {
        platform == .apple ? storage.apple.namedLanguageCount : storage.android.namedLanguageCount
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
