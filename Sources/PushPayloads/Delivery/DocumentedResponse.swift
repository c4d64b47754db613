/// What a service's documentation says one of its answers means: the value (an APNs reason, an
/// FCM error code, a legacy FCM error), the HTTP status it comes with, and the sender's next step.
public struct DocumentedResponse<Value: OpenStringValue>: Sendable, Hashable {
    /// The value.
    public let value: Value
    /// The HTTP status the service documents it with (`nil` when it names none).
    public let status: Int?
    /// What the sender does next (a ``NextStep/dropToken(since:)`` gets the answer's time when it
    /// has one, a ``NextStep/retry(_:)`` a `Retry-After` when the response has one).
    public let nextStep: NextStep
    /// What usually causes the answer, when the documentation points at a cause the step alone
    /// does not say (`BadDeviceToken`: a token of the other environment); `nil` for most.
    public let likelyCause: String?

    /// An entry of a service's table.
    init(_ value: Value, status: Int?, _ nextStep: NextStep, likelyCause: String? = nil) {
        self.value = value
        self.status = status
        self.nextStep = nextStep
        self.likelyCause = likelyCause
    }
}

/// A service's table of documented answers, in the service's order, that finds a value's entry
/// without a scan: what each ``DocumentedValue``'s ``DocumentedValue/all`` and
/// ``DocumentedValue/documented`` read.
package struct DocumentedResponses<Value: OpenStringValue>: Sendable {
    /// The entries, in the service's order.
    package let entries: [DocumentedResponse<Value>]
    /// Each value's position in ``entries``.
    private let positions: [Value: Int]

    /// A table of these entries (a value listed twice is found at its first entry).
    init(_ entries: [DocumentedResponse<Value>]) {
        self.entries = entries
        positions = Dictionary(entries.enumerated().map { ($0.element.value, $0.offset) }) { first, _ in first }
    }

    /// The entry of `value`, or `nil` when the service does not list it.
    package subscript(value: Value) -> DocumentedResponse<Value>? { positions[value].map { entries[$0] } }
}

/// A value a service documents with a table of answers: ``APNs/Reason``, ``FCM/ErrorCode``,
/// ``FCM/LegacyError``. A value it does not list still decodes and encodes back (it is an open
/// value); its ``documented`` entry is `nil`, and the next step falls back on the status.
public protocol DocumentedValue: OpenStringValue {
    /// Every value the service lists, with its status and next step, in the service's order.
    static var all: [DocumentedResponse<Self>] { get }
    /// The documented entry of this value (found without a scan), or `nil` for a value the
    /// service does not list.
    var documented: DocumentedResponse<Self>? { get }
}
