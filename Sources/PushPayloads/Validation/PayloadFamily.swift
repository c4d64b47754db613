/// A payload family (APNs, Live Activity, FCM, ...) as the validator, `pushlint` and the
/// documentation see it: declared once in its own folder and listed once in ``all``.
///
/// Everything that differs between families is here, as each family's folder declares it (a type
/// conforming to the internal `FamilyDefinition` protocol, which the compiler checks): the kinds
/// it checks, how `auto` recognises it, its rules and where they apply, its check, its limits, its
/// fitting and the settings of its options group. The validator's dispatch,
/// ``PayloadKind/allCases``, ``RuleRegistry``, `pushlint --kind`, its flags and config keys, and
/// the fixture tests are all derived from ``all``.
///
/// A family is a reference: the table holds each once, and the validator's dispatch passes it on
/// without copying its members.
public final class PayloadFamily: Sendable, CustomStringConvertible {
    /// The family's name, also the prefix of its rule ids (`apns`).
    public let name: String
    /// One line for help text and the rule reference.
    public let summary: String
    /// The kinds it checks.
    public let kinds: [PayloadKind]
    /// One kind per document, for a family with several documents: a document kind is validated
    /// as that document, where the family's kind tells its documents apart by their keys. Models
    /// validate as their document's kind.
    public let documents: [PayloadKind]
    /// Its rules, in catalog order.
    public let rules: [Rule]
    /// The byte limits its checks apply, for the documentation.
    public let limits: [DocumentedLimit]
    /// The settings of its options group, beyond the shared ``PayloadSetting/common`` ones.
    package let settings: [PayloadSetting]
    /// File extensions besides `json` that hold its payloads, and what such a file implies.
    let fileTypes: [FileType]
    /// The root keys one of which its detector needs; `nil` asks it of every document.
    let signals: AutoSignals?
    /// Whether its `auto` signals are keys of one vendor's API (FCM, FingerPush, ...), so that two
    /// such families recognising one document is `json.auto-kind-ambiguous`. APNs' and Live
    /// Activity's signal, `aps`, is in every vendor's `userInfo`.
    let isVendor: Bool
    /// Its fitting (`pushlint fit`), when its documents are or hold an APNs body.
    package let fitting: Fitting?
    /// Whether its documents are objects: the validator reports any other root (`json.root-not-object`)
    /// and does not run the family's check on it.
    let rootIsObject: Bool
    /// Its declaration: what it detects, its schema, what it takes over, and its check.
    let definition: any FamilyDefinition

    /// The family a declaration describes.
    init(_ definition: some FamilyDefinition) {
        name = definition.name
        summary = definition.summary
        kinds = definition.kinds
        documents = definition.documents
        rules = definition.rules
        limits = definition.limits
        settings = definition.settings
        fileTypes = definition.fileTypes
        signals = definition.signals
        isVendor = definition.isVendor
        fitting = definition.fitting
        rootIsObject = definition.rootIsObject
        self.definition = definition
    }

    /// The name.
    public var description: String { name }

    /// A byte limit as the documentation states it.
    public struct DocumentedLimit: Sendable, Hashable {
        /// What it limits: `APNs body (alert, background, ...)`.
        public let subject: String
        /// The limit in bytes.
        public let bytes: Int
        /// The rule that reports going over it.
        public let rule: Rule
        /// The id of ``rule``.
        public var ruleID: String { rule.id }
    }

    /// A file extension whose files are this family's payloads, and the options such a file sets.
    struct FileType: Sendable {
        let fileExtension: String
        let options: @Sendable (inout ValidationOptions) -> Void
    }

    /// The family that checks documents asked for as `kind` with these options: the kind's own, or
    /// one that takes it over (an `apns` body with push type `liveactivity` is the Live Activity
    /// family's); `nil` for ``PayloadKind/auto``.
    public static func checking(_ kind: PayloadKind, options: ValidationOptions) -> PayloadFamily? {
        all.first { $0.definition.takesOver(kind, options) } ?? kind.family
    }

    /// The rules validation can report on a document asked for as `kind`, in catalog order: every
    /// rule for `auto`; otherwise those whose declaration names the kind (the kinds of a rule are
    /// data, in `Rules/`). Not the rules only the fit operation reports, nor those of a family that
    /// takes a document over when the options say so (an `apns` body with push type `liveactivity`
    /// is checked as `liveactivity`).
    public static func rules(for kind: PayloadKind) -> [Rule] {
        guard let family = kind.family else { return RuleRegistry.all }
        return RuleRegistry.all.filter { $0.reports(on: kind, objectRoot: family.rootIsObject) }
    }

    /// The family with this name.
    public static func named(_ name: String) -> PayloadFamily? {
        all.first { $0.name == name }
    }

    /// Every setting: the shared ones, then each family's, each once. A setting two families list
    /// (the Live Activity family lists the APNs request settings) is one setting; two declarations
    /// of one name are both kept, so that the clash shows (`pushlint` takes the first).
    package static let allSettings: [PayloadSetting] = {
        var settings = PayloadSetting.common
        for family in all {
            for setting in family.settings where !settings.contains(where: { $0.isSameDeclaration(as: setting) }) {
                settings.append(setting)
            }
        }
        return settings
    }()

    /// The file extensions that hold payloads: `json` and the families' own.
    package static let fileExtensions: Set<String> = Set(["json"] + all.flatMap { $0.fileTypes.map(\.fileExtension) })
}

extension ValidationOptions {
    /// Sets what a file's extension implies (`.apns`: an Xcode simulator file), as the families
    /// that own the extension declare it; under `auto` those families' detectors are asked first.
    package mutating func apply(fileExtension: String) {
        for family in PayloadFamily.all {
            for type in family.fileTypes where type.fileExtension == fileExtension.lowercased() {
                type.options(&self)
                fileTypeFamilies.insert(family.name)
            }
        }
    }
}

/// What a family's check decided besides its findings: the size as its limit measures it (tooling
/// metadata left out), and that limit.
struct FamilyOutcome {
    var size: BodySize
    var limit: ByteLimit?

    init(size: BodySize, limit: ByteLimit? = nil) {
        self.size = size
        self.limit = limit
    }
}

/// A limit a body is compared with: its bytes, its name in messages, the rule for going over it,
/// and the rule for coming close (90 %).
struct ByteLimit {
    var bytes: Int
    /// The name in messages (`APNs`), and a word that qualifies it (a push type): joined only for a
    /// finding that is shown, so checking makes no string.
    private var base: String
    private var qualifier: String?
    var rule: Rule
    var nearRule: Rule?

    init(bytes: Int, name: String, qualifier: String? = nil, rule: Rule, nearRule: Rule? = nil) {
        self.bytes = bytes
        base = name
        self.qualifier = qualifier
        self.rule = rule
        self.nearRule = nearRule
    }

    /// The limit's name in messages (`APNs liveactivity`).
    var name: String { qualifier.map { "\(base) \($0)" } ?? base }
}
