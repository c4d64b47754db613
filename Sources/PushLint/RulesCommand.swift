import PushPayloads

/// `pushlint rules [--kind KIND] [--format text|json|markdown]`: the rule catalog, read from the
/// library's registry; with `--kind`, the rules validation can report on a document of that kind
/// (`PayloadFamily.rules(for:)`). The markdown form of
/// the whole catalog is the repository's rule reference, `Docs/Rules.md`.
enum RulesCommand {
    enum Format: String, CaseIterable {
        case text, json, markdown
    }

    struct Settings {
        var format = Format.text
        var kind = PayloadKind.auto
        var showHelp = false
    }

    static let parser = ArgumentParser<Settings>(
        command: "pushlint rules",
        options: [
            .init(names: ["--format"], valueName: "FORMAT", help: "text|json|markdown (default text)") {
                settings, value throws(UsageError) in
                settings.format = try choice(value, option: "--format", from: Format.allCases.map { ($0.rawValue, $0) })
            },
            .init(
                names: ["--kind"], valueName: "KIND",
                help:
                    "only the rules validation can report on a document of KIND: "
                    + "\(PayloadKind.allCases.map(\.name).joined(separator: "|")), or a document kind"
            ) { settings, value throws(UsageError) in
                settings.kind = try choice(
                    value, option: "--kind",
                    from: (PayloadKind.allCases + PayloadKind.documentKinds).map { ($0.name, $0) })
            },
            .init(names: ["--help", "-h"], valueName: nil, help: "show this help") { settings, _ in
                settings.showHelp = true
            },
        ])

    static func run(_ arguments: [String]) -> Outcome {
        var settings = Settings()
        do throws(UsageError) {
            let extra = try parser.parse(arguments, into: &settings)
            guard extra.isEmpty else { throw UsageError("'pushlint rules' takes no paths; got '\(extra[0])'") }
        } catch {
            return .usage(error)
        }
        if settings.showHelp {
            let help = """
                pushlint rules: the rule catalog (id, default severity, summary; json and markdown add help and source).

                usage: pushlint rules [--kind KIND] [--format text|json|markdown]

                options:
                \(parser.helpLines.joined(separator: "\n"))

                """
            return Outcome(exitCode: .success, standardOutput: Array(help.utf8))
        }
        let rules = PayloadFamily.rules(for: settings.kind)
        let text: String
        switch settings.format {
        case .text: text = renderText(rules)
        case .json: text = renderJSON(rules)
        case .markdown: text = RuleReference.markdown(rules)
        }
        return Outcome(exitCode: .success, standardOutput: Array(text.utf8))
    }

    static func renderText(_ rules: [Rule]) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            "\(rule.id.padding(to: idWidth))  \(rule.defaultSeverity.rawValue.padding(to: 7))  \(rule.summary)\n"
        }.joined()
    }

    static func renderJSON(_ rules: [Rule]) -> String {
        let rules: [JSONValue] = rules.map { rule in
            [
                "id": .string(rule.id),
                "severity": .string(rule.defaultSeverity.rawValue),
                "summary": .string(rule.summary),
                "help": .string(rule.help),
                "source": .string(rule.source),
            ]
        }
        let document: JSONValue = ["version": 1, "rules": .array(rules)]
        return document.description + "\n"
    }
}
