extension StringResources {
    /// `strings`: the app's string resources (`--strings PATH`, repeatable). `pushlint` reads the
    /// files or folders named; a configuration file or a fixture's sidecar may also give them
    /// inline, as an object from each file's path (which says its format and language) to its
    /// contents: a catalog as a JSON object, any file as its text.
    static let setting = PayloadSetting(
        name: "strings", valueName: "PATH",
        help:
            "the app's strings for the loc-key rules: a .xcstrings catalog, a .strings file, a .lproj folder or an Android res/ folder (repeatable)",
        isRepeatable: true, readsFiles: { StringResources.isResourceFile($0) }
    ) { value, options throws(PayloadSettingError) in
        let files: [(path: String, bytes: [UInt8])]
        switch value {
        case .files(let read): files = read
        case .json(.object(let inline)):
            files = inline.members.map { member in
                (member.key, member.value.stringValue.map { Array($0.utf8) } ?? member.value.jsonBytes())
            }
        default:
            throw PayloadSettingError(
                expected: "string resource files, or an object of their contents by path", got: value)
        }
        for file in files {
            do throws(StringResourceError) {
                try options.strings.add(file.bytes, path: file.path)
            } catch {
                throw PayloadSettingError(.invalidDocument, error.description)
            }
        }
    }
}
