/// A keyed container of the streaming encoder: each member is written as it is encoded.
struct StreamKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamEncoder
    let id: Int32
    /// Whether the key strategy applies (not to a dictionary's keys).
    let convertsKeys: Bool

    var codingPath: [any CodingKey] { encoder.codingPath }

    @inline(__always)
    private func begin(_ key: Key) -> String? {
        let name = encoder.options.jsonKey(key, converts: convertsKeys)
        return encoder.beginMember(of: id, key: name) ? name : nil
    }

    func encodeNil(forKey key: Key) throws { if begin(key) != nil { encoder.writeStatic("null") } }
    func encode(_ value: Bool, forKey key: Key) throws {
        if begin(key) != nil { encoder.writeStatic(value ? "true" : "false") }
    }
    func encode(_ value: String, forKey key: Key) throws { if begin(key) != nil { encoder.writeString(value) } }
    func encode(_ value: Double, forKey key: Key) throws {
        try encoder.checkFinite(value, label: .key(encoder.options.jsonKey(key, converts: convertsKeys)))
        if begin(key) != nil { encoder.writeFloating(value) }
    }
    func encode(_ value: Float, forKey key: Key) throws {
        try encoder.checkFinite(value, label: .key(encoder.options.jsonKey(key, converts: convertsKeys)))
        if begin(key) != nil { encoder.writeFloating(value) }
    }
    func encode(_ value: Int, forKey key: Key) throws { if begin(key) != nil { encoder.writeInteger(value) } }
    func encode(_ value: Int8, forKey key: Key) throws { if begin(key) != nil { encoder.writeInteger(value) } }
    func encode(_ value: Int16, forKey key: Key) throws { if begin(key) != nil { encoder.writeInteger(value) } }
    func encode(_ value: Int32, forKey key: Key) throws { if begin(key) != nil { encoder.writeInteger(value) } }
    func encode(_ value: Int64, forKey key: Key) throws { if begin(key) != nil { encoder.writeInteger(value) } }
    func encode(_ value: UInt, forKey key: Key) throws { if begin(key) != nil { encoder.writeInteger(value) } }
    func encode(_ value: UInt8, forKey key: Key) throws { if begin(key) != nil { encoder.writeInteger(value) } }
    func encode(_ value: UInt16, forKey key: Key) throws {
        if begin(key) != nil { encoder.writeInteger(value) }
    }
    func encode(_ value: UInt32, forKey key: Key) throws {
        if begin(key) != nil { encoder.writeInteger(value) }
    }
    func encode(_ value: UInt64, forKey key: Key) throws {
        if begin(key) != nil { encoder.writeInteger(value) }
    }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        guard let name = begin(key) else { return }
        try encoder.encodeNested(value, label: .key(name))
    }

    /// Writes a JSON value member whole, as ``encode(_:forKey:)`` does, without its generic trip.
    func encodeJSON(_ value: JSONValue, forKey key: Key) {
        if begin(key) != nil { encoder.writeJSON(value) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let id = begin(key).map { encoder.openNested(isObject: true, label: .key($0)) } ?? -1
        return KeyedEncodingContainer(StreamKeyedContainer<NestedKey>(encoder: encoder, id: id, convertsKeys: true))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let id = begin(key).map { encoder.openNested(isObject: false, label: .key($0)) } ?? -1
        return StreamUnkeyedContainer(encoder: encoder, id: id)
    }

    func superEncoder() -> any Encoder {
        encoder.fail()
        return encoder
    }

    func superEncoder(forKey key: Key) -> any Encoder {
        encoder.fail()
        return encoder
    }
}

/// An unkeyed container of the streaming encoder.
struct StreamUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StreamEncoder
    let id: Int32
    private(set) var count = 0

    init(encoder: StreamEncoder, id: Int32) {
        self.encoder = encoder
        self.id = id
    }

    var codingPath: [any CodingKey] { encoder.codingPath }

    @inline(__always)
    private mutating func begin() -> Bool {
        guard encoder.beginElement(of: id) != nil else { return false }
        count += 1
        return true
    }

    mutating func encodeNil() throws { if begin() { encoder.writeStatic("null") } }
    mutating func encode(_ value: Bool) throws { if begin() { encoder.writeStatic(value ? "true" : "false") } }
    mutating func encode(_ value: String) throws { if begin() { encoder.writeString(value) } }
    mutating func encode(_ value: Double) throws {
        try encoder.checkFinite(value, label: .index(count))
        if begin() { encoder.writeFloating(value) }
    }
    mutating func encode(_ value: Float) throws {
        try encoder.checkFinite(value, label: .index(count))
        if begin() { encoder.writeFloating(value) }
    }
    mutating func encode(_ value: Int) throws { if begin() { encoder.writeInteger(value) } }
    mutating func encode(_ value: Int8) throws { if begin() { encoder.writeInteger(value) } }
    mutating func encode(_ value: Int16) throws { if begin() { encoder.writeInteger(value) } }
    mutating func encode(_ value: Int32) throws { if begin() { encoder.writeInteger(value) } }
    mutating func encode(_ value: Int64) throws { if begin() { encoder.writeInteger(value) } }
    mutating func encode(_ value: UInt) throws { if begin() { encoder.writeInteger(value) } }
    mutating func encode(_ value: UInt8) throws { if begin() { encoder.writeInteger(value) } }
    mutating func encode(_ value: UInt16) throws { if begin() { encoder.writeInteger(value) } }
    mutating func encode(_ value: UInt32) throws { if begin() { encoder.writeInteger(value) } }
    mutating func encode(_ value: UInt64) throws { if begin() { encoder.writeInteger(value) } }
    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = count
        guard begin() else { return }
        try encoder.encodeNested(value, label: .index(index))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let index = count
        let id = begin() ? encoder.openNested(isObject: true, label: .index(index)) : -1
        return KeyedEncodingContainer(StreamKeyedContainer<NestedKey>(encoder: encoder, id: id, convertsKeys: true))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = count
        let id = begin() ? encoder.openNested(isObject: false, label: .index(index)) : -1
        return StreamUnkeyedContainer(encoder: encoder, id: id)
    }

    mutating func superEncoder() -> any Encoder {
        encoder.fail()
        return encoder
    }
}
