@testable import PushPayloads

/// Helpers for the localization suites: read one file, read what it holds, catch what it throws.
enum LocalizationTesting {
    /// Resources holding the files given as `(path, text)`, read in order.
    static func resources(_ files: [(path: String, text: String)]) throws(StringResourceError) -> StringResources {
        var resources = StringResources()
        for file in files { try resources.add(Array(file.text.utf8), path: file.path) }
        return resources
    }

    /// Resources holding one file of bytes.
    static func resources(bytes: [UInt8], path: String) throws(StringResourceError) -> StringResources {
        var resources = StringResources()
        try resources.add(bytes, path: path)
        return resources
    }

    /// The error that reading `text` at `path` throws; `nil` when it reads.
    static func error(_ text: String, path: String) -> StringResourceError? {
        error(bytes: Array(text.utf8), path: path)
    }

    /// The error that reading `bytes` at `path` throws; `nil` when they read.
    static func error(bytes: [UInt8], path: String) -> StringResourceError? {
        var resources = StringResources()
        do {
            try resources.add(bytes, path: path)
            return nil
        } catch {
            return error
        }
    }

    /// The value `key` has in `language` on `platform`, from the table the platform looks in.
    static func value(
        _ key: String, in resources: StringResources, on platform: Platform, language: String
    ) -> LocalizedValue? {
        resources.lookup(key, on: platform).found.first { $0.language == language }?.value
    }

    /// The forms `key` has in `language` (Apple by default).
    static func forms(
        _ key: String, in resources: StringResources, on platform: Platform = .apple, language: String
    ) -> [String]? {
        value(key, in: resources, on: platform, language: language)?.forms
    }

    /// The single text of `key` in `language`: `nil` when missing or when it has several forms.
    static func text(
        _ key: String, in resources: StringResources, on platform: Platform = .apple, language: String
    ) -> String? {
        guard let forms = forms(key, in: resources, on: platform, language: language), forms.count == 1 else {
            return nil
        }
        return forms[0]
    }

    /// UTF-16 bytes of `text` with a byte order mark.
    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }
}

/// An error's code, line and column together, for one comparison.
struct ErrorPlace: Equatable, CustomStringConvertible {
    var code: String
    var line: Int?
    var column: Int?

    init(_ code: StringResourceError.Code, line: Int?, column: Int?) {
        self.code = code.description
        self.line = line
        self.column = column
    }

    init(_ error: StringResourceError) {
        self.init(error.code, line: error.line, column: error.column)
    }

    var description: String { "\(code) at \(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-")" }
}
