/// What a payload is: a name that picks the family whose rules and limits apply.
///
/// A kind is only a name (the `--kind` argument); equality is on the name. What a family needs
/// besides the bytes (an APNs push type and request, a schema, a clock) is in that family's own
/// options group of ``ValidationOptions``. The kinds are those of ``PayloadFamily/all``, plus
/// ``auto``; a family with several documents also names each document (``documentKinds``).
public struct PayloadKind: Sendable, Hashable, CustomStringConvertible {
    /// The `--kind` name.
    public let name: String

    /// A kind a family registers; only families in this module make kinds, so every kind has one.
    init(registering name: String) {
        self.name = name
    }

    /// Detect the kind from the payload's keys: the first family, in table order, whose detector
    /// recognises the root decides; none means `json`. The choice is reported as `json.auto-kind`.
    public static let auto = PayloadKind(registering: "auto")

    /// Every kind: `auto` first, then each family's kinds in table order.
    public static let allCases: [PayloadKind] = [.auto] + PayloadFamily.all.flatMap(\.kinds)

    /// Every document kind: one per document of the families that have several
    /// (``PayloadFamily/documents``), in table order. Models validate as these.
    public static let documentKinds: [PayloadKind] = PayloadFamily.all.flatMap(\.documents)

    /// The kind (or document kind) with this name, or `nil` if no family registers it.
    public init?(named name: String) {
        guard let kind = (PayloadKind.allCases + PayloadKind.documentKinds).first(where: { $0.name == name }) else {
            return nil
        }
        self = kind
    }

    /// The family that checks this kind (`nil` for ``auto``).
    public var family: PayloadFamily? {
        PayloadFamily.all.first { $0.kinds.contains(self) || $0.documents.contains(self) }
    }

    /// The name.
    public var description: String { name }
}
