/// The checks every payload gets whatever its family, supplied by the family of the JSON layer
/// itself: the reader's findings, text that is not JSON, what `auto` decided, and comparing a body
/// with its limits.
final class DocumentChecks: Sendable {
    /// Reports the reader's findings on a document that parsed.
    let checkDocument: @Sendable (inout ValidationRun) -> Void
    /// Reports text that is not JSON: its fatal finding (and anything found before it).
    let reportUnreadable: @Sendable (inout ValidationRun, JSONReadError) -> Void
    /// Reports what `auto` decided: the family's detection (`nil`: none recognised the document),
    /// and a second vendor family's when it recognises the document too.
    let reportDetection: @Sendable (inout ValidationRun, Detection?, Detection?) -> Void
    /// Reports a root array whose element (at `index`) a family recognises as its document.
    let reportDocumentArray: @Sendable (inout ValidationRun, Int, Detection) -> Void
    /// The limit the caller set with ``ValidationOptions/maxBytes``.
    let callerLimit: @Sendable (Int) -> ByteLimit
    /// Compares the body with the family's limit and the caller's; size hints are reported once,
    /// for the smaller.
    let checkLimits: @Sendable (inout ValidationRun, BodySize, ByteLimit?, ByteLimit?) -> Void
    /// The kind checked when `auto` recognises nothing.
    let fallbackKind: PayloadKind
    /// Reports a root that is not an object, for a family whose documents are objects; whether the
    /// root is one.
    let requireObjectRoot: @Sendable (inout ValidationRun, PayloadKind) -> Bool
    /// The closing finding for findings left out past the limit, by rule id; `nil` for none.
    let omissionNotice: @Sendable ([(ruleID: String, count: Int)]) -> Diagnostic?

    init(
        checkDocument: @escaping @Sendable (inout ValidationRun) -> Void,
        reportUnreadable: @escaping @Sendable (inout ValidationRun, JSONReadError) -> Void,
        reportDetection: @escaping @Sendable (inout ValidationRun, Detection?, Detection?) -> Void,
        reportDocumentArray: @escaping @Sendable (inout ValidationRun, Int, Detection) -> Void,
        callerLimit: @escaping @Sendable (Int) -> ByteLimit,
        checkLimits: @escaping @Sendable (inout ValidationRun, BodySize, ByteLimit?, ByteLimit?) -> Void,
        fallbackKind: PayloadKind,
        requireObjectRoot: @escaping @Sendable (inout ValidationRun, PayloadKind) -> Bool,
        omissionNotice: @escaping @Sendable ([(ruleID: String, count: Int)]) -> Diagnostic?
    ) {
        self.requireObjectRoot = requireObjectRoot
        self.omissionNotice = omissionNotice
        self.checkDocument = checkDocument
        self.reportUnreadable = reportUnreadable
        self.reportDetection = reportDetection
        self.reportDocumentArray = reportDocumentArray
        self.callerLimit = callerLimit
        self.checkLimits = checkLimits
        self.fallbackKind = fallbackKind
    }
}

/// What a family's detector recognised: the kind, and the path of the key that decided it, from
/// the node it was asked about (`["aps"]`, or `["aps", "event"]` when a key inside `aps` decided).
struct Detection {
    var kind: PayloadKind
    var path: [String]

    init(_ kind: PayloadKind, _ path: String...) {
        self.kind = kind
        self.path = path
    }

    /// The deciding key's pointer, from a document root at `prefix`.
    func pointer(under prefix: [String] = []) -> JSONPointer {
        JSONPointer(tokens: prefix + path)
    }

    /// The deciding key: its name at the root, its pointer below it.
    var keyName: String {
        path.count == 1 ? path[0] : pointer().description
    }

    /// Where the deciding key is, in words: `the root has "aps"`, `"/aps" has "event"`.
    func reason(under prefix: [String] = []) -> String {
        let parent = JSONPointer(tokens: prefix + path.dropLast())
        let key = path.last ?? ""
        return parent.tokens.isEmpty ? "the root has \"\(key)\"" : "\"\(parent)\" has \"\(key)\""
    }
}

extension Diagnostic {
    /// The closing finding for findings left out past a limit, by rule id in order of first
    /// omission (`json.findings-omitted`), as validation writes it; `nil` for none. For a caller
    /// that limits findings itself, after validating without a limit (`pushlint --baseline`).
    package static func omissionNotice(_ omitted: [(ruleID: String, count: Int)]) -> Diagnostic? {
        PayloadFamily.documentChecks.omissionNotice(omitted)
    }
}
