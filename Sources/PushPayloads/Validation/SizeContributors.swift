/// The largest members of a body, for "too large" findings (the size details of `json.max-bytes` and the families' too-large rules).
///
/// Candidates are object members and array elements at any depth whose value is a scalar, an empty
/// object, or an array (an array counts whole); objects with members are walked into, never counted
/// themselves. A candidate's size is its `"key":value` text (an element's value text) in the
/// measured serialization. Ties keep document order. The walk reads the tape with an explicit
/// stack and builds pointers only for the winners.
enum SizeContributors {
    private enum Step {
        case key(Int)
        case index(Int)
    }

    private struct Frame {
        var next: Int
        /// The first node after the container.
        var end: Int
        var ordinal = 0
        var isObject: Bool
    }

    static func largest(
        in document: JSONDocument, under rootNode: Int = 0, at base: JSONPointer = JSONPointer(),
        measure: SizeDetails.Measure, total: Int, count: Int = 3
    ) -> [SizeDetails.Contributor] {
        let nodes = document.nodes
        guard rootNode < nodes.count else { return [] }
        let root = nodes[rootNode]
        guard root.kind == .object || root.kind == .array, Int(root.next) > rootNode + 1 else { return [] }
        var best: [(bytes: Int, path: [Step])] = []
        var path: [Step] = []
        var stack = [Frame(next: rootNode + 1, end: Int(root.next), isObject: root.kind == .object)]
        while let top = stack.last {
            if top.next >= top.end {
                stack.removeLast()
                if !stack.isEmpty { path.removeLast() }
                continue
            }
            let keyNode = top.isObject ? top.next : -1
            let valueNode = top.isObject ? top.next + 1 : top.next
            let step: Step = top.isObject ? .key(keyNode) : .index(top.ordinal)
            stack[stack.count - 1].ordinal += 1
            stack[stack.count - 1].next = Int(nodes[valueNode].next)
            let value = nodes[valueNode]
            if value.kind == .object, Int(value.next) > valueNode + 1 {
                path.append(step)
                stack.append(Frame(next: valueNode + 1, end: Int(value.next), isObject: true))
                continue
            }
            let bytes: Int
            if measure == .asGiven {
                bytes = Int(value.end) - Int(keyNode >= 0 ? nodes[keyNode].start : value.start)
            } else {
                let keyBytes = keyNode >= 0 ? document.compactByteCount(ofNode: keyNode) + 1 : 0
                bytes = keyBytes + document.compactByteCount(ofNode: valueNode)
            }
            if best.count < count || bytes > best[best.count - 1].bytes {
                let position = best.firstIndex { $0.bytes < bytes } ?? best.count
                best.insert((bytes, path + [step]), at: position)
                if best.count > count { best.removeLast() }
            }
        }
        return document.withBuffers { nodes, source in
            best.map { entry in
                let tokens = entry.path.map { step -> String in
                    switch step {
                    case .key(let node): JSONMaterializer.string(at: node, nodes: nodes, bytes: source)
                    case .index(let ordinal): String(ordinal)
                    }
                }
                let percent = total > 0 ? (entry.bytes * 100 + total / 2) / total : 0
                return SizeDetails.Contributor(
                    pointer: JSONPointer(tokens: base.tokens + tokens), bytes: entry.bytes, percent: percent)
            }
        }
    }
}
