import PushPayloads

/// The 422 answer: `{"valid": false, "findings": [{"rule", "severity", "pointer", "message"}]}`.
///
/// Every finding of the report is listed (infos and warnings too), so a client sees why the
/// body was refused and what else the validator noticed.
struct FindingsBody: Sendable {
    /// The findings, in the validator's order (by position, then rule id).
    var findings: [Diagnostic]

    /// A body listing `findings`.
    init(_ findings: [Diagnostic]) {
        self.findings = findings
    }

    /// The body as JSON: members in the order written here.
    var value: JSONValue {
        let listed: [JSONValue] = findings.map { finding in
            [
                "rule": .string(finding.ruleID),
                "severity": .string(finding.severity.rawValue),
                "pointer": .string(finding.pointer.description),
                "message": .string(finding.message),
            ]
        }
        return ["valid": false, "findings": .array(listed)]
    }

    /// The compact JSON text of ``value``.
    func jsonBytes() -> [UInt8] {
        value.jsonBytes()
    }
}
