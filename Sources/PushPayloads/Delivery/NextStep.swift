#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a sender does after one send's answer: the vocabulary every service's response maps to
/// (``APNs/Response/nextStep``, ``FCM/Response/nextStep``, ``FCM/LegacyResult/nextStep``).
///
/// Each service documents what its answers mean; this is what they mean for the token and the
/// request, so one `switch` in a sender serves every service:
///
/// ```swift
/// switch response.nextStep {
/// case .delivered: break
/// case .dropToken: tokens.remove(token)
/// case .replaceToken(let newer): tokens.replace(token, with: newer)
/// case .retry(let delay): queue.retry(request, after: delay)
/// case .fixRequest, .fixCredentials, .giveUp: log(response)
/// case .eachToken: handle(response.resultSteps)
/// }
/// ```
///
/// As JSON (`Codable`), a step is an object whose `step` member names it (`"drop-token"`), with
/// the step's values beside it: `since` (milliseconds since 1970), `token`, `retryAfterSeconds`,
/// `retryAt` (milliseconds since 1970), `fromHeader`, `backsOff` and `field`, each only when the
/// step has it: `{"step":"drop-token","since":1764288000000}`.
public enum NextStep: Sendable, Hashable {
    /// The service accepted the message for delivery.
    case delivered
    /// The token will not work again: stop sending to it and delete it. `since` is when the
    /// service last confirmed it invalid, when it says (APNs' `timestamp`): a token the device
    /// registered after that time is a new one and stays.
    case dropToken(since: Date?)
    /// The service knows a newer token for the same device (a legacy FCM canonical id): store it in
    /// place of the one sent. The message was delivered.
    case replaceToken(with: String)
    /// The service could not take the message now: send it again after the delay.
    case retry(RetryDelay)
    /// The request is wrong and will fail again as it is; `field` names the header or member at
    /// fault when the service says (`apns-topic`, `message.token`).
    case fixRequest(field: String?)
    /// The sender's credentials (certificate, provider token, server key, service account, or the
    /// APNs key uploaded to Firebase) are missing, expired, or not allowed for this target.
    case fixCredentials
    /// Nothing the sender can change would make this send succeed: log it and move on.
    case giveUp
    /// The answer has a step for each token, and they are not all "delivered": a legacy FCM
    /// answer to several tokens (``FCM/Response/resultSteps``, ``FCM/FanOut``). No one step is
    /// right for the whole send.
    case eachToken

    /// The step's name, as its JSON writes it: `delivered`, `drop-token`, `replace-token`, `retry`,
    /// `fix-request`, `fix-credentials` or `give-up`.
    public var name: String {
        switch self {
        case .delivered: "delivered"
        case .dropToken: "drop-token"
        case .replaceToken: "replace-token"
        case .retry: "retry"
        case .fixRequest: "fix-request"
        case .fixCredentials: "fix-credentials"
        case .giveUp: "give-up"
        case .eachToken: "each-token"
        }
    }

    /// Whether the step ends the token's life: ``dropToken(since:)``.
    public var dropsToken: Bool {
        if case .dropToken = self { return true }
        return false
    }

    /// Whether sending the same request again later may succeed: ``retry(_:)``.
    public var isRetryable: Bool {
        if case .retry = self { return true }
        return false
    }
}

extension NextStep: CustomStringConvertible {
    /// What to do, in a few words: `drop the token (invalid since 2026-01-02T03:04:05Z)`.
    public var description: String {
        switch self {
        case .delivered: return "delivered"
        case .dropToken(let since):
            guard let since else { return "drop the token" }
            return "drop the token (invalid since \(UnixMilliseconds.text(of: since)))"
        case .replaceToken(let newer): return "replace the token with \(newer)"
        case .retry(let delay): return "retry \(delay)"
        case .fixRequest(let field): return field.map { "fix the request (\($0))" } ?? "fix the request"
        case .fixCredentials: return "fix the credentials"
        case .giveUp: return "give up"
        case .eachToken: return "act on each token's step"
        }
    }
}
