import PushPayloads

/// Output formats of the lint command.
enum OutputFormat: String, CaseIterable {
    case text, json, sarif, github
}

/// Everything the lint command was asked to do.
struct LintSettings {
    var kind: PayloadKind = .auto
    /// `--push-type`: joins the kind for every input.
    var pushType: APNs.PushType? = nil
    var format: OutputFormat = .text
    var quiet = false
    var options = ValidationOptions()
    var showHelp = false
    var showVersion = false
    /// The APNs request context built from `--header`, `--device-token` and `--auth`.
    var request = APNs.Request()
    /// Reads a configuration file (given by the lint command, which owns file access).
    var readConfig: (@Sendable (String) throws(UsageError) -> [UInt8])? = nil

    /// The options of `pushlint [options] PATH ...`, in help order.
    static let parser = ArgumentParser<LintSettings>(options: [
        .init(
            names: ["--kind"], valueName: "KIND",
            help: "payload kind: \(PayloadKind.allCases.map(\.name).joined(separator: "|")) (default auto)"
        ) {
            settings, value throws(UsageError) in
            settings.kind = try choice(value, option: "--kind", from: PayloadKind.allCases.map { ($0.name, $0) })
        },
        .init(
            names: ["--push-type"], valueName: "TYPE",
            help:
                "APNs push type: \((APNs.PushType.documented + [.accessory]).map(\.rawValue).joined(separator: "|"))"
        ) { settings, value throws(UsageError) in
            settings.pushType = try choice(
                value, option: "--push-type",
                from: (APNs.PushType.documented + [.accessory]).map { ($0.rawValue, $0) })
        },
        .init(names: ["--header"], valueName: "NAME:VALUE", help: "an APNs request header (repeatable)") {
            settings, value throws(UsageError) in
            guard let colon = value.firstIndex(of: ":"), colon != value.startIndex else {
                throw UsageError("option '--header' takes NAME:VALUE, e.g. apns-priority:5; got '\(value)'")
            }
            let name = value[..<colon].trimmingSpaces
            let headerValue = value[value.index(after: colon)...].trimmingSpaces
            settings.request.headers.append(.init(name: name, value: headerValue))
        },
        .init(names: ["--device-token"], valueName: "HEX", help: "the APNs device token the body is sent to") {
            settings, value in
            settings.request.deviceToken = value
        },
        .init(names: ["--auth"], valueName: "METHOD", help: "APNs authentication: token|certificate") {
            settings, value throws(UsageError) in
            settings.request.authentication = try choice(
                value, option: "--auth", from: APNs.Request.Authentication.allCases.map { ($0.rawValue, $0) })
        },
        .init(names: ["--lenient-token"], valueName: nil, help: "strip <, > and spaces from device tokens") {
            settings, _ in
            settings.options.lenientDeviceTokens = true
        },
        .init(names: ["--now"], valueName: "SECONDS", help: "the current time, Unix seconds (default: the clock)") {
            settings, value throws(UsageError) in
            guard let now = Int64(value) else {
                throw UsageError("option '--now' takes Unix seconds; got '\(value)'")
            }
            settings.options.now = now
        },
        .init(names: ["--format"], valueName: "FORMAT", help: "output: text|json|sarif|github (default text)") {
            settings, value throws(UsageError) in
            settings.format = try choice(
                value, option: "--format", from: OutputFormat.allCases.map { ($0.rawValue, $0) })
        },
        .init(names: ["--strict"], valueName: nil, help: "report every warning as an error") { settings, _ in
            settings.options.strict = true
        },
        .init(names: ["--max-bytes"], valueName: "N", help: "byte limit for kind json (json.max-bytes)") {
            settings, value throws(UsageError) in
            guard let limit = Int(value), limit >= 0 else {
                throw UsageError("option '--max-bytes' takes a whole number of bytes; got '\(value)'")
            }
            settings.options.maxBytes = limit
        },
        .init(names: ["--measure"], valueName: "MODE", help: "size of files: as-given|compact (default as-given)") {
            settings, value throws(UsageError) in
            settings.options.measure = try choice(
                value, option: "--measure", from: ValidationOptions.Measure.allCases.map { ($0.rawValue, $0) }
            )
        },
        .init(names: ["--config"], valueName: "FILE", help: "JSON settings: kind, strict, maxBytes, measure, rules") {
            settings, path throws(UsageError) in
            guard let read = settings.readConfig else { throw UsageError("--config is not available here") }
            try LintConfiguration.apply(try read(path), path: path, to: &settings)
        },
        .init(names: ["--quiet", "-q"], valueName: nil, help: "print errors only, no summary") { settings, _ in
            settings.quiet = true
        },
        .init(names: ["--help", "-h"], valueName: nil, help: "show this help") { settings, _ in
            settings.showHelp = true
        },
        .init(names: ["--version"], valueName: nil, help: "show the version") { settings, _ in
            settings.showVersion = true
        },
    ])
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
