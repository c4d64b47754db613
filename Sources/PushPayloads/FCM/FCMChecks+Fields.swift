/// The slots of every proto object one check reads, in one buffer: a message's objects cost one
/// allocation, not one each. Objects take their slots in the order they are read; a read object's
/// slots stay where they are (they are found by offset, so the buffer may move when it grows).
final class FCMSlots {
    // Read and written one object at a time by one check: no dynamic exclusivity checks needed.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<FCMMembers.Slot>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var count = 0

    /// Room for the objects of a typical message (every table's members, about 100), grown on demand.
    init(capacity: Int = 128) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Takes `count` fresh slots; their offset.
    func take(_ slots: Int) -> Int {
        if count + slots > capacity {
            let grown = Swift.max(capacity * 2, count + slots)
            let moved = UnsafeMutablePointer<FCMMembers.Slot>.allocate(capacity: grown)
            moved.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = moved
            capacity = grown
        }
        (storage + count).initialize(repeating: FCMMembers.Slot(), count: slots)
        defer { count += slots }
        return count
    }

    subscript(offset: Int) -> FCMMembers.Slot {
        get { storage[offset] }
        set { storage[offset] = newValue }
    }
}

/// A proto object of a message as the checks read it: its members by field, after the field rules.
struct FCMMembers {
    let document: JSONDocument
    /// What it was read as.
    let object: FCMObject
    /// The object's value node.
    let node: Int

    /// Its pointer, found from its node (on each use: for rendered findings).
    var pointer: JSONPointer { document.pointer(ofNode: node).pointer }
    /// One slot per field the object has (see ``FCMObject/slot(of:)``), from `first` in `slots`.
    private let slots: FCMSlots
    private let first: Int

    /// What was read of a field: its first key (`null` members included) and, when given with the
    /// type the field takes, its value.
    struct Slot {
        var key: Int32 = -1
        var value: Int32 = -1
        var isGiven = false
    }

    init(document: JSONDocument, object: FCMObject, node: Int, slots: FCMSlots) {
        self.document = document
        self.object = object
        self.node = node
        self.slots = slots
        first = slots.take(object.members.count)
    }

    private func slot(_ field: FCMField) -> Slot? {
        object.slot(of: field).map { slots[first + $0] }
    }

    /// The member of a field, when it is given with the type the field takes.
    subscript(field: FCMField) -> APNsBody.Member? {
        guard let slot = slot(field), slot.value >= 0 else { return nil }
        return APNsBody.Member(key: Int(slot.key), value: Int(slot.value))
    }

    /// Whether the field is given (not `null`), whatever its type.
    func isGiven(_ field: FCMField) -> Bool { slot(field)?.isGiven ?? false }

    /// The key node of a field's first member (`null` ones included).
    func keyNode(_ field: FCMField) -> Int? {
        guard let slot = slot(field), slot.key >= 0 else { return nil }
        return Int(slot.key)
    }

    /// The pointer of a field's member, in the spelling the document uses (for a field not given,
    /// its name under the object's pointer).
    func pointer(_ field: FCMField) -> JSONPointer {
        keyNode(field).map { document.pointer(ofNode: $0).pointer } ?? pointer.appending(key: field.name)
    }

    /// The string value of a field.
    func string(_ field: FCMField) -> String? {
        self[field].flatMap { document.kind(of: $0.value) == .string ? document.string(at: $0.value) : nil }
    }

    /// Whether a field is a non-empty string.
    func hasText(_ field: FCMField) -> Bool {
        self[field].map { document.isNonEmptyString($0.value) } ?? false
    }

    /// The slots a nested object is read into.
    fileprivate var storage: FCMSlots { slots }

    /// Records the first member of a field, before its value is judged.
    fileprivate func recordKey(_ field: FCMField, _ key: Int) {
        if let index = object.slot(of: field) { slots[first + index].key = Int32(key) }
    }

    /// Records a field's value: given (not `null`), and typed or not.
    fileprivate func record(_ field: FCMField, _ member: APNsBody.Member, typed: Bool) {
        guard let index = object.slot(of: field) else { return }
        slots[first + index].isGiven = true
        if typed { slots[first + index].value = Int32(member.value) }
    }
}

extension FCMChecks {
    /// Reads a proto object: `fcm.unknown-field`, `fcm.duplicate-field-spelling` and
    /// `fcm.field-type` (array elements included); `null` members count as absent (proto3 JSON).
    static func read(
        _ run: inout ValidationRun, _ node: Int, as object: FCMObject, into slots: FCMSlots
    ) -> FCMMembers {
        let document = run.document
        let read = FCMMembers(document: document, object: object, node: node, slots: slots)
        for child in document.nodes.children(of: node) {
            let member = APNsBody.Member(key: child.key, value: child.value)
            guard let field = FCMField.table.key(at: child.key, in: document), object.slot(of: field) != nil else {
                reportUnknown(&run, member, in: object)
                continue
            }
            if let first = read.keyNode(field) {
                let name = document.string(at: child.key)
                // The same spelling twice is `json.duplicate-key`.
                if name != document.string(at: first) {
                    run.report(
                        .fcm.duplicateFieldSpelling,
                        "\"\(name)\" is the same field as \"\(field.name)\" given earlier in \(object.name); keep one spelling",
                        node: child.key)
                }
                continue
            }
            read.recordKey(field, child.key)
            let kind = document.kind(of: child.value)
            guard kind != .null else { continue }
            let typed = object.accepts(field, child.value, in: document)
            if !typed {
                let expected = object.type(of: field)?.expected ?? ""
                run.report(
                    .fcm.fieldType, "\(object.name).\(field.name) must be \(expected), found \(kind.article)",
                    node: child.value)
            } else if object.isArrayOfStrings(field) {
                checkStringElements(&run, child.value, field: field)
            }
            read.record(field, member, typed: typed)
        }
        return read
    }

    private static func reportUnknown(
        _ run: inout ValidationRun, _ member: APNsBody.Member, in object: FCMObject
    ) {
        let document = run.document
        let name = document.string(at: member.key)
        let suggestion = run.rendersFindings ? KeySuggestion.suggest(for: name, among: object.memberNames) : nil
        run.report(
            .fcm.unknownField,
            "\(object.name) has no field \"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
            node: member.key, suggestion: suggestion)
    }

    private static func checkStringElements(
        _ run: inout ValidationRun, _ array: Int, field: FCMField
    ) {
        let document = run.document
        for (index, element) in document.nodes.children(of: array).enumerated()
        where document.kind(of: element.value) != .string {
            run.report(
                .fcm.fieldType,
                "\(field.name)[\(index)] must be a string, found \(document.kind(of: element.value).article)",
                node: element.value)
        }
    }

    /// Reads the proto object a field holds, when it is given as an object.
    static func read(_ run: inout ValidationRun, _ field: FCMField, of parent: FCMMembers) -> FCMMembers? {
        guard let member = parent[field], case .object(let object)? = parent.object.type(of: field) else { return nil }
        return read(&run, member.value, as: object, into: parent.storage)
    }
}
