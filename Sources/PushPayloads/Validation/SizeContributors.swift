/// The largest members of a body, for "too large" findings (RULES.md §4.4).
///
/// Candidates are object members and array elements at any depth whose value is a scalar, an empty
/// object, or an array (an array counts whole); objects with members are walked into, never counted
/// themselves. A candidate's size is its `"key":value` text (an element's value text) in the
/// measured serialization. Ties keep document order.
enum SizeContributors {
    private enum Container {
        case object([JSONObject.Member])
        case array([JSONValue])

        var count: Int {
            switch self {
            case .object(let members): members.count
            case .array(let elements): elements.count
            }
        }
    }

    private struct Frame {
        var container: Container
        var next = 0
        /// The node of the next child in the source spans (unused without spans).
        var childNode: Int
    }

    static func largest(
        in run: ValidationRun, measure: SizeDetails.Measure, total: Int, count: Int = 3
    ) -> [SizeDetails.Contributor] {
        let spans = measure == .asGiven ? run.document?.spans ?? [] : []
        var best: [(bytes: Int, pointer: JSONPointer)] = []
        var path: [String] = []
        var stack: [Frame] = []
        switch run.root {
        case .object(let object) where !object.isEmpty:
            stack.append(Frame(container: .object(object.members), childNode: 1))
        case .array(let elements) where !elements.isEmpty:
            stack.append(Frame(container: .array(elements), childNode: 1))
        default: return []
        }
        while let top = stack.last {
            if top.next == top.container.count {
                stack.removeLast()
                if !stack.isEmpty { path.removeLast() }
                continue
            }
            let ordinal = top.next
            let node = top.childNode
            stack[stack.count - 1].next += 1
            if !spans.isEmpty, node < spans.count { stack[stack.count - 1].childNode = Int(spans[node].next) }
            let key: String?
            let value: JSONValue
            switch top.container {
            case .object(let members):
                key = members[ordinal].key
                value = members[ordinal].value
            case .array(let elements):
                key = nil
                value = elements[ordinal]
            }
            let token = key ?? String(ordinal)
            if case .object(let object) = value, !object.isEmpty {
                path.append(token)
                stack.append(Frame(container: .object(object.members), childNode: node + 1))
                continue
            }
            let bytes: Int
            if !spans.isEmpty, node < spans.count {
                let span = spans[node]
                bytes = Int(span.end - (span.keyStart >= 0 ? span.keyStart : span.start))
            } else {
                let keyBytes = key.map { JSONEscaping.escapedLength(of: $0.utf8) + 3 } ?? 0
                bytes = keyBytes + value.compactByteCount
            }
            if best.count < count || bytes > best[best.count - 1].bytes {
                let entry = (bytes: bytes, pointer: JSONPointer(tokens: path + [token]))
                let position = best.firstIndex { $0.bytes < bytes } ?? best.count
                best.insert(entry, at: position)
                if best.count > count { best.removeLast() }
            }
        }
        return best.map { entry in
            let percent = total > 0 ? (entry.bytes * 100 + total / 2) / total : 0
            return SizeDetails.Contributor(pointer: entry.pointer, bytes: entry.bytes, percent: percent)
        }
    }
}
