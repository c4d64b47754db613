/// What one top-level decode shares: the tape, the source, and the options.
final class DecodingContext {
    let document: JSONDocument
    let nodes: [TapeNode]
    let source: [UInt8]
    let options: PayloadDecoder
    let userInfo: [CodingUserInfoKey: Any]

    init(document: JSONDocument, options: PayloadDecoder) {
        self.document = document
        self.nodes = document.nodes
        self.source = document.source
        self.options = options
        self.userInfo = options.userInfo
    }

    /// The unescaped text of a string or key node.
    func string(at node: Int) -> String {
        document.withBuffers { JSONMaterializer.string(at: node, nodes: $0, bytes: $1) }
    }

    /// The first member of an object whose key is `name`, compared as bytes in the text.
    func member(named name: String, in object: Int) -> (key: Int, value: Int)? {
        var name = name
        return name.withUTF8 { wanted in
            source.withUnsafeBufferPointer { bytes in
                nodes.withUnsafeBufferPointer { nodes in
                    var key = object + 1
                    for _ in 0..<nodes[object].count {
                        let token = nodes[key]
                        if token.flags & TapeNode.escaped == 0 {
                            if Int(token.end - token.start) - 2 == wanted.count,
                                let base = bytes.baseAddress, let other = wanted.baseAddress ?? UnsafePointer(bitPattern: 1),
                                wanted.isEmpty || memcmpBytes(base + Int(token.start) + 1, other, wanted.count)
                            {
                                return (key, key + 1)
                            }
                        } else if sameCodePoints(JSONMaterializer.string(at: key, nodes: nodes, bytes: bytes), String(decoding: wanted, as: UTF8.self)) {
                            return (key, key + 1)
                        }
                        key = Int(nodes[key + 1].next)
                    }
                    return nil
                }
            }
        }
    }

    /// Calls `body` with the bytes of a number node's literal.
    func withLiteral<Result>(at node: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        source.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[nodes[node].byteRange])) }
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
        if UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self) {
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
