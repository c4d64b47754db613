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

    /// The number of strings and languages held, which the 32-bit numbers of `KeyRows` bound.
    var count: Int {
        apple.count + android.count + apple.languages.count + android.languages.count
            + tables.values.reduce(0) { $0 + $1.count }
    }

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

    /// Makes room for `count` more keys of `platform` in `table`, when it is the one looked in.
    func reserve(keys count: Int, of platform: Platform, table: String) {
        guard table == Storage.lookedUp(on: platform) else { return }
        switch platform {
        case .apple: apple.reserve(keys: count)
        case .android: android.reserve(keys: count)
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

    /// Adds what one file's reading put in `read` (taking its strings over, which leaves it
    /// empty); its strings replace those of the same keys.
    func merge(_ read: Storage, path: String) {
        files.append(path)
        apple.merge(&read.apple)
        android.merge(&read.android)
        if tables.isEmpty {
            swap(&tables, &read.tables)
        } else {
            for (id, strings) in read.tables {
                if tables[id] == nil {
                    tables[id] = strings
                } else {
                    tables[id]!.merge(strings) { $1 }
                }
            }
        }
    }

    /// The table push keys are looked up in: Apple's `Localizable`, Android's only one.
    static func lookedUp(on platform: Platform) -> String { platform == .apple ? "Localizable" : "" }

    var isEmpty: Bool { tables.isEmpty && apple.count == 0 && android.count == 0 }

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

    /// Makes room for `count` keys about to be read (a catalog knows how many it has).
    func reserve(keys count: Int) { storage.reserve(keys: count, of: path.platform, table: path.table) }

    /// Records a language with no strings yet (an empty `values-lt/strings.xml`, a catalog's
    /// languages).
    func noteLanguage(_ language: String) { storage.noteLanguage(language, of: path.platform) }

    /// A value read at `line`.
    func value(_ forms: [String], line: Int) -> LocalizedValue {
        LocalizedValue(forms: forms, file: file, line: line, syntax: path.platform.syntax)
    }

    func setSourceLanguage(_ language: String) { storage.setSource(language, of: path.platform) }

    func error(_ code: StringResourceError.Code, _ message: String, line: Int? = nil, column: Int? = nil)
        -> StringResourceError
    {
        StringResourceError(code, message, path: path.path, line: line, column: column)
    }
}
