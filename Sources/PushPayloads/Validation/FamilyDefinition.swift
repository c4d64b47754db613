/// What a payload family declares, checked by the compiler: its name and kinds, its rules and
/// where they apply, its limits and settings, how `auto` recognises it, its schema, and its check.
/// Each family's folder holds one conforming type; ``PayloadFamily`` wraps it for the table.
///
/// Only ``name``, ``summary``, ``kinds``, ``rules`` and ``check(_:_:_:)`` have no default. Which
/// kinds each rule reports on is data (`Rules/`): a family that carries another's body (APNs' in a
/// received `userInfo`) calls that family's checks, and joins one of its contexts (`received`) with
/// its own kinds in its own rule data; the carried family knows nothing of it.
protocol FamilyDefinition: Sendable {
    /// The family's name, also the prefix of its rule ids (`apns`).
    var name: String { get }
    /// One line for help text and the rule reference.
    var summary: String { get }
    /// The kinds it checks.
    var kinds: [PayloadKind] { get }
    /// One kind per document, for a family with several documents (none by default).
    var documents: [PayloadKind] { get }
    /// Its rules, in catalog order.
    var rules: [Rule] { get }
    /// The byte limits its checks apply, for the documentation (none by default).
    var limits: [PayloadFamily.DocumentedLimit] { get }
    /// The settings of its options group, beyond the shared ones (none by default).
    var settings: [PayloadSetting] { get }
    /// File extensions besides `json` that hold its payloads (none by default).
    var fileTypes: [PayloadFamily.FileType] { get }
    /// The root keys one of which ``detect(_:_:)`` needs; `nil` (the default) asks it of every
    /// document.
    var signals: AutoSignals? { get }
    /// Whether its `auto` signals are one vendor's API keys (not by default).
    var isVendor: Bool { get }
    /// Whether its documents are objects (by default they are).
    var rootIsObject: Bool { get }
    /// Its fitting, when its documents are or hold an APNs body (none by default).
    var fitting: PayloadFamily.Fitting? { get }

    /// Recognises the family's payloads for `auto`, asked about a node as a document's root: the
    /// key that decided, or `nil` (the default: it recognises nothing).
    func detect(_ document: JSONDocument, _ node: Int) -> Detection?
    /// The JSON Schema of a kind's documents, less the header ``PayloadSchema`` adds; `nil` (the
    /// default) when it describes none.
    func schema(for kind: PayloadKind) -> JSONObject?
    /// Whether it checks a document asked for as another family's kind because the options say it
    /// is this family's (an `apns` body whose push type is `liveactivity`); not by default.
    func takesOver(_ kind: PayloadKind, _ options: ValidationOptions) -> Bool
    /// Runs its rules on a parsed document of one of its kinds and says which limits its body has.
    func check(_ run: inout ValidationRun, _ kind: PayloadKind, _ size: BodySize) -> FamilyOutcome
}

extension FamilyDefinition {
    var documents: [PayloadKind] { [] }
    var limits: [PayloadFamily.DocumentedLimit] { [] }
    var settings: [PayloadSetting] { [] }
    var fileTypes: [PayloadFamily.FileType] { [] }
    var signals: AutoSignals? { nil }
    var isVendor: Bool { false }
    var rootIsObject: Bool { true }
    var fitting: PayloadFamily.Fitting? { nil }
    func detect(_ document: JSONDocument, _ node: Int) -> Detection? { nil }
    func schema(for kind: PayloadKind) -> JSONObject? { nil }
    func takesOver(_ kind: PayloadKind, _ options: ValidationOptions) -> Bool { false }
}
