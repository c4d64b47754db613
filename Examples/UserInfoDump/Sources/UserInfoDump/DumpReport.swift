import PushPayloads

/// The text `userinfo-dump` prints: the summary, then the validator's findings.
public struct DumpReport: Sendable {
    /// What the `userInfo` holds.
    public var summary: UserInfoSummary
    /// The findings of `PayloadValidator.validate(userInfo:as: .auto)`.
    public var validation: ValidationReport

    /// A report of a summary and a validation.
    public init(summary: UserInfoSummary, validation: ValidationReport) {
        self.summary = summary
        self.validation = validation
    }

    /// How the process exits: 0 without error findings, 1 with.
    public var status: ExitStatus {
        validation.isValid ? .valid : .invalid
    }

    /// The report as lines of text.
    public var lines: [String] {
        var lines = [
            field("kind", "\(validation.kind), \(validation.byteCount) bytes" + limit),
            field("title", summary.title),
            field("subtitle", summary.subtitle),
            field("body", summary.body),
            field("badge", summary.badge.map(String.init)),
            field("sound", summary.sound),
            field("custom keys", summary.customKeys.isEmpty ? nil : summary.customKeys.joined(separator: ", ")),
        ]
        if let problem = summary.decodingProblem {
            lines.append(field("not APNs", problem))
        }
        if let fcm = summary.fcm {
            let analytics = fcm.analyticsEnabled ? "analytics on" : "analytics off"
            lines.append(field("FCM message", "\(fcm.messageID ?? "(no gcm.message_id)"), \(analytics)"))
            lines.append(field("FCM keys", fcm.metadataKeys.joined(separator: ", ")))
        }
        lines.append(field("findings", counts))
        lines += validation.diagnostics.map { finding in
            let pointer = finding.pointer.tokens.isEmpty ? "(root)" : finding.pointer.description
            return "  \(finding.severity.rawValue.padding(7)) \(finding.ruleID)  \(pointer): \(finding.message)"
        }
        return lines
    }

    /// ` of LIMIT` when the kind has a limit.
    private var limit: String {
        validation.limit.map { " of \($0)" } ?? ""
    }

    /// `none`, or the number of findings by severity.
    private var counts: String {
        let parts = Severity.allCases.sorted(by: >).compactMap { severity -> String? in
            let count = validation.count(of: severity)
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    /// One aligned `name: value` line; an absent value prints as `-`.
    private func field(_ name: String, _ value: String?) -> String {
        "\((name + ":").padding(13))\(value ?? "-")"
    }
}

extension String {
    /// The string padded with spaces to `width` characters (longer strings are kept whole).
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
