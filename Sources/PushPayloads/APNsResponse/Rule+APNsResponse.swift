/// The `apns-response` family: recorded APNs answers.
extension Rule {
    /// The `apns-response.*` rules: recorded APNs answers.
    package static let apnsResponse = APNsResponseRules()
}

/// The `apns-response.*` rules: a recorded APNs answer (status, headers and body, or the body
/// alone) and what it asks the sender to do.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.apnsResponse` is the
/// instance.
package struct APNsResponseRules: RuleGroup {
    /// A member of the wrong JSON type or range.
    package let shape = Rule(
        id: "apns-response.shape", defaultSeverity: .error,
        summary:
            "A recorded APNs answer is malformed: `status` is not an HTTP status (100…599), `headers` is not an"
            + " object of strings, `body` is not an object, `reason` is not a string, `timestamp` is not a"
            + " whole number of milliseconds, or a body given alone has no `reason`.",
        help:
            "Record the answer as {\"status\": 410, \"headers\": {\"apns-id\": \"…\"}, \"body\": {\"reason\": \"…\","
            + " \"timestamp\": 1764288000000}}, or the body alone.",
        source: Rule.appleResp
    )
    /// A reason Apple does not list.
    package let reasonUnknown = Rule(
        id: "apns-response.reason-unknown", defaultSeverity: .warning,
        summary: "`reason` is not one of the reasons Apple lists; the next step falls back on the status.",
        help: "Check the spelling (reasons are UpperCamelCase, as `BadDeviceToken`), or Apple's current list.",
        source: Rule.appleResp
    )
    /// An error status without a reason, or a reason under another status than Apple's.
    package let statusMismatch = Rule(
        id: "apns-response.status-mismatch", defaultSeverity: .warning,
        summary:
            "The status and the body disagree: an error status without a `reason`, a 200 with one, or a reason"
            + " Apple documents with another status.",
        help: "Record the status and the body of the same answer; APNs sends a body only with an error status.",
        source: Rule.appleResp
    )
    /// A 410 without `timestamp`.
    package let timestampMissing = Rule(
        id: "apns-response.timestamp-missing", defaultSeverity: .warning,
        summary:
            "A 410 answer (`Unregistered`, `ExpiredToken`) has no `timestamp`, so a token the device registered"
            + " again after it cannot be told from the dead one.",
        help: "Keep the body's timestamp: drop the token only if it was not registered again after that time.",
        source: Rule.appleResp
    )
    /// `timestamp` with another status than 410.
    package let timestampUnexpected = Rule(
        id: "apns-response.timestamp-unexpected", defaultSeverity: .warning,
        summary: "`timestamp` is given with a status or reason other than 410; APNs sends it only with 410.",
        help: "Record the status and the body of the same answer.",
        source: Rule.appleResp
    )
    /// `apns-id` that is not a UUID.
    package let idFormat = Rule(
        id: "apns-response.id-format", defaultSeverity: .warning,
        summary: "The `apns-id` header is not a canonical UUID (8-4-4-4-12 hexadecimal digits).",
        help: "Record the header's value as APNs sent it.",
        source: Rule.appleResp
    )
    /// A `Retry-After` header that gives no delay.
    package let retryAfter = Rule(
        id: "apns-response.retry-after", defaultSeverity: .warning,
        summary:
            "The `Retry-After` header is neither delay-seconds (digits only: not `+30`, `-0` or `1.5`) nor an"
            + " HTTP date that exists, or is more seconds than a delay can hold, or a date before 1970; the"
            + " documented backoff applies.",
        help: "Record the header as APNs sent it.",
        source: Rule.rfc9110RetryAfter + " " + Rule.appleResp
    )
    /// A member the answer does not have.
    package let unknownKey = Rule(
        id: "apns-response.unknown-key", defaultSeverity: .info,
        summary:
            "A member that a recorded answer (`status`, `headers`, `body`) or its body (`reason`, `timestamp`) does not have.",
        help: "It is kept; check its spelling if it was meant to be one of these.",
        source: Rule.appleResp
    )
    /// What the sender does next.
    package let nextStep = Rule(
        id: "apns-response.next-step", defaultSeverity: .info,
        summary:
            "What the sender does next for this answer: delivered, drop the token, retry, fix the request (naming"
            + " the header), fix the credentials, or give up (see `APNs.Reason.all`).",
        help: "Act on it: a dropped token is deleted unless the device registered it again after `timestamp`.",
        source: Rule.appleResp
    )
}
