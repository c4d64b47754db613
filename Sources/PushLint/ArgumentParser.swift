import PushPayloads

/// A small table-driven command-line parser: `--name value`, `--name=value`, flags, `--` and `-`.
///
/// Parsing only reads the arguments into options and positionals; the caller decides the order in
/// which options take effect (the lint command applies `--config` files before other flags).
struct ArgumentParser<Settings>: Sendable {
    /// One option: its spellings, whether it takes a value, and what it does to the settings.
    struct Option: Sendable {
        var names: [String]
        var valueName: String?
        var help: String
        var apply: @Sendable (inout Settings, String) throws(UsageError) -> Void
    }

    /// An option as given, with its value (`""` for a flag).
    struct Given: Sendable {
        var option: Option
        var name: String
        var value: String

        func apply(to settings: inout Settings) throws(UsageError) {
            try option.apply(&settings, value)
        }
    }

    /// The program and subcommand, for messages: `pushlint rules`.
    var command: String
    var options: [Option]

    /// The options given in `arguments`, in order, and the positional arguments.
    func read(_ arguments: some Sequence<String>) throws(UsageError) -> (options: [Given], positionals: [String]) {
        var given: [Given] = []
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
                throw unknown(name)
            }
            if let valueName = option.valueName {
                guard let value = inlineValue ?? iterator.next() else {
                    throw UsageError("option '\(name)' needs a value \(valueName)")
                }
                given.append(Given(option: option, name: name, value: value))
            } else {
                guard inlineValue == nil else { throw UsageError("option '\(name)' takes no value") }
                given.append(Given(option: option, name: name, value: ""))
            }
        }
        return (given, positionals)
    }

    /// A subcommand's arguments read into `settings`: its paths, and the answer to give at once
    /// instead of running, if any: a usage error, or `help` when the settings ask for it.
    func subcommandPaths(
        _ arguments: [String], into settings: inout Settings, help: String, asksHelp: KeyPath<Settings, Bool>
    ) -> (paths: [String], answer: Outcome?) {
        do {
            let paths = try parse(arguments, into: &settings)
            return (
                paths, settings[keyPath: asksHelp] ? Outcome(exitCode: .success, standardOutput: Array(help.utf8)) : nil
            )
        } catch {
            return ([], .usage(error))
        }
    }

    /// Reads `arguments` and applies every option in order.
    func parse(_ arguments: some Sequence<String>, into settings: inout Settings) throws(UsageError) -> [String] {
        let (given, positionals) = try read(arguments)
        for option in given { try option.apply(to: &settings) }
        return positionals
    }

    /// The index of the first positional argument before any `--`, skipping options and their
    /// values (unknown options are taken to have no value): where a subcommand may stand.
    func firstPositional(in arguments: [String]) -> Int? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return nil }
            if argument == "-" || !argument.hasPrefix("-") { return index }
            let takesValue =
                !argument.contains("=")
                && options.first(where: { $0.names.contains(argument) })?.valueName != nil
            index += takesValue ? 2 : 1
        }
        return nil
    }

    /// An unknown option, with its new name when it was renamed, or the nearest known spelling.
    private func unknown(_ name: String) -> UsageError {
        let names = options.flatMap(\.names).filter { $0.hasPrefix("--") }
        let hint = NameHints.flagHint(for: name, among: names)
        return UsageError("unknown option '\(name)'\(hint) (see '\(command) --help')")
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
        let names = choices.map(\.0)
        let hint = NameHints.suggestion(for: value, among: names)
        throw UsageError("option '\(option)' takes one of \(names.joined(separator: ", ")); got '\(value)'\(hint)")
    }
    return match.1
}
