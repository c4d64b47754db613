/// The `fcm-response` family: recorded FCM answers.
extension Rule {
    /// The `fcm-response.*` rules: recorded FCM answers.
    package static let fcmResponse = FCMResponseRules()
}

/// The `fcm-response.*` rules: a recorded FCM answer (status, headers and body, or the body
/// alone: HTTP v1 success or error, or legacy) and what it asks the sender to do.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.fcmResponse` is the
/// instance.
package struct FCMResponseRules: RuleGroup {
    /// A member of the wrong JSON type or range.
    package let shape = Rule(
        id: "fcm-response.shape", defaultSeverity: .error,
        summary:
            "A recorded FCM answer is malformed: the envelope's `status`, `headers` or `body`, an HTTP v1 `name`"
            + " or `error` (`code`, `message`, `status`, `details`), or a legacy count, `results` entry or"
            + " `failed_registration_ids` has the wrong JSON type, or a body has none of the members of an answer.",
        help: "Record the answer as {\"status\": 404, \"headers\": {…}, \"body\": {…}} with the body as FCM sent it.",
        source: Rule.fcmErrors + " " + Rule.fcmLegacyReference
    )
    /// An error code Firebase does not list.
    package let errorCodeUnknown = Rule(
        id: "fcm-response.error-code-unknown", defaultSeverity: .warning,
        summary:
            "An `FcmError` detail's `errorCode`, or a legacy `error`, is not one Firebase lists, or an HTTP v1"
            + " `error.status` is not a `google.rpc.Code` name; the next step falls back on the status.",
        help: "Check the spelling (HTTP v1 codes and statuses are UPPER_SNAKE_CASE, legacy errors UpperCamelCase).",
        source: Rule.fcmErrorCode + " " + Rule.fcmLegacyReference + " " + Rule.rpcCode
    )
    /// The status and the body disagree.
    package let statusMismatch = Rule(
        id: "fcm-response.status-mismatch", defaultSeverity: .warning,
        summary:
            "The status and the body disagree: `error.code` is not the HTTP status, an error code Firebase documents"
            + " with another status, an `error.status` whose `google.rpc.Code` maps to another HTTP status, an error"
            + " body under a 2xx status, or a success body under an error status.",
        help: "Record the status and the body of the same answer.",
        source: Rule.fcmErrorCode + " " + Rule.rpcCode
    )
    /// Legacy counts that do not add up.
    package let legacyCounts = Rule(
        id: "fcm-response.legacy-counts", defaultSeverity: .warning,
        summary:
            "A legacy answer's `success`, `failure` or `canonical_ids` is not the number of `results` with a"
            + " `message_id`, an `error` or a `registration_id`.",
        help: "Record the whole answer: the counts and the results come together.",
        source: Rule.fcmLegacyReference
    )
    /// A legacy result with neither or both outcomes.
    package let legacyResult = Rule(
        id: "fcm-response.legacy-result", defaultSeverity: .warning,
        summary:
            "A legacy result has neither `message_id` nor `error`, or both, or a `registration_id` without"
            + " `message_id`.",
        help: "A result is either sent (`message_id`, perhaps with `registration_id`) or failed (`error`).",
        source: Rule.fcmLegacyReference
    )
    /// A message name that is not a resource name.
    package let messageName = Rule(
        id: "fcm-response.message-name", defaultSeverity: .warning,
        summary: "An HTTP v1 success's `name` is not `projects/<project>/messages/<id>`.",
        help: "Record the name FCM returned; it identifies the message in FCM's reports.",
        source: Rule.fcmErrors
    )
    /// A `Retry-After` header that gives no delay.
    package let retryAfter = Rule(
        id: "fcm-response.retry-after", defaultSeverity: .warning,
        summary:
            "The `Retry-After` header is neither delay-seconds (digits only: not `+30`, `-0` or `1.5`) nor an"
            + " HTTP date that exists, or is more seconds than a delay can hold, or a date before 1970; the"
            + " documented backoff applies.",
        help: "Record the header as FCM sent it.",
        source: Rule.rfc9110RetryAfter + " " + Rule.fcmErrorCode
    )
    /// A member the answer does not have.
    package let unknownKey = Rule(
        id: "fcm-response.unknown-key", defaultSeverity: .info,
        summary:
            "A member that a recorded answer, an HTTP v1 success or error, a legacy answer or a legacy result does"
            + " not have.",
        help: "It is kept; check its spelling if it was meant to be one of the documented members.",
        source: Rule.fcmErrors + " " + Rule.fcmLegacyReference
    )
    /// What the sender does next.
    package let nextStep = Rule(
        id: "fcm-response.next-step", defaultSeverity: .info,
        summary:
            "What the sender does next for this answer (and for each legacy result): delivered, drop the token,"
            + " replace it, retry, fix the request (naming the field), fix the credentials, or give up.",
        help: "Act on it; see `FCM.ErrorCode.all` and `FCM.LegacyError.all` for the table.",
        source: Rule.fcmErrorCode + " " + Rule.fcmErrors
    )
}
