/// What one top-level decode shares: the tape, the source, and the options.
///
/// The context keeps the tape's storage and reads it through its pointer, and copies the source
/// into a buffer it owns, so every read is a plain pointer access for the life of the decode. A
/// tape built by ``JSONTapeBuilder`` has no document: its bytes are not text, so its values have no
/// lines and columns.
final class DecodingContext {
    let document: JSONDocument?
    /// The nodes, kept alive for `nodes`.
    private let tape: TapeStorage
    let nodes: UnsafeBufferPointer<TapeNode>
    let source: UnsafeBufferPointer<UInt8>
    let options: PayloadDecoder
    let userInfo: [CodingUserInfoKey: Any]
    /// Records what the decode does, for conformance checks; `nil` for ordinary decodes.
    let observer: DecodingObserver?
    /// Whether members must be put in ``KeyByteOrder`` where their order shows (see
    /// ``JSONTapeBuilder/membersUnordered``).
    let ordersMembers: Bool

    init(document: JSONDocument, options: PayloadDecoder, observer: DecodingObserver? = nil) {
        self.observer = observer
        self.document = document
        ordersMembers = false
        tape = document.nodes
        nodes = tape.unsafeBuffer
        source = document.source.withUnsafeBufferPointer { UnsafeBufferPointer(DecodingContext.copy($0)) }
        self.options = options
        self.userInfo = options.userInfo
    }

    /// Reads `tape` where it lies: its nodes and pool bytes are taken over, not copied.
    init(tape: consuming JSONTapeBuilder, options: PayloadDecoder) {
        observer = nil
        document = nil
        ordersMembers = tape.membersUnordered
        let (taken, pool) = tape.release()
        self.tape = TapeStorage(takingOver: taken.storage, count: taken.count)
        nodes = self.tape.unsafeBuffer
        source = UnsafeBufferPointer(start: pool.storage, count: pool.count)
        self.options = options
        self.userInfo = options.userInfo
    }

    deinit {
        source.deallocate()
    }

    private static func copy<Element>(_ elements: UnsafeBufferPointer<Element>) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = buffer.initialize(from: elements)
        return UnsafeMutableBufferPointer(rebasing: buffer[..<elements.count])
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

    /// The members of `object` in document order, each key at its first occurrence only: a later
    /// member with the same key text is skipped, as `JSONDecoder` resolves duplicates. Keys are
    /// compared as tokens; an object with an `index` asks it instead of scanning.
    func firstOccurrences(in object: Int, index: MemberIndex?) -> [(key: Int, value: Int)] {
        guard let index else { return Self.firstOccurrences(in: object, nodes: nodes, source: source) }
        return nodes.children(of: object).filter { index.isFirstOccurrence($0.key, in: self) }
    }

    /// ``firstOccurrences(in:index:)`` without an index: for objects within the linear limit
    /// (``TapeKeyedContainer/exceedsLinearLimit(_:_:)``), whose keys are compared with those kept.
    static func firstOccurrences(
        in object: Int, nodes: UnsafeBufferPointer<TapeNode>, source: UnsafeBufferPointer<UInt8>
    ) -> [(key: Int, value: Int)] {
        var members: [(key: Int, value: Int)] = []
        // The signatures of the unescaped keys seen (``NameSignature``): a key whose bit is clear
        // cannot equal an earlier one, so distinct keys are rarely compared at all.
        var seen: UInt64 = 0
        for member in nodes.children(of: object) {
            let token = nodes[member.key]
            let bit: UInt64
            if token.flags & TapeNode.escaped == 0 {
                bit = NameSignature.of(
                    utf8: UnsafeBufferPointer(rebasing: source[(Int(token.start) + 1)..<(Int(token.end) - 1)]))
            } else {
                bit = ~0
            }
            // Comparing with the members kept so far is enough: a skipped key equals a kept one.
            let isFirst =
                seen & bit == 0
                || !members.contains { StringTokens.equal($0.key, member.key, nodes: nodes, bytes: source) }
            seen |= bit
            if isFirst { members.append(member) }
        }
        return members
    }

    /// Calls `body` with the bytes of a number node's literal.
    func withLiteral<Result>(at node: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: source[nodes[node].byteRange]))
    }

    /// The line and column of a node's token.
    func location(of node: Int) -> SourceLocation? {
        guard let document, node < nodes.count else { return nil }
        return document.location(of: nodes[node].byteRange)
    }
}

/// A one-bit summary of a name's UTF-8 (its length, first and last bytes): names whose signatures
/// differ are different names, so a mask of signatures rules most names out without comparing.
enum NameSignature {
    /// The signature of a name's UTF-8 bytes.
    static func of(utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let first = UInt64(utf8.first ?? 0)
        let last = UInt64(utf8.last ?? 0)
        return 1 << ((UInt64(utf8.count) &* 31 &+ first &+ last &* 7) & 63)
    }
}
