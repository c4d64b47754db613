/// One option a caller can give by name, declared once where it belongs (the shared options here,
/// a family's in its folder) and read the same way everywhere: as a `pushlint` flag
/// (`--push-type alert`), as a member of a `pushlint` configuration file (`"pushType": "alert"`), or
/// from a fixture's sidecar.
package struct PayloadSetting: Sendable {
    /// The setting's name in configuration files, lowerCamelCase: `pushType`.
    package let name: String
    /// The name of its value in help text (`TYPE`), or `nil` for a switch that takes no value.
    package let valueName: String?
    /// One line of help.
    package let help: String
    /// Whether giving it again adds to it (`--header`) instead of replacing it.
    package let isRepeatable: Bool
    /// Whether its value is a JSON document that `pushlint` reads from a file (`--schema FILE`): the
    /// setting itself receives the document as ``Value/json(_:)``. A configuration file may give the
    /// document inline or the file's path.
    package let readsFile: Bool
    /// Whether its value is files that `pushlint` reads (`--strings PATH`), and which files of a
    /// folder given as the path it takes (walked in name order): the setting receives them as
    /// ``Value/files(_:)``. A configuration file gives paths relative to itself.
    package let readsFiles: (@Sendable (String) -> Bool)?
    /// The command-line flag: `--` and, unless declared otherwise, the name in kebab case
    /// (`--push-type`).
    package let flag: String
    private let update: @Sendable (Value, inout ValidationOptions) throws(PayloadSettingError) -> Void
    /// The declaration this setting was made by: a family that lists another's setting shares it,
    /// and only a different declaration under the same name is a clash.
    private let declaration = Declaration()

    private final class Declaration: Sendable {}

    /// Whether `other` is this very setting (listed by two families), not another of its name.
    func isSameDeclaration(as other: PayloadSetting) -> Bool { declaration === other.declaration }

    /// Declares a setting.
    init(
        name: String, flag: String? = nil, valueName: String?, help: String, isRepeatable: Bool = false,
        readsFile: Bool = false, readsFiles: (@Sendable (String) -> Bool)? = nil,
        update: @escaping @Sendable (Value, inout ValidationOptions) throws(PayloadSettingError) -> Void
    ) {
        self.name = name
        self.flag = flag ?? "--" + KeySuggestion.normalize(name)
        self.valueName = valueName
        self.help = help
        self.isRepeatable = isRepeatable
        self.readsFile = readsFile
        self.readsFiles = readsFiles
        self.update = update
    }

    /// A value as given: a command-line argument, or a JSON member of a configuration file.
    package enum Value: Sendable {
        /// The text after a flag (or after `=`).
        case text(String)
        /// A configuration file's JSON value.
        case json(JSONValue)
        /// A switch given on the command line, without a value.
        case present
        /// Files read for a setting that reads files (``readsFiles``): each file's path, as given
        /// or found in a folder given, and its bytes.
        case files([(path: String, bytes: [UInt8])])
    }

    /// Applies a value to `options`.
    ///
    /// - Throws: ``PayloadSettingError`` saying what the setting expects when the value is not one.
    package func apply(_ value: Value, to options: inout ValidationOptions) throws(PayloadSettingError) {
        if case .json(.array(let items)) = value, isRepeatable {
            for item in items { try update(.json(item), &options) }
        } else {
            try update(value, &options)
        }
    }
}

extension PayloadSetting.Value: CustomStringConvertible {
    /// The value as the user wrote it.
    package var description: String {
        switch self {
        case .text(let text): "'\(text)'"
        case .json(let value): value.description
        case .present: "no value"
        case .files(let files): files.map(\.path).joined(separator: ", ")
        }
    }

    /// The value as text: the argument, or a JSON string.
    func string(expected: String) throws(PayloadSettingError) -> String {
        switch self {
        case .text(let text): return text
        case .json(.string(let text)): return text
        default: throw PayloadSettingError(expected: expected, got: self)
        }
    }

    /// The value as a whole number in `range`.
    func integer<T: FixedWidthInteger>(
        _ type: T.Type, in range: ClosedRange<T>, expected: String
    ) throws(PayloadSettingError) -> T {
        let number: T?
        switch self {
        case .text(let text): number = T(text)
        case .json(.number(let value)): number = value.int64Value.flatMap { T(exactly: $0) }
        default: number = nil
        }
        guard let number, range.contains(number) else {
            throw PayloadSettingError(
                expected: "\(expected) from \(range.lowerBound) to \(range.upperBound)", got: self)
        }
        return number
    }

    /// The value as a Boolean: a switch given, `true`/`false` in JSON or as text.
    func bool() throws(PayloadSettingError) -> Bool {
        switch self {
        case .present, .text("true"), .json(.bool(true)): return true
        case .text("false"), .json(.bool(false)): return false
        default: throw PayloadSettingError(expected: "true or false", got: self)
        }
    }

    /// The value as one of `choices`, by name.
    func choice<T>(from choices: [(name: String, value: T)]) throws(PayloadSettingError) -> T {
        let expected = "one of " + choices.map(\.name).joined(separator: ", ")
        let name = try string(expected: expected)
        guard let match = choices.first(where: { $0.name == name }) else {
            let near = KeySuggestion.suggest(for: name, among: choices.map(\.name))
            throw PayloadSettingError(
                .invalidValue, "expected \(expected); got \(self)" + (near.map { "; did you mean '\($0)'?" } ?? ""))
        }
        return match.value
    }
}
