/// Reads a String Catalog (`.xcstrings`): a JSON object with `sourceLanguage` and `strings`, each
/// key's `localizations` by language, each a `stringUnit` (`value`), plural or device
/// `variations` ending in `stringUnit`s (a `%#@name@` variable of `substitutions` takes one
/// argument, the number that chooses its form).
///
/// A key with no string in the source language is its own source string (as Xcode extracts
/// SwiftUI's keys); `shouldTranslate: false` marks a key not meant for translation.
enum StringCatalogReader {
    static func read(_ bytes: [UInt8], into sink: inout ResourceSink) throws(StringResourceError) {
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes, findsDuplicates: false, findingLimit: 0)
        } catch {
            var locator = SourceLocator(source: bytes)
            let place = locator.position(of: error.byteOffset)
            throw sink.error(.syntax, "not JSON: \(error.message)", line: place.line, column: place.column)
        }
        var reader = Reader(document: document, sink: sink)
        try reader.read()
    }

    private struct Reader {
        let document: JSONDocument
        let sink: ResourceSink
        var locator: SourceLocator

        init(document: JSONDocument, sink: ResourceSink) {
            self.document = document
            self.sink = sink
            locator = SourceLocator(source: document.source)
        }

        mutating func line(of node: Int) -> Int { locator.position(of: document.byteRange(of: node).lowerBound).line }

        mutating func fail(_ message: String, at node: Int) -> StringResourceError {
            let place = locator.position(of: document.byteRange(of: node).lowerBound)
            return sink.error(.structure, message, line: place.line, column: place.column)
        }

        mutating func object(_ name: String, in node: Int, required: Bool = false) throws(StringResourceError) -> Int? {
            guard let member = document.member(named: name, in: node) else {
                if required { throw fail("expected a member \"\(name)\"", at: node) }
                return nil
            }
            guard document.kind(of: member.value) == .object else {
                throw fail("\"\(name)\" must be an object", at: member.value)
            }
            return member.value
        }

        mutating func string(_ name: String, in node: Int) throws(StringResourceError) -> String? {
            guard let member = document.member(named: name, in: node) else { return nil }
            guard document.kind(of: member.value) == .string else {
                throw fail("\"\(name)\" must be a string", at: member.value)
            }
            return document.string(at: member.value)
        }

        mutating func read() throws(StringResourceError) {
            guard document.kind(of: 0) == .object else { throw fail("a String Catalog is a JSON object", at: 0) }
            guard let source = try string("sourceLanguage", in: 0) else {
                throw fail("expected a member \"sourceLanguage\"", at: 0)
            }
            sink.setSourceLanguage(source)
            sink.noteLanguage(source)
            guard let strings = try object("strings", in: 0, required: true) else { return }
            sink.reserve(keys: document.nodes.children(of: strings).reduce(0) { count, _ in count + 1 })
            for entry in document.nodes.children(of: strings) {
                try readKey(document.string(at: entry.key), entry.value, source: source)
            }
        }

        mutating func readKey(_ key: String, _ node: Int, source: String) throws(StringResourceError) {
            guard document.kind(of: node) == .object else {
                throw fail("the entry of \"\(key)\" must be an object", at: node)
            }
            let line = line(of: node)
            var translatable = true
            if let member = document.member(named: "shouldTranslate", in: node) {
                guard case .bool(let flag) = document.value(at: member.value) else {
                    throw fail("\"shouldTranslate\" must be true or false", at: member.value)
                }
                translatable = flag
            }
            var hasSource = false
            if let localizations = try object("localizations", in: node) {
                for localization in document.nodes.children(of: localizations) {
                    let language = document.string(at: localization.key)
                    guard document.kind(of: localization.value) == .object else {
                        throw fail(
                            "the \"\(language)\" localization of \"\(key)\" must be an object", at: localization.value)
                    }
                    var forms: [String] = []
                    try collectForms(localization.value, into: &forms, depth: 0)
                    guard !forms.isEmpty else { continue }
                    var value = sink.value(forms, line: line)
                    value.isTranslatable = translatable
                    sink.add(key, value, language: language)
                    hasSource = hasSource || language == source
                }
            }
            if !hasSource {
                var value = sink.value([key], line: line)
                value.isTranslatable = translatable
                sink.add(key, value, language: source)
            }
        }

        /// The texts of a localization: its `stringUnit`'s value and every variation's. A
        /// substitution's forms are not read: its `%#@name@` in the text takes its argument.
        mutating func collectForms(_ node: Int, into forms: inout [String], depth: Int) throws(StringResourceError) {
            guard depth < 16 else { throw fail("variations nest deeper than 16", at: node) }
            if let unit = try object("stringUnit", in: node) {
                guard let value = try string("value", in: unit) else {
                    throw fail("a \"stringUnit\" needs a string \"value\"", at: unit)
                }
                forms.append(value)
            }
            if let variations = try object("variations", in: node) {
                for kind in document.nodes.children(of: variations) {
                    guard document.kind(of: kind.value) == .object else {
                        throw fail("variations \"\(document.string(at: kind.key))\" must be an object", at: kind.value)
                    }
                    for variation in document.nodes.children(of: kind.value) {
                        guard document.kind(of: variation.value) == .object else {
                            throw fail("a variation must be an object", at: variation.value)
                        }
                        try collectForms(variation.value, into: &forms, depth: depth + 1)
                    }
                }
            }
        }
    }
}
