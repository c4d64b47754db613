import PushPayloads

/// `pushlint fit FILE|- [--kind KIND] [--max-bytes N] [--push-type TYPE] [--fields body,subtitle,title]
/// [--word-boundary] [--ellipsis TEXT]`: prints an APNs body shortened to fit its limit
/// (compact, then a newline), or an FCM HTTP v1 request with its `apns.payload` shortened until
/// the APNs body FCM builds fits (the rest as given), and says on standard error what it cut.
///
/// Only the allowed plain-string alert fields are shortened, never a localized one, and never
/// inside a character. A body that already fits is printed compact and unchanged. Exit 1 when it
/// cannot be made to fit (nothing is printed), or when the text is not JSON or not the APNs body
/// its kind says; exit 2 for an input of another kind, or an FCM request without `apns.payload`.
enum FitCommand {
    struct Settings {
        var options = APNs.FitOptions()
        var pushType: APNs.PushType?
        var kind = PayloadKind.auto
        var showHelp = false
    }

    /// The kinds a family fits (APNs and Live Activity bodies, FCM HTTP v1 requests).
    static let kinds = PayloadFamily.fittedKinds

    static let parser = ArgumentParser<Settings>(
        command: "pushlint fit",
        options: [
            .init(
                names: ["--kind"], valueName: "KIND",
                help: "what the input is (default auto): \(kinds.map(\.name).joined(separator: "|"))"
            ) { settings, value throws(UsageError) in
                settings.kind = try choice(
                    value, option: "--kind", from: ([.auto] + kinds).map { ($0.name, $0) })
            },
            .init(
                names: ["--max-bytes"], valueName: "N",
                help: "the limit in bytes (default: the push type's, 4096 or 5120); of the APNs body FCM builds for FCM"
            ) { settings, value throws(UsageError) in
                guard let limit = Int(value), limit >= 0 else {
                    throw UsageError("option '--max-bytes' takes a number of bytes; got '\(value)'")
                }
                settings.options.maxBytes = limit
            },
            .init(
                names: ["--push-type"], valueName: "TYPE",
                help: "chooses an APNs body's default limit (voip: 5120); an FCM request's apns-push-type header does"
            ) {
                settings, value throws(UsageError) in
                guard !value.isEmpty else { throw UsageError("option '--push-type' takes a push type") }
                settings.pushType = APNs.PushType(rawValue: value)
            },
            .init(
                names: ["--fields"], valueName: "LIST",
                help: "the fields it may shorten, in order: body, subtitle, title (default body)"
            ) { settings, value throws(UsageError) in
                var fields: [APNs.FitField] = []
                for name in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let field = APNs.FitField(rawValue: String(name)) else {
                        throw UsageError(
                            "option '--fields' takes body, subtitle and title, comma-separated; got '\(name)'")
                    }
                    guard !fields.contains(field) else { throw UsageError("option '--fields' names '\(name)' twice") }
                    fields.append(field)
                }
                settings.options.fields = fields
            },
            .init(
                names: ["--word-boundary"], valueName: nil,
                help: "cut at the last whitespace before the byte cut, dropping it"
            ) {
                settings, _ in
                settings.options.wordBoundary = true
            },
            .init(names: ["--ellipsis"], valueName: "TEXT", help: "what marks the cut (default …; may be empty)") {
                settings, value in
                settings.options.ellipsis = value
            },
            .init(names: ["--help", "-h"], valueName: nil, help: "show this help") { settings, _ in
                settings.showHelp = true
            },
        ]
    )

    static var help: String {
        """
        pushlint fit: print an APNs body shortened to fit its limit (compact, then a newline), or an
        FCM HTTP v1 send request or message with its apns.payload shortened until the APNs body FCM
        builds fits (4096 bytes, 5120 for an apns-push-type voip header), all else as given; what
        was cut goes to standard error. Only plain-string alert text is shortened, never inside a
        character; localized text never. Exit 1 when it cannot fit or is not an APNs body; exit 2
        for another kind of input, or an FCM request without apns.payload.

        usage: pushlint fit FILE|- [options]

        options:
        \(parser.helpLines.joined(separator: "\n"))

        """
    }

    static func run(_ arguments: [String], resolver: InputResolver) -> Outcome {
        var settings = Settings()
        let (paths, answer) = parser.subcommandPaths(arguments, into: &settings, help: help, asksHelp: \.showHelp)
        if let answer { return answer }
        guard paths.count == 1, let path = paths.first else {
            return .usage(UsageError("'pushlint fit' takes exactly one FILE or '-' (see 'pushlint fit --help')"))
        }
        let input: LintInput
        do {
            input = try resolver.read(resolver.input(path))
        } catch {
            return .usage(error)
        }
        let kind: PayloadKind
        if settings.kind != .auto {
            kind = settings.kind
        } else {
            do {
                kind = PayloadValidator.validate(try JSONReader.read(input.bytes), as: .auto).kind
            } catch {
                return notAPNsBody(input, error)
            }
        }
        guard let fitting = PayloadFamily.fitting(for: kind) else {
            return .usage(
                UsageError(
                    "'\(input.displayPath)' is kind \(kind.name): fit shortens the alert text of an APNs body "
                        + "or of the one a document carries (\(kinds.map(\.name).joined(separator: ", "))); "
                        + "give --kind apns if it is an APNs body"
                ))
        }
        if settings.pushType != nil, !fitting.takesPushType {
            return .usage(
                UsageError(
                    "option '--push-type' is for APNs bodies: the limit of a \(kind.name) document's APNs body follows "
                        + "its apns-push-type header"
                ))
        }
        return fit(input, settings, with: fitting, kind: kind)
    }

    /// Fits the document and says what was cut.
    private static func fit(
        _ input: LintInput, _ settings: Settings, with fitting: PayloadFamily.Fitting, kind: PayloadKind
    )
        -> Outcome
    {
        let fitted: PayloadFamily.Fit?
        do {
            fitted = try fitting.fit(input.bytes, pushType: settings.pushType, options: settings.options)
        } catch let failure as APNs.TruncationError {
            return Outcome(
                exitCode: .findings,
                standardError: TextReporter.line(path: input.displayPath, failure.diagnostic) + "\n")
        } catch let failure as PayloadDecodingError where fitting.carried != nil {
            let member = fitting.carried?.member ?? "the body"
            return Outcome(
                exitCode: .findings,
                standardError:
                    "\(TextReporter.escaped(input.displayPath)): error: \(member) is not an APNs body: \(failure)\n")
        } catch {
            return notAPNsBody(input, error)
        }
        guard let fitted else {
            return .usage(
                UsageError(
                    "'\(input.displayPath)' is kind \(kind.name) without an \(fitting.carried?.member ?? "APNs body") object: "
                        + "fit has no APNs body to shorten"
                ))
        }
        var said = fitted.diagnostics.map { TextReporter.line(path: input.displayPath, $0) + "\n" }.joined()
        said += "pushlint: " + (fitting.carried.map { "\($0.measured) is " } ?? "")
        said += "\(fitted.byteCount.grouped) bytes, limit \(fitted.limit.grouped)"
        said += fitted.diagnostics.isEmpty ? "; it already fit, nothing cut\n" : "\n"
        let newline: [UInt8] = fitted.bytes.last == UInt8(ascii: "\n") ? [] : [UInt8(ascii: "\n")]
        return Outcome(exitCode: .success, standardOutput: fitted.bytes + newline, standardError: said)
    }

    /// Exit 1 with what makes the input no APNs body: its error findings (size findings aside, which
    /// are what fitting is for), or the decoding error.
    static func notAPNsBody(_ input: LintInput, _ error: any Error) -> Outcome {
        let report = PayloadValidator.validate(input.bytes, as: .apns)
        let errors = report.diagnostics.filter { $0.severity == .error && $0.size == nil }
        let lines =
            errors.isEmpty
            ? ["\(TextReporter.escaped(input.displayPath)): error: not an APNs body: \(error)"]
            : errors.map { TextReporter.line(path: input.displayPath, $0) }
        return Outcome(exitCode: .findings, standardError: lines.map { $0 + "\n" }.joined())
    }
}
