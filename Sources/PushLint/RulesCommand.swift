import PushPayloads

/// `pushlint rules [--format text|json]`: the rule catalog, read from the library's registry.
enum RulesCommand {
    static func run(_ arguments: ArraySlice<String>) -> Outcome {
        var json = false
        let parser = ArgumentParser<Bool>(options: [
            .init(names: ["--format"], valueName: "FORMAT", help: "text|json") { json, value throws(UsageError) in
                json = try choice(value, option: "--format", from: [("text", false), ("json", true)])
            }
        ])
        do throws(UsageError) {
            let extra = try parser.parse(arguments, into: &json)
            guard extra.isEmpty else { throw UsageError("'pushlint rules' takes no paths; got '\(extra[0])'") }
        } catch {
            return .usage(error)
        }
        let text = json ? renderJSON() : renderText()
        return Outcome(exitCode: .success, standardOutput: Array(text.utf8))
    }

    static func renderText() -> String {
        let idWidth = RuleRegistry.all.map(\.id.count).max() ?? 0
        return RuleRegistry.all.map { rule in
            "\(rule.id.padding(to: idWidth))  \(rule.defaultSeverity.rawValue.padding(to: 7))  \(rule.summary)\n"
        }.joined()
    }

    static func renderJSON() -> String {
        let rules: [JSONValue] = RuleRegistry.all.map { rule in
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
