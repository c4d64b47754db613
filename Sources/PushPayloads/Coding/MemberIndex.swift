/// The members of a large object by key, built once per keyed container: the object's key tokens
/// in a ``NodeIndex`` of four-byte slots, found by the bytes of the key asked for (no string per
/// member, the first occurrence of a duplicated key winning), or, when keys are converted from
/// snake case, a dictionary of the converted names.
enum MemberIndex {
    case tokens(NodeIndex<CompactKeySlot>)
    case converted([String: (key: Int, value: Int)])

    /// The index of the members of the object at `object`.
    init(object: Int, in context: DecodingContext, convertsFromSnakeCase: Bool) {
        let nodes = context.nodes
        let bytes = context.source
        if convertsFromSnakeCase {
            var built: [String: (key: Int, value: Int)] = [:]
            for member in nodes.children(of: object) {
                let name = SnakeCase.toCamelCase(context.string(at: member.key))
                if built[name] == nil { built[name] = member }
            }
            self = .converted(built)
            return
        }
        // Room for every member from the start, so the index never grows.
        var index = NodeIndex<CompactKeySlot>(capacity: nodes.childCount(of: object))
        for member in nodes.children(of: object) {
            _ = index.insert(member.key, hash: { StringTokens.hash(at: $0, nodes: nodes, bytes: bytes) }) {
                StringTokens.equal($0, member.key, nodes: nodes, bytes: bytes)
            }
        }
        self = .tokens(index)
    }

    /// The first member whose key is `name` (after conversion, for a converted index).
    func member(named name: String, in context: DecodingContext) -> (key: Int, value: Int)? {
        switch self {
        case .converted(let names):
            return names[name]
        case .tokens(let index):
            let key = withUTF8Bytes(of: name) { wanted in
                index.find(hash: KeyIndex.hash(wanted)) { node in
                    JSONMaterializer.key(at: node, nodes: context.nodes, bytes: context.source, equals: wanted)
                }
            }
            return key.map { ($0, $0 + 1) }
        }
    }

    /// Whether the key token at `key` is the first occurrence of its text in the object.
    func isFirstOccurrence(_ key: Int, in context: DecodingContext) -> Bool {
        switch self {
        case .converted(let names):
            return names[SnakeCase.toCamelCase(context.string(at: key))]?.key == key
        case .tokens(let index):
            let nodes = context.nodes
            let bytes = context.source
            return index.find(hash: StringTokens.hash(at: key, nodes: nodes, bytes: bytes)) {
                StringTokens.equal($0, key, nodes: nodes, bytes: bytes)
            } == key
        }
    }
}
