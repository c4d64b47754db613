/// The check of one localization key in a payload, and its arguments, against the app's strings
/// (``ValidationOptions/strings``): each family calls it for its keys with its own rules.
///
/// The check reads each language's string once, through the summaries made when the strings were
/// read; a finding's message, which names languages and specifiers, is made only when the finding
/// is listed.
struct LocalizationCheck {
    /// The rules a family reports the findings with.
    struct Rules {
        var keyUnknown: Rule
        var keyUntranslated: Rule
        var argsCount: Rule
        var argsUnused: Rule
        var formatType: Rule
    }

    /// The platform whose resources the key is looked up in.
    let platform: Platform
    let rules: Rules

    /// What one pass over a key's languages finds.
    private struct Tally {
        var found = 0
        var defaultFound = false
        var missing = 0
        var translatable = true
        var short = false
        var mistyped = false
        var invalid = false
        /// Arguments 1 to 64 that some language's string takes, as bits.
        var used: UInt64 = 0
    }

    /// Checks the key at `keyNode` (a string node) and the arguments at `argsNode` (an array of
    /// strings, or `nil` when none are given), named `keyName` and `argsName` in messages.
    func check(
        _ run: inout ValidationRun, keyNode: Int, keyName: String, argsNode: Int?, argsName: String
    ) {
        let strings = run.options.strings
        guard strings.has(platform) else { return }
        let document = run.document
        guard document.kind(of: keyNode) == .string else { return }
        var given: Int?
        if let argsNode {
            guard document.isArrayOfStrings(argsNode) else { return }
            given = document.nodes.children(of: argsNode).reduce(0) { count, _ in count + 1 }
        }
        let key = document.string(at: keyNode)
        let filled = given ?? 0
        var tally = Tally()
        var namedFound = 0
        strings.forEachString(of: key, on: platform) { isDefault, value in
            // A `<plurals>` or `<string-array>` of the name is not the string looked up.
            guard value.resource == .string else { return }
            tally.found += 1
            if isDefault { tally.defaultFound = true } else { namedFound += 1 }
            tally.translatable = tally.translatable && value.isTranslatable
            let format = value.format
            if format.argumentCount > filled { tally.short = true }
            if filled > 0, format.hasMistyped(upTo: filled) { tally.mistyped = true }
            if given != nil, format.hasProblems { tally.invalid = true }
            tally.used |= format.usedBits(upTo: filled)
        }
        tally.missing = strings.namedLanguageCount(on: platform) - namedFound
        let isFound = platform == .android ? tally.defaultFound : tally.found > 0
        guard isFound else {
            run.report(rules.keyUnknown, unknownMessage(key, keyName, strings.lookup(key, on: platform)), node: keyNode)
            return
        }
        if tally.missing > 0, tally.translatable {
            run.report(rules.keyUntranslated, untranslatedMessage(key, strings), node: keyNode)
        }
        let at = argsNode ?? keyNode
        if tally.short {
            for (need, languages) in needs(key, strings, given: filled) {
                run.report(rules.argsCount, countMessage(key, need, languages, given, argsName), node: at)
            }
        }
        if tally.mistyped {
            run.report(rules.formatType, mistypedMessage(key, strings, given: filled, argsName), node: at)
        }
        if tally.invalid {
            run.report(rules.formatType, invalidMessage(key, strings), node: at)
        }
        // An argument a specifier that cannot be read might have meant is not called unused.
        if filled > 0, let argsNode, !tally.invalid {
            let allUsed = filled <= 64 ? tally.used == (filled == 64 ? .max : (1 << UInt64(filled)) - 1) : false
            if !allUsed {
                let unused = unusedArguments(key, strings, given: filled)
                if !unused.isEmpty {
                    run.report(rules.argsUnused, unusedMessage(key, unused, argsName), node: argsNode)
                }
            }
        }
    }

    // MARK: Messages, made only for findings that are listed

    private var untranslatedEffect: String {
        platform == .apple
            ? "a device in those languages does not find it in its own table"
            : "devices in those languages show the default text"
    }

    private func untranslatedMessage(_ key: String, _ strings: StringResources) -> String {
        let missing = strings.lookup(key, on: platform).missing.filter { !$0.isEmpty }
        return "\"\(key)\" has no string in \(Self.list(missing)): \(untranslatedEffect)"
    }

    private func unknownMessage(_ key: String, _ keyName: String, _ lookup: Lookup) -> String {
        var message = "\(keyName) \"\(key)\" is not in the app's "
        message += platform == .apple ? "Localizable strings" : "default string resources (values/)"
        if let elsewhere = lookup.elsewhere {
            switch elsewhere.value.resource {
            case .plurals:
                message +=
                    "; \(elsewhere.path) has it as <plurals>, which the FCM SDK's string lookup does not find"
            case .stringArray:
                message +=
                    "; \(elsewhere.path) has it as <string-array>, which the FCM SDK's string lookup does not find"
            case .string:
                message +=
                    "; it is in table \(elsewhere.table) (\(elsewhere.path)), but push keys are looked up in Localizable"
            }
        } else if let other = lookup.found.first {
            message +=
                "; only \(Self.list(lookup.found.map(\.language))) has it (\(other.path)), so other devices have no string for it"
        }
        message +=
            platform == .apple ? ": the device shows the key itself" : ": the notification goes without that line"
        return message
    }

    /// The numbers of arguments the languages' strings take beyond `given`, each with its languages.
    private func needs(_ key: String, _ strings: StringResources, given: Int) -> [(Int, [String])] {
        var needs: [Int: [String]] = [:]
        for found in strings.lookup(key, on: platform).found where found.value.format.argumentCount > given {
            needs[found.value.format.argumentCount, default: []].append(found.language)
        }
        return needs.sorted { $0.key < $1.key }
    }

    private func countMessage(_ key: String, _ need: Int, _ languages: [String], _ given: Int?, _ argsName: String)
        -> String
    {
        let what = "the string of \"\(key)\" (\(Self.list(languages))) takes \(need) argument\(need == 1 ? "" : "s")"
        guard let given else {
            return platform == .apple
                ? "\(what); no \(argsName) are given"
                : "\(what); no \(argsName) are given, so the SDK shows it unformatted, specifiers and all"
        }
        return platform == .apple
            ? "\(what); \(argsName) gives \(given)"
            : "\(what); \(argsName) gives \(given): Formatter throws MissingFormatArgumentException and the SDK leaves the line off"
    }

    private var typeEffect: String {
        platform == .apple
            ? " (printf reads a string argument as that type: the result is undefined)"
            : ": Formatter throws IllegalFormatConversionException, which the FCM SDK does not catch"
    }

    private func mistypedMessage(_ key: String, _ strings: StringResources, given: Int, _ argsName: String) -> String {
        var languages: [String] = []
        var specifiers: [String] = []
        var texts = Set<String>()
        var totals: [String] = []
        for found in strings.lookup(key, on: platform).found where found.value.format.hasMistyped(upTo: given) {
            let format = found.value.format
            languages.append(found.language)
            for specifier in format.mistyped where specifier.argument <= given && texts.insert(specifier.text).inserted
            {
                specifiers.append("\"\(specifier.text)\" (\(specifier.type.name))")
            }
            if format.mistyped.count == FormatSummary.kept, format.mistypedCount > FormatSummary.kept {
                totals.append("\(format.mistypedCount) in \(Self.list([found.language]))")
            }
        }
        return
            "the string of \"\(key)\" (\(Self.list(languages))) formats \(argsName) with \(Self.named(specifiers, ", ", totals)), but they are strings\(typeEffect)"
    }

    private func invalidMessage(_ key: String, _ strings: StringResources) -> String {
        var languages: [String] = []
        var problems: [String] = []
        var seen = Set<FormatString.Problem>()
        var totals: [String] = []
        for found in strings.lookup(key, on: platform).found where found.value.format.hasProblems {
            let format = found.value.format
            languages.append(found.language)
            for problem in format.problems where seen.insert(problem).inserted {
                problems.append("\"\(problem.text)\": \(problem.reason)")
            }
            if format.problems.count == FormatSummary.kept, format.problemCount > FormatSummary.kept {
                totals.append("\(format.problemCount) in \(Self.list([found.language]))")
            }
        }
        return
            "the string of \"\(key)\" (\(Self.list(languages))) has specifiers that cannot be formatted: \(Self.named(problems, "; ", totals))"
    }

    /// The specifiers a message names: up to eight; when the strings have more than their summaries
    /// kept, how many each language's has in all (`and more (400000 in en)`).
    private static func named(_ items: [String], _ separator: String, _ totals: [String]) -> String {
        guard !totals.isEmpty else { return capped(items, separator: separator) }
        return items.prefix(8).joined(separator: separator) + " and more (\(capped(totals, separator: ", ")))"
    }

    /// The arguments up to `given` that no language's string takes.
    private func unusedArguments(_ key: String, _ strings: StringResources, given: Int) -> [Int] {
        let formats = strings.lookup(key, on: platform).found.map(\.value.format)
        return (1...given).filter { argument in !formats.contains { $0.uses(argument) } }
    }

    private func unusedMessage(_ key: String, _ unused: [Int], _ argsName: String) -> String {
        let which =
            unused.count == 1
            ? "argument \(unused[0]) is" : "arguments \(Self.capped(unused.map(String.init), separator: ", ")) are"
        return "\(argsName) \(which) taken by no string of \"\(key)\""
    }

    /// `en, de and 3 more`: every name up to eight, then a count.
    static func list(_ languages: [String]) -> String {
        capped(languages.map { $0.isEmpty ? "default" : $0 }, separator: ", ")
    }

    /// Every item up to eight, then how many more: a message stays short for a string of
    /// thousands of specifiers.
    static func capped(_ items: [String], separator: String) -> String {
        guard items.count > 8 else { return items.joined(separator: separator) }
        return items.prefix(8).joined(separator: separator) + " and \(items.count - 8) more"
    }
}
