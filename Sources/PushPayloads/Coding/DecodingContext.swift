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
        withUTF8Bytes(of: name) { wanted in
            for member in nodes.children(of: object)
            where JSONMaterializer.key(at: member.key, nodes: nodes, bytes: source, equals: wanted) {
                return member
            }
            return nil
        }
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
