import PushPayloads

extension FoundationWalker {
    /// Writes a Foundation value onto a decoding tape as it is walked: no JSON text and no
    /// ``JSONValue`` in between. Members come in the dictionary's own order, which has no meaning
    /// for decoding.
    ///
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form.
    func tape(of value: Any) throws -> JSONTapeBuilder {
        var writer = TapeWriter()
        try walk(value, into: &writer)
        return writer.tape
    }
}

/// Writes a walk onto a decoding tape.
private struct TapeWriter: FoundationVisitor, ~Copyable {
    var tape = JSONTapeBuilder()

    mutating func scalar(_ value: FoundationValue) {
        switch value {
        case .null: tape.writeNull()
        case .bool(let bool): tape.writeBool(bool)
        case .string(let string): tape.writeString(string)
        case .integer(let integer): tape.writeInteger(integer)
        case .unsigned(let unsigned): tape.writeInteger(unsigned)
        case .double(let double): tape.writeDouble(double)
        case .number(let number): tape.writeNumber(number)
        case .array, .object: break
        }
    }

    mutating func beginArray(count: Int) { tape.beginArray() }
    mutating func beginObject(count: Int) { tape.beginObject() }
    mutating func key(_ key: String) { tape.writeKey(key) }
    mutating func end() { tape.endContainer() }
}
