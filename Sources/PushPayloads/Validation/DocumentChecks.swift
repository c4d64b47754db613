/// The checks every payload gets whatever its family, supplied by the family of the JSON layer
/// itself: the reader's findings, text that is not JSON, what `auto` decided, and comparing a body
/// with its limits.
final class DocumentChecks: Sendable {
    /// Reports the reader's findings on a document that parsed.
    let checkDocument: @Sendable (inout ValidationRun) -> Void
    /// Reports text that is not JSON: its fatal finding (and anything found before it).
    let reportUnreadable: @Sendable (inout ValidationRun, JSONReadError) -> Void
    /// Reports the kind `auto` chose and the root key that decided it (`nil`: none did), and a
    /// second vendor family's kind and key when its signals are present too.
    let reportDetection: @Sendable (inout ValidationRun, PayloadKind, String?, Detection?) -> Void
    /// The limit the caller set with ``ValidationOptions/maxBytes``.
    let callerLimit: @Sendable (Int) -> ByteLimit
    /// Compares the body with the family's limit and the caller's; size hints are reported once,
    /// for the smaller.
    let checkLimits: @Sendable (inout ValidationRun, BodySize, ByteLimit?, ByteLimit?) -> Void
    /// The kind checked when `auto` recognises nothing.
    let fallbackKind: PayloadKind
    /// The closing finding for findings left out past the limit, by rule id; `nil` for none.
    let omissionNotice: @Sendable ([(ruleID: String, count: Int)]) -> Diagnostic?

    init(
        checkDocument: @escaping @Sendable (inout ValidationRun) -> Void,
        reportUnreadable: @escaping @Sendable (inout ValidationRun, JSONReadError) -> Void,
        reportDetection: @escaping @Sendable (inout ValidationRun, PayloadKind, String?, Detection?) -> Void,
        callerLimit: @escaping @Sendable (Int) -> ByteLimit,
        checkLimits: @escaping @Sendable (inout ValidationRun, BodySize, ByteLimit?, ByteLimit?) -> Void,
        fallbackKind: PayloadKind,
        omissionNotice: @escaping @Sendable ([(ruleID: String, count: Int)]) -> Diagnostic?
    ) {
        self.omissionNotice = omissionNotice
        self.checkDocument = checkDocument
        self.reportUnreadable = reportUnreadable
        self.reportDetection = reportDetection
        self.callerLimit = callerLimit
        self.checkLimits = checkLimits
        self.fallbackKind = fallbackKind
    }
}

/// What a family's detector recognised: the kind, and the root key that decided it.
typealias Detection = (kind: PayloadKind, key: String)
