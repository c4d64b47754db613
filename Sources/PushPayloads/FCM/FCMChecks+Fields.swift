/// Where a proto object sits: its key under its parent's place, made into a pointer only when a
/// finding is rendered.
final class PointerPath: Sendable {
    private let parent: PointerPath?
    /// The key node under the parent; for the first object, unused.
    private let key: Int
    /// For the first object: its pointer.
    private let root: JSONPointer

    /// The place of the first object read.
    init(root: JSONPointer) {
        parent = nil
        key = -1
        self.root = root
    }

    /// The place of the member with key node `key` under `parent`.
    init(_ parent: PointerPath, key: Int) {
        self.parent = parent
        self.key = key
        root = JSONPointer()
    }

    /// The pointer, with keys as the document spells them.
    func pointer(in document: JSONDocument) -> JSONPointer {
        guard let parent else { return root }
        return parent.pointer(in: document).appending(key: document.string(at: key))
    }
}

/// A proto object of a message as the checks read it: its members by field, after the field rules.
struct FCMMembers {
    let document: JSONDocument
    /// What it was read as.
    let object: FCMObject
    /// The object's value node.
    let node: Int
    /// Where it sits.
    let path: PointerPath

    /// Its pointer (built on each use: for rendered findings).
    var pointer: JSONPointer { path.pointer(in: document) }
    /// One slot per field the object has (see ``FCMObject/slot(of:)``).
    private var slots: [Slot]

    /// What was read of a field: its first key (`null` members included) and, when given with the
    /// type the field takes, its value.
    private struct Slot {
        var key: Int32 = -1
        var value: Int32 = -1
        var isGiven = false
    }

    init(document: JSONDocument, object: FCMObject, node: Int, path: PointerPath) {
        self.document = document
        self.object = object
        self.node = node
        self.path = path
        slots = Array(repeating: Slot(), count: object.members.count)
    }

    private func slot(_ field: FCMField) -> Slot? {
        object.slot(of: field).map { slots[$0] }
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

    /// The pointer of a field's member, in the spelling the document uses.
    func pointer(_ field: FCMField) -> JSONPointer {
        pointer.appending(key: keyNode(field).map { document.string(at: $0) } ?? field.name)
    }

    /// The string value of a field.
    func string(_ field: FCMField) -> String? {
        self[field].flatMap { document.kind(of: $0.value) == .string ? document.string(at: $0.value) : nil }
    }

    /// Whether a field is a non-empty string.
    func hasText(_ field: FCMField) -> Bool {
        self[field].map { document.isNonEmptyString($0.value) } ?? false
    }

    /// Records the first member of a field, before its value is judged.
    fileprivate mutating func recordKey(_ field: FCMField, _ key: Int) {
        if let index = object.slot(of: field) { slots[index].key = Int32(key) }
    }

    /// Records a field's value: given (not `null`), and typed or not.
    fileprivate mutating func record(_ field: FCMField, _ member: APNsBody.Member, typed: Bool) {
        guard let index = object.slot(of: field) else { return }
        slots[index].isGiven = true
        if typed { slots[index].value = Int32(member.value) }
    }
}

extension FCMChecks {
    /// Reads a proto object: `fcm.unknown-field`, `fcm.duplicate-field-spelling` and
    /// `fcm.field-type` (array elements included); `null` members count as absent (proto3 JSON).
    static func read(_ run: inout ValidationRun, _ node: Int, as object: FCMObject, at path: PointerPath)
        -> FCMMembers
    {
        let document = run.document
        var read = FCMMembers(document: document, object: object, node: node, path: path)
        var pointer: JSONPointer { path.pointer(in: document) }
        for child in document.nodes.children(of: node) {
            let member = APNsBody.Member(key: child.key, value: child.value)
            guard let field = FCMField.table.key(at: child.key, in: document), object.slot(of: field) != nil else {
                reportUnknown(&run, member, in: object, at: path)
                continue
            }
            if let first = read.keyNode(field) {
                let name = document.string(at: child.key)
                // The same spelling twice is `json.duplicate-key`.
                if name != document.string(at: first) {
                    run.report(
                        .fcm.duplicateFieldSpelling,
                        "\"\(name)\" is the same field as \"\(field.name)\" given earlier in \(object.name); keep one spelling",
                        pointer: pointer.appending(key: name), node: child.key)
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
                    pointer: pointer.appending(key: document.string(at: child.key)), node: child.value)
            } else if object.isArrayOfStrings(field) {
                checkStringElements(&run, child.value, field: field, at: PointerPath(path, key: child.key))
            }
            read.record(field, member, typed: typed)
        }
        return read
    }

    private static func reportUnknown(
        _ run: inout ValidationRun, _ member: APNsBody.Member, in object: FCMObject, at path: PointerPath
    ) {
        let document = run.document
        let name = document.string(at: member.key)
        let suggestion = run.rendersFindings ? KeySuggestion.suggest(for: name, among: object.memberNames) : nil
        run.report(
            .fcm.unknownField,
            "\(object.name) has no field \"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
            pointer: path.pointer(in: document).appending(key: name), node: member.key, suggestion: suggestion)
    }

    private static func checkStringElements(
        _ run: inout ValidationRun, _ array: Int, field: FCMField, at path: PointerPath
    ) {
        let document = run.document
        for (index, element) in document.nodes.children(of: array).enumerated()
        where document.kind(of: element.value) != .string {
            run.report(
                .fcm.fieldType,
                "\(field.name)[\(index)] must be a string, found \(document.kind(of: element.value).article)",
                pointer: path.pointer(in: document).appending(index: index), node: element.value)
        }
    }

    /// Reads the proto object a field holds, when it is given as an object.
    static func read(_ run: inout ValidationRun, _ field: FCMField, of parent: FCMMembers) -> FCMMembers? {
        guard let member = parent[field], case .object(let object)? = parent.object.type(of: field) else { return nil }
        return read(&run, member.value, as: object, at: PointerPath(parent.path, key: member.key))
    }
}
