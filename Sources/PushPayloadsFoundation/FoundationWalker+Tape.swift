import PushPayloads

extension FoundationWalker {
    /// Writes a Foundation value onto a decoding tape as it is walked: no JSON text and no
    /// ``JSONValue`` in between. Members come in the dictionary's own order, which has no meaning
    /// for decoding.
    ///
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form.
    func write(_ value: Any, to tape: inout JSONTapeBuilder) throws {
        switch try classify(value) {
        case .null: tape.writeNull()
        case .bool(let bool): tape.writeBool(bool)
        case .string(let string): tape.writeString(string)
        case .integer(let integer): tape.writeInteger(integer)
        case .unsigned(let unsigned): tape.writeInteger(unsigned)
        case .double(let double): tape.writeDouble(double)
        case .array(let elements):
            try checkDepth(tape.depth, value)
            tape.beginArray()
            try forEachElement(of: elements) { element in try write(element, to: &tape) }
            tape.endArray()
        case .object(let object):
            try checkDepth(tape.depth, value)
            tape.beginObject()
            try forEachMember(of: object) { key, element in
                tape.writeKey(key)
                try write(element, to: &tape)
            }
            tape.endObject()
        }
    }
}
