/// What the one walk found of a member (see ``MemberTable/read(_:_:as:)``), in eight bytes: node
/// indexes have 28 bits (``TapeNode/maxCount``), so the state shares the value's word.
struct MemberSlot {
    /// The first key node, in any spelling; -1 when the member is absent.
    let key: Int32
    /// The value node plus one in the low 28 bits (0: none), the state in the top four.
    private let packed: UInt32

    /// An absent member.
    init() {
        key = -1
        packed = 0
    }

    init(key: Int32, value: Int32, state: State) {
        self.key = key
        packed = UInt32(bitPattern: value &+ 1) & Self.valueMask | UInt32(state.rawValue) << 28
    }

    private static let valueMask: UInt32 = 1 << 28 - 1

    /// The value node of that first occurrence; -1 when the member is absent.
    @inline(__always) var value: Int32 { Int32(bitPattern: packed & Self.valueMask) &- 1 }
    @inline(__always) var state: State { State(rawValue: UInt8(truncatingIfNeeded: packed >> 28)) ?? .absent }

    /// How a member was given.
    enum State: UInt8 {
        case absent
        /// `null`, which most readings take for an absent member (``MemberReading/nullIsAbsent``).
        case null
        /// A value not of the member's type, or outside its constraint (reported by the walk).
        case mistyped
        /// A value of the member's type.
        case typed
    }
}

/// The slots of the objects one validation reads, in one allocation: the header is the number of
/// slots taken and how many there are (kept there: `ManagedBuffer.capacity` asks the allocator on
/// each use). Objects take their slots in the order they are read and write them only while they
/// are read, so when the slots run out, the next object takes them from a larger copy and the
/// objects read before keep theirs in the buffer they hold.
final class MemberSlots: ManagedBuffer<(taken: Int, count: Int), MemberSlot> {
    /// Empty slots for the objects of a typical document (an FCM message's tables have about 100
    /// members); 120 keep the allocation under 1 KiB, which the allocator serves from its
    /// per-thread cache.
    static func make(capacity: Int = 120) -> MemberSlots {
        let buffer = unsafeDowncast(create(minimumCapacity: capacity) { _ in (0, 0) }, to: MemberSlots.self)
        buffer.header.count = capacity
        return buffer
    }

    /// Takes `count` fresh slots: the buffer they are in (this one, or a larger copy when this one
    /// is full) and their offset.
    func take(_ count: Int) -> (slots: MemberSlots, first: Int) {
        let (taken, slots) = header
        guard taken + count <= slots else {
            let larger = Self.make(capacity: Swift.max(slots * 2, taken + count))
            larger.withUnsafeMutablePointerToElements { target in
                withUnsafeMutablePointerToElements { target.initialize(from: $0, count: taken) }
            }
            larger.header.taken = taken
            return larger.take(count)
        }
        withUnsafeMutablePointerToElements { ($0 + taken).initialize(repeating: MemberSlot(), count: count) }
        header.taken = taken + count
        return (self, taken)
    }

    subscript(offset: Int) -> MemberSlot {
        @inline(__always) get { withUnsafeMutablePointerToElements { $0[offset] } }
        set { withUnsafeMutablePointerToElements { $0[offset] = newValue } }
    }
}

/// An object of a document as the checks read it: each member of its table by key, as the one walk
/// (``MemberTable/read(_:_:as:)``) found it. For a member given more than once, the first
/// occurrence is the member.
struct ObjectMembers<Key: WireKey> {
    let document: JSONDocument
    /// The table it was read as.
    let table: MemberTable<Key>
    /// The object's value node.
    let node: Int
    /// Its members without a key in the table, in order: how many, and the first one.
    private(set) var unknownCount = 0
    private(set) var firstUnknown: APNsBody.Member?
    /// One slot per member of the table, from `first` in `slots`.
    let slots: MemberSlots
    private let first: Int

    /// The object at `node`, to be read as `table` into fresh slots of `slots`.
    init(document: JSONDocument, table: MemberTable<Key>, node: Int, slots: (slots: MemberSlots, first: Int)) {
        self.document = document
        self.table = table
        self.node = node
        (self.slots, first) = slots
    }

    /// Its pointer, found from its node (on each use: for rendered findings).
    var pointer: JSONPointer { document.pointer(ofNode: node).pointer }

    @inline(__always)
    private func slot(_ key: Key) -> MemberSlot? {
        table.slot(of: key).map { slots[first + $0] }
    }

    /// The member, when it is given with a value of its type (not `null`).
    @inline(__always)
    subscript(key: Key) -> APNsBody.Member? {
        guard let slot = slot(key), slot.state == .typed else { return nil }
        return APNsBody.Member(key: Int(slot.key), value: Int(slot.value))
    }

    /// The member, when it is given with a value of its type or `null`.
    func typedOrNull(_ key: Key) -> APNsBody.Member? {
        guard let slot = slot(key), slot.state == .typed || slot.state == .null else { return nil }
        return APNsBody.Member(key: Int(slot.key), value: Int(slot.value))
    }

    /// The member's first occurrence, whatever its value.
    @inline(__always)
    func first(_ key: Key) -> APNsBody.Member? {
        guard let slot = slot(key), slot.state != .absent else { return nil }
        return APNsBody.Member(key: Int(slot.key), value: Int(slot.value))
    }

    /// Whether the member is given at all, `null` included.
    @inline(__always)
    func isPresent(_ key: Key) -> Bool { (slot(key)?.state ?? .absent) != .absent }

    /// Whether the member is given with a value (not `null`), whatever its type.
    func isGiven(_ key: Key) -> Bool {
        guard let state = slot(key)?.state else { return false }
        return state == .typed || state == .mistyped
    }

    /// The key node of the member's first occurrence (`null` ones included).
    @inline(__always)
    func keyNode(_ key: Key) -> Int? { first(key)?.key }

    /// The pointer of the member, in the spelling the document uses (for a member not given, its
    /// name under the object's pointer).
    func pointer(_ key: Key) -> JSONPointer {
        keyNode(key).map { document.pointer(ofNode: $0).pointer } ?? pointer.appending(key: key.name)
    }

    /// The member's string value.
    func string(_ key: Key) -> String? {
        self[key].flatMap { document.kind(of: $0.value) == .string ? document.string(at: $0.value) : nil }
    }

    /// Whether the member is a non-empty string.
    func hasText(_ key: Key) -> Bool {
        self[key].map { document.isNonEmptyString($0.value) } ?? false
    }

    /// The members without a key in the table (custom keys), in order.
    var unknownMembers: some Sequence<APNsBody.Member> {
        let (document, table) = (document, table)
        return document.nodes.children(of: node).lazy.filter { child in
            table.member(forKeyAt: child.key, in: document) == nil
        }.map { APNsBody.Member(key: $0.key, value: $0.value) }
    }

    /// Records the first occurrence of a member and how its value was given.
    @inline(__always)
    mutating func record(_ key: Key, _ member: APNsBody.Member, _ state: MemberSlot.State) {
        guard let index = table.slot(of: key) else { return }
        slots[first + index] = MemberSlot(key: Int32(member.key), value: Int32(member.value), state: state)
    }

    /// Records a member without a key in the table.
    mutating func recordUnknown(_ member: APNsBody.Member) {
        if firstUnknown == nil { firstUnknown = member }
        unknownCount += 1
    }
}
