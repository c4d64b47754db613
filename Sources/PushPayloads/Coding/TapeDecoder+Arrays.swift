/// Arrays the tape decoder fills itself: with their capacity reserved and each element decoded
/// straight from its node, rather than through `Array`'s own `init(from:)`, which reaches every
/// element through an unkeyed container and grows the array as it goes. The result, and any error
/// with its path, is the same.
protocol TapeDecodableArray {
    /// Decodes the array at `node`, an array node.
    static func decodeElements(from decoder: TapeDecoder, array node: Int) throws -> Self
}

extension Array: TapeDecodableArray where Element: Decodable {
    static func decodeElements(from decoder: TapeDecoder, array node: Int) throws -> [Element] {
        let nodes = decoder.context.nodes
        let count = nodes.childCount(of: node)
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var child = node + 1
        for index in 0..<count {
            let element = child
            elements.append(
                try decoder.withPath(base: decoder.path.count, steps: [], step: .element(index)) {
                    try decoder.unwrap(Element.self, at: element)
                })
            child = Int(nodes[child].next)
        }
        return elements
    }
}

extension TapeDecoder {
    /// Decodes an array type the decoder fills itself (see ``TapeDecodableArray``).
    func unwrapArray<T, A: TapeDecodableArray>(_ arrayType: A.Type, as type: T.Type, at node: Int) throws -> T {
        // `A` is `T`, found by a cast; this cast of the value between them always succeeds.
        guard let value = try A.decodeElements(from: self, array: node) as? T else {
            throw corrupted("a \(T.self)", at: node)
        }
        return value
    }
}
