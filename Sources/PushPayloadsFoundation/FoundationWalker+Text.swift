import PushPayloads

extension FoundationWalker {
    /// The compact JSON text of a Foundation value, written as it is walked (no ``JSONValue`` in
    /// between). Members come in the dictionary's own order, which has no meaning for decoding.
    ///
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form.
    mutating func jsonBytes(of value: Any) throws -> [UInt8] {
        var builder = JSONTextBuilder()
        try write(value, to: &builder)
        return builder.bytes
    }

    private mutating func write(_ value: Any, to builder: inout JSONTextBuilder) throws {
        switch try classify(value) {
        case .null: builder.writeNull()
        case .bool(let bool): builder.writeBool(bool)
        case .string(let string): builder.writeString(string)
        case .integer(let integer): builder.writeInteger(integer)
        case .unsigned(let unsigned): builder.writeInteger(unsigned)
        case .double(let double): builder.writeDouble(double)
        case .array(let elements):
            builder.beginArray()
            try forEachElement(of: elements) { walker, element in try walker.write(element, to: &builder) }
            builder.endArray()
        case .object(let object):
            builder.beginObject()
            try forEachMember(of: object) { walker, key, element in
                builder.writeKey(key)
                try walker.write(element, to: &builder)
            }
            builder.endObject()
        }
    }
}
