/// The check of one localization key in a payload, and its arguments, against the app's strings
/// (``ValidationOptions/strings``): each family calls it for its keys with its own rules.
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

    /// Checks the key at `keyNode` (a string node) and the arguments at `argsNode` (an array of
    /// strings, or `nil` when none are given), named `keyName` and `argsName` in messages.
    func check(
        _ run: inout ValidationRun, keyNode: Int, keyName: String, argsNode: Int?, argsName: String
    ) {
        let strings = run.options.strings
        guard strings.has(platform) else { return }
        let document = run.document
        guard document.kind(of: keyNode) == .string else { return }
        let key = document.string(at: keyNode)
        let lookup = strings.lookup(key, on: platform)
        let defaultFound = platform == .android ? lookup.found.contains { $0.language.isEmpty } : !lookup.found.isEmpty
        guard defaultFound else {
            run.report(rules.keyUnknown, unknownMessage(key, keyName, lookup), node: keyNode)
            return
        }
        let missing = lookup.missing.filter { !$0.isEmpty }
        if !missing.isEmpty, lookup.found.allSatisfy(\.value.isTranslatable) {
            run.report(
                rules.keyUntranslated,
                "\"\(key)\" has no string in \(Self.list(missing)): \(untranslatedEffect)", node: keyNode)
        }
        var arguments: Int?
        if let argsNode {
            guard document.isArrayOfStrings(argsNode) else { return }
            arguments = document.nodes.children(of: argsNode).reduce(0) { count, _ in count + 1 }
        }
        checkArguments(
            &run, key: key, lookup: lookup, given: arguments, keyNode: keyNode, argsNode: argsNode, argsName: argsName)
    }

    private var untranslatedEffect: String {
        platform == .apple
            ? "a device in those languages does not find it in its own table"
            : "devices in those languages show the default text"
    }

    private func unknownMessage(_ key: String, _ keyName: String, _ lookup: Lookup) -> String {
        var message = "\(keyName) \"\(key)\" is not in the app's "
        message += platform == .apple ? "Localizable strings" : "default string resources (values/)"
        if let elsewhere = lookup.elsewhere {
            switch elsewhere.value.resource {
            case .plurals:
                message += "; \(elsewhere.path) has it as <plurals>, which the FCM SDK's string lookup does not find"
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

    /// The argument rules: each language's string read for its specifiers.
    private func checkArguments(
        _ run: inout ValidationRun, key: String, lookup: Lookup, given: Int?, keyNode: Int, argsNode: Int?,
        argsName: String
    ) {
        var needs: [Int: [String]] = [:]
        var used = Set<Int>()
        // Each kind of trouble once, whatever the number of specifiers and languages (sets, so a
        // string of many specifiers costs time in proportion to them).
        var mistyped: [(text: String, type: FormatString.ArgumentType)] = []
        var mistypedTexts = Set<String>()
        var mistypedLanguages: [String] = []
        var invalid: [FormatString.Problem] = []
        var invalidSeen = Set<FormatString.Problem>()
        var invalidLanguages: [String] = []
        for found in lookup.found {
            var need = 0
            for form in found.value.forms {
                let format = FormatString(form, syntax: platform.syntax)
                need = max(need, format.argumentCount)
                for specifier in format.specifiers {
                    used.insert(specifier.argument)
                    guard !specifier.type.takesString, specifier.argument <= (given ?? 0) else { continue }
                    if mistypedTexts.insert(specifier.text).inserted { mistyped.append((specifier.text, specifier.type)) }
                    if mistypedLanguages.last != found.language { mistypedLanguages.append(found.language) }
                }
                guard given != nil else { continue }
                for problem in format.problems {
                    if invalidSeen.insert(problem).inserted { invalid.append(problem) }
                    if invalidLanguages.last != found.language { invalidLanguages.append(found.language) }
                }
            }
            if need > (given ?? 0) { needs[need, default: []].append(found.language) }
        }
        let at = argsNode ?? keyNode
        for (need, languages) in needs.sorted(by: { $0.key < $1.key }) {
            run.report(rules.argsCount, countMessage(key, need, languages, given, argsName), node: at)
        }
        if !mistyped.isEmpty {
            let specifiers = mistyped.map { "\"\($0.text)\" (\($0.type.name))" }.joined(separator: ", ")
            run.report(
                rules.formatType,
                "the string of \"\(key)\" (\(Self.list(mistypedLanguages))) formats \(argsName) with \(specifiers), but they are strings\(typeEffect)",
                node: at)
        }
        if !invalid.isEmpty {
            let problems = invalid.map { "\"\($0.text)\": \($0.reason)" }.joined(separator: "; ")
            run.report(
                rules.formatType,
                "the string of \"\(key)\" (\(Self.list(invalidLanguages))) has specifiers that cannot be formatted: \(problems)",
                node: at)
        }
        // An argument a specifier that cannot be read might have meant is not called unused.
        if let given, given > 0, let argsNode, invalid.isEmpty {
            let unused = (1...given).filter { !used.contains($0) }
            if !unused.isEmpty {
                let which =
                    unused.count == 1
                    ? "argument \(unused[0]) is" : "arguments \(unused.map(String.init).joined(separator: ", ")) are"
                run.report(
                    rules.argsUnused, "\(argsName) \(which) taken by no string of \"\(key)\"", node: argsNode)
            }
        }
    }

    private var typeEffect: String {
        platform == .apple
            ? " (printf reads a string argument as that type: the result is undefined)"
            : ": Formatter throws IllegalFormatConversionException, which the FCM SDK does not catch"
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

    /// `en, de and 3 more`: every name up to eight, then a count.
    static func list(_ languages: [String]) -> String {
        let names = languages.map { $0.isEmpty ? "default" : $0 }
        guard names.count > 8 else { return names.joined(separator: ", ") }
        return names.prefix(8).joined(separator: ", ") + " and \(names.count - 8) more"
    }
}
