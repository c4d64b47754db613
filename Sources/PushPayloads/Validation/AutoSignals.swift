/// The root keys without which a family's `auto` detection cannot recognise a document: one of
/// them (or a key with one of the prefixes) must be at the root.
///
/// The validator reads the root's keys once, against every family's signals together, and asks
/// only the families whose signals are present, so `auto` costs one pass over the root however
/// many families there are. A family with no signals is always asked.
struct AutoSignals: Sendable {
    /// Keys, exactly as written.
    var keys: [String]
    /// Key prefixes (`google.c.`).
    var prefixes: [String] = []
    /// Keys that decide for the family whatever else the root holds: its detector is asked before
    /// those of the families earlier in the table (an Xcode simulator file's
    /// `Simulator Target Bundle`). A family whose file type a file has is asked first too
    /// (``ValidationOptions/apply(fileExtension:)``).
    var decisive: [String] = []

    /// Every family's signals at once: for a root key, the families (as bits of their index in
    /// ``PayloadFamily/all``) it signals.
    struct Index: Sendable {
        private var exact: [String: UInt64] = [:]
        private var decisive: [String: UInt64] = [:]
        private var prefixes: [(bytes: [UInt8], families: UInt64)] = []
        /// The families asked whatever the root holds.
        private var always: UInt64 = 0

        init(_ families: [PayloadFamily]) {
            precondition(families.count <= 64, "a family index is one bit of a UInt64")
            for (index, family) in families.enumerated() {
                let bit = UInt64(1) << UInt64(index)
                guard let signals = family.signals else {
                    always |= bit
                    continue
                }
                for key in signals.keys { exact[key, default: 0] |= bit }
                for key in signals.decisive { decisive[key, default: 0] |= bit }
                for prefix in signals.prefixes { prefixes.append((Array(prefix.utf8), bit)) }
            }
        }

        /// The families whose signals the node (a document's root) has, and those always asked;
        /// and the families a decisive key of the node names.
        func families(signalledBy document: JSONDocument, at node: Int = 0) -> (signalled: UInt64, decided: UInt64) {
            guard document.kind(of: node) == .object else { return (always, 0) }
            var found = always
            var decided: UInt64 = 0
            for child in document.nodes.children(of: node) {
                document.withStringBytes(child.key) { key in
                    let name = String(decoding: key, as: UTF8.self)
                    found |= exact[name] ?? 0
                    if !decisive.isEmpty { decided |= decisive[name] ?? 0 }
                    for prefix in prefixes where key.starts(with: prefix.bytes) { found |= prefix.families }
                }
            }
            return (found, decided)
        }
    }
}
