/// The `apns` family, continued: the request headers, device tokens, size and truncation rules;
/// the sources are declared with the body rules in `Rule+APNs.swift`.
extension Rule {

    /// The `apns.*` rules of the request and the size: headers, device token, authentication and limits.
    package static let apnsRequest = APNsRequestRules()
}

/// The `apns.*` rules of the request and the size: headers, device token, authentication and limits.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.apnsRequest` is the
/// instance.
package struct APNsRequestRules: RuleGroup {
    /// No `apns-topic` header.
    package let topicMissing = Rule(
        id: "apns.topic-missing", defaultSeverity: .warning,
        summary:
            "There is no `apns-topic` (and no `apns-channel-id`: a broadcast names the app in its path); token auth "
            + "requires one, certificate auth uses the certificate's bundle ID.",
        help: "Send apns-topic: the bundle ID plus the suffix of the push type.",
        source: Rule.appleSend + " " + Rule.appleBroadcast
    )
    /// An `apns-topic` whose suffix does not fit the push type.
    package let topicSuffix = Rule(
        id: "apns.topic-suffix", defaultSeverity: .error,
        summary: "`apns-topic` lacks its push type's suffix, or an alert or background topic carries such a suffix.",
        help: "Use the bundle ID plus the push type's suffix, e.g. .voip or .push-type.liveactivity (mdm is exempt).",
        source: Rule.appleSend + " " + Rule.appleActivityKit + " " + Rule.appleWidgets
    )
    /// An `apns-priority` other than 10, 5 or 1.
    package let priorityValue = Rule(
        id: "apns.priority-value", defaultSeverity: .error,
        summary: "`apns-priority` is not exactly 10, 5 or 1.",
        help: "Use 10 (immediate, the default), 5 (power-considerate) or 1 (lowest).",
        source: Rule.appleSend
    )
    /// A Live Activity push whose priority is not 5 or 10.
    package let priorityPushType = Rule(
        id: "apns.priority-push-type", defaultSeverity: .error,
        summary: "A liveactivity push has an `apns-priority` other than 5 or 10.",
        help: "Use 10 for updates that must show at once and 5 for the rest.",
        source: Rule.appleActivityKit
    )
    /// A fileprovider push whose priority is not 5.
    package let priorityFileprovider = Rule(
        id: "apns.priority-fileprovider", defaultSeverity: .warning,
        summary: "A fileprovider push has an `apns-priority` other than 5; APNSwift says APNs rejects it.",
        help: "Send fileprovider pushes with apns-priority 5.",
        source: Rule.apnswift
    )
    /// An `apns-collapse-id` over 64 bytes.
    package let collapseIDLength = Rule(
        id: "apns.collapse-id-length", defaultSeverity: .error,
        summary: "`apns-collapse-id` is longer than 64 UTF-8 bytes.",
        help: "Shorten the identifier, for example by hashing it; non-ASCII characters take several bytes each.",
        source: Rule.appleSend
    )
    /// An `apns-id` that is not a UUID.
    package let apnsIDFormat = Rule(
        id: "apns.apns-id-format", defaultSeverity: .error,
        summary: "`apns-id` is not a UUID of 8-4-4-4-12 hexadecimal digits.",
        help: "Send a UUID like 123e4567-e89b-12d3-a456-426614174000, or omit the header so APNs assigns one.",
        source: Rule.appleSend + " " + Rule.rfc9562
    )
    /// An `apns-id` with uppercase hex digits.
    package let apnsIDUppercase = Rule(
        id: "apns.apns-id-uppercase", defaultSeverity: .warning,
        summary: "`apns-id` is a well-formed UUID but uses uppercase hex digits; Apple shows lowercase.",
        help: "Lowercase the UUID; the library emits lowercase itself.",
        source: Rule.appleSend
    )
    /// An `apns-expiration` that is not plain decimal digits.
    package let expirationFormat = Rule(
        id: "apns.expiration-format", defaultSeverity: .error,
        summary: "`apns-expiration` is not a string of decimal digits (no sign, fraction or exponent allowed).",
        help: "Send whole Unix seconds in UTC, or 0 for a single delivery attempt.",
        source: Rule.appleSend
    )
    /// An `apns-expiration` that looks like milliseconds.
    package let expirationMilliseconds = Rule(
        id: "apns.expiration-milliseconds", defaultSeverity: .warning,
        summary: "`apns-expiration` is above 10^11, so it is probably milliseconds rather than seconds.",
        help: "Divide by 1000; APNs expects Unix seconds.",
        source: Rule.appleSend
    )
    /// An `apns-expiration` already in the past.
    package let expirationPast = Rule(
        id: "apns.expiration-past", defaultSeverity: .info,
        summary: "`apns-expiration` is non-zero but earlier than now, so APNs makes one attempt, as for 0.",
        help: "Compute the expiration from the sending time, or send 0 if one attempt is intended.",
        source: Rule.appleSend
    )
    /// The same header twice.
    package let headerDuplicate = Rule(
        id: "apns.header-duplicate", defaultSeverity: .error,
        summary: "A header name appears twice (case-insensitively); APNs answers DuplicateHeaders.",
        help: "Send each header once.",
        source: Rule.appleResp
    )
    /// A location or Live Activity push with certificate auth.
    package let tokenAuthRequired = Rule(
        id: "apns.token-auth-required", defaultSeverity: .info,
        summary:
            "The push type is location or liveactivity but the context says certificate auth; these need token auth.",
        help: "Send these pushes with token-based authentication (a .p8 signing key).",
        source: Rule.appleSend + " " + Rule.appleWWDC23
    )
    /// A malformed device, activity or push-to-start token.
    package let deviceTokenFormat = Rule(
        id: "apns.device-token-format", defaultSeverity: .error,
        summary:
            "A device, activity or push-to-start token is empty, has a non-hex character or an odd number of digits.",
        help:
            "Send the token bytes as hex; <, > and spaces (the NSData description) pass only with the lenient option.",
        source: Rule.appleSend + " " + Rule.appleRegistration
    )
    /// A token that is not 64 hex digits long.
    package let deviceTokenLength = Rule(
        id: "apns.device-token-length", defaultSeverity: .info,
        summary: "A well-formed token does not have 64 hex digits.",
        help: "No change is needed if the device issued it; Apple says not to assume a token size.",
        source: Rule.appleSend
    )
    /// A token with uppercase hex digits.
    package let deviceTokenCase = Rule(
        id: "apns.device-token-case", defaultSeverity: .info,
        summary: "A token contains uppercase hex digits.",
        help: "Nothing to do; the library normalises tokens to lowercase.",
        source: Rule.appleActivityKit
    )
    /// A body over the APNs size limit.
    package let payloadTooLarge = Rule(
        id: "apns.payload-too-large", defaultSeverity: .error,
        summary:
            "The body exceeds 4096 bytes, 5120 for voip or apns.broadcastMaxBytes for broadcasts; APNs answers 413.",
        help: "Shorten the largest contributors listed, let the app fetch bulky data, or fit the body to the limit.",
        source: Rule.appleGen + " " + Rule.appleSend + " " + Rule.appleResp
    )
    /// A body at 90 % or more of its limit.
    package let payloadNearLimit = Rule(
        id: "apns.payload-near-limit", defaultSeverity: .info,
        summary: "The body uses at least 90 % of its size limit without exceeding it.",
        help: "Leave headroom for variable text; the largest contributors are listed.",
        source: "—"
    )
    /// A field shortened by fit-to-limit.
    package let truncated = Rule(
        id: "apns.truncated", defaultSeverity: .info,
        summary: "Fit-to-limit shortened a field; reports its original and new byte lengths.",
        help: "Check that the shortened text still reads well, or shorten it at the source.",
        source: "—"
    )
    /// A body that fit-to-limit cannot bring within the limit.
    package let truncationImpossible = Rule(
        id: "apns.truncation-impossible", defaultSeverity: .error,
        summary: "Fit-to-limit cannot get the body within the limit by shortening the fields it may cut.",
        help: "Remove or shrink other members; the remaining excess and the largest contributors are reported.",
        source: "—"
    )
    /// The `Simulator Target Bundle` key of an Xcode simulator push file.
    package let simulatorMetadata = Rule(
        id: "apns.simulator-metadata", defaultSeverity: .info,
        summary: "`Simulator Target Bundle` in an Xcode simulator .apns file is tooling metadata, not sent or sized.",
        help: "Nothing to fix; the key only tells the Simulator which app gets the push and is dropped before sending.",
        source: Rule.xcode114
    )
}
