/// JSON Pointers of tape nodes, built only when a finding is shown.
extension JSONDocument {
    /// The pointer of a reader finding's member (for a key, the member whose key it is).
    ///
    /// It is found by descending from the root and skipping the subtrees of earlier siblings, so it
    /// costs the number of those siblings, not the size of the document.
    public func pointer(to finding: JSONFinding) -> JSONPointer {
        pointer(ofNode: finding.node).pointer
    }

    /// The pointer of the value or key at `node`, and whether `node` is a member's key.
    func pointer(ofNode target: Int) -> (pointer: JSONPointer, isKey: Bool) {
        pointer(ofNode: target, keys: KeyStrings())
    }

    /// The same, reading keys through `keys`, so that findings under one long key share its text.
    func pointer(ofNode target: Int, keys: KeyStrings) -> (pointer: JSONPointer, isKey: Bool) {
        var tokens: [String] = []
        var container = 0
        while container != target, container < nodes.count, nodes[container].isContainer {
            let isObject = nodes[container].kind == .object
            let end = Int(nodes[container].next)
            var child = container + 1
            var position = 0
            var found = false
            while child < end {
                let value = isObject ? child + 1 : child
                let subtreeEnd = Int(nodes[value].next)
                if target < subtreeEnd {
                    tokens.append(isObject ? keys.string(at: child, in: self) : String(position))
                    if isObject, target == child { return (JSONPointer(tokens: tokens), true) }
                    container = value
                    found = true
                    break
                }
                child = subtreeEnd
                position += 1
            }
            if !found { break }
        }
        return (JSONPointer(tokens: tokens), false)
    }
}

/// Key texts read once per validation: every pointer through a key shares one copy of its text,
/// so many findings under a long key cost its length once, not once each.
final class KeyStrings {
    private var strings: [Int: String] = [:]
    /// The bytes of key text read so far (for tests that bound the work).
    private(set) var bytesRead = 0

    init() {}

    func string(at node: Int, in document: JSONDocument) -> String {
        if let known = strings[node] { return known }
        let text = document.string(at: node)
        bytesRead += text.utf8.count
        strings[node] = text
        return text
    }
}
