/// An error of this package: a stable ``code``, a ``message``, and where the problem is when the
/// error knows it (a JSON Pointer, a byte offset, or both, as stored properties of each type).
///
/// Every public error type of PushPayloads, PushPayloadsFoundation and PushLint conforms, so a
/// server can log one stable id for any of them:
///
/// ```swift
/// do {
///     _ = try FingerPush.Code(parsing: text)
/// } catch let error as any CodedError {
///     log(id: error.code.description, message: error.message)
/// }
/// ```
///
/// **Codes.** A code's `description` is its id: lowercase ASCII segments joined by dots, the words
/// of a segment joined by hyphens, as `fingerpush.code.empty-segment`. The first segment names the
/// area (a family: `apns`, `fcm`, `fingerpush`, `liveactivity`, `mtpush`; or a layer: `json`,
/// `decoding`, `setting`, `userinfo`, `pushlint`; or `strings`, the app's string resources), the
/// last says what went wrong. A code that a rule reports is that rule's id (`json.syntax`,
/// `apns.truncation-impossible`) and says so with a `ruleID`; no other code is a rule id. Each type lists its codes in `Code.allCases`. An id never
/// changes once released; new codes may be added, so a `switch` over codes needs a `default`.
///
/// **Equality.** Two errors are equal, and hash alike, when their codes are equal, whatever their
/// messages and positions (as swift-certificates' `CertificateError`). Compare ``message`` or the
/// position properties when they matter.
///
/// **Text.** ``message`` says what is wrong; `description` is what a person reads: the message with
/// where it is, as the error printed before it had a code.
public protocol CodedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type of the error's codes: a struct of static members, all of them in `allCases`.
    associatedtype Code: Sendable, Hashable, CaseIterable, CustomStringConvertible

    /// What went wrong, as a stable code.
    var code: Code { get }

    /// One sentence saying what is wrong.
    var message: String { get }
}
