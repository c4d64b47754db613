extension JSONValue: Codable {
    /// The coding key for any object member.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes any JSON value.
    ///
    /// The library's own decoder hands the parsed value over unchanged. A foreign decoder (such as
    /// Foundation's `JSONDecoder`) is asked for `null`, a Boolean, an integer, a `Double`, a string,
    /// an array and an object in turn; there, number literals and member order are whatever that
    /// decoder preserves.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys {
                object.append(key: key.stringValue, value: try keyed.decode(JSONValue.self, forKey: key))
            }
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            if let count = unkeyed.count { elements.reserveCapacity(count) }
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Int64.self) {
            self = .number(JSONNumber(value))
        } else if let value = try? single.decode(UInt64.self) {
            self = .number(JSONNumber(value))
        } else if let value = try? single.decode(Double.self), let number = JSONNumber(value) {
            self = .number(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Encodes the value. Objects are encoded member by member in order; a foreign encoder receives
    /// numbers as `Int64`, `UInt64` or `Double`, whichever holds the literal exactly, else `Double`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if !number.hasFractionOrExponent, let value = number.int64Value {
                try single.encode(value)
            } else if !number.hasFractionOrExponent, let value = number.uint64Value {
                try single.encode(value)
            } else {
                try single.encode(number.doubleValue)
            }
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(element) }
        case .object(let object):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for member in object.members { try keyed.encode(member.value, forKey: AnyKey(stringValue: member.key)) }
        }
    }
}
