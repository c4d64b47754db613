/// A documented JSON object of a family: its members, each a key of the family's key enum with the
/// JSON type it takes, in the vendor's order.
///
/// The one member-table design of the package. A family names every key of its objects once, in
/// a ``WireKey`` enum (wire name, and other spellings it is read by), and describes each object
/// as a table of those keys: the key and type checks read ``type(of:)`` and ``slot(of:)``, the
/// unknown-key suggestions ``memberNames``, and the schema builders ``members`` and ``reachable``.
final class MemberTable<Key: WireKey>: Sendable {
    /// The object's name in messages (`AndroidNotification`, `aps`).
    let name: String
    /// What an array of these objects is called in a message (`categories`).
    let plural: String
    /// The members in the object's own order, with their types.
    let members: [(key: Key, type: MemberType<Key>)]
    /// Each member's type, by key raw value; `nil` for keys the object does not have.
    private let types: [MemberType<Key>?]
    /// Each member's ``MemberType/acceptance``, by key raw value, so that a check judges a value
    /// without copying its type.
    private let acceptance: [MemberType<Key>.Acceptance]
    /// Each member's place among the object's own members, by key raw value; -1 for keys the
    /// object does not have.
    private let slots: [Int8]
    /// The members' wire names, for suggestions.
    let memberNames: [String]
    /// The members the object must have, in the table's order.
    let required: [Key]
    /// For a key that is another spelling of a member (see ``init(_:plural:_:aliases:)``), that
    /// member's key raw value, by the alias's raw value; -1 for the others.
    private let aliasOf: [Int]
    /// Whether keys outside the table are the app's own (custom keys, kept and not reported).
    let isOpen: Bool
    /// Each member's ``ValueConstraint``, by key raw value.
    private let constraints: [ValueConstraint?]

    /// A table of `members`, of which the object must have `required`; `aliases` are keys the
    /// object is also read by, each standing for a member (the vendor's SDK reads its Swift
    /// property names as the wire keys), which the family's rules report; keys outside an `open`
    /// table are the app's own. `constraints` are value constraints of members beside their type
    /// (a range of a number): judged once the type accepts the value, and stated by the schema
    /// with it.
    init(
        _ name: String, plural: String? = nil, _ members: [(Key, MemberType<Key>)], required: [Key] = [],
        constraints: [(Key, ValueConstraint)] = [], aliases: [(alias: Key, of: Key)] = [], open: Bool = false
    ) {
        self.name = name
        isOpen = open
        self.plural = plural ?? name + " objects"
        var types = [MemberType<Key>?](repeating: nil, count: Key.allCases.count)
        var slots = [Int8](repeating: -1, count: Key.allCases.count)
        for (index, (key, type)) in members.enumerated() {
            types[key.rawValue] = type
            slots[key.rawValue] = Int8(index)
        }
        self.members = members.map { (key: $0.0, type: $0.1) }
        self.types = types
        var constrained = types.map { type -> ValueConstraint? in
            if case .constrained(let constraint)? = type { return constraint }
            return nil
        }
        var acceptance = types.map { $0?.acceptance ?? MemberType<Key>.Acceptance(kinds: 0) }
        for (key, constraint) in constraints {
            precondition(types[key.rawValue] != nil, "a constraint of \(key.name), which \(name) does not have")
            constrained[key.rawValue] = constraint
            acceptance[key.rawValue].isConstrained = true
        }
        self.constraints = constrained
        self.acceptance = acceptance
        self.slots = slots
        memberNames = members.map(\.0.name)
        self.required = members.map(\.0).filter(required.contains)
        var aliasOf = [Int](repeating: -1, count: Key.allCases.count)
        for (alias, key) in aliases { aliasOf[alias.rawValue] = key.rawValue }
        self.aliasOf = aliasOf
    }

    /// The member a key stands for: itself when the object has it, else the member it is an
    /// alias of.
    func member(for key: Key) -> (key: Key, isAlias: Bool)? {
        if slots[key.rawValue] >= 0 { return (key, false) }
        let target = aliasOf[key.rawValue]
        return target >= 0 ? Key(rawValue: target).map { ($0, true) } : nil
    }

    /// The alias a member is also read by, if any.
    func alias(of key: Key) -> Key? {
        aliasOf.firstIndex(of: key.rawValue).flatMap(Key.init(rawValue:))
    }

    /// The place of a member among the object's own members, if it has it.
    @inline(__always)
    func slot(of key: Key) -> Int? {
        let slot = slots[key.rawValue]
        return slot >= 0 ? Int(slot) : nil
    }

    /// The type of a member, if the object has it.
    func type(of key: Key) -> MemberType<Key>? { types[key.rawValue] }

    /// Whether the value at `node` is of the member's type (``MemberType/accepts(_:in:)``);
    /// `false` for a key the object does not have.
    @inline(__always)
    func accepts(_ key: Key, _ node: Int, in document: JSONDocument) -> Bool {
        acceptance[key.rawValue].accepts(node, in: document)
    }

    /// Whether the object at `node` is one of this table's through and through: each member it has
    /// holds its type (``MemberType/holds(_:in:)``, every occurrence), and the required ones are
    /// given. Keys outside the table are not judged.
    func admits(_ node: Int, in document: JSONDocument) -> Bool {
        guard document.kind(of: node) == .object else { return false }
        for child in document.nodes.children(of: node) {
            guard let (key, _) = member(forKeyAt: child.key, in: document) else { continue }
            guard types[key.rawValue]?.holds(child.value, in: document) ?? true else { return false }
        }
        return required.allSatisfy { key in
            document.nodes.children(of: node).contains { member(forKeyAt: $0.key, in: document)?.key == key }
        }
    }

    /// The member's value constraint, if it has one.
    @inline(__always)
    func constraint(of key: Key) -> ValueConstraint? { constraints[key.rawValue] }

    /// What the member accepts, as bits (see ``MemberType/Acceptance``).
    @inline(__always)
    func acceptance(of key: Key) -> MemberType<Key>.Acceptance { acceptance[key.rawValue] }

    /// This table and every table its members hold (in objects or arrays), each once, depth first.
    var reachable: [MemberTable] {
        var found: [MemberTable] = []
        func visit(_ table: MemberTable) {
            guard !found.contains(where: { $0 === table }) else { return }
            found.append(table)
            for member in table.members {
                if let inner = member.type.table { visit(inner) }
            }
        }
        visit(self)
        return found
    }
}

/// What a member holds on the wire: the type vocabulary of every family's member tables.
///
/// Whether `null` is accepted, and what it means, is the family's: proto3 JSON reads it as absent,
/// the Altcraft SDK as an absent optional, and APNs reports it.
enum MemberType<Key: WireKey>: Sendable {
    case string, number, boolean
    /// A number without a fraction.
    case integer
    /// A documented object, described by its own table.
    case object(MemberTable<Key>)
    /// An object with keys of its own (`apns.payload`, Altcraft's custom `fields`).
    case freeForm
    /// An object whose values are strings (`data`, `headers`).
    case map
    /// An array of values of one type.
    indirect case array(MemberType<Key>)
    /// A value of any of the types (`alert`: a string or an object; FingerPush's `msgTag`: a
    /// string or an integer).
    case oneOf([MemberType<Key>])
    /// A proto3 enum: a name, or an integer in `0..<names.count`.
    case protoEnum(ProtoEnum)
    /// Any value: a rule of its own judges it (the APNs flags, a colour, an HTTP status).
    case ruled(Rule)
    /// Any value: the constraint judges it, the walk reports it and the schema states it.
    case constrained(ValueConstraint)

    /// The table of the objects it holds, alone or in an array.
    var table: MemberTable<Key>? {
        switch self {
        case .object(let table): table
        case .array(let element): element.table
        default: nil
        }
    }

    /// The type in a message: "a string", "an array of strings".
    var expected: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .integer: "an integer"
        case .boolean: "a boolean"
        case .object, .freeForm, .map: "an object"
        case .array(let element): "an array of " + element.plural
        case .oneOf(let types): types.map(\.expected).joined(separator: " or ")
        case .protoEnum: "a string (the enum's name) or an integer"
        case .ruled, .constrained: "any value"
        }
    }

    /// Several values of the type, in a message.
    private var plural: String {
        switch self {
        case .string: "strings"
        case .number, .integer: "numbers"
        case .boolean: "booleans"
        case .object(let table): table.plural
        default: "values"
        }
    }

    /// Whether the value at `node` is of this type (elements of arrays are checked apart; `null`
    /// is not, see ``MemberType``).
    func accepts(_ node: Int, in document: JSONDocument) -> Bool { acceptance.accepts(node, in: document) }

    /// Whether the value at `node` is of this type through and through: an array's elements, and
    /// an object of a table as the table admits it (``MemberTable/admits(_:in:)``). The depth is the
    /// tables', not the document's.
    func holds(_ node: Int, in document: JSONDocument) -> Bool {
        switch self {
        case .array(let element):
            return document.kind(of: node) == .array
                && document.nodes.children(of: node).allSatisfy { element.holds($0.value, in: document) }
        case .oneOf(let types): return types.contains { $0.holds(node, in: document) }
        case .object(let table): return table.admits(node, in: document)
        default: return accepts(node, in: document)
        }
    }

    /// What the type accepts, as bits the checks test without copying the type.
    struct Acceptance: Sendable {
        /// One bit per ``TapeNode/Kind`` raw value.
        var kinds: UInt8
        /// A number must be an integer (the type takes numbers only as ``MemberType/integer``).
        var integerOnly = false
        /// The kinds a scalar array's elements must be (strings, numbers, booleans), one bit per
        /// ``TapeNode/Kind`` raw value, judged one by one; 0 for other types.
        var elements: UInt8 = 0
        /// Whether an array's elements are the type's to judge (a scalar array's, or objects of a
        /// table): judged whole by ``MemberType/holds(_:in:)``, or one by one when scalar.
        var hasElements = false
        /// A value the member's ``ValueConstraint`` judges.
        var isConstrained = false

        @inline(__always)
        func accepts(_ node: Int, in document: JSONDocument) -> Bool {
            let kind = document.kind(of: node)
            guard kinds & 1 << kind.rawValue != 0 else { return false }
            return !integerOnly || kind != .number || document.value(at: node).numberValue?.isInteger == true
        }
    }

    /// The type's ``Acceptance``.
    var acceptance: Acceptance {
        func bits(_ kinds: TapeNode.Kind...) -> UInt8 { kinds.reduce(0) { $0 | 1 << $1.rawValue } }
        switch self {
        case .string: return Acceptance(kinds: bits(.string))
        case .number: return Acceptance(kinds: bits(.number))
        case .integer: return Acceptance(kinds: bits(.number), integerOnly: true)
        case .boolean: return Acceptance(kinds: bits(.true, .false))
        case .object, .freeForm, .map: return Acceptance(kinds: bits(.object))
        case .array(let element):
            switch element {
            case .string, .number, .boolean:
                return Acceptance(kinds: bits(.array), elements: element.acceptance.kinds, hasElements: true)
            case .object: return Acceptance(kinds: bits(.array), hasElements: true)
            default: return Acceptance(kinds: bits(.array))
            }
        case .oneOf(let types):
            let each = types.map(\.acceptance)
            let anyNumber = each.contains { $0.kinds & bits(.number) != 0 && !$0.integerOnly }
            return Acceptance(
                kinds: each.reduce(0) { $0 | $1.kinds }, integerOnly: !anyNumber && each.contains(where: \.integerOnly),
                elements: each.reduce(0) { $0 | $1.elements }, hasElements: each.contains(where: \.hasElements))
        case .protoEnum: return Acceptance(kinds: bits(.string, .number))
        case .ruled: return Acceptance(kinds: 0x7F)
        case .constrained: return Acceptance(kinds: 0x7F, isConstrained: true)
        }
    }

    /// The JSON Schema `type` names of the type; empty for ``ruled(_:)``.
    var schemaTypes: [String] {
        switch self {
        case .string: ["string"]
        case .number: ["number"]
        case .integer: ["integer"]
        case .boolean: ["boolean"]
        case .object, .freeForm, .map: ["object"]
        case .array: ["array"]
        case .oneOf(let types): types.flatMap(\.schemaTypes)
        case .protoEnum: ["string", "number"]
        case .ruled, .constrained: []
        }
    }

    /// `items` for an array of strings; nothing for the others.
    var schemaItems: JSONObject {
        if case .array(.string) = self { return ["items": ["type": "string"]] }
        return [:]
    }

    /// The schema of a value of the type: its JSON types (with `null` when `nullable`) and an
    /// array's items, described by `rule` (the family's type rule), or a constraint's own schema;
    /// `nil` for ``ruled(_:)``.
    func schema(_ rule: Rule, nullable: Bool) -> JSONObject? {
        if case .ruled = self { return nil }
        if case .constrained(let constraint) = self {
            return nullable ? ["anyOf": [["type": "null"], .object(constraint.schema)]] : constraint.schema
        }
        return JSONSchemaBuilder.type(schemaTypes + (nullable ? ["null"] : []), rule, schemaItems)
    }
}

extension MemberTable {
    /// Each member's name and ``MemberType/schema(_:nullable:)``, in the table's order; members
    /// only their own rules judge are left out.
    func propertySchemas(_ rule: Rule, nullable: Bool) -> [(String, JSONObject)] {
        members.compactMap { member in
            guard var schema = member.type.schema(rule, nullable: nullable) else { return nil }
            if let constraint = besideType(member.key) {
                let stated: JSONValue =
                    nullable ? ["anyOf": [["type": "null"], .object(constraint.schema)]] : .object(constraint.schema)
                schema.append(key: "allOf", value: [stated])
            }
            return (member.key.name, schema)
        }
    }

    /// The value constraint of a member beside its type (``init(_:plural:_:required:constraints:aliases:open:)``),
    /// for a schema to state with the type's.
    func besideType(_ key: Key) -> ValueConstraint? {
        if case .constrained? = type(of: key) { return nil }
        return constraint(of: key)
    }
}

/// A proto3 enum: its names in number order, the SDK spellings it also takes, and the rule a value
/// outside them breaks.
struct ProtoEnum: Sendable {
    let names: [String]
    let aliases: [String]
    let rule: Rule
}
