/// A parsed JSON text: the source bytes, a tape of every token, and what the reader noticed.
///
/// A document is cheap to make: the reader creates no Swift string or array per value. Read the
/// values through ``root`` (which builds a ``JSONValue`` tree each time it is called) or look up
/// where a member stands with ``span(at:)``.
public struct JSONDocument: Sendable {
    /// Everything the reader made, in the tape's own allocation: a copy of a document (each check
    /// takes one) costs one reference count, and a document one allocation.
    private final class Storage: TapeStorage, @unchecked Sendable {
        // Unchecked: like the tape, every member is written before the storage is shared.
        let source: [UInt8]
        let findings: [JSONFinding]
        let omittedFindings: [(finding: JSONFinding, count: Int)]
        let hasByteOrderMark: Bool
        let escapeSavings: Int
        let rootCompactByteCount: Int?
        let searchedDuplicates: Bool

        init(
            source: [UInt8], nodes: (base: UnsafeMutablePointer<TapeNode>, count: Int), findings: [JSONFinding],
            omittedFindings: [(finding: JSONFinding, count: Int)], hasByteOrderMark: Bool, escapeSavings: Int,
            rootCompactByteCount: Int?, searchedDuplicates: Bool
        ) {
            self.source = source
            self.findings = findings
            self.omittedFindings = omittedFindings
            self.hasByteOrderMark = hasByteOrderMark
            self.escapeSavings = escapeSavings
            self.rootCompactByteCount = rootCompactByteCount
            self.searchedDuplicates = searchedDuplicates
            super.init(takingOver: nodes.base, count: nodes.count)
        }
    }

    private let storage: Storage

    /// The text as given.
    var source: [UInt8] { storage.source }
    /// Every token in preorder.
    var nodes: TapeStorage { storage }
    /// Non-fatal findings in document order (duplicates, lone surrogates, number representability).
    ///
    /// ``JSONReader/read(_:)`` keeps them all; the validator's read keeps at most as many of each
    /// category as it can show and counts the rest in `omittedFindings`.
    public var findings: [JSONFinding] { storage.findings }
    /// Findings not kept: one of each category, and how many there were.
    var omittedFindings: [(finding: JSONFinding, count: Int)] { storage.omittedFindings }
    /// Whether the text starts with a UTF-8 byte-order mark.
    public var hasByteOrderMark: Bool { storage.hasByteOrderMark }
    /// Bytes the library's writer would save on escapes it would not emit (`\/`, `\u00e9`, ...).
    public var escapeSavings: Int { storage.escapeSavings }

    /// The compact size of the root, as the reader counted it.
    private var rootCompactByteCount: Int? { storage.rootCompactByteCount }
    /// Whether the reader looked for duplicate keys, so ``findings`` and ``omittedFindings`` hold
    /// or count every one.
    private var searchedDuplicates: Bool { storage.searchedDuplicates }

    /// A document of `source`, taking over the `count` nodes at `base` (allocated with
    /// `allocate(capacity:)`).
    init(
        source: [UInt8], nodes: (base: UnsafeMutablePointer<TapeNode>, count: Int), findings: [JSONFinding],
        omittedFindings: [(finding: JSONFinding, count: Int)] = [], hasByteOrderMark: Bool, escapeSavings: Int,
        compactByteCount: Int? = nil, searchedDuplicates: Bool = false
    ) {
        storage = Storage(
            source: source, nodes: nodes, findings: findings, omittedFindings: omittedFindings,
            hasByteOrderMark: hasByteOrderMark, escapeSavings: escapeSavings, rootCompactByteCount: compactByteCount,
            searchedDuplicates: searchedDuplicates)
    }

    /// Whether the reader looked for duplicate keys and found none: every key is then the first
    /// occurrence of its text in its object, which checks need not find out again.
    var hasNoDuplicateKeys: Bool {
        func isDuplicate(_ finding: JSONFinding) -> Bool {
            if case .duplicateKey = finding.kind { return true }
            return false
        }
        return searchedDuplicates && !findings.contains(where: isDuplicate)
            && !omittedFindings.contains { isDuplicate($0.finding) }
    }

    /// The size of the text as given, byte-order mark included.
    public var byteCount: Int { source.count }

    /// The root value as a ``JSONValue`` tree, built anew on each call.
    public var root: JSONValue {
        withBuffers { JSONMaterializer.value(at: 0, nodes: $0, bytes: $1) }
    }

    /// The value a pointer refers to, built as a ``JSONValue``.
    public func value(at pointer: JSONPointer) -> JSONValue? {
        guard let node = node(at: pointer) else { return nil }
        return withBuffers { JSONMaterializer.value(at: node, nodes: $0, bytes: $1) }
    }

    /// The size of the library's compact encoding of the document, computed from the tape.
    public var compactByteCount: Int { rootCompactByteCount ?? compactByteCount(ofNode: 0) }

    /// Where a member's key and value stand in the text, as 0-based byte ranges.
    public struct Span: Sendable, Hashable {
        /// The key token, quotes included, when the value is an object member.
        public var key: Range<Int>?
        /// The value token (a container from its opening to its closing bracket).
        public var value: Range<Int>
    }

    /// The span of the value a pointer refers to (for duplicate keys, the first occurrence), or
    /// `nil` if it refers to nothing.
    public func span(at pointer: JSONPointer) -> Span? {
        guard let found = lookup(pointer) else { return nil }
        return Span(key: found.key.map { nodes[$0].byteRange }, value: nodes[found.value].byteRange)
    }

    /// The line and column of a byte range in the text (see ``SourceLocation``).
    public func location(of range: Range<Int>) -> SourceLocation {
        var locator = SourceLocator(source: source)
        return locator.location(of: range)
    }

    /// The node of the value a pointer refers to.
    func node(at pointer: JSONPointer) -> Int? {
        lookup(pointer)?.value
    }

    /// The key and value nodes a pointer refers to.
    func lookup(_ pointer: JSONPointer) -> (key: Int?, value: Int)? {
        guard !nodes.isEmpty else { return nil }
        var current = (key: Int?.none, value: 0)
        for token in pointer.tokens {
            let container = nodes[current.value]
            switch container.kind {
            case .object:
                guard let found = member(named: token, in: current.value) else { return nil }
                current = (found.key, found.value)
            case .array:
                guard let position = JSONPointer.arrayIndex(token) else { return nil }
                let end = Int(container.next)
                var child = current.value + 1
                var skipped = 0
                while skipped < position, child < end {
                    child = Int(nodes[child].next)
                    skipped += 1
                }
                guard child < end else { return nil }
                current = (nil, child)
            default:
                return nil
            }
        }
        return current
    }

    /// Whether a key node's unescaped text is `key`, code point by code point.
    func keyEquals(_ node: Int, _ key: String) -> Bool {
        withBuffers { nodes, bytes in
            withUTF8Bytes(of: key) { JSONMaterializer.key(at: node, nodes: nodes, bytes: bytes, equals: $0) }
        }
    }

    /// The compact size of the value of a member of the root object: the root's size as the reader
    /// counted it, less the other members, so a member that is most of the document (an FCM send
    /// request's `message`) is not walked again.
    func compactByteCount(ofRootMember value: Int) -> Int {
        guard rootCompactByteCount != nil, nodes[0].kind == .object else { return compactByteCount(ofNode: value) }
        var rest = 2
        var members = 0
        for child in nodes.children(of: 0) {
            members += 1
            rest += compactByteCount(ofNode: child.key) + 1
            if child.value != value { rest += compactByteCount(ofNode: child.value) }
        }
        return compactByteCount(ofNode: 0) - rest - max(members - 1, 0)
    }

    /// Calls `body` with the tape and the source as buffers.
    func withBuffers<Result>(_ body: (UnsafeBufferPointer<TapeNode>, UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        nodes.withUnsafeBufferPointer { nodes in source.withUnsafeBufferPointer { body(nodes, $0) } }
    }

    /// The compact size of the subtree at `node`: token bytes, punctuation, less escape savings.
    func compactByteCount(ofNode node: Int) -> Int {
        if node == 0, let rootCompactByteCount { return rootCompactByteCount }
        var total = 0
        var index = node
        let end = Int(nodes[node].next)
        var escapedStrings: [Int] = []
        while index < end {
            let token = nodes[index]
            switch token.kind {
            case .array, .object:
                let members = nodes.childCount(of: index)
                total += 2 + max(members - 1, 0) + (token.kind == .object ? members : 0)
            default:
                total += Int(token.end - token.start)
                if token.flags & TapeNode.escaped != 0, token.kind == .string { escapedStrings.append(index) }
            }
            index += 1
        }
        guard !escapedStrings.isEmpty else { return total }
        return withBuffers { nodes, bytes in
            for string in escapedStrings {
                let unescaped = JSONMaterializer.unescapedBytes(at: string, nodes: nodes, bytes: bytes)
                total -= Int(nodes[string].end - nodes[string].start) - 2 - JSONEscaping.escapedLength(of: unescaped)
            }
            return total
        }
    }
}
