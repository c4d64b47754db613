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
        PointerCache().pointer(ofNode: target, in: self)
    }
}

/// Pointers of many nodes of one document, found in one forward walk: the path to the last node
/// asked for is kept, and the next one (later in the document, as findings come) is found from
/// there, skipping only the siblings not skipped already. Asking for every node of a container of
/// N members costs O(N) in all, not O(N²); a node before the last one starts again from the root.
///
/// Key texts are read once: every pointer through a key shares one copy of its text, so many
/// findings under a long key cost its length once, not once each. One cache serves one document.
final class PointerCache {
    private var strings: [Int: String] = [:]
    /// The bytes of key text read so far (for tests that bound the work).
    private(set) var bytesRead = 0

    /// One level of the path to the last node: the container, the child (its key, in an object)
    /// whose subtree the path goes on in, the child's position, and its pointer token.
    private struct Step {
        var container: Int
        var child: Int
        var position: Int
        var token: String
    }

    private var steps: [Step] = []
    private var last = -1

    init() {}

    /// The text of the key at `node`.
    func string(at node: Int, in document: JSONDocument) -> String {
        if let known = strings[node] { return known }
        let text = document.string(at: node)
        bytesRead += text.utf8.count
        strings[node] = text
        return text
    }

    /// The pointer of the value or key at `target`, and whether it is a member's key.
    func pointer(ofNode target: Int, in document: JSONDocument) -> (pointer: JSONPointer, isKey: Bool) {
        let nodes = document.nodes
        guard target > 0, target < nodes.count, nodes[0].isContainer else { return (JSONPointer(), false) }
        if target < last { steps.removeAll() }
        last = target
        // Back up to the deepest container on the kept path that holds the target.
        while let step = steps.last, !(target > step.container && target < Int(nodes[step.container].next)) {
            steps.removeLast()
        }
        var container = 0
        var child = 1
        var position = 0
        if let step = steps.popLast() {
            // Go on among its children from the one the last path went through.
            (container, child, position) = (step.container, step.child, step.position)
        }
        while container != target, nodes[container].isContainer {
            let isObject = nodes[container].kind == .object
            let end = Int(nodes[container].next)
            var found = false
            while child < end {
                let value = isObject ? child + 1 : child
                let subtreeEnd = Int(nodes[value].next)
                if target < subtreeEnd {
                    let token = isObject ? string(at: child, in: document) : String(position)
                    steps.append(Step(container: container, child: child, position: position, token: token))
                    if isObject, target == child { return (JSONPointer(tokens: steps.map(\.token)), true) }
                    (container, child, position) = (value, value + 1, 0)
                    found = true
                    break
                }
                child = subtreeEnd
                position += 1
            }
            if !found { break }
        }
        return (JSONPointer(tokens: steps.map(\.token)), false)
    }
}
