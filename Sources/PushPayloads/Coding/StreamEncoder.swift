#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fast path of ``PayloadEncoder``: writes JSON bytes as the type encodes, with no tree.
///
/// It holds while a type writes to its containers in nesting order, as nearly all `Encodable`
/// implementations do: writing to a container closes the containers opened after it. A write to a
/// container already closed, or a `superEncoder()`, marks the run as unusable and the encoder
/// starts again with ``TreeEncoder``, which accepts any order.
final class StreamEncoder: Encoder {
    /// Where the next value goes.
    enum Slot {
        /// No value is expected here.
        case none
        /// A value is expected (after a key, a comma, or at the top).
        case open
        /// A container was opened for the value; asking again returns it.
        case container(Int32)
    }

    /// How an open container sits in its parent, for coding paths.
    enum Label {
        case root
        case key(String)
        case index(Int)
    }

    /// An open container: plain values, so counting a member is a store. Its label and, for a
    /// dictionary, its members' keys are kept beside it in `labels` and `sortedMembers`.
    struct Open {
        var id: Int32
        var isObject: Bool
        /// A dictionary, whose members are sorted when it closes.
        var isSorted: Bool
        var count: Int32 = 0
    }

    struct State: ~Copyable {
        var sink = ByteSink(capacity: 4096)
        var open = GrowableBuffer<Open>(capacity: 16)
        /// How each open container sits in its parent, innermost last.
        var labels: [Label] = []
        /// For each open dictionary, innermost last: where each member starts and its key.
        var sortedMembers: [[(start: Int, key: String)]] = []
        var nextID: Int32 = 0
        var slot = Slot.open
        var slotLabel = Label.root
        var failed = false
    }

    let options: PayloadEncoder
    let state: UnsafeMutablePointer<State>

    init(options: PayloadEncoder) {
        self.options = options
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        state.pointee.labels.reserveCapacity(16)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    var codingPath: [any CodingKey] { path(adding: nil) }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    /// The coding path of the open containers, then `label`.
    func path(adding label: Label?) -> [any CodingKey] {
        var labels = state.pointee.labels
        if let label { labels.append(label) }
        return labels.compactMap { label in
            switch label {
            case .root: nil
            case .key(let key): PayloadCodingKey(stringValue: key)
            case .index(let index): PayloadCodingKey(intValue: index)
            }
        }
    }

    /// Gives up on streaming; the caller starts again with the tree encoder.
    func fail() {
        state.pointee.failed = true
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(keyedContainer(Key.self))
    }

    /// ``container(keyedBy:)`` without the box: the library's own models write through it directly.
    func keyedContainer<Key: CodingKey>(_ type: Key.Type) -> StreamKeyedContainer<Key> {
        let isDictionary = ObjectIdentifier(Key.self) == DictionaryKeyProbe.keyType
        let id = claim(isObject: true, sorted: isDictionary)
        return StreamKeyedContainer<Key>(encoder: self, id: id, convertsKeys: !isDictionary)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamUnkeyedContainer(encoder: self, id: claim(isObject: false, sorted: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// Opens a container in the current slot, or returns the one already opened there.
    private func claim(isObject: Bool, sorted: Bool) -> Int32 {
        switch state.pointee.slot {
        case .open:
            let id = state.pointee.nextID
            state.pointee.nextID += 1
            state.pointee.sink.write(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
            push(Open(id: id, isObject: isObject, isSorted: sorted), label: state.pointee.slotLabel)
            state.pointee.slot = .container(id)
            return id
        case .container(let id):
            let count = state.pointee.open.count
            if count > 0, state.pointee.open[count - 1].id == id, state.pointee.open[count - 1].isObject == isObject {
                return id
            }
            fail()
            return -1
        case .none:
            fail()
            return -1
        }
    }

    /// Opens a container as the value of the member or element just begun.
    func openNested(isObject: Bool, label: Label) -> Int32 {
        let id = state.pointee.nextID
        state.pointee.nextID += 1
        state.pointee.sink.write(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        push(Open(id: id, isObject: isObject, isSorted: false), label: label)
        return id
    }

    private func push(_ open: Open, label: Label) {
        state.pointee.open.append(open)
        state.pointee.labels.append(label)
        if open.isSorted { state.pointee.sortedMembers.append([]) }
    }

    /// Makes container `id` the innermost one by closing those opened after it; `false` when it is
    /// closed already (the caller falls back).
    @inline(__always)
    func activate(_ id: Int32) -> Bool {
        // The innermost id only: reading `last` would copy the whole frame (its label and keys).
        if topID == id { return !state.pointee.failed }
        while let top = topID, top > id { close() }
        guard topID == id, !state.pointee.failed else {
            fail()
            return false
        }
        return true
    }

    /// The id of the innermost open container.
    @inline(__always)
    private var topID: Int32? {
        let count = state.pointee.open.count
        return count > 0 ? state.pointee.open[count - 1].id : nil
    }

    /// Closes the innermost container, sorting a dictionary's members first.
    func close() {
        let open = state.pointee.open[state.pointee.open.count - 1]
        state.pointee.open.removeLast(1)
        state.pointee.labels.removeLast()
        if open.isSorted {
            let members = state.pointee.sortedMembers.removeLast()
            if members.count > 1 { sortMembers(members) }
        }
        state.pointee.sink.write(open.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    /// Reorders the members of the object being closed (all written after its `{`) by key: integer
    /// keys as numbers, others by code point.
    private func sortMembers(_ members: [(start: Int, key: String)]) {
        let end = state.pointee.sink.count
        var spans: [(key: String, range: Range<Int>)] = []
        for (index, member) in members.enumerated() {
            // Each member after the first is preceded by its comma.
            let upper = index + 1 < members.count ? members[index + 1].start - 1 : end
            spans.append((member.key, member.start..<upper))
        }
        spans = PayloadEncoder.dictionaryOrder(spans.map(\.key)).map { spans[$0] }
        let original = state.pointee.sink.array(in: members[0].start..<end)
        state.pointee.sink.truncate(to: members[0].start)
        for (index, span) in spans.enumerated() {
            if index > 0 { state.pointee.sink.write(UInt8(ascii: ",")) }
            let lower = span.range.lowerBound - members[0].start
            original.withUnsafeBufferPointer {
                state.pointee.sink.write(UnsafeBufferPointer(rebasing: $0[lower..<(lower + span.range.count)]))
            }
        }
    }

    // MARK: Members and values

    /// Starts the next member of object `id`: comma, key, colon. Returns `false` to fall back.
    @inline(__always)
    func beginMember(of id: Int32, key: String) -> Bool {
        guard activate(id) else { return false }
        let index = state.pointee.open.count - 1
        if state.pointee.open[index].count > 0 { state.pointee.sink.write(UInt8(ascii: ",")) }
        state.pointee.open[index].count += 1
        if state.pointee.open[index].isSorted {
            state.pointee.sortedMembers[state.pointee.sortedMembers.count - 1].append((state.pointee.sink.count, key))
        }
        JSONWriter.writeString(key, to: &state.pointee.sink)
        state.pointee.sink.write(UInt8(ascii: ":"))
        return true
    }

    /// Starts the next element of array `id`; returns its index, or `nil` to fall back.
    @inline(__always)
    func beginElement(of id: Int32) -> Int? {
        guard activate(id) else { return nil }
        let index = state.pointee.open.count - 1
        let count = Int(state.pointee.open[index].count)
        if count > 0 { state.pointee.sink.write(UInt8(ascii: ",")) }
        state.pointee.open[index].count += 1
        return count
    }

    /// Writes raw bytes of a scalar just after `beginMember` or `beginElement`.
    @inline(__always)
    func writeLiteral(_ text: String) {
        JSONWriter.writeRaw(text, to: &state.pointee.sink)
    }

    @inline(__always)
    func writeInteger(_ value: some BinaryInteger) {
        JSONWriter.writeInteger(value, to: &state.pointee.sink)
    }

    @inline(__always)
    func writeStatic(_ text: StaticString) {
        JSONWriter.writeStatic(text, to: &state.pointee.sink)
    }

    func writeJSON(_ value: JSONValue) {
        JSONWriter.write(value, to: &state.pointee.sink)
    }

    func writeString(_ text: String) {
        JSONWriter.writeString(text, to: &state.pointee.sink)
    }

    /// Encodes a nested value in a fresh slot labelled `label`, then restores the slot.
    func encodeNested<T: Encodable>(_ value: T, label: Label) throws {
        let savedSlot = state.pointee.slot
        let savedLabel = state.pointee.slotLabel
        state.pointee.slot = .open
        state.pointee.slotLabel = label
        defer {
            state.pointee.slot = savedSlot
            state.pointee.slotLabel = savedLabel
        }
        try encodeValue(value)
        if case .open = state.pointee.slot {
            // A value that encodes nothing is written as an empty object, as JSONEncoder does.
            state.pointee.sink.write(UInt8(ascii: "{"))
            state.pointee.sink.write(UInt8(ascii: "}"))
        }
    }

    /// Encodes into the current slot: the types the encoder writes itself, then `Encodable`.
    func encodeValue<T: Encodable>(_ value: T) throws {
        switch try options.special(value, codingPath: { codingPath }) {
        case .json(let json)?:
            guard takeSlot() else { return }
            writeJSON(json)
        case .literal(let literal)?: try setScalar(literal: literal)
        case .string(let string)?: try encode(string)
        case .double(let double)?: try encode(double)
        case nil: try value.encode(to: self)
        }
    }

    /// Uses up the current slot for a scalar; `false` (and fall back) when there is none.
    @inline(__always)
    private func takeSlot() -> Bool {
        guard case .open = state.pointee.slot, !state.pointee.failed else {
            fail()
            return false
        }
        state.pointee.slot = .none
        return true
    }

    private func setScalar(literal: String) throws {
        guard takeSlot() else { return }
        writeLiteral(literal)
    }

    /// Throws the error for NaN and infinities, which have no JSON form.
    func checkFinite<F: JSONFloatingPoint>(_ value: F, label: @autoclosure () -> Label?) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: path(adding: label()), debugDescription: "Unable to encode \(value) in JSON.")
            )
        }
    }

    /// Writes a finite number's literal just after `beginMember`, `beginElement` or `takeSlot`.
    @inline(__always)
    func writeFloating<F: JSONFloatingPoint>(_ value: F) {
        value.writeLiteral(to: &state.pointee.sink)
    }

    /// Finishes a top-level encode: closes what is open. Returns the bytes, or `nil` to fall back.
    func finish() -> [UInt8]? {
        guard !state.pointee.failed else { return nil }
        while state.pointee.open.count > 0 { close() }
        return state.pointee.sink.array()
    }

    /// Whether the top level wrote anything.
    var wroteValue: Bool {
        if case .open = state.pointee.slot { return false }
        return true
    }
}

extension StreamEncoder: SingleValueEncodingContainer {
    func encodeNil() throws { if takeSlot() { writeStatic("null") } }
    func encode(_ value: Bool) throws { if takeSlot() { writeStatic(value ? "true" : "false") } }
    func encode(_ value: String) throws { if takeSlot() { writeString(value) } }
    func encode(_ value: Double) throws { try encodeFloating(value) }
    func encode(_ value: Float) throws { try encodeFloating(value) }

    private func encodeFloating<F: JSONFloatingPoint>(_ value: F) throws {
        try checkFinite(value, label: state.pointee.slotLabel)
        if takeSlot() { writeFloating(value) }
    }
    func encode(_ value: Int) throws { if takeSlot() { writeInteger(value) } }
    func encode(_ value: Int8) throws { if takeSlot() { writeInteger(value) } }
    func encode(_ value: Int16) throws { if takeSlot() { writeInteger(value) } }
    func encode(_ value: Int32) throws { if takeSlot() { writeInteger(value) } }
    func encode(_ value: Int64) throws { if takeSlot() { writeInteger(value) } }
    func encode(_ value: UInt) throws { if takeSlot() { writeInteger(value) } }
    func encode(_ value: UInt8) throws { if takeSlot() { writeInteger(value) } }
    func encode(_ value: UInt16) throws { if takeSlot() { writeInteger(value) } }
    func encode(_ value: UInt32) throws { if takeSlot() { writeInteger(value) } }
    func encode(_ value: UInt64) throws { if takeSlot() { writeInteger(value) } }
    func encode<T: Encodable>(_ value: T) throws { try encodeValue(value) }
}
