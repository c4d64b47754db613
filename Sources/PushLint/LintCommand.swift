import Foundation
import PushPayloads

/// `pushlint [options] PATH|DIR|- ...`: validates each input and reports the findings.
struct LintCommand {
    var settings: LintSettings
    var paths: [String]
    var resolver: InputResolver

    func run() -> Outcome {
        let (files, pathProblems) = resolver.expand(paths)
        var problems = pathProblems
        var results: [FileResult] = []
        for path in files {
            var input: LintInput
            do {
                input = try resolver.read(path)
            } catch {
                problems.append(error)
                continue
            }
            if path == "-", let name = settings.stdinName { input.displayPath = name }
            let report = PayloadValidator.validate(input.bytes, as: settings.kind, options: options(for: input))
            results.append(FileResult(path: input.displayPath, report: report, shown: shown(report.diagnostics)))
        }
        let summary = Summary(results)
        let output: String
        switch settings.format {
        case .text: output = TextReporter.render(results, colour: settings.colour)
        case .json: output = JSONReporter.render(results, summary: summary)
        case .sarif: output = SARIFReporter.render(results)
        case .github: output = GitHubReporter.render(results)
        }
        // Inputs that could not be read are reported, but never stop the others from being linted.
        var standardError = problems.map { "pushlint: \($0.message)\n" }.joined()
        if !settings.quiet, !results.isEmpty { standardError += "pushlint: \(summary.sentence)\n" }
        var exitCode: ExitCode = !problems.isEmpty ? .usage : summary.errors > 0 ? .findings : .success
        var standardOutput = Array(output.utf8)
        if let path = settings.outputPath {
            if FileManager.default.createFile(atPath: path, contents: Data(standardOutput)) {
                standardOutput = []
            } else {
                standardError += "pushlint: cannot write the report to '\(path)': \(String(cString: strerror(errno)))\n"
                exitCode = .usage
            }
        }
        return Outcome(exitCode: exitCode, standardOutput: standardOutput, standardError: standardError)
    }

    /// The findings to print: errors only with `--quiet`; infos in text and github output only
    /// with `--verbose` (json and SARIF keep them, for tools).
    private func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        if settings.quiet { return diagnostics.filter { $0.severity == .error } }
        switch settings.format {
        case .text, .github:
            return settings.verbose ? diagnostics : diagnostics.filter { $0.severity != .info }
        case .json, .sarif:
            return diagnostics
        }
    }
}

extension LintCommand {
    /// The validation options for one input: the settings, the clock unless `--now` was given,
    /// and what the file's extension implies (`.apns`: an Xcode simulator file).
    func options(for input: LintInput) -> ValidationOptions {
        var options = settings.options
        options.now = options.now ?? Int64(Date().timeIntervalSince1970)
        let name = input.displayPath
        if let dot = name.lastIndex(of: "."), !name[dot...].contains("/") {
            options.apply(fileExtension: String(name[name.index(after: dot)...]))
        }
        return options
    }
}

/// One linted file: its report and the findings to print.
struct FileResult {
    var path: String
    var report: ValidationReport
    var shown: [Diagnostic]
}

/// Counts over all files (of every finding, whether printed or not).
struct Summary {
    var files: Int
    var errors = 0
    var warnings = 0
    var infos = 0

    init(_ results: [FileResult]) {
        files = results.count
        for result in results {
            errors += result.report.count(of: .error)
            warnings += result.report.count(of: .warning)
            infos += result.report.count(of: .info)
        }
    }

    /// `2 files: 1 error, 0 warnings, 3 infos`.
    var sentence: String {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return
            "\(plural(files, "file")): \(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(infos, "info"))"
    }
}
