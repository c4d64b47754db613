import PushPayloads

/// `path:line:column: severity: message [rule-id]`, one finding a line, as compilers print them so
/// editors and Xcode make them clickable. Findings without a position print `path: severity: …`.
/// With colour (a terminal), the place is bold and the severity red, yellow or cyan, as compilers
/// colour them; the text is otherwise the same. After the findings, unless `links` is off, a blank
/// line and each rule that fired with its documentation link.
enum TextReporter {
    static func render(
        _ results: [FileResult], colour: Bool = false, links: Bool = true, docs: RuleDocumentation = .standard
    ) -> String {
        var text = ""
        for result in results {
            for diagnostic in result.shown {
                text += line(path: result.path, diagnostic, colour: colour)
                text += "\n"
            }
        }
        let rules = RuleDocumentation.rules(of: results)
        if links, !rules.isEmpty {
            text += "\n" + rules.map { "\($0): \(docs.url(for: $0))\n" }.joined()
        }
        return text
    }

    static func line(path: String, _ diagnostic: Diagnostic, colour: Bool = false) -> String {
        var place = escaped(path)
        if let location = diagnostic.location { place += ":\(location.line):\(location.column)" }
        var severity = diagnostic.severity.rawValue
        if colour {
            let code =
                switch diagnostic.severity {
                case .error: "1;31"
                case .warning: "1;33"
                case .info: "1;36"
                }
            place = "\u{1B}[1m\(place)\u{1B}[0m"
            severity = "\u{1B}[\(code)m\(severity)\u{1B}[0m"
        }
        return "\(place): \(severity): \(diagnostic.message)\(at(diagnostic.pointer)) [\(diagnostic.ruleID)]"
    }

    /// A path on one line: control characters (a newline in a file name) escaped.
    static func escaped(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return path }
        return path.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? $0.escaped(asASCII: true) : String($0) }
            .joined()
    }

    /// ` (at /pointer)` for people: a pointer of more than eight tokens keeps its first four and
    /// last three around the count of those left out. Machine formats print pointers whole.
    static func at(_ pointer: JSONPointer) -> String {
        guard !pointer.tokens.isEmpty else { return "" }
        return " (at \(pointer.shortened))"
    }
}

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`.
///
/// GitHub shows at most 10 annotations of each kind (error, warning, notice) from one step and
/// drops the rest silently. Past 10 of a kind, findings are printed as text lines in the log, and a
/// closing notice (one of the 10 notices, kept free for it) counts them.
enum GitHubReporter {
    /// Annotations of one kind GitHub shows from one step.
    static let annotationsPerKind = 10

    static func render(_ results: [FileResult], docs: RuleDocumentation = .standard) -> String {
        let all = results.flatMap { result in result.shown.map { (result.path, $0) } }
        let counts = Dictionary(grouping: all, by: \.1.severity).mapValues(\.count)
        let overflows = counts.values.contains { $0 > annotationsPerKind }
        // The closing notice takes one notice's place.
        func cap(_ severity: Severity) -> Int {
            severity == .info && overflows ? annotationsPerKind - 1 : annotationsPerKind
        }
        var used: [Severity: Int] = [:]
        var beyond: [Severity: Int] = [:]
        var text = ""
        for (path, diagnostic) in all {
            if used[diagnostic.severity, default: 0] < cap(diagnostic.severity) {
                used[diagnostic.severity, default: 0] += 1
                text += annotation(path: path, diagnostic, docs: docs)
            } else {
                beyond[diagnostic.severity, default: 0] += 1
                text += TextReporter.line(path: path, diagnostic) + "\n"
            }
        }
        let left = beyond.values.reduce(0, +)
        if left > 0 {
            let parts = [(Severity.error, "errors"), (.warning, "warnings"), (.info, "infos")].compactMap {
                severity, name in
                beyond[severity].map { "\($0) \(name)" }
            }
            text +=
                "::notice title=pushlint::\(escapeData("\(left) more findings (\(parts.joined(separator: ", "))) are beyond GitHub's \(annotationsPerKind) annotations of a kind per step; they are listed in this step's log"))\n"
        }
        return text
    }

    /// One finding as a workflow command.
    private static func annotation(path: String, _ diagnostic: Diagnostic, docs: RuleDocumentation) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .info: command = "notice"
        }
        var properties = ["file=\(escapeProperty(path))"]
        if let location = diagnostic.location {
            properties += [
                "line=\(location.line)", "col=\(location.column)", "endLine=\(location.endLine)",
                "endColumn=\(location.endColumn)",
            ]
        }
        properties.append("title=\(escapeProperty(diagnostic.ruleID))")
        // Annotations are read by people: the pointer shortened, as in text output, and the link.
        let message =
            diagnostic.message + TextReporter.at(diagnostic.pointer) + " (docs: "
            + docs.url(for: diagnostic.ruleID) + ")"
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// Workflow-command data escaping: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Property escaping adds `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll([":": "%3A", ",": "%2C"])
    }
}

extension String {
    /// Replaces single characters by strings in one pass.
    func replacingAll(_ replacements: [Character: String]) -> String {
        var result = ""
        for character in self {
            if let replacement = replacements[character] { result += replacement } else { result.append(character) }
        }
        return result
    }
}
