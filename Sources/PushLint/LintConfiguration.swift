import PushPayloads

/// A `.pushlint.json` (found from the working directory upward) or `pushlint --config FILE`: JSON,
/// read with the library's strict reader.
///
/// ```json
/// {"kind": "apns", "pushType": "alert", "strict": false, "maxBytes": 4096, "minSeverity": "warning",
///  "rules": {"json.bom": "off", "json.duplicate-key-same-value": "error"},
///  "include": ["payloads/**"], "exclude": ["**/broken/**"], "extensions": ["payload"],
///  "overrides": [{"files": ["templates/fcm/**"], "kind": "fcm", "appleTarget": true}],
///  "ignore": [{"path": "payloads/a.json", "pointer": "/aps/badge", "rule": "apns.badge-value"}]}
/// ```
///
/// Every member is optional: `kind`, `rules`, the settings of the family table by name, the file
/// selection (`include`, `exclude`, `extensions`), `overrides`, each of which names its files
/// and sets `kind`, `rules` or settings for them, and `ignore`, findings accepted by file, pointer
/// and rule (``Suppression``). Patterns are relative to the file's directory
/// (see ``Glob``). Command-line flags win over the file, overrides included. An unknown member, an
/// unknown rule id or a wrong type is a usage error (exit 2) naming the pointer.
struct LintConfiguration {
    /// The name looked for from the working directory upward.
    static let fileName = ".pushlint.json"

    /// The members a configuration file may have.
    static let keys: [String] =
        ["kind", "minSeverity", "docsURL"] + PayloadFamily.allSettings.map(\.name)
        + ["rules", "include", "exclude", "extensions", "overrides", "ignore"]
    /// The members an override may have.
    static let overrideKeys: [String] = ["files", "kind"] + PayloadFamily.allSettings.map(\.name) + ["rules"]

    /// A set of settings for the files its patterns match.
    struct Override {
        var files: [Glob]
        var members: [JSONObject.Member]
    }

    /// The file's path as given, its directory as given (with a trailing `/`, or `""`), and that
    /// directory absolute: what its patterns are relative to.
    var path: String
    var directory: String
    var absoluteDirectory: String
    /// `kind`, `rules` and settings members, applied to every file.
    var members: [JSONObject.Member]
    private(set) var include: [Glob] = []
    /// Whether an `include` pattern names `node_modules`, which walks otherwise skip.
    private(set) var includesDependencies = false
    private(set) var exclude: [Glob] = []
    var extensions: [String] = []
    private(set) var overrides: [Override] = []
    /// The `ignore` entries.
    private(set) var suppressions: [Suppression] = []
    /// `include`, `exclude` and the overrides' patterns (owned by the override's index), indexed.
    private var includeSet = GlobSet([Glob]())
    private var excludeSet = GlobSet([Glob]())
    private var overrideSet = GlobSet([Glob]())
    private var suppressionSet = GlobSet([Glob]())

    /// Reads a configuration and checks every member, so a mistake is reported before any file.
    init(_ bytes: [UInt8], path: String, workingDirectory: String) throws(UsageError) {
        self.path = path
        directory = PathNames.directory(of: path)
        absoluteDirectory = PathNames.absolute(directory.isEmpty ? "." : directory, in: workingDirectory)
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes)
        } catch {
            throw UsageError("bad config '\(path)': \(error.message) (at byte \(error.byteOffset))")
        }
        guard case .object(let object) = root else {
            throw UsageError("bad config '\(path)': the root must be an object")
        }
        members = []
        // Every mistake is collected, so one run names them all.
        var problems: [UsageError] = []
        func collect(_ body: () throws(UsageError) -> Void) {
            do { try body() } catch { problems.append(error) }
        }
        for member in object.members {
            let pointer = JSONPointer(tokens: [member.key])
            switch member.key {
            case "include":
                collect { () throws(UsageError) in
                    include = try globs(member.value, at: pointer)
                    includesDependencies = try strings(member.value, at: pointer).contains {
                        $0.contains(LintPlan.dependencyFolder)
                    }
                }
            case "exclude": collect { () throws(UsageError) in exclude = try globs(member.value, at: pointer) }
            case "extensions":
                collect { () throws(UsageError) in
                    extensions = try strings(member.value, at: pointer).map {
                        $0.hasPrefix(".") ? String($0.dropFirst()) : $0
                    }
                    if let empty = extensions.firstIndex(where: \.isEmpty) {
                        throw bad(pointer.appending(index: empty), "an extension must not be empty")
                    }
                }
            case "overrides":
                // Every mistake of an entry is said, not only the first: its unknown members, and
                // (below) its known members' values.
                var unknownMembers: [UsageError] = []
                overrides = elements(of: member.value, at: pointer, problems: &problems) {
                    item, at throws(UsageError) in
                    try override(item, at: at, problems: &unknownMembers)
                }
                problems += unknownMembers
            case "ignore":
                suppressions = elements(of: member.value, at: pointer, problems: &problems) {
                    item, at throws(UsageError) in
                    try Suppression.read(item, at: at, problem: bad)
                }
            default:
                guard Self.keys.contains(member.key) else {
                    problems.append(unknownSetting(member.key, at: pointer, among: Self.keys))
                    continue
                }
                members.append(member)
            }
        }
        includeSet = GlobSet(include)
        excludeSet = GlobSet(exclude)
        overrideSet = GlobSet(overrides.enumerated().flatMap { index, override in override.files.map { ($0, index) } })
        suppressionSet = GlobSet(suppressions.enumerated().map { ($0.element.files, $0.offset) })
        // Every member is tried once now, so its mistakes stop the run before linting.
        var scratch = LintSettings()
        problems += check(members, at: [], on: &scratch)
        for (index, override) in overrides.enumerated() {
            problems += check(override.members, at: ["overrides", String(index)], on: &scratch)
        }
        if !problems.isEmpty { throw UsageError(combining: problems) }
    }

    /// An override entry; its unknown members are added to `problems`, and the entry is still
    /// read, so the values of its known members are checked too.
    private func override(_ value: JSONValue, at pointer: JSONPointer, problems: inout [UsageError])
        throws(UsageError) -> Override
    {
        guard case .object(let object) = value else { throw bad(pointer, "expected an object") }
        var files: [Glob]? = nil
        var members: [JSONObject.Member] = []
        var filesProblem: UsageError?
        for member in object.members {
            let memberPointer = pointer.appending(key: member.key)
            if member.key == "files" {
                do { files = try globs(member.value, at: memberPointer) } catch { filesProblem = error }
            } else if Self.overrideKeys.contains(member.key) {
                members.append(member)
            } else {
                let hint = NameHints.settingHint(for: member.key, among: Self.overrideKeys)
                let known = Self.overrideKeys.joined(separator: ", ")
                problems.append(bad(memberPointer, "unknown override member\(hint) (\(known))"))
            }
        }
        if let filesProblem { throw filesProblem }
        guard let files, !files.isEmpty else { throw bad(pointer, "an override needs \"files\": its patterns") }
        return Override(files: files, members: members)
    }

    /// The elements of an array of objects, each read by `read`; every mistake is added to `problems`.
    private func elements<Element>(
        of value: JSONValue, at pointer: JSONPointer, problems: inout [UsageError],
        _ read: (JSONValue, JSONPointer) throws(UsageError) -> Element
    ) -> [Element] {
        guard case .array(let list) = value else {
            problems.append(bad(pointer, "expected an array of objects"))
            return []
        }
        var result: [Element] = []
        for (index, item) in list.enumerated() {
            do { result.append(try read(item, pointer.appending(index: index))) } catch { problems.append(error) }
        }
        return result
    }

    private func strings(_ value: JSONValue, at pointer: JSONPointer) throws(UsageError) -> [String] {
        if let single = value.stringValue { return [single] }
        guard case .array(let list) = value else { throw bad(pointer, "expected a string or an array of strings") }
        var result: [String] = []
        for (index, item) in list.enumerated() {
            guard let text = item.stringValue else { throw bad(pointer.appending(index: index), "expected a string") }
            result.append(text)
        }
        return result
    }

    private func globs(_ value: JSONValue, at pointer: JSONPointer) throws(UsageError) -> [Glob] {
        var result: [Glob] = []
        for (index, text) in try strings(value, at: pointer).enumerated() {
            do {
                result.append(try Glob(text))
            } catch {
                throw bad(pointer.appending(index: index), error.message)
            }
        }
        return result
    }

    private func bad(_ pointer: JSONPointer, _ problem: String) -> UsageError {
        UsageError("bad config '\(path)' at \(pointer): \(problem)")
    }

    /// A member that is no setting: its new name when it was renamed, or the nearest known key.
    private func unknownSetting(_ key: String, at pointer: JSONPointer, among known: [String]) -> UsageError {
        let hint = NameHints.settingHint(for: key, among: known)
        return bad(pointer, "unknown setting\(hint) (\(known.joined(separator: ", ")))")
    }

    /// Applies `kind`, `rules` and settings members found at `base` to `settings`; throws the first
    /// mistake (``init(_:path:workingDirectory:)`` has reported them all before any file is linted).
    func apply(_ members: [JSONObject.Member], at base: [String], to settings: inout LintSettings) throws(UsageError) {
        for member in members { try apply(member, at: base, to: &settings) }
    }

    /// Applies what fits of `members` to `settings` and returns every mistake.
    private func check(_ members: [JSONObject.Member], at base: [String], on settings: inout LintSettings)
        -> [UsageError]
    {
        var problems: [UsageError] = []
        for member in members {
            do { try apply(member, at: base, to: &settings) } catch { problems.append(error) }
        }
        return problems
    }

    private func apply(_ member: JSONObject.Member, at base: [String], to settings: inout LintSettings)
        throws(UsageError)
    {
        let pointer = JSONPointer(tokens: base + [member.key])
        if let setting = PayloadFamily.allSettings.first(where: { $0.name == member.key }) {
            var value = member.value
            if setting.readsFile, let file = value.stringValue {
                // A path, relative to the configuration file; a FIFO or a device there is refused.
                value = try LintSettings.document(
                    at: file.hasPrefix("/") ? file : directory + file, for: setting, regular: true)
            }
            var given = PayloadSetting.Value.json(value)
            if let accepts = setting.readsFiles, value.objectValue == nil {
                // Paths, one or an array, each relative to the configuration file (an object gives
                // the files inline, read by the setting itself).
                let paths = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue) ?? []
                guard !paths.isEmpty, paths.count == (value.arrayValue?.count ?? 1) else {
                    throw bad(pointer, "expected a path or an array of paths")
                }
                var files: [(path: String, bytes: [UInt8])] = []
                for file in paths {
                    files += try ResourceFiles.read(
                        file.hasPrefix("/") ? file : directory + file, for: setting, accepts: accepts, regular: true,
                        notRead: &settings.notRead)
                }
                given = .files(files)
            }
            try settings.apply(setting, given, source: "config '\(path)' at \(pointer)") {
                bad(pointer, $0.message).message
            }
            return
        }
        switch member.key {
        case "kind":
            let kinds = (PayloadKind.allCases + PayloadKind.documentKinds).map(\.name)
            guard let name = member.value.stringValue, let kind = PayloadKind(named: name) else {
                let suggestion = NameHints.suggestion(for: member.value.stringValue, among: kinds)
                throw bad(pointer, "expected one of \(kinds.joined(separator: ", "))\(suggestion)")
            }
            settings.kind = kind
        case "rules":
            try applyRules(member.value, at: pointer, to: &settings)
        case "docsURL" where base.isEmpty:
            guard let text = member.value.stringValue, let docs = RuleDocumentation(checking: text) else {
                throw bad(pointer, "expected \(RuleDocumentation.expectation)")
            }
            settings.docs = docs
        case "minSeverity" where base.isEmpty:
            let names = Severity.allCases.map(\.rawValue)
            // The spellings a rule's severity takes, but not off.
            guard case .some(.some(let severity)) = Self.severity(member.value) else {
                let suggestion = NameHints.suggestion(for: member.value.stringValue, among: names)
                throw bad(pointer, "expected one of \(names.joined(separator: ", "))\(suggestion)")
            }
            settings.minimumSeverity = severity
        default:
            throw unknownSetting(member.key, at: pointer, among: Self.keys)
        }
    }

    /// The severities a rule may be given, as eslint spells them too: `"off"` or `0`, `"info"`,
    /// `"warning"` or `"warn"` or `1`, `"error"` or `2`. `nil` means off.
    static func severity(_ value: JSONValue) -> Severity?? {
        switch value {
        case .string("off"): return .some(nil)
        case .string("warn"): return .warning
        case .string(let name): return Severity(rawValue: name).map { .some($0) }
        case .number(let number):
            switch number.intValue {
            case 0: return .some(nil)
            case 1: return .warning
            case 2: return .error
            default: return nil
            }
        default: return nil
        }
    }

    /// The spellings ``severity(_:)`` takes, for messages and suggestions.
    static let severityNames = ["off", "info", "warning", "warn", "error"]

    /// Applies a `rules` object; every unknown id and bad severity in it is reported at once.
    private func applyRules(_ value: JSONValue, at pointer: JSONPointer, to settings: inout LintSettings)
        throws(UsageError)
    {
        guard case .object(let rules) = value else { throw bad(pointer, "expected an object of rule ids") }
        var problems: [UsageError] = []
        for rule in rules.members {
            let rulePointer = pointer.appending(key: rule.key)
            guard RuleRegistry.rule(id: rule.key) != nil else {
                let suggestion = NameHints.suggestion(for: rule.key, among: RuleRegistry.all.map(\.id))
                problems.append(bad(rulePointer, "no rule has this id\(suggestion) (see 'pushlint rules')"))
                continue
            }
            guard let severity = Self.severity(rule.value) else {
                let suggestion = NameHints.suggestion(for: rule.value.stringValue, among: Self.severityNames)
                problems.append(
                    bad(
                        rulePointer,
                        "expected \"off\", \"info\", \"warning\" (or \"warn\") or \"error\", or 0, 1 or 2"
                            + suggestion))
                continue
            }
            if let severity {
                settings.options.disabledRules.remove(rule.key)
                settings.options.severityOverrides[rule.key] = severity
            } else {
                settings.options.disabledRules.insert(rule.key)
            }
        }
        if !problems.isEmpty { throw UsageError(combining: problems) }
    }

    /// Whether a file found by a directory walk or a pattern is linted: under this file's
    /// directory, it must match an `include` pattern when there are any, and no `exclude` pattern.
    func selects(_ absolutePath: String) -> Bool {
        guard let relative = PathNames.relative(absolutePath, to: absoluteDirectory) else { return true }
        if !includeSet.isEmpty, !includeSet.matchesAny(relative) { return false }
        return !excludeSet.matchesAny(relative)
    }

    /// Whether an `exclude` pattern matches a directory, so a walk need not enter it.
    func excludes(directory absolutePath: String) -> Bool {
        guard !excludeSet.isEmpty, let relative = PathNames.relative(absolutePath, to: absoluteDirectory) else {
            return false
        }
        return excludeSet.matchesAny(relative)
    }

    /// How many patterns of `include`, `exclude` and the overrides each path is matched against one
    /// by one (those with wildcards); the others are looked up.
    var scannedPatternCount: Int {
        includeSet.scannedCount + excludeSet.scannedCount + overrideSet.scannedCount
    }

    /// The `ignore` entries whose pattern matches a file.
    func suppressions(for absolutePath: String) -> [Suppression] {
        guard !suppressions.isEmpty, let relative = PathNames.relative(absolutePath, to: absoluteDirectory) else {
            return []
        }
        return suppressionSet.owners(matching: relative).map { suppressions[$0] }
    }

    /// The indices of the overrides whose patterns match a file, in order.
    func overrides(for absolutePath: String) -> [Int] {
        guard !overrides.isEmpty, let relative = PathNames.relative(absolutePath, to: absoluteDirectory) else {
            return []
        }
        return overrideSet.owners(matching: relative)
    }
}
