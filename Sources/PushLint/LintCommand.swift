import Foundation
import PushPayloads

/// `pushlint [options] PATH|DIR|- ...`: validates each input and reports the findings.
struct LintCommand {
    var settings: LintSettings
    var paths: [String]
    var resolver: InputResolver

    func run() -> Outcome {
        let files: [String]
        do {
            files = try resolver.expand(paths)
        } catch {
            return .usage(error)
        }
        var results: [FileResult] = []
        for path in files {
            let input: LintInput
            do {
                input = try resolver.read(path)
            } catch {
                return .usage(error)
            }
            let report = PayloadValidator.validate(
                input.bytes, as: settings.kind.with(pushType: settings.pushType), options: options(for: input))
            var shown = report.diagnostics
            if settings.quiet { shown = shown.filter { $0.severity == .error } }
            results.append(FileResult(path: input.displayPath, report: report, shown: shown))
        }
        let summary = Summary(results)
        let output: String
        switch settings.format {
        case .text: output = TextReporter.render(results)
        case .json: output = JSONReporter.render(results, summary: summary)
        case .sarif: output = SARIFReporter.render(results)
        case .github: output = GitHubReporter.render(results)
        }
        let standardError = settings.quiet ? "" : "pushlint: \(summary.sentence)\n"
        return Outcome(
            exitCode: summary.errors > 0 ? .findings : .success, standardOutput: Array(output.utf8),
            standardError: standardError
        )
    }
}

extension LintCommand {
    /// The validation options for one input: the settings, the request context when any part of
    /// it was given, the clock unless `--now` was, and simulator metadata for `.apns` files.
    func options(for input: LintInput) -> ValidationOptions {
        var options = settings.options
        let request = settings.request
        if !request.headers.isEmpty || request.deviceToken != nil || request.authentication != nil {
            options.request = request
        }
        options.now = options.now ?? Int64(Date().timeIntervalSince1970)
        options.isSimulatorFile = input.displayPath.hasSuffix(".apns")
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
