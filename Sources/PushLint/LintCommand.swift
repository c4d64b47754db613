import Foundation
import PushPayloads

/// `pushlint [options] PATH|DIR|PATTERN|- ...`: validates each input and reports the findings.
///
/// Files are read and validated on every core; the report lists them in input order and is byte
/// for byte what a serial run prints.
struct LintCommand {
    var plan: LintPlan
    var paths: [String]
    var resolver: InputResolver
    /// What github and SARIF paths are relative to (``RepositoryRoot``); `nil` for other formats
    /// and outside a repository.
    var repositoryRoot: String? = nil
    /// The settings every file shares: format, quiet, verbose, output, colour.
    var settings: LintSettings { plan.base }

    /// What one input gave: its results (one, or one a record of a JSON Lines file), or why it
    /// could not be linted.
    private typealias Linted = Result<[FileResult], UsageError>

    func run() -> Outcome {
        if settings.updatesBaseline, settings.baselinePath == nil {
            return .usage(UsageError("'--update-baseline' needs '--baseline FILE': the file to write"))
        }
        // The walked directories stay open while their files are read, then close.
        let handles = DirectoryHandles()
        let (inputs, pathProblems, passedOver) = resolver.expand(paths, plan: plan, handles: handles)
        var problems = pathProblems
        let (distinct, perFile) = plan.settings(for: inputs.map(\.absolute))
        let common = settings
        // No clock: rules that compare with the time run only when `--now` (or a configuration)
        // gives it, so a run gives the same findings on every day.
        let prepared: [Result<(PayloadKind, ValidationOptions), UsageError>] = distinct.map { result in
            result.map { settings in
                var options = settings.options
                // Findings that will not be printed are only counted, never built.
                options.minimumListedSeverity = common.minimumShownSeverity
                // A baseline records, and matches, every finding: `--max-findings` applies to what
                // is left after it (``showing(atMost:)``).
                if common.baselinePath != nil { options.maxFindings = .max }
                return (settings.kind, options)
            }
        }
        if let problem = outputProblem(inputs) { return .usage(problem) }
        // Standard input is read here, on this thread; files are read by the workers.
        let standardInput: Result<LintInput, UsageError>? = inputs.firstIndex { $0.path == "-" }.map { index in
            Result { () throws(UsageError) in try resolver.read(inputs[index]) }
        }
        let linted: [Linted] = ConcurrentMap.map(inputs.count, workers: settings.jobs) { index in
            let kind: PayloadKind
            let options: ValidationOptions
            switch prepared[perFile[index]] {
            case .success(let given): (kind, options) = given
            case .failure(let problem): return .failure(problem)
            }
            let input = inputs[index]
            let read: Result<LintInput, UsageError> =
                input.path == "-"
                ? standardInput ?? .failure(UsageError("cannot read standard input"))
                : Result { () throws(UsageError) in try InputResolver.readFile(input) }
            return read.map { input in LintCommand.lint(input, as: kind, options: options, common: common) }
        }
        withExtendedLifetime(handles) {}
        var results: [FileResult] = []
        var absolutes: [String] = []
        var caps: [Int] = []
        results.reserveCapacity(linted.count)
        for (index, item) in linted.enumerated() {
            switch item {
            case .success(let linted):
                let cap =
                    (try? distinct[perFile[index]].get().options.maxFindings) ?? ValidationOptions.defaultMaxFindings
                for result in linted {
                    results.append(result)
                    absolutes.append(inputs[index].absolute)
                    caps.append(cap)
                }
            case .failure(let problem): problems.append(problem)
            }
        }
        // Findings the configuration accepts by pointer go first: a baseline never records them.
        var ignored = 0
        if plan.configurations.contains(where: { !$0.suppressions.isEmpty }) {
            for index in results.indices where absolutes[index] != "-" {
                ignored += results[index].remove(acceptedBy: plan.suppressions(for: absolutes[index]))
            }
        }
        var baselined = 0
        if let path = settings.baselinePath {
            do {
                baselined = try applyBaseline(at: path, to: &results, absolutes: absolutes)
            } catch {
                return .usage(error)
            }
            if settings.updatesBaseline {
                return Outcome(
                    exitCode: problems.isEmpty ? .success : .usage,
                    standardError: problems.map(\.standardErrorText).joined()
                        + "pushlint: recorded \(baselined) finding\(baselined == 1 ? "" : "s") in the baseline '\(path)'\n"
                )
            }
            for index in results.indices { results[index].show(atMost: caps[index]) }
        }
        if let root = repositoryRoot { RepositoryRoot.relativize(&results, absolutes: absolutes, to: root) }
        return report(results, problems: problems, passedOver: passedOver, baselined: baselined, ignored: ignored)
    }

    /// With `--update-baseline`, writes the baseline file from `results` and returns how many
    /// findings it holds; otherwise removes the findings the file records from `results` and returns
    /// how many were removed.
    private func applyBaseline(at path: String, to results: inout [FileResult], absolutes: [String])
        throws(UsageError) -> Int
    {
        let file = PathNames.absolute(path, in: resolver.workingDirectory)
        let directory = String(PathNames.directory(of: file).dropLast())
        // Standard input has no path of its own: its name as reported stands for it.
        func relative(_ index: Int) -> String {
            let path =
                absolutes[index] == "-"
                ? results[index].path : PathNames.relative(absolutes[index], to: directory) ?? absolutes[index]
            // A JSON Lines record is named by its line too.
            return results[index].record.map { "\(path):\($0)" } ?? path
        }
        if settings.updatesBaseline {
            let entries = results.indices.flatMap { index in
                Baseline.entries(of: results[index].shown, path: relative(index)).map(\.entry)
            }
            // The baseline was read, when it exists, only to be replaced: nothing to compare with.
            try FileReplacement.write(Baseline.text(entries), to: file, what: "the baseline", shown: path)
            return entries.count
        }
        let baseline = try Baseline.read(file, shown: path)
        var removed = 0
        for index in results.indices {
            let entries = Baseline.entries(of: results[index].shown, path: relative(index))
            var accepted = [Bool](repeating: false, count: results[index].shown.count)
            var count = 0
            for entry in entries where baseline.fingerprints.contains(entry.entry.fingerprint) {
                accepted[entry.index] = true
                count += 1
            }
            guard count > 0 else { continue }
            removed += count
            // The report loses the same findings (so its counts and `valid` say what is left). The
            // shown findings are the report's in order, a severity filter of them: one walk pairs
            // each with its place in the report, comparing each report finding once.
            let shown = results[index].shown
            var next = 0
            results[index].report.removeAll { diagnostic in
                guard next < shown.count, shown[next] == diagnostic else { return false }
                next += 1
                return accepted[next - 1]
            }
            results[index].shown = zip(shown, accepted).compactMap { $1 ? nil : $0 }
        }
        return removed
    }

    /// Validates one input (each record of a JSON Lines file on its own); `common` decides which
    /// findings are shown.
    private static func lint(
        _ input: LintInput, as kind: PayloadKind, options: ValidationOptions, common: LintSettings
    ) -> [FileResult] {
        var input = input
        if input.displayPath == "<stdin>", let name = common.stdinName { input.displayPath = name }
        if JSONLines.isJSONLines(input.displayPath) {
            return JSONLines.validate(input.bytes, as: kind, options: options).map { record in
                FileResult(
                    path: input.displayPath, report: record.report,
                    shown: shown(record.report.diagnostics, settings: common), record: record.line)
            }
        }
        let report = PayloadValidator.validate(
            input.bytes, as: kind, options: withFileType(options, of: input.displayPath))
        return [FileResult(path: input.displayPath, report: report, shown: shown(report.diagnostics, settings: common))]
    }

    /// Renders the results, and says what could not be linted, which named files were passed over
    /// and how many findings the baseline and the configuration's `ignore` accepted.
    private func report(
        _ results: [FileResult], problems: [UsageError], passedOver: [String], baselined: Int, ignored: Int
    ) -> Outcome {
        var summary = Summary(results)
        summary.baselined = baselined
        summary.ignored = ignored
        let output: String
        switch settings.format {
        case .text:
            output = TextReporter.render(results, colour: settings.colour, links: !settings.quiet, docs: settings.docs)
        case .json:
            do {
                output = try JSONReporter.render(results, summary: summary, docs: settings.docs)
            } catch {
                return Outcome(exitCode: .internalError, standardError: "pushlint: internal error: \(error)\n")
            }
        case .sarif: output = SARIFReporter.render(results, docs: settings.docs)
        case .github: output = GitHubReporter.render(results, docs: settings.docs)
        }
        // Inputs that could not be read are reported, but never stop the others from being linted.
        // A problem shared by many files (an override that does not fit the kind) is said once.
        var said: Set<String> = []
        var standardError = problems.filter { said.insert($0.message).inserted }.map(\.standardErrorText).joined()
        if !settings.quiet, !passedOver.isEmpty {
            let count = passedOver.count == 1 ? "1 named file" : "\(passedOver.count) named files"
            standardError +=
                "pushlint: passed over \(count) that the configuration's include and exclude do not select "
                + "(--select-named): " + passedOver.map { "'\($0)'" }.joined(separator: ", ") + "\n"
        }
        if !settings.quiet, !settings.notRead.isEmpty {
            standardError +=
                "pushlint: --strings did not read \(settings.notRead.count) .stringsdict file(s) (plural rules; keys only in them are reported missing): "
                + Set(settings.notRead).sorted().map { "'\($0)'" }.joined(separator: ", ") + "\n"
        }
        if !settings.quiet, !results.isEmpty { standardError += "pushlint: \(summary.sentence)\n" }
        var exitCode: ExitCode = !problems.isEmpty ? .usage : summary.errors > 0 ? .findings : .success
        var standardOutput = Array(output.utf8)
        if let path = settings.outputPath {
            // A regular file is replaced whole (through a link, its target); a device or a FIFO
            // gets the report in place.
            do {
                try FileReplacement.write(
                    standardOutput, to: PathNames.absolute(path, in: resolver.workingDirectory),
                    otherFiles: .writeInPlace, what: "the report", shown: path)
                standardOutput = []
            } catch {
                standardError += "pushlint: \(error.message)\n"
                exitCode = .usage
            }
        }
        return Outcome(exitCode: exitCode, standardOutput: standardOutput, standardError: standardError)
    }

    /// `--output` naming one of the inputs (as given, or through a link): refused before anything is
    /// read, so a report never replaces a payload.
    private func outputProblem(_ inputs: [InputPath]) -> UsageError? {
        guard let path = settings.outputPath else { return nil }
        var output = stat()
        guard stat(PathNames.absolute(path, in: resolver.workingDirectory), &output) == 0,
            (output.st_mode & S_IFMT) == S_IFREG
        else { return nil }
        for input in inputs where input.path != "-" {
            var info = stat()
            guard stat(input.absolute, &info) == 0 else { continue }
            if info.st_dev == output.st_dev, info.st_ino == output.st_ino {
                return UsageError("'--output \(path)' is the input '\(input.path)': the report would replace it")
            }
        }
        return nil
    }

    /// The findings to print: those of ``LintSettings/minimumShownSeverity`` and above.
    private static func shown(_ diagnostics: [Diagnostic], settings: LintSettings) -> [Diagnostic] {
        let minimum = settings.minimumShownSeverity
        return minimum == .info ? diagnostics : diagnostics.filter { $0.severity >= minimum }
    }
}

extension LintCommand {
    /// The options `explain` runs a rule's example with: the settings, the clock unless they give
    /// `now` (an example shows its time rules, where linting runs them only with `--now`), and what
    /// the file's extension implies (`.apns`: an Xcode simulator file).
    static func options(for input: LintInput, settings: LintSettings) -> ValidationOptions {
        var options = settings.options
        options.now = options.now ?? Int64(Date().timeIntervalSince1970)
        return withFileType(options, of: input.displayPath)
    }

    /// `options` with what the extension of `path` implies; unchanged for `.json`.
    static func withFileType(_ options: ValidationOptions, of path: String) -> ValidationOptions {
        // Most files are `.json`: known from the last five bytes, without a string made.
        if path.utf8.count > 5, path.utf8.suffix(5).elementsEqual(".json".utf8) { return options }
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.index(after: $0)...]) } ?? path
        let type = InputResolver.fileExtension(of: name)
        guard !type.isEmpty, type != "json" else { return options }
        var options = options
        options.apply(fileExtension: type)
        return options
    }
}

/// One linted file (or one record of a JSON Lines file): its report and the findings to print.
struct FileResult: Sendable {
    var path: String
    var report: ValidationReport
    var shown: [Diagnostic]
    /// The 1-based line of the record, for a record of a JSON Lines file; `nil` for a whole file.
    var record: Int? = nil

    /// What names the document among all others: the path, and the record's line when it is one
    /// (`log.jsonl:42`). SARIF fingerprints are made from it.
    var identity: String { record.map { "\(path):\($0)" } ?? path }

    /// Keeps the first `limit` findings to print, and says how many more there are in a closing
    /// `json.findings-omitted` info, as validation does past `--max-findings` (for findings linted
    /// without a limit, to match a baseline first). The report's counts are unchanged.
    mutating func show(atMost limit: Int) {
        guard shown.count > limit else { return }
        let omitted = shown[limit...]
        var byRule: [(ruleID: String, count: Int)] = []
        for diagnostic in omitted {
            if let index = byRule.firstIndex(where: { $0.ruleID == diagnostic.ruleID }) {
                byRule[index].count += 1
            } else {
                byRule.append((diagnostic.ruleID, 1))
            }
        }
        shown.removeLast(omitted.count)
        if let notice = Diagnostic.omissionNotice(byRule) { shown.append(notice) }
    }
}

/// Counts over all files (of every finding, whether printed or not).
struct Summary {
    /// The documents linted: a file, or a record of a JSON Lines file (the JSON report's `files`).
    var files: Int
    /// How many of them are records of JSON Lines files.
    var records = 0
    var errors = 0
    var warnings = 0
    var infos = 0
    /// Findings left out because the baseline records them.
    var baselined = 0
    /// Findings left out because a configuration's `ignore` accepts them.
    var ignored = 0

    init(_ results: [FileResult]) {
        files = results.count
        for result in results {
            if result.record != nil { records += 1 }
            errors += result.report.count(of: .error)
            warnings += result.report.count(of: .warning)
            infos += result.report.count(of: .info)
        }
    }

    /// `2 files: 1 error, 0 warnings, 3 infos` (`1 file, 40 JSON Lines records: ...`).
    var sentence: String {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let documents =
            records == 0
            ? plural(files, "file")
            : (files > records ? plural(files - records, "file") + ", " : "") + plural(records, "JSON Lines record")
        return
            "\(documents): \(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(infos, "info"))"
            + (baselined > 0 ? " (\(baselined) more in the baseline)" : "")
            + (ignored > 0 ? " (\(ignored) more ignored by the configuration)" : "")
    }
}
