import PushPayloads

extension FoundationWalker {
    /// Writes a Foundation value onto a decoding tape as it is walked: no JSON text and no
    /// ``JSONValue`` in between.
    ///
    /// Members go onto the tape in each dictionary's own order, unsorted (the tape is marked so,
    /// and the decoder puts them in ``FoundationMemberOrder`` where their order shows). A walk that
    /// fails is walked again with members sorted, so the error names the same value in every process.
    ///
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form.
    func tape(of value: Any) throws -> JSONTapeBuilder {
        var writer = TapeWriter()
        do {
            try FoundationWalker(strategy: strategy, ordersMembers: false).walk(value, into: &writer)
        } catch {
            var ordered = TapeWriter()
            try FoundationWalker(strategy: strategy, ordersMembers: true).walk(value, into: &ordered)
            throw error
        }
        writer.tape.membersUnordered = true
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
