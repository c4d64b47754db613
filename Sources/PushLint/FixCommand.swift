import PushPayloads

/// `pushlint fix [--dry-run] [--kind KIND] FILE...`: repairs in place the findings that have one
/// safe repair (``Repairs``), changing only the bytes of each finding's value (or moving a misplaced
/// member to its parent), so the file keeps its formatting. Each result is validated again before it is written: a repaired finding must be
/// gone and no new finding may appear, or the file is left as it was. `--dry-run` prints the
/// changes as a unified diff (`patch -p1` and `git apply` take it) and writes nothing.
///
/// Each file is written whole or not at all (``FileReplacement``), and only if it still holds what
/// was read. Exit 0 when no error is left in the files, 1 when one is (a finding with no repair, or
/// a repair refused), 2 for a usage problem or a file that cannot be read or written (said, and the
/// other files repaired).
enum FixCommand {
    struct Settings {
        var kind = PayloadKind.auto
        var dryRun = false
        var showHelp = false
    }

    static let parser = ArgumentParser<Settings>(
        command: "pushlint fix",
        options: [
            .init(names: ["--dry-run"], valueName: nil, help: "print the changes as a diff; write nothing") {
                settings, _ in settings.dryRun = true
            },
            .init(
                names: ["--kind"], valueName: "KIND",
                help: "what the files are (default auto), as for linting"
            ) { settings, value throws(UsageError) in
                guard let kind = PayloadKind(named: value) else {
                    throw UsageError(
                        "unknown kind '\(value)'\(NameHints.suggestion(for: value, among: PayloadKind.allCases.map(\.name)))"
                    )
                }
                settings.kind = kind
            },
            .init(names: ["--help", "-h"], valueName: nil, help: "show this help") { settings, _ in
                settings.showHelp = true
            },
        ])

    static var help: String {
        """
        usage: pushlint fix [--dry-run] [--kind KIND] FILE...

        Repairs the findings that have one safe repair, in place, changing only the bytes of each
        finding's value or moving a misplaced member (the file keeps its formatting), and validates each result again before it
        is written. The rules it repairs:
        \(Repairs.table.keys.sorted().map { "  \($0): \(Repairs.table[$0]!.summary)" }.joined(separator: "\n"))

        \(parser.helpLines.joined(separator: "\n"))

        Exit 0 when no error is left, 1 when one is, 2 for a usage or file problem.

        """
    }

    static func run(_ arguments: [String], resolver: InputResolver) -> Outcome {
        var settings = Settings()
        let (paths, answer) = parser.subcommandPaths(arguments, into: &settings, help: help, asksHelp: \.showHelp)
        if let answer { return answer }
        guard !paths.isEmpty, !paths.contains("-") else {
            return .usage(UsageError("'pushlint fix' takes one or more FILEs (see 'pushlint fix --help')"))
        }
        var output = ""
        var messages = ""
        var errorsLeft = false
        // A file that cannot be read or written is said and skipped; the others are repaired.
        var fileProblems = false
        for path in paths {
            let file = path.hasPrefix("/") ? path : resolver.workingDirectory + "/" + path
            let bytes: [UInt8]
            // `fix` rewrites files: it reads regular files only, without blocking on a FIFO.
            switch FileBytes.readRegular(file) {
            case .success(let read): bytes = read
            case .failure(let problem):
                messages += "pushlint fix: cannot read '\(path)': \(problem.message)\n"
                fileProblems = true
                continue
            }
            let result = fix(bytes, path: path, kind: settings.kind)
            messages += result.messages
            errorsLeft = errorsLeft || result.errorsLeft
            guard let fixed = result.fixed else { continue }
            if settings.dryRun {
                output += diff(bytes, result.edits.flatMap(\.changes), path: path)
                continue
            }
            do {
                try FileReplacement.write(fixed, to: file, expected: bytes, what: "the repaired payload", shown: path)
            } catch {
                messages += "pushlint fix: \(error.message)\n"
                fileProblems = true
            }
        }
        return Outcome(
            exitCode: fileProblems ? .usage : errorsLeft ? .findings : .success, standardOutput: Array(output.utf8),
            standardError: messages)
    }

    /// The repaired bytes (`nil`: nothing to write) and the edits made, what to say, and whether an
    /// error is left.
    static func fix(_ bytes: [UInt8], path: String, kind: PayloadKind)
        -> (fixed: [UInt8]?, edits: [Repairs.Edit], messages: String, errorsLeft: Bool)
    {
        // Every finding is repaired, not only the first `maxFindings`.
        let options = LintCommand.withFileType(ValidationOptions(maxFindings: .max), of: path)
        let before = PayloadValidator.validate(bytes, as: kind, options: options)
        let (edits, left) = Repairs.edits(bytes, findings: before.diagnostics)
        var messages = left.map {
            "pushlint fix: \(path): \($0.ruleID) at \(Repairs.place($0.pointer)): no safe repair for this value\n"
        }
        .joined()
        guard !edits.isEmpty else { return (nil, [], messages, !before.isValid) }
        let fixed = Repairs.apply(edits, to: bytes)
        // The file is validated as the kind it was, so a repair never changes how it is read.
        let after = PayloadValidator.validate(fixed, as: before.kind, options: options)
        let old = Set(before.diagnostics.map { "\($0.ruleID) \($0.pointer)" })
        // A new info is what the repaired value means (a `content-available` of 1 is a background push).
        let new = after.diagnostics.filter { $0.severity > .info && !old.contains("\($0.ruleID) \($0.pointer)") }
        let remaining = Set(after.diagnostics.map { "\($0.ruleID) \($0.pointer)" })
        let unrepaired = edits.filter { remaining.contains("\($0.ruleID) \($0.pointer)") }
        guard new.isEmpty, unrepaired.isEmpty else {
            let why =
                (new.map { "\($0.ruleID) at \(Repairs.place($0.pointer)) would appear" }
                    + unrepaired.map { "\($0.description) would not repair it" })
            messages += "pushlint fix: \(path): left unchanged: \(why.joined(separator: "; "))\n"
            return (nil, [], messages, !before.isValid)
        }
        messages += edits.map { "pushlint fix: \(path): \($0.description)\n" }.joined()
        return (fixed, edits, messages, !after.isValid)
    }

    /// The changes as a unified diff with `context` lines around each change (3, as `diff -u`),
    /// which `patch` and `git apply` take; a file without a final newline is marked as such.
    static func diff(_ old: [UInt8], _ changes: [Repairs.Change], path: String, context: Int = 3) -> String {
        var lineStarts = [0]
        for (index, byte) in old.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        let endsWithNewline = old.last == UInt8(ascii: "\n")
        // The last line (after a final newline there is none).
        let lastLine = lineStarts.count - (endsWithNewline ? 2 : 1)
        func line(of offset: Int) -> Int { lineStarts.lastIndex { $0 <= offset } ?? 0 }
        func lineEnd(_ line: Int) -> Int { line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : old.count }
        func text(_ line: Int) -> String { String(decoding: old[lineStarts[line]..<lineEnd(line)], as: UTF8.self) }
        let noNewline = "\\ No newline at end of file\n"
        // Changes whose lines overlap make one group; groups whose context meets make one hunk.
        var groups: [(first: Int, last: Int, changes: [Repairs.Change])] = []
        for change in changes.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let first = line(of: change.range.lowerBound)
            let last = line(of: max(change.range.lowerBound, change.range.upperBound - 1))
            if let previous = groups.last, first <= previous.last {
                groups[groups.count - 1] = (previous.first, max(previous.last, last), previous.changes + [change])
            } else {
                groups.append((first, last, [change]))
            }
        }
        var hunks: [[(first: Int, last: Int, changes: [Repairs.Change])]] = []
        for group in groups {
            if let previous = hunks.last?.last, group.first - previous.last <= 2 * context + 1 {
                hunks[hunks.count - 1].append(group)
            } else {
                hunks.append([group])
            }
        }
        var result = "--- a/\(path)\n+++ b/\(path)\n"
        var shift = 0
        for hunk in hunks {
            let start = max(0, hunk[0].first - context)
            let end = min(lastLine, hunk[hunk.count - 1].last + context)
            var body = ""
            var counts = (old: 0, new: 0)
            func contextLine(_ line: Int) {
                body += " " + text(line) + "\n" + (line == lastLine && !endsWithNewline ? noNewline : "")
                counts.old += 1
                counts.new += 1
            }
            var next = start
            for group in hunk {
                while next < group.first {
                    contextLine(next)
                    next += 1
                }
                let from = lineStarts[group.first]
                var slice = Array(old[from..<lineEnd(group.last)])
                for change in group.changes.reversed() {
                    slice.replaceSubrange(
                        (change.range.lowerBound - from)..<(change.range.upperBound - from), with: change.text)
                }
                let before = old[from..<lineEnd(group.last)].split(
                    separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let after = slice.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let marker = group.last == lastLine && !endsWithNewline ? noNewline : ""
                body += before.map { "-" + String(decoding: $0, as: UTF8.self) + "\n" }.joined() + marker
                body += after.map { "+" + String(decoding: $0, as: UTF8.self) + "\n" }.joined() + marker
                counts.old += before.count
                counts.new += after.count
                next = group.last + 1
            }
            while next <= end {
                contextLine(next)
                next += 1
            }
            func range(_ first: Int, _ count: Int) -> String { count == 1 ? "\(first)" : "\(first),\(count)" }
            result += "@@ -\(range(start + 1, counts.old)) +\(range(start + 1 + shift, counts.new)) @@\n" + body
            shift += counts.new - counts.old
        }
        return result
    }
}
