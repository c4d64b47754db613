/// A small table-driven command-line parser: `--name value`, `--name=value`, flags, `--` and `-`.
struct ArgumentParser<Settings>: Sendable {
    /// One option: its spellings, whether it takes a value, and what it does to the settings.
    struct Option: Sendable {
        var names: [String]
        var valueName: String?
        var help: String
        var apply: @Sendable (inout Settings, String) throws(UsageError) -> Void
    }

    var options: [Option]

    /// Applies the options in `arguments` to `settings` and returns the positional arguments.
    func parse(_ arguments: some Sequence<String>, into settings: inout Settings) throws(UsageError) -> [String] {
        var positionals: [String] = []
        var iterator = arguments.makeIterator()
        var optionsEnded = false
        while let argument = iterator.next() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                throw UsageError("unknown option '\(name)' (see 'pushlint --help')")
            }
            if let valueName = option.valueName {
                guard let value = inlineValue ?? iterator.next() else {
                    throw UsageError("option '\(name)' needs a value \(valueName)")
                }
                try option.apply(&settings, value)
            } else {
                guard inlineValue == nil else { throw UsageError("option '\(name)' takes no value") }
                try option.apply(&settings, "")
            }
        }
        return positionals
    }

    /// The options as help lines, `  --name VALUE   help`.
    var helpLines: [String] {
        let rows = options.map { option in
            (option.names.joined(separator: ", ") + (option.valueName.map { " \($0)" } ?? ""), option.help)
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0.padding(to: width) + "  " + $0.1 }
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

/// Parses a value from a fixed list, naming the choices when it is not one of them.
func choice<T>(_ value: String, option: String, from choices: [(String, T)]) throws(UsageError) -> T {
    guard let match = choices.first(where: { $0.0 == value }) else {
        throw UsageError("option '\(option)' takes one of \(choices.map(\.0).joined(separator: ", ")); got '\(value)'")
    }
    return match.1
}
