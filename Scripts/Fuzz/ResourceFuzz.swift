// libFuzzer targets for the string resources (see FuzzEntry.swift), compiled by Scripts/fuzz-smoke.sh
// with Sources/PushPayloads: "catalog", "strings-file" and "android-values" read the input as a
// String Catalog, a `.strings` file and an Android values file; "format" reads it as one localized
// string's format specifiers, in Apple's and Java's syntax, and checks a payload against it.
//
// Every reader either reads the input or throws a located error (line and column within the text)
// of the format's codes, never a crash; a file that fails adds nothing. Reading the same bytes again
// gives the same outcome, and the resources read before are unchanged by it (a copy shares the
// strings until one adds more). A few keys taken from the input are looked up, and payloads naming
// them are validated with the resources (check and validate agree). Per reader: a catalog throws
// `strings.syntax` exactly when its bytes are not JSON; a `.strings` file reads the same as UTF-16
// (either byte order) as it does as UTF-8; the XML scanner under the Android reader moves forward
// with every token and balances its tags. A format string's specifiers take arguments from 1 and
// start with `%`, and a catalog holding it reports `apns.loc-args-count` and `apns.loc-args-unused`
// exactly as its arguments say.

/// The input's bytes.
private func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}

func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let outcome = fuzzResourceFile(bytes, path: "App/Localizable.xcstrings", platform: .apple)
    // The catalog is JSON first: its syntax errors are exactly the JSON reader's.
    let isJSON = (try? JSONReader.read(bytes, findsDuplicates: false, findingLimit: 0)) != nil
    if isJSON == (outcome.error?.code == .syntax) {
        fatalError(
            "the JSON reader \(isJSON ? "reads" : "refuses") a catalog that threw \(String(describing: outcome.error))")
    }
    return 0
}

func fuzzStringsFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let outcome = fuzzResourceFile(bytes, path: "de.lproj/Localizable.strings", platform: .apple)
    // The same text as UTF-16 with a byte order mark reads the same: the reader transcodes, then
    // parses the same UTF-8. (Only text that is UTF-8 to begin with, without its own mark.)
    let text = String(decoding: bytes, as: UTF8.self)
    guard Array(text.utf8) == bytes, !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return 0 }
    for bigEndian in [false, true] {
        var utf16: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        utf16.reserveCapacity(2 + 2 * bytes.count)
        for unit in text.utf16 {
            utf16 += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        var strings = StringResources()
        let error = fuzzAdd(&strings, utf16, path: "fr.lproj/Localizable.strings")
        guard fuzzSame(error, outcome.error) else {
            fatalError(
                "as UTF-16 (\(bigEndian ? "big" : "little") endian): \(String(describing: error)), as UTF-8: \(String(describing: outcome.error))"
            )
        }
        for key in outcome.keys {
            let utf8Forms = outcome.strings.lookup(key, on: .apple).found.first { $0.language == "de" }?.value.forms
            let utf16Forms = strings.lookup(key, on: .apple).found.first { $0.language == "fr" }?.value.forms
            guard utf8Forms == utf16Forms else {
                fatalError(
                    "\"\(key)\" reads \(String(describing: utf16Forms)) as UTF-16, \(String(describing: utf8Forms)) as UTF-8"
                )
            }
        }
    }
    return 0
}

func fuzzAndroidValues(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    _ = fuzzResourceFile(bytes, path: "res/values-de/strings.xml", platform: .android)
    _ = fuzzResourceFile(bytes, path: "res/values/strings.xml", platform: .android)
    // The scanner on its own: each token moves it forward, its depth follows the tags, and a
    // document it finishes ends at the last byte with every element closed.
    var scanner = XMLScanner(bytes: bytes)
    var offset = 0
    var open: [String] = []
    do throws(XMLScanner.Failure) {
        while let token = try scanner.next() {
            guard scanner.offset > offset, scanner.offset <= bytes.count else {
                fatalError("a token left the scanner at \(scanner.offset), after \(offset)")
            }
            offset = scanner.offset
            switch token {
            case .start(let name, _, let isEmpty): if !isEmpty { open.append(name) }
            case .end(let name):
                guard open.popLast() == name else { fatalError("</\(name)> was returned for another element") }
            case .text(let text): _ = AndroidValuesReader.unescape(text)
            }
            guard scanner.depth == open.count else { fatalError("depth \(scanner.depth), \(open.count) elements open") }
        }
        guard open.isEmpty, scanner.offset == bytes.count else { fatalError("the document ended with elements open") }
    } catch {
        guard (0...bytes.count).contains(error.offset) else {
            fatalError("scanner error offset \(error.offset) out of range")
        }
    }
    _ = AndroidValuesReader.unescape(bytes)
    return 0
}

func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let text = String(decoding: bytes, as: UTF8.self)
    let percents = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "%") ? 1 : 0) }
    var formats: [FormatString.Syntax: FormatString] = [:]
    for syntax in [FormatString.Syntax.apple, .java] {
        let format = FormatString(text, syntax: syntax)
        guard format == FormatString(text, syntax: syntax) else { fatalError("two reads of one string differ") }
        guard format.isPlain == (percents == 0) else { fatalError("isPlain is \(format.isPlain) with \(percents) %") }
        for written in format.specifiers.map(\.text) + format.problems.map(\.text) {
            guard written.utf8.first == UInt8(ascii: "%"), written.utf8.count <= text.utf8.count else {
                fatalError("a specifier reads as \"\(written)\"")
            }
        }
        guard format.specifiers.allSatisfy({ (1...1_000_000).contains($0.argument) }) else {
            fatalError("an argument out of range: \(format.specifiers.map(\.argument))")
        }
        guard format.argumentCount == format.specifiers.map(\.argument).max() ?? 0 else {
            fatalError("argumentCount \(format.argumentCount) is not the highest argument")
        }
        // Each specifier is read from its own `%`; only `%%` (and Java's `%n`) take none.
        guard Set(format.specifiers.map(\.text)).count + format.problems.count <= percents else {
            fatalError("more specifiers than % signs")
        }
        formats[syntax] = format
    }

    // The string in a catalog, as the key's only language: the count and unused rules follow the
    // argument count exactly.
    let apple = formats[.apple]!
    let value = String(decoding: JSONValue.string(text).jsonBytes(), as: UTF8.self)
    let catalog =
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"# + value + "}}}}}}"
    var strings = StringResources()
    guard fuzzAdd(&strings, Array(catalog.utf8), path: "Localizable.xcstrings") == nil else {
        fatalError("a catalog with one escaped string does not read")
    }
    guard strings.lookup("k", on: .apple).found.map(\.value.forms) == [[text]] else {
        fatalError("the catalog's string of k is not the text")
    }
    var options = ValidationOptions(maxFindings: 100_000)
    options.strings = strings
    let payload = Array(#"{"aps":{"alert":{"loc-key":"k","loc-args":["a"]}}}"#.utf8)
    let ids = Set(PayloadValidator.validate(payload, as: .apns, options: options).diagnostics.map(\.ruleID))
    guard ids.contains("apns.loc-args-count") == (apple.argumentCount > 1) else {
        fatalError("argument count \(apple.argumentCount), one given, findings \(ids.sorted())")
    }
    // (Argument 1 is not called unused when a specifier that cannot be read might have meant it.)
    let unused = !apple.specifiers.contains(where: { $0.argument == 1 }) && apple.problems.isEmpty
    guard ids.contains("apns.loc-args-unused") == unused else {
        fatalError("argument 1 taken: \(apple.specifiers.contains { $0.argument == 1 }), findings \(ids.sorted())")
    }
    _ = PayloadValidator.validate(Array(#"{"aps":{"alert":{"loc-key":"k"}}}"#.utf8), as: .apns, options: options)

    // And in an Android file (escaped for XML; the resource escapes it holds are its own), with an
    // FCM message taking it.
    var escaped = ""
    for character in text.unicodeScalars {
        switch character {
        case "<": escaped += "&lt;"
        case "&": escaped += "&amp;"
        default: escaped.unicodeScalars.append(character)
        }
    }
    var android = StringResources()
    if fuzzAdd(
        &android, Array("<resources><string name=\"k\">\(escaped)</string></resources>".utf8),
        path: "res/values/strings.xml") == nil
    {
        options.strings = android
        fuzzValidate(fuzzFCMMessage("k"), as: .fcm, options: options)
    }
    return 0
}

/// What reading one file gave: the resources (as read, or as far as they got), the error, and the
/// keys looked up.
struct FuzzResourceOutcome {
    var strings: StringResources
    var error: StringResourceError?
    var keys: [String]
}

/// Reads `bytes` as the file at `path` and checks what every reader must do.
func fuzzResourceFile(_ bytes: [UInt8], path: String, platform: Platform) -> FuzzResourceOutcome {
    var strings = StringResources()
    let error = fuzzAdd(&strings, bytes, path: path)
    if let error {
        guard error.code != .unsupportedFile, error.code != .unsupportedFormat, error.path == path,
            error.description.hasPrefix(path)
        else {
            fatalError("\(path) threw \(error.code): \(error.description)")
        }
        if let line = error.line {
            // UTF-16 text has fewer bytes transcoded than read (2 per unit), never more lines.
            guard line >= 1, line <= bytes.count + 1, let column = error.column, column >= 1, column <= bytes.count + 1
            else {
                fatalError("\(path): an error at \(line):\(String(describing: error.column)) of \(bytes.count) bytes")
            }
        }
    }

    // A file that fails adds nothing.
    guard error == nil || strings == StringResources() else { fatalError("\(path) failed but added strings") }

    // Read again: the same outcome; the first read's copy is unchanged and equals a fresh read;
    // the second read added its path only when it read.
    let first = strings
    let again = fuzzAdd(&strings, bytes, path: path)
    guard fuzzSame(error, again) else {
        fatalError("\(path) read twice: \(String(describing: error)), then \(String(describing: again))")
    }
    var fresh = StringResources()
    _ = fuzzAdd(&fresh, bytes, path: path)
    guard first == fresh else { fatalError("adding to a copy changed the resources it was copied from") }
    guard (strings == first) == (error != nil) else {
        fatalError("a second read of \(path) \(error == nil ? "added nothing" : "failed but added strings")")
    }

    let keys = fuzzKeys(bytes)
    for key in keys {
        let lookup = strings.lookup(key, on: platform)
        let languages = lookup.found.map(\.language)
        guard Set(languages).count == languages.count, Set(languages).isDisjoint(with: lookup.missing) else {
            fatalError("\"\(key)\" found in \(languages), missing in \(lookup.missing)")
        }
        guard lookup.found.allSatisfy({ $0.path == path && !$0.value.forms.isEmpty }) else {
            fatalError("\"\(key)\" found with no text or in another file")
        }
    }
    var options = ValidationOptions(now: 1_767_225_600)
    options.strings = strings
    for key in keys.prefix(2) {
        switch platform {
        case .apple:
            fuzzValidate(
                ["aps": ["alert": ["loc-key": .string(key), "loc-args": ["a", "b"], "title-loc-key": .string(key)]]],
                as: .apns, options: options)
        case .android:
            fuzzValidate(fuzzFCMMessage(key), as: .fcm, options: options)
        }
    }
    return FuzzResourceOutcome(strings: strings, error: error, keys: keys)
}

/// Adds a file; the error it throws, or `nil`.
func fuzzAdd(_ strings: inout StringResources, _ bytes: [UInt8], path: String) -> StringResourceError? {
    do throws(StringResourceError) {
        try strings.add(bytes, path: path)
        return nil
    } catch {
        return error
    }
}

/// Whether two outcomes are the same error (code, message, place) or both none.
func fuzzSame(_ lhs: StringResourceError?, _ rhs: StringResourceError?) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    return lhs.code == rhs.code && lhs.message == rhs.message && lhs.line == rhs.line && lhs.column == rhs.column
}

/// `k` and up to three quoted or `name="…"` strings of the input (as written, up to 64 bytes):
/// keys the file may hold.
func fuzzKeys(_ bytes: [UInt8]) -> [String] {
    var keys = ["k"]
    var index = 0
    while index < bytes.count, keys.count < 4 {
        guard bytes[index] == UInt8(ascii: "\"") else {
            index += 1
            continue
        }
        let start = index + 1
        var end = start
        while end < bytes.count, end - start <= 64, bytes[end] != UInt8(ascii: "\"") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { break }
        let key = String(decoding: bytes[start..<end], as: UTF8.self)
        if !keys.contains(key) { keys.append(key) }
        index = end + 1
    }
    return keys
}

/// An FCM v1 message whose Android notification takes `key` for its title and body.
func fuzzFCMMessage(_ key: String) -> JSONValue {
    [
        "message": [
            "token": "t",
            "android": [
                "notification": [
                    "title_loc_key": .string(key), "body_loc_key": .string(key), "body_loc_args": ["a", "b"],
                ]
            ],
        ]
    ]
}

/// Validates a payload as `kind`; check counts exactly what validate reports.
func fuzzValidate(_ payload: JSONValue, as kind: PayloadKind, options: ValidationOptions) {
    let bytes = payload.jsonBytes()
    let report = PayloadValidator.validate(bytes, as: kind, options: options)
    let summary = PayloadValidator.check(bytes, as: kind, options: options)
    guard summary.errors == report.count(of: .error), summary.warnings == report.count(of: .warning),
        summary.infos == report.count(of: .info)
    else {
        fatalError("check and validate disagree as \(kind) with string resources")
    }
}
