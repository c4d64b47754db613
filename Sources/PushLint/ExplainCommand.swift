import PushPayloads

/// `pushlint explain RULE-ID`: what a rule checks, why, how to fix it and where the fact comes
/// from, with an invalid fixture that triggers it and the nearest valid fixture that does not,
/// each checked again as it is printed.
enum ExplainCommand {
    /// The clock the fixtures' sidecars were written against (2026-01-01).
    static let fixtureClock: Int64 = 1_767_225_600
    /// Lines of an example printed before the rest is counted.
    static let shownLines = 30

    static let help = """
        pushlint explain: what a rule checks, why, how to fix it, its source, and an invalid and a
        fixed example from the repository's fixtures, checked again as they are printed.

        usage: pushlint explain RULE-ID      (the ids: pushlint rules)

        """

    static func run(_ arguments: [String], resolver: InputResolver) -> Outcome {
        if arguments == ["--help"] || arguments == ["-h"] {
            return Outcome(exitCode: .success, standardOutput: Array(help.utf8))
        }
        guard arguments.count == 1, let id = arguments.first, !id.hasPrefix("-") else {
            return .usage(UsageError("'pushlint explain' takes exactly one RULE-ID (see 'pushlint rules')"))
        }
        guard let rule = RuleRegistry.rule(id: id) else {
            let near = nearest(id)
            let hint = near.isEmpty ? "" : "; did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?"
            return .usage(UsageError("no rule has the id '\(id)'\(hint) (see 'pushlint rules')"))
        }
        var text = "\(rule.id) (\(rule.defaultSeverity.rawValue) by default)\n\n\(rule.summary)\n\n"
        if let note = LintSettings.offByDefaultNote(for: rule) { text += "By default: \(note)\n" }
        text += "How to fix: \(rule.help)\n"
        if let note = Repairs.note(for: rule) { text += "Fixable: \(note)\n" }
        text += "Reported on: \(RuleDocumentation.reportedOn(rule))\n"
        text += "Source: \(rule.source == "—" ? "the library's own convention" : rule.source)\n"
        text += "Reference: \(RuleDocumentation.standard.url(for: rule.id))\n"
        guard let examples = RuleExamples(ruleID: rule.id) else {
            text += "\nNo fixture triggers this rule, so there is no example to show.\n"
            return Outcome(exitCode: .success, standardOutput: Array(text.utf8))
        }
        let offByDefault = LintSettings.offByDefaultNote(for: rule) != nil
        text += "\nInvalid example" + describe(turningOn(rule, load(examples.invalid, resolver)), rule: rule)
        if offByDefault {
            // A notice of an unconfirmed source has no fix to show (a `token` has no replacement).
            text += "\nNo fixed example: the finding is a notice whose source is unconfirmed.\n"
        } else if let fixed = examples.fixed {
            text += "\nFixed (the nearest valid example of the kind)" + describe(load(fixed, resolver), rule: rule)
        }
        return Outcome(exitCode: .success, standardOutput: Array(text.utf8))
    }

    /// The example as shown for a rule pushlint runs only when a configuration turns it on: with
    /// that configuration (an example that gives its own is unchanged).
    private static func turningOn(_ rule: Rule, _ example: RuleExample) -> RuleExample {
        guard LintSettings.offByDefaultNote(for: rule) != nil, example.configuration == "{}" else { return example }
        var example = example
        example.configuration = #"{"rules":{"\#(rule.id)":"\#(rule.defaultSeverity.rawValue)"}}"#
        return example
    }

    /// The rules whose ids share the most words with `id` (up to three): what was probably meant.
    static func nearest(_ id: String) -> [String] {
        let lowered = id.lowercased()
        // An id without its family (`content-available-value`) is all name.
        let hasFamily = lowered.contains(".")
        let family = hasFamily ? lowered.prefix { $0 != "." } : ""
        let name = hasFamily ? lowered.drop { $0 != "." }.dropFirst() : lowered[...]
        let words = Set(name.split(separator: "-").map(String.init))
        // Words of the name count twice, the family once.
        let scored = RuleRegistry.all.map { rule in
            let name = Set(rule.id.drop { $0 != "." }.dropFirst().split(separator: "-").map(String.init))
            return (rule.id, 2 * name.intersection(words).count + (rule.family == family ? 1 : 0))
        }
        let best = scored.map { $0.1 }.max() ?? 0
        guard best > 1 else { return [] }
        return scored.filter { $0.1 == best }.prefix(3).map { $0.0 }
    }

    /// A fixture too large to embed, read from the repository when the command runs in one.
    private static func load(_ example: RuleExample, _ resolver: InputResolver) -> RuleExample {
        guard example.byteCount != nil,
            case .success(let bytes) = FileBytes.read(PathNames.absolute(example.path, in: resolver.workingDirectory)),
            let text = String(validating: bytes, as: UTF8.self)
        else { return example }
        var loaded = example
        loaded.text = text
        loaded.byteCount = nil
        return loaded
    }

    /// An example: its settings, its text, and what the validator says of this rule now. It is
    /// named `example.json` (or `.apns`, ...): the fixture it comes from is in the library's
    /// repository, not in the user's.
    private static func describe(_ example: RuleExample, rule: Rule) -> String {
        var text = example.configuration == "{}" ? ":\n" : ", with the configuration \(example.configuration):\n"
        text += body(example)
        // Too large to embed, and not in the working directory: nothing to check.
        guard example.byteCount == nil else { return text }
        let findings: [Diagnostic]
        do {
            findings = try validate(example).diagnostics.filter { $0.ruleID == rule.id }
        } catch {
            return text + "  (cannot check it: \(error.message))\n"
        }
        if findings.isEmpty {
            text += "  pushlint --kind \(example.kind) reports no \(rule.id) here.\n"
        } else {
            let shown = "example." + InputResolver.fileExtension(of: example.path)
            text += "  pushlint --kind \(example.kind) \(shown) reports:\n"
            text += findings.map { "    " + TextReporter.line(path: shown, $0) + "\n" }.joined()
        }
        return text
    }

    /// The example's text, indented, at most ``shownLines`` lines.
    private static func body(_ example: RuleExample) -> String {
        if let size = example.byteCount {
            return
                "    (\(size.grouped) bytes: too large to embed; run 'pushlint explain' in the repository to see it)\n"
        }
        if example.isHex {
            let bytes = example.bytes
            let shown = bytes.prefix(24).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined(separator: " ")
            return "    (\(bytes.count) bytes that are not UTF-8: \(shown)\(bytes.count > 24 ? " …" : ""))\n"
        }
        let lines = example.text.split(separator: "\n", omittingEmptySubsequences: false)
        let trimmed = lines.last == "" ? lines.dropLast() : lines[...]
        // One long line (a size fixture) is cut too.
        if trimmed.count == 1, let line = trimmed.first, line.count > 400 {
            return
                "    \(TextReporter.escaped(String(line.prefix(400)))) … (\(example.text.utf8.count.grouped) bytes)\n"
        }
        var text = trimmed.prefix(shownLines).map { "    " + TextReporter.escaped(String($0)) + "\n" }.joined()
        if trimmed.count > shownLines { text += "    … \(trimmed.count - shownLines) more lines\n" }
        return text
    }

    /// Validates an example as its kind with its sidecar's settings, on the fixtures' clock.
    private static func validate(_ example: RuleExample) throws(UsageError) -> ValidationReport {
        var settings = LintSettings()
        let configuration = try LintConfiguration(
            Array(example.configuration.utf8), path: example.path, workingDirectory: "/")
        try configuration.apply(configuration.members, at: [], to: &settings)
        settings.options.now = settings.options.now ?? fixtureClock
        guard let kind = PayloadKind(named: example.kind) else { throw UsageError("unknown kind \(example.kind)") }
        let input = LintInput(displayPath: example.path, bytes: example.bytes)
        return PayloadValidator.validate(
            input.bytes, as: kind, options: LintCommand.options(for: input, settings: settings))
    }
}
