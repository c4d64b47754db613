/// A keyed container over an object node. Keys are matched against the text's bytes without
/// building strings; an object over 48 members gets an index once its keys have been searched
/// for ``scansBeforeIndex`` times (a type that asks for a few keys of a large object scans it
/// instead, which is cheaper than hashing every member), and any object does when keys are
/// converted from snake case. The first occurrence of a duplicated key wins.
///
/// The container holds the decoder, two integers and, only when it needs them, its own steps and
/// key index in a ``KeyedScope``, so the box `KeyedDecodingContainer` keeps it in is cheap to fill
/// and to free.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: TapeDecoder
    private let objectNode: Int32
    /// How many steps of the decoder's path lead to this container's scope.
    private let baseCount: Int32
    /// The steps and index, or `nil` when the container has neither.
    private let scope: KeyedScope?
    /// Up to this many members, keys are found by comparing bytes; beyond it an index is built.
    static var linearLimit: Int { 48 }
    /// How many keys are searched for by scanning a large object before its index is built.
    static var scansBeforeIndex: Int { 8 }

    /// Whether the object at `object` has more than ``linearLimit`` members. A member is at least
    /// two nodes, so an object of at most twice that many nodes is not counted.
    static func exceedsLinearLimit(_ nodes: UnsafeBufferPointer<TapeNode>, _ object: Int) -> Bool {
        Int(nodes[object].next) - object - 1 > 2 * linearLimit
            && nodes.childCount(of: object, upTo: linearLimit + 1) > linearLimit
    }

    init(decoder: TapeDecoder, object: Int, base: Int, ownSteps: [CodingStep]) {
        self.decoder = decoder
        objectNode = Int32(truncatingIfNeeded: object)
        baseCount = Int32(truncatingIfNeeded: base)
        let context = decoder.context
        let converts = context.options.keyDecodingStrategy == .convertFromSnakeCase
        let isLarge = !converts && Self.exceedsLinearLimit(context.nodes, object)
        let index = converts ? MemberIndex(object: object, in: context, convertsFromSnakeCase: true) : nil
        scope =
            ownSteps.isEmpty && index == nil && !isLarge
            ? nil : KeyedScope(steps: ownSteps, index: index, indexesLater: isLarge)
        context.observer?.opened(object)
    }

    private var object: Int { Int(objectNode) }
    private var base: Int { Int(baseCount) }
    private var ownSteps: [CodingStep] { scope?.steps ?? [] }
    /// The index, built now if the object is large and has been scanned enough (or `always`).
    @inline(__always)
    private func index(always: Bool = false) -> MemberIndex? {
        guard let scope else { return nil }
        return index(in: scope, always: always)
    }

    private func index(in scope: KeyedScope, always: Bool) -> MemberIndex? {
        if let index = scope.index { return index }
        guard scope.indexesLater, always || scope.scans >= Self.scansBeforeIndex else {
            scope.scans += 1
            return nil
        }
        let built = MemberIndex(object: object, in: decoder.context, convertsFromSnakeCase: false)
        scope.index = built
        return built
    }

    var codingPath: [any CodingKey] {
        decoder.codingKeys(decoder.path.prefix(base) + ownSteps[...])
    }

    var allKeys: [Key] {
        let context = decoder.context
        context.observer?.listedAllKeys(of: object)
        var listed = context.firstOccurrences(in: object, index: index(always: true)).map {
            context.string(at: $0.key)
        }
        // A tape written in no particular order lists its keys in the one key order, by the wire
        // key, as an encoded dictionary is written.
        if context.ordersMembers { listed.sort { KeyByteOrder.precedes($0, $1) } }
        let converts = context.options.keyDecodingStrategy == .convertFromSnakeCase
        return listed.compactMap { Key(stringValue: converts ? SnakeCase.toCamelCase($0) : $0) }
    }

    @inline(__always)
    private func find(_ key: Key) -> (key: Int, value: Int)? {
        let context = decoder.context
        let member: (key: Int, value: Int)?
        if let index = index() {
            member = index.member(named: key.stringValue, in: context)
        } else {
            member = context.member(named: key.stringValue, in: object)
        }
        if let observer = context.observer { observer.looked(up: key.stringValue, in: object, found: member?.key) }
        return member
    }

    func contains(_ key: Key) -> Bool {
        find(key) != nil
    }

    /// Reads the member for `key` with the path extended by it; a missing key is `keyNotFound`.
    @inline(__always)
    private func read<T>(_ key: Key, _ body: (TapeDecoder, Int) throws -> T) throws -> T {
        guard let member = find(key) else {
            throw try decoder.withPath(base: base, steps: ownSteps, step: nil) { decoder.missing(key, in: object) }
        }
        return try decoder.withPath(base: base, steps: ownSteps, step: .member(member.key)) {
            try body(decoder, member.value)
        }
    }

    /// Reads a scalar member without touching the path; only a failure builds the full error.
    @inline(__always)
    private func scalar<T>(_ key: Key, _ body: (TapeDecoder, Int) throws -> T) throws -> T {
        guard let member = find(key) else {
            throw try decoder.withPath(base: base, steps: ownSteps, step: nil) { decoder.missing(key, in: object) }
        }
        do {
            return try body(decoder, member.value)
        } catch let problem as ScalarProblem {
            throw try decoder.withPath(base: base, steps: ownSteps, step: .member(member.key)) {
                decoder.decodingError(problem, at: member.value)
            }
        }
    }

    /// Like `scalar`, but `nil` for a missing key or a `null` value.
    @inline(__always)
    private func scalarIfPresent<T>(_ key: Key, _ body: (TapeDecoder, Int) throws -> T) throws -> T? {
        guard let member = find(key), decoder.context.nodes[member.value].kind != .null else { return nil }
        do {
            return try body(decoder, member.value)
        } catch let problem as ScalarProblem {
            throw try decoder.withPath(base: base, steps: ownSteps, step: .member(member.key)) {
                decoder.decodingError(problem, at: member.value)
            }
        }
    }

    /// Like `read`, but `nil` for a missing key or a `null` value.
    private func readIfPresent<T>(_ key: Key, _ body: (TapeDecoder, Int) throws -> T) throws -> T? {
        guard let member = find(key), decoder.context.nodes[member.value].kind != .null else { return nil }
        return try decoder.withPath(base: base, steps: ownSteps, step: .member(member.key)) {
            try body(decoder, member.value)
        }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try read(key) { decoder, node in decoder.context.nodes[node].kind == .null }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key) { try $0.bool(at: $1) } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key) { try $0.string(at: $1) } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try scalar(key) { try $0.floating(Double.self, at: $1) }
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try scalar(key) { try $0.floating(Float.self, at: $1) }
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key) { try $0.integer(type, at: $1) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key) { try $0.integer(type, at: $1) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try scalar(key) { try $0.integer(type, at: $1) }
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try scalar(key) { try $0.integer(type, at: $1) }
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try scalar(key) { try $0.integer(type, at: $1) }
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key) { try $0.integer(type, at: $1) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try scalar(key) { try $0.integer(type, at: $1) }
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try scalar(key) { try $0.integer(type, at: $1) }
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try scalar(key) { try $0.integer(type, at: $1) }
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try scalar(key) { try $0.integer(type, at: $1) }
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try read(key) { try $0.unwrap(type, at: $1) }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try scalarIfPresent(key) { try $0.bool(at: $1) }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try scalarIfPresent(key) { try $0.string(at: $1) }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try scalarIfPresent(key) { try $0.floating(Double.self, at: $1) }
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try scalarIfPresent(key) { try $0.floating(Float.self, at: $1) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try scalarIfPresent(key) { try $0.integer(type, at: $1) }
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try scalarIfPresent(key) { try $0.integer(type, at: $1) }
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try scalarIfPresent(key) { try $0.integer(type, at: $1) }
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try scalarIfPresent(key) { try $0.integer(type, at: $1) }
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try scalarIfPresent(key) { try $0.integer(type, at: $1) }
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try scalarIfPresent(key) { try $0.integer(type, at: $1) }
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try scalarIfPresent(key) { try $0.integer(type, at: $1) }
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try scalarIfPresent(key) { try $0.integer(type, at: $1) }
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try scalarIfPresent(key) { try $0.integer(type, at: $1) }
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try scalarIfPresent(key) { try $0.integer(type, at: $1) }
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try readIfPresent(key) { try $0.unwrap(type, at: $1) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try read(key) { decoder, node in
            guard decoder.context.nodes[node].kind == .object else {
                throw decoder.mismatch(expected: "an object", at: node)
            }
            let steps = Array(decoder.path[min(base, decoder.path.count)...])
            return KeyedDecodingContainer(
                TapeKeyedContainer<NestedKey>(decoder: decoder, object: node, base: base, ownSteps: steps))
        }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try read(key) { decoder, node in
            guard decoder.context.nodes[node].kind == .array else {
                throw decoder.mismatch(expected: "an array", at: node)
            }
            let steps = Array(decoder.path[min(base, decoder.path.count)...])
            return TapeUnkeyedContainer(decoder: decoder, array: node, base: base, ownSteps: steps)
        }
    }

    func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else {
            let context = DecodingError.Context(
                codingPath: codingPath, debugDescription: "\(Key.self) has no key \"super\"")
            throw DecodingError.dataCorrupted(context)
        }
        return try superDecoder(forKey: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try read(key) { decoder, node in TapeDecoder(context: decoder.context, node: node, path: decoder.path) }
    }
}

/// What few keyed containers need beyond their object: the steps from their scope to the object
/// (nested containers) and an index of their keys (large objects, converted keys).
final class KeyedScope {
    let steps: [CodingStep]
    /// The index of the object's keys, once built.
    var index: MemberIndex?
    /// Whether the object is large enough to be indexed after a few scans.
    let indexesLater: Bool
    /// The keys searched for by scanning so far.
    var scans = 0

    init(steps: [CodingStep], index: MemberIndex?, indexesLater: Bool) {
        self.steps = steps
        self.index = index
        self.indexesLater = indexesLater
    }
}
