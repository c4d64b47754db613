import Testing

@testable import PushPayloads

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each reader's time is linear in its input on hostile shapes: a catalog of many keys or many
/// languages, nesting (JSON objects in a catalog, XML elements in an Android file, comment openers
/// and escaped quotes in a `.strings` file), and a string, comment or CDATA section left open at
/// the end of a large input. Each shape is read at sizes N, 2N and 4N; the time (this thread's CPU
/// time, the least of three reads, so other tests running beside it add nothing) may grow at most
/// 2.2x a doubling, over the two doublings together (4.84x from N to 4N). A quadratic reader
/// grows 16x; a series over the bound is measured again, twice at most, each size keeping its least
/// time (a pause of the host grows one series, not three). The sizes are small enough for a debug
/// `swift test` on two cores (about 10 ms at N; 5 to 10 s for the suite); the full-size runs
/// (a 66 MB catalog of a million keys, and the peak memory against 8x the input) are
/// `Scripts/measure-resource-scaling.sh`, which is not in CI.
@Suite("String resources: reading time is linear on hostile input", .serialized)
struct ResourceScalingTests {
    /// What reading a shape must give.
    enum Outcome: Sendable, Equatable {
        /// The file reads, and `key` is found in `language`.
        case reads(key: String, language: String)
        /// The file throws `code` on `line`.
        case throwsError(StringResourceError.Code, line: Int)
    }

    /// A hostile input of size `n` for one reader.
    struct Shape: Sendable, CustomTestStringConvertible {
        var name: String
        var path: String
        /// N: the smallest size read.
        var base: Int
        var build: @Sendable (Int) -> [UInt8]
        /// What the read gives at size `n`.
        var outcome: @Sendable (Int) -> Outcome
        var testDescription: String { name }

        var platform: Platform { path.hasSuffix(".xml") ? .android : .apple }
    }

    static let catalogPath = "App/Localizable.xcstrings"
    static let stringsPath = "de.lproj/Localizable.strings"
    static let androidPath = "res/values-de/strings.xml"

    /// `"k<i>" : { "localizations" : { "en" : { "stringUnit" : { "value" : "%@ <i>" } } } }`, a line each.
    static func catalogEntries(_ n: Int) -> String {
        var text = ""
        for index in 0..<n {
            text +=
                #""k\#(index)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%@ \#(index)"}}}},"#
            text += "\n"
        }
        return text
    }

    /// `<string name="k<i>">%1$s <i></string>`, a line each.
    static func androidEntries(_ n: Int) -> String {
        var text = ""
        for index in 0..<n { text += "<string name=\"k\(index)\">%1$s \(index)</string>\n" }
        return text
    }

    /// `"k<i>" = "%@ <i>";`, a line each.
    static func stringsEntries(_ n: Int) -> String {
        var text = ""
        for index in 0..<n { text += "\"k\(index)\" = \"%@ \(index)\";\n" }
        return text
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let shapes: [Shape] = [
        // String Catalogs.
        Shape(
            name: "catalog: many keys", path: catalogPath, base: 1_000,
            build: { bytes(#"{"sourceLanguage":"en","strings":{"# + "\n" + catalogEntries($0) + #""z":{}}}"#) },
            outcome: { .reads(key: "k\($0 - 1)", language: "en") }),
        Shape(
            name: "catalog: many duplicate keys", path: catalogPath, base: 1_000,
            build: {
                let entry = #""k":{"localizations":{"en":{"stringUnit":{"value":"%@"}}}},"#
                return bytes(
                    #"{"sourceLanguage":"en","strings":{"# + String(repeating: entry + "\n", count: $0) + #""z":{}}}"#)
            },
            outcome: { _ in .reads(key: "k", language: "en") }),
        Shape(
            name: "catalog: keys nested 500 objects deep", path: catalogPath, base: 25,
            build: {
                let deep = String(repeating: #"{"a":"#, count: 500) + "1" + String(repeating: "}", count: 500)
                var text = #"{"sourceLanguage":"en","strings":{"#
                for index in 0..<$0 { text += #""k\#(index)":{"comment":\#(deep)},"# + "\n" }
                return bytes(text + #""z":{}}}"#)
            },
            outcome: { .reads(key: "k\($0 - 1)", language: "en") }),
        Shape(
            name: "catalog: variations 15 deep, many forms", path: catalogPath, base: 60,
            build: {
                var unit = #"{"stringUnit":{"value":"%d"}}"#
                for _ in 0..<15 {
                    unit = #"{"variations":{"plural":{"one":\#(unit),"other":{"stringUnit":{"value":"x"}}}}}"#
                }
                var text = #"{"sourceLanguage":"en","strings":{"#
                for index in 0..<$0 { text += #""k\#(index)":{"localizations":{"en":\#(unit)}},"# + "\n" }
                return bytes(text + #""z":{}}}"#)
            },
            outcome: { .reads(key: "k\($0 - 1)", language: "en") }),
        Shape(
            name: "catalog: a string of escaped quotes left open at the end", path: catalogPath, base: 2_000,
            build: {
                bytes(
                    #"{"sourceLanguage":"en","strings":{"# + "\n" + catalogEntries($0) + #""z":{"comment":""#
                        + String(repeating: #"\""#, count: 20 * $0))
            },
            outcome: { .throwsError(.syntax, line: $0 + 2) }),
        // `.strings` files.
        Shape(
            name: ".strings: many entries", path: stringsPath, base: 2_500, build: { bytes(stringsEntries($0)) },
            outcome: { .reads(key: "k\($0 - 1)", language: "de") }),
        Shape(
            name: ".strings: many entries as UTF-16", path: stringsPath, base: 2_000,
            build: {
                var bytes: [UInt8] = [0xFF, 0xFE]
                for unit in stringsEntries($0).utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
                return bytes
            },
            outcome: { .reads(key: "k\($0 - 1)", language: "de") }),
        Shape(
            name: ".strings: comment openers inside one comment", path: stringsPath, base: 20_000,
            build: {
                bytes(
                    String(repeating: "/* ", count: $0) + "*/\n// " + String(repeating: "// /*", count: $0)
                        + "\n\"k\" = \"v\";")
            },
            outcome: { _ in .reads(key: "k", language: "de") }),
        Shape(
            name: ".strings: nested escaped quotes", path: stringsPath, base: 8_000,
            build: { bytes("\"k\" = \"" + String(repeating: #"\"'\\\"\U00e9\101"#, count: $0) + "\";") },
            outcome: { _ in .reads(key: "k", language: "de") }),
        Shape(
            name: ".strings: a comment left open at the end", path: stringsPath, base: 2_000,
            build: { bytes(stringsEntries($0) + "/*" + String(repeating: "* / *", count: 10 * $0)) },
            outcome: { .throwsError(.syntax, line: $0 + 1) }),
        Shape(
            name: ".strings: a string left open at the end", path: stringsPath, base: 2_000,
            build: { bytes(stringsEntries($0) + "\"z\" = \"" + String(repeating: #"\""#, count: 10 * $0)) },
            outcome: { .throwsError(.syntax, line: $0 + 1) }),
        // Android values files.
        Shape(
            name: "Android: many strings", path: androidPath, base: 800,
            build: { bytes("<resources>\n" + androidEntries($0) + "</resources>\n") },
            outcome: { .reads(key: "k\($0 - 1)", language: "de") }),
        Shape(
            name: "Android: elements nested deep in a string", path: androidPath, base: 3_000,
            build: {
                bytes(
                    "<resources><string name=\"k\">" + String(repeating: "<b>", count: $0) + "%1$s"
                        + String(repeating: "</b>", count: $0) + "</string></resources>")
            },
            outcome: { _ in .reads(key: "k", language: "de") }),
        Shape(
            name: "Android: text between many comments and entities", path: androidPath, base: 2_500,
            build: {
                bytes(
                    "<resources><string name=\"k\">" + String(repeating: "a<!---->&amp;&#x41;", count: $0)
                        + "</string></resources>")
            },
            outcome: { _ in .reads(key: "k", language: "de") }),
        Shape(
            name: "Android: elements nested deep, never closed", path: androidPath, base: 5_000,
            build: { bytes("<resources><string name=\"k\">" + String(repeating: "<b>", count: $0)) },
            outcome: { _ in .throwsError(.syntax, line: 1) }),
        Shape(
            name: "Android: a comment left open at the end", path: androidPath, base: 500,
            build: { bytes("<resources>\n" + androidEntries($0) + "<!--" + String(repeating: "-- -", count: 10 * $0)) },
            outcome: { .throwsError(.syntax, line: $0 + 2) }),
        Shape(
            name: "Android: a CDATA section left open at the end", path: androidPath, base: 500,
            build: {
                bytes(
                    "<resources>\n" + androidEntries($0) + "<string name=\"z\"><![CDATA["
                        + String(repeating: "]] ]", count: 10 * $0))
            },
            outcome: { .throwsError(.syntax, line: $0 + 2) }),
        Shape(
            name: "Android: an attribute value left open at the end", path: androidPath, base: 600,
            build: {
                bytes("<resources>\n" + androidEntries($0) + "<string name=\"" + String(repeating: "x", count: 40 * $0))
            },
            outcome: { .throwsError(.syntax, line: $0 + 2) }),
    ]

    /// The CPU time this thread has used, in seconds.
    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Reads `bytes` at `path`: the resources (as far as they got) and the error, if any.
    static func read(_ bytes: [UInt8], path: String) -> (StringResources, StringResourceError?) {
        var resources = StringResources()
        do {
            try resources.add(bytes, path: path)
            return (resources, nil)
        } catch {
            return (resources, error)
        }
    }

    /// The least CPU time of three reads of `bytes`.
    static func seconds(_ bytes: [UInt8], path: String) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = threadSeconds()
            _ = read(bytes, path: path)
            best = min(best, threadSeconds() - start)
        }
        return best
    }

    /// The times at N, 2N and 4N, each read checked for its outcome first.
    static func times(_ shape: Shape) -> [Double] {
        let inputs = [1, 2, 4].map { factor in
            let n = shape.base * factor
            let bytes = shape.build(n)
            let (resources, error) = read(bytes, path: shape.path)
            switch shape.outcome(n) {
            case .reads(let key, let language):
                #expect(error == nil, "\(shape.name) at \(n): \(String(describing: error))")
                let found = resources.lookup(key, on: shape.platform).found.map(\.language)
                #expect(found.contains(language), "\(shape.name) at \(n): \(key) is in \(found)")
            case .throwsError(let code, let line):
                #expect(
                    error?.code == code && error?.line == line, "\(shape.name) at \(n): \(String(describing: error))")
            }
            return bytes
        }
        return series { inputs.map { seconds($0, path: shape.path) } }
    }

    /// The times `measure` gives; when they are not linear, measured again (twice at most) and
    /// each size's least time kept. A virtual machine's thread time includes the time its host
    /// ran something else: a pause grows one series, a quadratic reader grows every one.
    static func series(_ measure: () throws -> [Double]) rethrows -> [Double] {
        var times = try measure()
        for _ in 0..<2 where !isLinear(times) {
            times = zip(times, try measure()).map { min($0, $1) }
        }
        return times
    }

    /// Whether the times at N, 2N and 4N grow at most 2.2x a doubling over the two together.
    static func isLinear(_ times: [Double]) -> Bool { times[2] / max(times[0], 1e-6) <= 2.2 * 2.2 }

    /// The check of a doubling series: at most 2.2x a doubling over the two together.
    static func expectLinear(_ times: [Double], _ name: String) {
        let ratios = zip(times.dropFirst(), times).map { $0 / max($1, 1e-6) }
        let rounded = ratios.map { ($0 * 100).rounded() / 100 }
        #expect(isLinear(times), "\(name): \(times) s at N, 2N, 4N, ratios \(rounded)")
    }

    @Test("each doubling of a hostile input at most about doubles the reading time", arguments: shapes)
    func linear(_ shape: Shape) {
        Self.expectLinear(Self.times(shape), shape.name)
    }

    /// One key in `n` languages: each language is noted once (`Storage.noteLanguage`); a scan of
    /// the languages noted for each new one would make reading quadratic in them, as it once was.
    static let manyLanguages = Shape(
        name: "catalog: one key in many languages", path: catalogPath, base: 1_500,
        build: {
            var text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"#
            for index in 0..<$0 { text += #""l\#(index)":{"stringUnit":{"value":"%@"}},"# + "\n" }
            return bytes(text + #""en":{"stringUnit":{"value":"%@"}}}}}}"#)
        },
        outcome: { _ in .reads(key: "k", language: "en") })

    @Test("a key in many languages is read in time linear in them")
    func manyLanguages() {
        let times = Self.times(Self.manyLanguages)
        Self.expectLinear(times, Self.manyLanguages.name)
    }

    /// Each key in a language of its own (`"k<i>"` only in `"l<i>"`, beside the source's): a key
    /// holds only the languages it has (`KeyRows`); a row of a slot for every language read before
    /// its own made reading quadratic in the keys, in time and in memory (a 1 MB catalog of 16,000
    /// such keys took 16 GB), as it once was.
    static let languagePerKey = Shape(
        name: "catalog: each key in a language of its own", path: catalogPath, base: 1_000,
        build: {
            var text = #"{"sourceLanguage":"en","strings":{"#
            for index in 0..<$0 {
                text += #""k\#(index)":{"localizations":{"l\#(index)":{"stringUnit":{"value":"%@"}}}},"# + "\n"
            }
            return bytes(text + #""z":{}}}"#)
        },
        outcome: { .reads(key: "k\($0 - 1)", language: "l\($0 - 1)") })

    @Test("keys each in a language of its own are read in time linear in them")
    func languagePerKey() {
        Self.expectLinear(Self.times(Self.languagePerKey), Self.languagePerKey.name)
    }

    /// The same keys read again into resources that hold them (a second file of the same table):
    /// each string replaces its key's string in its language, found in one hash however many
    /// languages the resources have.
    @Test("keys each in a language of their own, read again over themselves, merge in time linear in them")
    func languagePerKeyMerged() {
        let shape = Self.languagePerKey
        let inputs = [1, 2, 4].map { factor in shape.build(shape.base * factor) }
        let loaded = inputs.map { bytes in Self.read(bytes, path: shape.path).0 }
        for (index, bytes) in inputs.enumerated() {
            var resources = loaded[index]
            #expect((try? resources.add(bytes, path: "Other/Localizable.xcstrings")) != nil)
            let n = shape.base << index
            let found = resources.lookup("k\(n - 1)", on: .apple).found
            // Its source string is the key itself (it has none in "en"); both from the file read last.
            #expect(found.map(\.language) == ["en", "l\(n - 1)"])
            #expect(found.allSatisfy { $0.path == "Other/Localizable.xcstrings" })
            #expect(resources.namedLanguageCount(on: .apple) == n + 1)
        }
        let times = Self.series {
            zip(inputs, loaded).map { bytes, resources in
                var best = Double.infinity
                for _ in 0..<3 {
                    var copy = resources
                    let start = Self.threadSeconds()
                    try? copy.add(bytes, path: "Other/Localizable.xcstrings")
                    best = min(best, Self.threadSeconds() - start)
                }
                return best
            }
        }
        Self.expectLinear(times, "\(shape.name), merged")
    }

    @Test("a catalog 100,000 objects deep is refused at the reader's depth limit, on its first line")
    func deeperThanTheLimit() {
        let text = #"{"sourceLanguage":"en","strings":{"k":"# + String(repeating: #"{"a":"#, count: 100_000)
        let (_, error) = Self.read(Self.bytes(text), path: Self.catalogPath)
        #expect(error?.code == .syntax && error?.line == 1)
    }

    @Test("a payload's arguments are checked against a string of many distinct specifiers in time linear in them")
    func manyDistinctSpecifiers() throws {
        // `%1$k%2$k…`: each an invalid conversion with its own text. The check gathers them into
        // one finding (LocalizationCheck.invalidMessage); a search of those gathered for each new
        // one would make it quadratic in the distinct specifiers of a string, as it once was.
        let payload = Array(#"{"aps":{"alert":{"loc-key":"k","loc-args":["a"]}}}"#.utf8)
        let sizes = [4_000, 8_000, 16_000]
        let options = try sizes.map { n in
            var value = ""
            for index in 1...n { value += "%\(index)$k" }
            let catalog =
                #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"\#(value)"}}}}}}"#
            var options = ValidationOptions()
            try options.strings.add(Array(catalog.utf8), path: Self.catalogPath)
            // One finding for the key, naming the first eight distinct specifiers and how many the
            // string has: neither its message nor the string's summary grows with the string.
            let found = PayloadValidator.validate(payload, as: .apns, options: options).diagnostics
                .filter { $0.ruleID == "apns.loc-format-type" }
            #expect(found.count == 1)
            let message = found.first?.message ?? ""
            #expect(message.contains("\"%8$k\"") && !message.contains("\"%9$k\""), "\(message)")
            #expect(message.hasSuffix(" and more (\(n) in en)") && message.utf8.count < 1_000, "\(message)")
            return options
        }
        let times = Self.series {
            options.map { options in
                var best = Double.infinity
                for _ in 0..<3 {
                    let start = Self.threadSeconds()
                    _ = PayloadValidator.validate(payload, as: .apns, options: options)
                    best = min(best, Self.threadSeconds() - start)
                }
                return best
            }
        }
        Self.expectLinear(times, "distinct invalid specifiers")
    }
}
