/// A proto object of a message as the checks read it: its members by field, after the field rules.
struct FCMMembers {
    let document: JSONDocument
    /// What it was read as.
    let object: FCMObject
    /// The object's value node.
    let node: Int
    /// Its pointer.
    let pointer: JSONPointer
    /// Well-typed members by ``FCMField`` raw value (the first spelling given).
    private var members: [APNsBody.Member?]
    /// Fields given with any value but `null`, wrongly typed ones included.
    private var given: [Bool]
    /// The key node of each field's first member, `null` ones included; -1 when absent.
    fileprivate var firstKeys: [Int]

    init(document: JSONDocument, object: FCMObject, node: Int, pointer: JSONPointer) {
        self.document = document
        self.object = object
        self.node = node
        self.pointer = pointer
        members = Array(repeating: nil, count: FCMField.allCases.count)
        given = Array(repeating: false, count: FCMField.allCases.count)
        firstKeys = Array(repeating: -1, count: FCMField.allCases.count)
    }

    /// The member of a field, when it is given with the type the field takes.
    subscript(field: FCMField) -> APNsBody.Member? { members[field.rawValue] }

    /// Whether the field is given (not `null`), whatever its type.
    func isGiven(_ field: FCMField) -> Bool { given[field.rawValue] }

    /// The key node of a field's first member (`null` ones included).
    func keyNode(_ field: FCMField) -> Int? {
        let key = firstKeys[field.rawValue]
        return key >= 0 ? key : nil
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

    fileprivate mutating func record(_ field: FCMField, _ member: APNsBody.Member, typed: Bool) {
        given[field.rawValue] = true
        if typed { members[field.rawValue] = member }
    }
}

extension FCMChecks {
    /// Reads a proto object: `fcm.unknown-field`, `fcm.duplicate-field-spelling` and
    /// `fcm.field-type` (array elements included); `null` members count as absent (proto3 JSON).
    static func read(_ run: inout ValidationRun, _ node: Int, as object: FCMObject, at pointer: JSONPointer)
        -> FCMMembers
    {
        let document = run.document
        var read = FCMMembers(document: document, object: object, node: node, pointer: pointer)
        for child in document.nodes.children(of: node) {
            let member = APNsBody.Member(key: child.key, value: child.value)
            guard let field = FCMField.table.key(at: child.key, in: document), let type = object.type(of: field) else {
                reportUnknown(&run, member, in: object, at: pointer)
                continue
            }
            let first = read.firstKeys[field.rawValue]
            if first >= 0 {
                let name = document.string(at: child.key)
                // The same spelling twice is `json.duplicate-key`.
                if name != document.string(at: first) {
                    run.report(
                        .fcmDuplicateFieldSpelling,
                        "\"\(name)\" is the same field as \"\(field.name)\" given earlier in \(object.name); keep one spelling",
                        pointer: pointer.appending(key: name), node: child.key)
                }
                continue
            }
            read.firstKeys[field.rawValue] = child.key
            let kind = document.kind(of: child.value)
            guard kind != .null else { continue }
            let typed = type.accepts(kind)
            if !typed {
                run.report(
                    .fcmFieldType, "\(object.name).\(field.name) must be \(type.expected), found \(kind.article)",
                    pointer: pointer.appending(key: document.string(at: child.key)), node: child.value)
            } else if case .strings = type {
                checkStringElements(
                    &run, child.value, field: field, at: pointer.appending(key: document.string(at: child.key)))
            }
            read.record(field, member, typed: typed)
        }
        return read
    }

    private static func reportUnknown(
        _ run: inout ValidationRun, _ member: APNsBody.Member, in object: FCMObject, at pointer: JSONPointer
    ) {
        let name = run.document.string(at: member.key)
        let suggestion = run.rendersFindings ? KeySuggestion.suggest(for: name, among: object.fieldNames) : nil
        run.report(
            .fcmUnknownField,
            "\(object.name) has no field \"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
            pointer: pointer.appending(key: name), node: member.key, suggestion: suggestion)
    }

    private static func checkStringElements(
        _ run: inout ValidationRun, _ array: Int, field: FCMField, at pointer: JSONPointer
    ) {
        let document = run.document
        for (index, element) in document.nodes.children(of: array).enumerated()
        where document.kind(of: element.value) != .string {
            run.report(
                .fcmFieldType,
                "\(field.name)[\(index)] must be a string, found \(document.kind(of: element.value).article)",
                pointer: pointer.appending(index: index), node: element.value)
        }
    }

    /// Reads the proto object a field holds, when it is given as an object.
    static func read(_ run: inout ValidationRun, _ field: FCMField, of parent: FCMMembers) -> FCMMembers? {
        guard let member = parent[field], case .object(let object)? = parent.object.type(of: field) else { return nil }
        return read(&run, member.value, as: object, at: parent.pointer(field))
    }
}
