/// A keyed container writing members into an object node.
struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TreeEncoder
    let object: Int
    /// Whether the key strategy applies (not to a dictionary's keys).
    let convertsKeys: Bool

    var codingPath: [any CodingKey] { encoder.tree.codingPath(to: object) }

    @discardableResult
    private func member(_ key: Key, _ kind: EncodingTree.Kind = .placeholder, text: String = "") -> Int {
        encoder.tree.append(
            to: object, key: encoder.options.jsonKey(key, converts: convertsKeys), kind: kind, text: text)
    }

    func encodeNil(forKey key: Key) throws { member(key, .null) }
    func encode(_ value: Bool, forKey key: Key) throws { member(key, value ? .true : .false) }
    func encode(_ value: String, forKey key: Key) throws { member(key, .string, text: value) }
    func encode(_ value: Double, forKey key: Key) throws { try encoder.setNumber(value, at: member(key)) }
    func encode(_ value: Float, forKey key: Key) throws { try encoder.setNumber(value, at: member(key)) }
    func encode(_ value: Int, forKey key: Key) throws { member(key, .number, text: String(value)) }
    func encode(_ value: Int8, forKey key: Key) throws { member(key, .number, text: String(value)) }
    func encode(_ value: Int16, forKey key: Key) throws { member(key, .number, text: String(value)) }
    func encode(_ value: Int32, forKey key: Key) throws { member(key, .number, text: String(value)) }
    func encode(_ value: Int64, forKey key: Key) throws { member(key, .number, text: String(value)) }
    func encode(_ value: UInt, forKey key: Key) throws { member(key, .number, text: String(value)) }
    func encode(_ value: UInt8, forKey key: Key) throws { member(key, .number, text: String(value)) }
    func encode(_ value: UInt16, forKey key: Key) throws { member(key, .number, text: String(value)) }
    func encode(_ value: UInt32, forKey key: Key) throws { member(key, .number, text: String(value)) }
    func encode(_ value: UInt64, forKey key: Key) throws { member(key, .number, text: String(value)) }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder.encode(value, at: member(key)) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(
            TreeKeyedContainer<NestedKey>(encoder: encoder, object: member(key, .object), convertsKeys: true))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeUnkeyedContainer(encoder: encoder, array: member(key, .array))
    }

    func superEncoder() -> any Encoder {
        let node = encoder.tree.append(to: object, key: "super")
        return TreeEncoder(tree: encoder.tree, options: encoder.options, node: node)
    }

    func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(tree: encoder.tree, options: encoder.options, node: member(key))
    }
}

/// An unkeyed container writing elements into an array node.
struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: TreeEncoder
    let array: Int

    var codingPath: [any CodingKey] { encoder.tree.codingPath(to: array) }
    var count: Int { Int(encoder.tree.nodes[array].count) }

    @discardableResult
    private func element(_ kind: EncodingTree.Kind = .placeholder, text: String = "") -> Int {
        encoder.tree.append(to: array, kind: kind, text: text)
    }

    mutating func encodeNil() throws { element(.null) }
    mutating func encode(_ value: Bool) throws { element(value ? .true : .false) }
    mutating func encode(_ value: String) throws { element(.string, text: value) }
    mutating func encode(_ value: Double) throws { try encoder.setNumber(value, at: element()) }
    mutating func encode(_ value: Float) throws { try encoder.setNumber(value, at: element()) }
    mutating func encode(_ value: Int) throws { element(.number, text: String(value)) }
    mutating func encode(_ value: Int8) throws { element(.number, text: String(value)) }
    mutating func encode(_ value: Int16) throws { element(.number, text: String(value)) }
    mutating func encode(_ value: Int32) throws { element(.number, text: String(value)) }
    mutating func encode(_ value: Int64) throws { element(.number, text: String(value)) }
    mutating func encode(_ value: UInt) throws { element(.number, text: String(value)) }
    mutating func encode(_ value: UInt8) throws { element(.number, text: String(value)) }
    mutating func encode(_ value: UInt16) throws { element(.number, text: String(value)) }
    mutating func encode(_ value: UInt32) throws { element(.number, text: String(value)) }
    mutating func encode(_ value: UInt64) throws { element(.number, text: String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encode(value, at: element()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(
            TreeKeyedContainer<NestedKey>(encoder: encoder, object: element(.object), convertsKeys: true))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeUnkeyedContainer(encoder: encoder, array: element(.array))
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(tree: encoder.tree, options: encoder.options, node: element())
    }
}
