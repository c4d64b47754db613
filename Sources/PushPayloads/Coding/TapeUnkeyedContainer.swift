/// An unkeyed container over an array node, walking its elements through the tape.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    let array: Int
    let base: Int
    let ownSteps: [CodingStep]
    let count: Int?
    private(set) var currentIndex = 0
    /// The node of the element at `currentIndex`.
    private var next: Int

    init(decoder: TapeDecoder, array: Int, base: Int, ownSteps: [CodingStep]) {
        self.decoder = decoder
        self.array = array
        self.base = base
        self.ownSteps = ownSteps
        count = decoder.context.nodes.childCount(of: array)
        next = array + 1
    }

    var codingPath: [any CodingKey] {
        decoder.codingKeys(decoder.path.prefix(base) + ownSteps[...])
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// Reads the next element with the path extended by its index, then moves past it.
    private mutating func read<T>(_ type: Any.Type, _ body: (TapeDecoder, Int) throws -> T) throws -> T {
        guard !isAtEnd else {
            throw try decoder.withPath(base: base, steps: ownSteps, step: nil) {
                decoder.pastEnd(of: array, type: type)
            }
        }
        let node = next
        let value = try decoder.withPath(base: base, steps: ownSteps, step: .element(currentIndex)) {
            try body(decoder, node)
        }
        currentIndex += 1
        next = Int(decoder.context.nodes[node].next)
        return value
    }

    /// Reads the next scalar without touching the path; only a failure builds the full error.
    @inline(__always)
    private mutating func scalar<T>(_ type: Any.Type, _ body: (TapeDecoder, Int) throws -> T) throws -> T {
        guard !isAtEnd else {
            throw try decoder.withPath(base: base, steps: ownSteps, step: nil) {
                decoder.pastEnd(of: array, type: type)
            }
        }
        let node = next
        do {
            let value = try body(decoder, node)
            currentIndex += 1
            next = Int(decoder.context.nodes[node].next)
            return value
        } catch let problem as ScalarProblem {
            throw try decoder.withPath(base: base, steps: ownSteps, step: .element(currentIndex)) {
                decoder.decodingError(problem, at: node)
            }
        }
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else {
            throw try decoder.withPath(base: base, steps: ownSteps, step: nil) {
                decoder.pastEnd(of: array, type: Never?.self)
            }
        }
        guard decoder.context.nodes[next].kind == .null else { return false }
        currentIndex += 1
        next = Int(decoder.context.nodes[next].next)
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) { try $0.bool(at: $1) } }
    mutating func decode(_ type: String.Type) throws -> String { try scalar(type) { try $0.string(at: $1) } }
    mutating func decode(_ type: Double.Type) throws -> Double {
        try scalar(type) { try $0.floating(Double.self, at: $1) }
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        try scalar(type) { try $0.floating(Float.self, at: $1) }
    }
    mutating func decode(_ type: Int.Type) throws -> Int { try scalar(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) { try $0.integer(type, at: $1) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) { try $0.unwrap(type, at: $1) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let base = base
        return try read(KeyedDecodingContainer<NestedKey>.self) { decoder, node in
            guard decoder.context.nodes[node].kind == .object else {
                throw decoder.mismatch(expected: "an object", at: node)
            }
            let steps = Array(decoder.path[min(base, decoder.path.count)...])
            return KeyedDecodingContainer(
                TapeKeyedContainer<NestedKey>(decoder: decoder, object: node, base: base, ownSteps: steps))
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let base = base
        return try read((any UnkeyedDecodingContainer).self) { decoder, node in
            guard decoder.context.nodes[node].kind == .array else {
                throw decoder.mismatch(expected: "an array", at: node)
            }
            let steps = Array(decoder.path[min(base, decoder.path.count)...])
            return TapeUnkeyedContainer(decoder: decoder, array: node, base: base, ownSteps: steps)
        }
    }

    mutating func superDecoder() throws -> any Decoder {
        try read((any Decoder).self) { decoder, node in
            TapeDecoder(context: decoder.context, node: node, path: decoder.path)
        }
    }
}
