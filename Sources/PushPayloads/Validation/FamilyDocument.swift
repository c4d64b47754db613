/// The documents of a family that has several (MTPush's `userInfo`, messages, device requests and
/// results; an FCM send request or bare message; ...), each with a kind of its own.
///
/// A document kind is validated as that document: the family skips telling its documents apart by
/// their keys, so a model built empty still gets its own document's rules. The family's own kind
/// (`mtpush`) keeps telling them apart, for `auto` and for any input whose document is not known.
protocol FamilyDocument: CaseIterable, Sendable {
    /// The kind that names this document.
    var kind: PayloadKind { get }
    /// The document a parsed text's keys show.
    init(keysOf document: JSONDocument)
}

extension FamilyDocument {
    /// The document `kind` names, or, for the family's own kind, the one the keys show.
    init(kind: PayloadKind, document: JSONDocument) {
        self = Self.allCases.first { $0.kind == kind } ?? Self(keysOf: document)
    }

    /// Every document's kind, in declaration order.
    static var kinds: [PayloadKind] { allCases.map(\.kind) }
}
