/// What one top-level decode shares: the tape, the source, and the options.
///
/// The tape and the source are copied into buffers the context owns, so every read is a plain
/// pointer access for the life of the decode.
final class DecodingContext {
    let document: JSONDocument
    let nodes: UnsafeBufferPointer<TapeNode>
    let source: UnsafeBufferPointer<UInt8>
    let options: PayloadDecoder
    let userInfo: [CodingUserInfoKey: Any]

    init(document: JSONDocument, options: PayloadDecoder) {
        self.document = document
        nodes = UnsafeBufferPointer(DecodingContext.copy(document.nodes))
        source = UnsafeBufferPointer(DecodingContext.copy(document.source))
        self.options = options
        self.userInfo = options.userInfo
    }

    deinit {
        nodes.deallocate()
        source.deallocate()
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeMutableBufferPointer(rebasing: buffer[..<array.count])
    }

    /// The unescaped text of a string or key node.
    func string(at node: Int) -> String {
        JSONMaterializer.string(at: node, nodes: nodes, bytes: source)
    }

    /// The first member of an object whose key is `name`, compared as bytes in the text.
    func member(named name: String, in object: Int) -> (key: Int, value: Int)? {
        if let found = name.utf8.withContiguousStorageIfAvailable({ member(named: $0, in: object) }) { return found }
        var copy = name
        return copy.withUTF8 { member(named: $0, in: object) }
    }

    private func member(named wanted: UnsafeBufferPointer<UInt8>, in object: Int) -> (key: Int, value: Int)? {
        var key = object + 1
        for _ in 0..<nodes[object].count {
            let token = nodes[key]
            if token.flags & TapeNode.escaped == 0 {
                if Int(token.end - token.start) - 2 == wanted.count,
                    let base = source.baseAddress, let other = wanted.baseAddress,
                    memcmpBytes(base + Int(token.start) + 1, other, wanted.count)
                {
                    return (key, key + 1)
                } else if wanted.isEmpty, token.end - token.start == 2 {
                    return (key, key + 1)
                }
            } else if sameCodePoints(string(at: key), String(decoding: wanted, as: UTF8.self)) {
                return (key, key + 1)
            }
            key = Int(nodes[key + 1].next)
        }
        return nil
    }

    /// Calls `body` with the bytes of a number node's literal.
    func withLiteral<Result>(at node: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: source[nodes[node].byteRange]))
    }

    /// The line and column of a node's token.
    func location(of node: Int) -> SourceLocation? {
        guard node < nodes.count else { return nil }
        return document.location(of: nodes[node].byteRange)
    }
}

/// Byte equality of two buffers of `count` bytes.
@inline(__always)
func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index &+ 8 <= count {
        if UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self)
            != UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self)
        {
            return false
        }
        index &+= 8
    }
    while index < count {
        if a[index] != b[index] { return false }
        index &+= 1
    }
    return true
}
