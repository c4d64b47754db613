/// A tape of JSON values written one by one, for decoding values that are not text (a
/// ``JSONValue``, the `userInfo` PushPayloadsFoundation walks) with ``PayloadDecoder`` without
/// writing and parsing JSON text in between.
///
/// The tape has the reader's layout, so the decoder reads it as it reads a parsed document. Its
/// bytes are not JSON text, only a pool the nodes point into: each string is its UTF-8 between two
/// quotes with nothing escaped (nothing parses it), each number the literal ``JSONWriter`` writes.
/// A container's end is filled in when it closes.
///
/// Nesting stops at the reader's 512 levels, so what reads tapes may recurse; a deeper value, or
/// calls out of order, leave the tape with a ``problem`` and the decoder refuses it.
package struct JSONTapeBuilder: ~Copyable {
    private(set) var nodes = GrowableBuffer<TapeNode>(capacity: 256)
    private(set) var pool = ByteSink(capacity: 4096)
    /// The nodes of the containers still open, innermost last.
    private var open = GrowableBuffer<Int32>(capacity: 16)
    /// Set by nesting too deep, or by a key or a close with no matching open container.
    private var isBroken = false
    /// Whether objects' members were written in no particular order (a dictionary's iteration
    /// order, which changes from process to process). The decoder then hands members over in
    /// ``KeyByteOrder`` wherever their order shows: `allKeys`, and a decoded ``JSONValue``.
    package var membersUnordered = false

    /// The most levels of nesting a tape holds: the reader's limit.
    package static var maxDepth: Int { JSONParser.maxDepth }

    /// The containers open now.
    package var depth: Int { open.count }

    /// An empty tape.
    package init() {}

    /// Appends a value's node.
    @inline(__always)
    private mutating func add(_ kind: TapeNode.Kind, from start: Int) {
        appendNode(kind, from: start)
    }

    /// The node of the innermost open container.
    private var innermost: Int? { open.count > 0 ? Int(open[open.count - 1]) : nil }

    /// Appends a node for the pool bytes from `start` on; containers get their end when they close.
    @inline(__always)
    private mutating func appendNode(_ kind: TapeNode.Kind, from start: Int) {
        let index = nodes.count
        nodes.append(
            TapeNode(
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pool.count),
                next: UInt32(truncatingIfNeeded: index + 1), kind: kind, flags: 0))
    }

    /// Appends `null`.
    package mutating func writeNull() { add(.null, from: pool.count) }

    /// Appends `true` or `false`.
    package mutating func writeBool(_ value: Bool) { add(value ? .true : .false, from: pool.count) }

    /// Appends a string.
    package mutating func writeString(_ value: String) {
        let start = pool.count
        withUTF8Bytes(of: value) { pool.writeQuoted($0) }
        add(.string, from: start)
    }

    /// Appends an integer.
    package mutating func writeInteger(_ value: some BinaryInteger) {
        let start = pool.count
        JSONWriter.writeInteger(value, to: &pool)
        add(.number, from: start)
    }

    /// Appends a finite `Double` as the library writes it (its shortest round-tripping form).
    package mutating func writeDouble(_ value: Double) {
        let start = pool.count
        JSONWriter.writeDouble(value, to: &pool)
        add(.number, from: start)
    }

    /// Appends a number as its literal, unchanged.
    package mutating func writeNumber(_ number: JSONNumber) {
        let start = pool.count
        withUTF8Bytes(of: number.literal) { pool.write($0) }
        add(.number, from: start)
    }

    /// Appends a whole value: members in their order, duplicates kept, number literals unchanged.
    package mutating func write(_ value: JSONValue) {
        switch value {
        case .null: writeNull()
        case .bool(let bool): writeBool(bool)
        case .string(let string): writeString(string)
        case .number(let number): writeNumber(number)
        case .array(let elements):
            guard beginArray() else { return }
            for element in elements { write(element) }
            endArray()
        case .object(let object):
            guard beginObject() else { return }
            for member in object.members {
                writeKey(member.key)
                write(member.value)
            }
            endObject()
        }
    }

    /// Opens an object; members follow as ``writeKey(_:)`` and a value each. Returns `false`, and
    /// leaves the tape refused, when that would nest deeper than ``maxDepth``.
    @discardableResult
    package mutating func beginObject() -> Bool { begin(.object) }

    /// Appends the key of the next member of the innermost object.
    package mutating func writeKey(_ key: String) {
        guard let parent = innermost, nodes[parent].kind == .object else {
            isBroken = true
            return
        }
        let start = pool.count
        withUTF8Bytes(of: key) { pool.writeQuoted($0) }
        appendNode(.string, from: start)
    }

    /// Closes the innermost object.
    package mutating func endObject() { end() }

    /// Opens an array; `false`, and the tape refused, when that would nest deeper than ``maxDepth``.
    @discardableResult
    package mutating func beginArray() -> Bool { begin(.array) }

    /// Closes the innermost array.
    package mutating func endArray() { end() }

    /// Closes the innermost container, array or object.
    package mutating func endContainer() { end() }

    private mutating func begin(_ kind: TapeNode.Kind) -> Bool {
        guard open.count < Self.maxDepth else {
            isBroken = true
            return false
        }
        add(kind, from: pool.count)
        open.append(Int32(truncatingIfNeeded: nodes.count - 1))
        return true
    }

    private mutating func end() {
        guard let container = innermost else {
            isBroken = true
            return
        }
        open.removeLast(1)
        nodes[container].next = UInt32(truncatingIfNeeded: nodes.count)
    }

    /// Ends the tape and hands its storage over, for a decoder that reads it where it lies: the
    /// caller owns the nodes and the pool bytes and deallocates them.
    consuming func release() -> (
        nodes: (storage: UnsafeMutablePointer<TapeNode>, count: Int),
        pool: (storage: UnsafeMutablePointer<UInt8>, count: Int)
    ) {
        (nodes.release(), pool.release())
    }

    /// Why the tape cannot be decoded, or `nil` when it holds one whole value within the limits.
    /// Offsets are checked at the end only: the pool and the tape only grow.
    var problem: String? {
        if isBroken { return "more than \(Self.maxDepth) levels of nesting, or containers written out of order" }
        if nodes.count > TapeNode.maxCount || pool.count > Int(UInt32.max) {
            return "more than \(TapeNode.maxCount) values, or more than 4 GiB of text"
        }
        if open.count > 0 || nodes.count == 0 || Int(nodes[0].next) != nodes.count {
            return "not one whole value"
        }
        return nil
    }
}
