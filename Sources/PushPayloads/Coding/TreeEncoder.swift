#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `Encoder` that fills an ``EncodingTree``: one instance per top-level encode, moved from
/// node to node. The coding path is read from the tree's parent links only when asked for.
final class TreeEncoder: Encoder {
    let tree: EncodingTree
    let options: PayloadEncoder
    /// The node being written, behind a pointer (no exclusivity bookkeeping per step).
    private let current: UnsafeMutablePointer<Int>

    init(tree: EncodingTree, options: PayloadEncoder, node: Int) {
        self.tree = tree
        self.options = options
        current = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        current.initialize(to: node)
    }

    deinit {
        current.deallocate()
    }

    var node: Int {
        get { current.pointee }
        set { current.pointee = newValue }
    }

    var codingPath: [any CodingKey] { tree.codingPath(to: node) }
    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object = claim(.object)
        // A dictionary's members come out in sorted key order, and its keys are not converted.
        let isDictionary = ObjectIdentifier(Key.self) == DictionaryKeyProbe.keyType
        if isDictionary { tree.nodes[object].sortsKeys = true }
        return KeyedEncodingContainer(
            TreeKeyedContainer<Key>(encoder: self, object: object, convertsKeys: !isDictionary))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeUnkeyedContainer(encoder: self, array: claim(.array))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// Makes the current node a container of `kind`, or reuses it if it already is one. A node that
    /// already holds something else is a misuse, recorded and reported when encoding ends.
    private func claim(_ kind: EncodingTree.Kind) -> Int {
        let existing = tree.nodes[node].kind
        if existing == .placeholder {
            tree.nodes[node].kind = kind
        } else if existing != kind {
            tree.record(
                "a \(kind == .object ? "keyed" : "unkeyed") container was requested where a value was already encoded",
                at: node)
            return tree.append(to: 0)
        }
        return node
    }

    // MARK: Values

    /// Writes a scalar into the current node.
    func setScalar(_ kind: EncodingTree.Kind, text: String = "") {
        guard tree.nodes[node].kind == .placeholder else {
            return tree.record("a single value was encoded twice at the same place", at: node)
        }
        tree.nodes[node].kind = kind
        tree.nodes[node].text = text
    }

    /// Encodes `value` into `node`, then returns to the current node.
    func encode<T: Encodable>(_ value: T, at node: Int) throws {
        let saved = self.node
        self.node = node
        defer { self.node = saved }
        try encodeValue(value)
    }

    /// Encodes `value` into the current node: the types the encoder writes itself first, then the
    /// value's own `Encodable`.
    func encodeValue<T: Encodable>(_ value: T) throws {
        switch try options.special(value, codingPath: { codingPath }) {
        case .json(let json)?: tree.setJSON(json, at: node)
        case .literal(let literal)?: setScalar(.number, text: literal)
        case .string(let string)?: setScalar(.string, text: string)
        case .double(let double)?: try setDouble(double)
        case nil: try value.encode(to: self)
        }
    }

    func setDouble(_ value: Double) throws {
        try setNumber(value, at: node)
    }

    func setFloat(_ value: Float) throws {
        try setNumber(value, at: node)
    }

    /// Writes a finite floating-point number into `node`; NaN and infinities have no JSON form.
    func setNumber<F: JSONFloatingPoint>(_ value: F, at node: Int) throws {
        guard value.isFinite else { throw EncodingError.invalidValue(value, nonFinite(value, at: node)) }
        guard tree.nodes[node].kind == .placeholder else {
            return tree.record("a single value was encoded twice at the same place", at: node)
        }
        tree.nodes[node].kind = .number
        tree.nodes[node].text = value.jsonLiteral
    }

    private func nonFinite(_ value: Any, at node: Int) -> EncodingError.Context {
        EncodingError.Context(
            codingPath: tree.codingPath(to: node), debugDescription: "Unable to encode \(value) in JSON.")
    }

}

extension TreeEncoder: SingleValueEncodingContainer {
    func encodeNil() throws { setScalar(.null) }
    func encode(_ value: Bool) throws { setScalar(value ? .true : .false) }
    func encode(_ value: String) throws { setScalar(.string, text: value) }
    func encode(_ value: Double) throws { try setDouble(value) }
    func encode(_ value: Float) throws { try setFloat(value) }
    func encode(_ value: Int) throws { setScalar(.number, text: String(value)) }
    func encode(_ value: Int8) throws { setScalar(.number, text: String(value)) }
    func encode(_ value: Int16) throws { setScalar(.number, text: String(value)) }
    func encode(_ value: Int32) throws { setScalar(.number, text: String(value)) }
    func encode(_ value: Int64) throws { setScalar(.number, text: String(value)) }
    func encode(_ value: UInt) throws { setScalar(.number, text: String(value)) }
    func encode(_ value: UInt8) throws { setScalar(.number, text: String(value)) }
    func encode(_ value: UInt16) throws { setScalar(.number, text: String(value)) }
    func encode(_ value: UInt32) throws { setScalar(.number, text: String(value)) }
    func encode(_ value: UInt64) throws { setScalar(.number, text: String(value)) }
    func encode<T: Encodable>(_ value: T) throws { try encodeValue(value) }
}

/// Finds, once, the coding key type the standard library's `Dictionary` encodes its `String` and
/// `Int` keys with, so the encoder can recognize a dictionary's container by its key type.
enum DictionaryKeyProbe {
    static let keyType: ObjectIdentifier? = {
        let probe = Probe()
        try? ["k": 0].encode(to: probe)
        return probe.keyType
    }()

    private final class Probe: Encoder, @unchecked Sendable {
        var keyType: ObjectIdentifier?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            keyType = ObjectIdentifier(Key.self)
            return KeyedEncodingContainer(Ignoring<Key>())
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer { IgnoringUnkeyed() }
        func singleValueContainer() -> any SingleValueEncodingContainer { IgnoringUnkeyed() }
    }

    /// Accepts and drops everything (the probe only looks at the keyed container's key type).
    private struct IgnoringUnkeyed: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }
        mutating func encodeNil() throws {}
        mutating func encode<T: Encodable>(_ value: T) throws {}
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            KeyedEncodingContainer(Ignoring<NestedKey>())
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { IgnoringUnkeyed() }
        mutating func superEncoder() -> any Encoder { Probe() }
    }

    private struct Ignoring<Key: CodingKey>: KeyedEncodingContainerProtocol {
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            KeyedEncodingContainer(Ignoring<NestedKey>())
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { IgnoringUnkeyed() }
        mutating func superEncoder() -> any Encoder { Probe() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Probe() }
    }
}
