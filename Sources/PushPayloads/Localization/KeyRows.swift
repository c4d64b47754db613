/// One platform's strings in the table it looks keys up in (Apple's `Localizable`, Android's
/// resources): each key's strings, one per language, reached from the key with one hash.
///
/// A key's strings are a chain of entries (its first entry, then the others in no set order), so
/// a key in one language costs one entry, whatever the number of languages. A string read again
/// in a language the key has replaces the one before, found through `pairs` when the key has more
/// than one language: loading is linear in the strings read, however keys and languages are
/// spread.
struct KeyRows: Sendable {
    /// One string, its language's column and the key's next entry (-1 after the last).
    private struct Entry: Sendable {
        var value: LocalizedValue
        let column: Int32
        var next: Int32
    }

    /// The languages, by column, in the order first read.
    private(set) var languages: [String] = []
    private var columns: [String: Int32] = [:]
    /// The columns in message order: the source language first (a catalog's, or Android's
    /// default `""`), then by name.
    private(set) var order: [Int] = []
    /// The language catalogs name as their source.
    private(set) var source: String?
    /// The number of languages other than the default (`""`).
    private(set) var namedLanguageCount = 0
    /// The column of the default language (`""`), -1 while it has none.
    private var defaultColumn: Int32 = -1
    /// The language `column(of:)` answered last, and its column (-1 before the first).
    private var lastLanguage = ""
    private var lastColumn: Int32 = -1
    /// Each key's first entry.
    private var firsts: [String: Int32] = [:]
    private var entries: [Entry] = []
    /// The entry of each (first entry, column) of the keys in more than one language.
    private var pairs: [UInt64: Int32] = [:]

    /// The number of strings.
    var count: Int { entries.count }

    /// Whether nothing was read into it: no language, no string.
    var isFresh: Bool { languages.isEmpty && entries.isEmpty }

    /// The column of `language`, added when new. `StringResources.add` keeps the number of
    /// languages and strings within 32 bits.
    mutating func column(of language: String) -> Int32 {
        // A file's strings come in runs of one language: the last one answers without a hash.
        if lastColumn >= 0, language == lastLanguage { return lastColumn }
        let column: Int32
        if let known = columns[language] {
            column = known
        } else {
            column = Int32(languages.count)
            languages.append(language)
            columns[language] = column
            if language.isEmpty { defaultColumn = column } else { namedLanguageCount += 1 }
        }
        (lastLanguage, lastColumn) = (language, column)
        return column
    }

    /// Makes room for `count` more keys, each with one string at least (a catalog's keys).
    mutating func reserve(keys count: Int) {
        firsts.reserveCapacity(firsts.count + count)
        entries.reserveCapacity(entries.count + count)
    }

    /// Sets the string of `key` in the language at `column`, replacing one read before.
    mutating func set(_ value: LocalizedValue, for key: String, column: Int32) {
        // One hash: the key's slot is found, or made holding the entry about to be appended.
        let added = Int32(entries.count)
        let first = Self.claim(&firsts[key, default: -1], for: added)
        guard first >= 0 else {
            entries.append(Entry(value: value, column: column, next: -1))
            return
        }
        let head = Int(first)
        if entries[head].next < 0 {
            if entries[head].column == column {
                entries[head].value = value
                return
            }
            pairs[Self.pair(first, entries[head].column)] = first
        }
        let pair = Self.pair(first, column)
        if let at = pairs[pair] {
            entries[Int(at)].value = value
            return
        }
        entries.append(Entry(value: value, column: column, next: entries[head].next))
        entries[head].next = added
        pairs[pair] = added
    }

    /// The entry a key's slot holds, or -1 after making a new slot hold `added`.
    private static func claim(_ slot: inout Int32, for added: Int32) -> Int32 {
        guard slot < 0 else { return slot }
        slot = added
        return -1
    }

    private static func pair(_ first: Int32, _ column: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: first)) << 32 | UInt64(UInt32(bitPattern: column))
    }

    /// Adds another's languages, source and strings; its strings replace these of the same key
    /// and language. Taken over whole when this one is fresh.
    mutating func merge(_ other: inout KeyRows) {
        if isFresh {
            swap(&self, &other)
        } else {
            let mapped = other.languages.map { column(of: $0) }
            if let source = other.source { self.source = source }
            for (key, first) in other.firsts {
                other.forEachEntry(from: first) { at in
                    set(other.entries[at].value, for: key, column: mapped[Int(other.entries[at].column)])
                }
            }
            other = KeyRows()
        }
        let source = self.source ?? ""
        order = languages.indices.sorted {
            (languages[$0] == source ? 0 : 1, languages[$0]) < (languages[$1] == source ? 0 : 1, languages[$1])
        }
    }

    mutating func setSource(_ language: String) { source = language }

    /// Calls `body` with what a check reads of each string `key` has, and whether its language is
    /// the default (`""`), in no set order: one hash, nothing allocated or copied but a format's box.
    func forEachString(of key: String, _ body: (_ isDefault: Bool, LocalizedValue.Traits) -> Void) {
        guard let first = firsts[key] else { return }
        forEachEntry(from: first) { at in body(entries[at].column == defaultColumn, entries[at].value.traits) }
    }

    /// Calls `body` with the index of each entry of the chain that starts at `first`.
    private func forEachEntry(from first: Int32, _ body: (Int) -> Void) {
        var at = Int(first)
        while at >= 0 {
            body(at)
            at = Int(entries[at].next)
        }
    }

    /// Each language in message order with the string of `key` in it, if any.
    func forEachLanguage(of key: String, _ body: (String, LocalizedValue?) -> Void) {
        var byColumn: [Int32: LocalizedValue] = [:]
        if let first = firsts[key] {
            forEachEntry(from: first) { at in byColumn[entries[at].column] = entries[at].value }
        }
        for column in order { body(languages[column], byColumn[Int32(column)]) }
    }

    /// Every key with its strings by language, for comparing resources.
    private var byKey: [String: [String: LocalizedValue]] {
        var result: [String: [String: LocalizedValue]] = [:]
        for key in firsts.keys {
            var values: [String: LocalizedValue] = [:]
            forEachLanguage(of: key) { language, value in values[language] = value }
            result[key] = values
        }
        return result
    }
}

extension KeyRows: Hashable {
    /// Equal when both have the same languages, source and strings, however they were read.
    static func == (lhs: KeyRows, rhs: KeyRows) -> Bool {
        Set(lhs.languages) == Set(rhs.languages) && lhs.source == rhs.source && lhs.count == rhs.count
            && lhs.firsts.count == rhs.firsts.count && lhs.byKey == rhs.byKey
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(source)
    }
}
