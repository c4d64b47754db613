/// Decoding for models that lose nothing: each member is decoded into its typed property when its
/// value fits, and kept as a ``JSONValue`` otherwise (unknown keys, or a documented key with a value
/// of another type), together with the order the members came in.
///
/// From ``PayloadDecoder`` it reads the members straight from the tape; from any other decoder it
/// uses only the public `Decoder` API, so a model decodes alike with Foundation's `JSONDecoder`
/// (which does not keep member order; the order is then unspecified). A decode that records itself
/// (conformance checks) takes the container path too. Both paths give the same model: a test reads
/// every fixture both ways.
struct MemberReader {
    /// Where the members come from.
    private enum Source {
        /// Any decoder's keyed container.
        case container(KeyedDecodingContainer<MemberKey>)
        /// The library's own decoder, read straight from its tape: each key knows its member's
        /// nodes, so nothing is looked up, boxed or copied on the way.
        case tape(TapeDecoder, members: [(key: Int, value: Int)])
    }

    private let source: Source
    /// The keys in document order (each once; for duplicates, the first occurrence).
    let keys: [MemberKey]
    /// Members the typed properties do not hold.
    private(set) var extra = JSONObject()
    /// Number literals of typed members the writer would spell differently.
    private var literals: [String: JSONNumber] = [:]

    init(_ decoder: any Decoder) throws {
        if let tape = decoder as? TapeDecoder, let members = tape.plainMembers() {
            let context = tape.context
            source = .tape(tape, members: members)
            keys = members.indices.map { MemberKey(context.string(at: members[$0].key), position: $0) }
            return
        }
        let container = try decoder.container(keyedBy: MemberKey.self)
        source = .container(container)
        keys = container.allKeys
    }

    /// The member's value as `T`, or `nil` after keeping it in ``extra`` when it is not a `T`.
    mutating func typed<T: Decodable>(_ type: T.Type, _ key: MemberKey) throws -> T? {
        do {
            switch source {
            case .container(let container):
                return try container.decode(T.self, forKey: key)
            case .tape(let decoder, let members):
                let member = members[key.position]
                if T.self == String.self {
                    // The most frequent typed member, read without a trip through `Decodable`.
                    guard let text = try? decoder.string(at: member.value) else { throw Self.notTyped }
                    return unsafeBitCast(text, to: T.self)
                }
                return try decoder.decodeMember(T.self, member)
            }
        } catch is DecodingError {
            try keep(key)
            return nil
        }
    }

    /// A number member as `T`, or `nil` after keeping it in ``extra`` when it is not one. Its
    /// literal is remembered when the writer would spell the value differently.
    mutating func number<T: LiteralNumber>(_ type: T.Type, _ key: MemberKey) throws -> T? {
        guard let number = try? literal(key), let value = T(exactly: number) else {
            try keep(key)
            return nil
        }
        if !value.isCanonical(number) { literals[key.stringValue] = number }
        return value
    }

    /// The member's number literal; throws when the member is not a number.
    private func literal(_ key: MemberKey) throws -> JSONNumber {
        switch source {
        case .container(let container):
            return try container.decode(JSONNumber.self, forKey: key)
        case .tape(let decoder, let members):
            let node = members[key.position].value
            guard decoder.context.nodes[node].kind == .number else { throw Self.notTyped }
            return JSONMaterializer.number(at: node, nodes: decoder.context.nodes, bytes: decoder.context.source)
        }
    }

    /// A flag: `true` for the number 1, `false` for 0 (in any spelling, remembered); anything else
    /// is kept in ``extra``.
    mutating func flag(_ key: MemberKey) throws -> Bool? {
        guard let number = try number(Int.self, key) else { return nil }
        guard number == 0 || number == 1 else {
            literals[key.stringValue] = nil
            try keep(key)
            return nil
        }
        return number == 1
    }

    /// The member's value as JSON, not kept.
    func value(_ key: MemberKey) throws -> JSONValue {
        switch source {
        case .container(let container):
            return try container.decode(JSONValue.self, forKey: key)
        case .tape(let decoder, let members):
            return try decoder.decodeMember(JSONValue.self, members[key.position])
        }
    }

    /// The library's decoder and the member's nodes, when the members come from its tape.
    func tapeMember(_ key: MemberKey) -> (decoder: TapeDecoder, member: (key: Int, value: Int))? {
        guard case .tape(let decoder, let members) = source else { return nil }
        return (decoder, members[key.position])
    }

    /// Keeps the member as a JSON value.
    mutating func keep(_ key: MemberKey) throws {
        extra.append(key: key.stringValue, value: try value(key))
    }

    /// What to remember for writing the same bytes back: the member order and literals.
    var memo: CodingMemo {
        var memo = CodingMemo()
        memo.order = keys.map(\.stringValue)
        memo.literals = literals
        return memo
    }

    /// A value that is not of the typed member's type (caught, and the member kept as JSON).
    private static let notTyped = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not typed"))
}

/// A member's key as ``MemberReader`` lists it: its text and, when read from the tape, its place
/// among the reader's members.
struct MemberKey: CodingKey {
    let stringValue: String
    /// The member's index among the reader's tape members; -1 for a key of a keyed container.
    let position: Int

    init(_ text: String, position: Int) {
        stringValue = text
        self.position = position
    }

    init(stringValue: String) { self.init(stringValue, position: -1) }

    var intValue: Int? { nil }

    init?(intValue: Int) { nil }
}

/// Encoding for the same models: members in the remembered order, then typed members set in code
/// (in declaration order), then kept members not placed yet. Flags are written as `1` (or `0`).
struct MemberWriter {
    /// Where the members go.
    private enum Target {
        /// The library's streaming encoder, written to without a box around its container.
        case stream(StreamKeyedContainer<PayloadCodingKey>)
        /// Any other encoder's keyed container.
        case container(KeyedEncodingContainer<PayloadCodingKey>)
    }

    private var target: Target

    init(_ encoder: any Encoder) {
        if let stream = encoder as? StreamEncoder {
            target = .stream(stream.keyedContainer(PayloadCodingKey.self))
        } else {
            target = .container(encoder.container(keyedBy: PayloadCodingKey.self))
        }
    }

    /// Writes a typed member.
    mutating func write<T: Encodable>(_ value: T, _ name: String) throws {
        let key = PayloadCodingKey(stringValue: name)
        switch target {
        case .stream(let stream):
            // Strings, the most frequent typed members, skip the trip through `Encodable`.
            if T.self == String.self {
                try stream.encode(unsafeBitCast(value, to: String.self), forKey: key)
            } else if T.self == JSONValue.self {
                stream.encodeJSON(unsafeBitCast(value, to: JSONValue.self), forKey: key)
            } else {
                try stream.encode(value, forKey: key)
            }
        case .container(var container):
            try container.encode(value, forKey: key)
            target = .container(container)
        }
    }

    /// Writes a number member: as the literal it was decoded with while the value is unchanged.
    mutating func writeNumber<T: LiteralNumber>(_ value: T, _ name: String, memo: CodingMemo) throws {
        if !memo.literals.isEmpty, let literal = memo.literals[name], T(exactly: literal) == value {
            try write(literal, name)
        } else if case .stream(let stream) = target, T.self == Int.self {
            try stream.encode(unsafeBitCast(value, to: Int.self), forKey: PayloadCodingKey(stringValue: name))
        } else if case .stream(let stream) = target, T.self == Int64.self {
            try stream.encode(unsafeBitCast(value, to: Int64.self), forKey: PayloadCodingKey(stringValue: name))
        } else {
            try write(value, name)
        }
    }

    /// Writes a flag as the number 1 or 0 (as decoded, while the value is unchanged).
    mutating func writeFlag(_ value: Bool, _ name: String, memo: CodingMemo) throws {
        try writeNumber(value ? 1 : 0, name, memo: memo)
    }

    /// Writes `members` in order with `value` under `name` among them, before the member at
    /// `position` (`nil`: first; past the end: last). A member of `members` named `name` was set
    /// after the typed value (see ``UntypedMembers``) and is written in its place.
    mutating func write<T: Encodable>(_ members: JSONObject, inserting value: T?, named name: String, at position: Int?)
        throws
    {
        let inserted = members.contains(key: name) ? nil : value
        let insertAt = inserted == nil ? -1 : min(position ?? 0, members.count)
        for (index, member) in members.members.enumerated() {
            if index == insertAt, let inserted { try write(inserted, name) }
            try write(member.value, member.key)
        }
        if insertAt == members.count, let inserted { try write(inserted, name) }
    }

    /// The order to write members in: `remembered` names still present, then the other `present`
    /// typed names, then `extra` keys not placed yet. Names are compared code point by code point,
    /// as JSON keys are: two canonically equivalent keys are two members.
    ///
    /// Each name gets a one-bit signature (``NameSignature``): names with different signatures
    /// differ, so most searches end at a mask test and a model written back unchanged costs about
    /// one comparison a member.
    static func order(remembered: [String], present: [String], extra: JSONObject) -> [String] {
        // The typed names' signatures on the stack: a model's write allocates only its name list.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: present.count) { presentSignatures in
            var names: [String] = []
            names.reserveCapacity(present.count + extra.count)
            var placedMask: UInt64 = 0
            func place(_ name: String, _ signature: UInt64) {
                names.append(name)
                placedMask |= signature
            }
            func isPlaced(_ name: String, _ signature: UInt64) -> Bool {
                placedMask & signature != 0 && names.contains { sameCodePoints($0, name) }
            }
            var presentMask: UInt64 = 0
            for (index, name) in present.enumerated() {
                presentSignatures[index] = NameSignature.of(name)
                presentMask |= presentSignatures[index]
            }
            let extraMask = extra.members.reduce(0) { $0 | NameSignature.of($1.key) }
            // Which typed names the remembered order placed, when there are few enough for bits.
            var placedPresent: UInt64 = 0
            let tracksPresent = present.count <= 64
            for name in remembered {
                let signature = NameSignature.of(name)
                guard !isPlaced(name, signature) else { continue }
                var typed: Int?
                if presentMask & signature != 0 {
                    typed = present.indices.first {
                        presentSignatures[$0] == signature && sameCodePoints(present[$0], name)
                    }
                }
                guard typed != nil || (extraMask & signature != 0 && extra.contains(key: name)) else { continue }
                if let typed, tracksPresent { placedPresent |= 1 << typed }
                place(name, signature)
            }
            for (index, name) in present.enumerated() {
                if tracksPresent && placedPresent & 1 << index != 0 { continue }
                if !isPlaced(name, presentSignatures[index]) { place(name, presentSignatures[index]) }
            }
            for member in extra.members {
                let signature = NameSignature.of(member.key)
                if !isPlaced(member.key, signature) { place(member.key, signature) }
            }
            return names
        }
    }
}

/// A one-bit summary of a name's UTF-8 (its length, first and last bytes): names whose signatures
/// differ are different names, so a mask of signatures rules most names out without comparing.
enum NameSignature {
    static func of(_ name: String) -> UInt64 {
        withUTF8Bytes(of: name, of(utf8:))
    }

    /// The signature of a name's UTF-8 bytes.
    static func of(utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let first = UInt64(utf8.first ?? 0)
        let last = UInt64(utf8.last ?? 0)
        return 1 << ((UInt64(utf8.count) &* 31 &+ first &+ last &* 7) & 63)
    }
}
