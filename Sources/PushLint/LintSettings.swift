import PushPayloads

/// Output formats of the lint command.
enum OutputFormat: String, CaseIterable {
    case text, json, sarif, github
}

/// Everything the lint command was asked to do.
struct LintSettings: Sendable {
    /// The sentence the docs and `explain` give for a rule that is off by default
    /// (``Rule/offByDefault``); `nil` for the others.
    static func offByDefaultNote(for rule: Rule) -> String? {
        rule.offByDefault.map {
            "off unless turned on (pushlint: `\"rules\": {\"\(rule.id)\": \"\(rule.defaultSeverity.rawValue)\"}`; the"
                + " library: a severity in `ValidationOptions.severityOverrides`), as \($0)"
        }
    }

    var kind: PayloadKind = .auto
    var format: OutputFormat = .text
    var quiet = false
    var verbose = false
    /// The options (rules off by default stay off unless a configuration names them).
    var options = ValidationOptions()
    var showHelp = false
    var showVersion = false
    /// The path reported for standard input (`-`): what its findings and its extension say.
    var stdinName: String?
    /// Whether the configuration's `include` and `exclude` apply to files named on the command
    /// line too (as pre-commit names every staged file); a named file they pass over is said once
    /// on stderr, and not linted.
    var selectsNamed = false
    /// Where rule links point: `--docs-url` or a configuration's `docsURL`.
    var docs = RuleDocumentation.standard
    /// `--baseline FILE`: the accepted findings (see ``Baseline``).
    var baselinePath: String?
    /// `--update-baseline`: record the current errors and warnings in the baseline file.
    var updatesBaseline = false
    /// Where the report goes instead of standard output.
    var outputPath: String?
    /// Files in a folder given to a setting that reads files which it does not read
    /// (`.stringsdict` under `--strings`): said once on stderr.
    var notRead: [String] = []
    /// How many files are linted at once (default: one per core).
    var jobs = ConcurrentMap.cores
    /// Whether text output is coloured (a terminal, no `NO_COLOR`, no `--output`).
    var colour = false
    /// The family settings given (flag or config member), and where: checked against the kind.
    var familySettings: [(name: String, source: String)] = []

    /// `--min-severity` or a configuration's `minSeverity`: the lowest severity printed, whatever
    /// the format.
    var minimumSeverity: Severity?

    /// The lowest severity printed: errors only with `--quiet`; else `--min-severity`; else
    /// warnings, with infos in text and github output only with `--verbose`, and json keeping
    /// everything, for tools. SARIF leaves infos out by default, so that code scanning raises
    /// nothing on a clean file (`json.auto-kind` is an info).
    var minimumShownSeverity: Severity {
        // A baseline records warnings too, whatever the run prints.
        if quiet, !updatesBaseline { return .error }
        if let minimumSeverity { return updatesBaseline ? min(minimumSeverity, .warning) : minimumSeverity }
        switch format {
        case .text, .github: return verbose ? .info : .warning
        case .sarif: return .warning
        case .json: return .info
        }
    }

    /// The options of `pushlint [options] PATH ...`, in help order: the command's own, then every
    /// setting of the family table (`--push-type`, `--max-bytes`, ...).
    static let parser = ArgumentParser<LintSettings>(
        command: "pushlint",
        options: [
            .init(
                names: ["--kind"], valueName: "KIND",
                help: "payload kind: \(PayloadKind.allCases.map(\.name).joined(separator: "|")) (default auto), "
                    + "or one document of a family: \(PayloadKind.documentKinds.map(\.name).joined(separator: "|"))"
            ) { settings, value throws(UsageError) in
                settings.kind = try choice(
                    value, option: "--kind",
                    from: (PayloadKind.allCases + PayloadKind.documentKinds).map { ($0.name, $0) })
            },
            .init(names: ["--format"], valueName: "FORMAT", help: "output: text|json|sarif|github (default text)") {
                settings, value throws(UsageError) in
                settings.format = try choice(
                    value, option: "--format", from: OutputFormat.allCases.map { ($0.rawValue, $0) })
            },
        ] + PayloadFamily.allSettings.map(option(for:)) + [
            .init(
                names: ["--config"], valueName: "FILE",
                help:
                    "JSON settings instead of the .pushlint.json found from the working directory upward: \(LintConfiguration.keys.joined(separator: ", ")); flags win"
            ) { _, _ throws(UsageError) in
                // Read and applied by the command before the other flags.
            },
            .init(names: ["--no-config"], valueName: nil, help: "read no configuration file") { _, _ in
                // Read by the command.
            },
            .init(
                names: ["--stdin-name"], valueName: "NAME",
                help: "the path reported for standard input (-); its extension counts as a file's"
            ) { settings, value throws(UsageError) in
                guard !value.isEmpty else { throw UsageError("option '--stdin-name' takes a non-empty name") }
                settings.stdinName = value
            },
            .init(
                names: ["--output", "-o"], valueName: "FILE",
                help: "write the report to FILE instead of standard output"
            ) {
                settings, value throws(UsageError) in
                guard !value.isEmpty else { throw UsageError("option '--output' takes a file path") }
                settings.outputPath = value
            },
            .init(
                names: ["--jobs", "-j"], valueName: "N",
                help: "lint N files at once (default: one per core, here \(ConcurrentMap.cores)); output is the same"
            ) { settings, value throws(UsageError) in
                guard let jobs = Int(value), jobs >= 1 else {
                    throw UsageError("option '--jobs' takes a whole number of at least 1; got '\(value)'")
                }
                settings.jobs = jobs
            },
            .init(
                names: ["--min-severity"], valueName: "SEVERITY",
                help: "the lowest severity printed: info|warning|error (default warning; json: info)"
            ) { settings, value throws(UsageError) in
                settings.minimumSeverity = try choice(
                    value, option: "--min-severity", from: Severity.allCases.map { ($0.rawValue, $0) })
            },
            .init(
                names: ["--docs-url"], valueName: "URL",
                help: "the rule reference that rule links point to (default: the project's Docs/Rules.md)"
            ) { settings, value throws(UsageError) in
                guard let docs = RuleDocumentation(checking: value) else {
                    throw UsageError("option '--docs-url' takes \(RuleDocumentation.expectation); got '\(value)'")
                }
                settings.docs = docs
            },
            .init(
                names: ["--baseline"], valueName: "FILE",
                help: "report only errors and warnings not recorded in FILE (see --update-baseline)"
            ) { settings, value throws(UsageError) in
                guard !value.isEmpty else { throw UsageError("option '--baseline' takes a file path") }
                settings.baselinePath = value
            },
            .init(
                names: ["--update-baseline"], valueName: nil,
                help: "record the current errors and warnings in the --baseline FILE, and exit 0"
            ) { settings, _ in
                settings.updatesBaseline = true
            },
            .init(
                names: ["--select-named"], valueName: nil,
                help: "apply the configuration's include and exclude to files named on the command line too"
            ) { settings, _ in
                settings.selectsNamed = true
            },
            .init(names: ["--quiet", "-q"], valueName: nil, help: "print errors only, no summary") { settings, _ in
                settings.quiet = true
            },
            .init(names: ["--verbose"], valueName: nil, help: "also print infos in text and github output") {
                settings, _ in
                settings.verbose = true
            },
            .init(names: ["--help", "-h"], valueName: nil, help: "show this help") { settings, _ in
                settings.showHelp = true
            },
            .init(names: ["--version"], valueName: nil, help: "show the version") { settings, _ in
                settings.showVersion = true
            },
        ]
    )

    /// The flag of a setting of the family table.
    private static func option(for setting: PayloadSetting) -> ArgumentParser<LintSettings>.Option {
        .init(names: [setting.flag], valueName: setting.valueName, help: setting.help) {
            settings, value throws(UsageError) in
            let given: PayloadSetting.Value
            if setting.valueName == nil {
                given = .present
            } else if setting.readsFile {
                given = .json(try document(at: value, for: setting))
            } else if let accepts = setting.readsFiles {
                given = .files(
                    try ResourceFiles.read(
                        value, for: setting, accepts: accepts, regular: false, notRead: &settings.notRead))
            } else {
                given = .text(value)
            }
            try settings.apply(setting, given, source: setting.flag) {
                "option '\(setting.flag)': \($0)"
            }
        }
    }

    /// The JSON document a file-valued setting names (`--schema FILE`).
    ///
    /// - Parameter regular: Whether the file must be a regular file, read without blocking: one a
    ///   configuration file names, which the person running pushlint may never have looked at.
    static func document(at path: String, for setting: PayloadSetting, regular: Bool = false) throws(UsageError)
        -> JSONValue
    {
        let bytes: [UInt8]
        switch regular ? FileBytes.readRegular(path) : FileBytes.read(path) {
        case .success(let read): bytes = read
        case .failure(let problem):
            throw UsageError("option '\(setting.flag)': cannot read '\(path)': \(problem.message)")
        }
        do {
            return try JSONValue(parsing: bytes)
        } catch {
            throw UsageError(
                "option '\(setting.flag)': '\(path)' is not JSON: \(error.message) (at byte \(error.byteOffset))")
        }
    }

    /// Applies a setting, remembering a family's for the kind check.
    mutating func apply(
        _ setting: PayloadSetting, _ value: PayloadSetting.Value, source: String,
        describe: (PayloadSettingError) -> String
    ) throws(UsageError) {
        do {
            try setting.apply(value, to: &options)
        } catch {
            throw UsageError(describe(error))
        }
        if !PayloadSetting.common.contains(where: { $0.name == setting.name }) {
            familySettings.append((setting.name, source))
        }
    }

    /// Refuses a family's setting given with a kind whose family does not take it (`--push-type`
    /// with `--kind json`): never silently ignored.
    func checkSettingsFitKind() throws(UsageError) {
        guard let own = kind.family else { return }
        // A family that takes the kind over (push type liveactivity) takes its settings too.
        let families = [own] + [PayloadFamily.checking(kind, options: options)].compactMap { $0 }
        for given in familySettings
        where !families.contains(where: { $0.settings.contains { $0.name == given.name } }) {
            let kinds = PayloadFamily.all.filter { $0.settings.contains { $0.name == given.name } }.flatMap(\.kinds)
            throw UsageError(
                "\(given.source) applies to kind \(kinds.map(\.name).joined(separator: ", ")) (or auto), not to kind \(kind.name)"
            )
        }
    }
}
