#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One step of the coding path: a member, by the node of its key (so pointers show the wire key),
/// or an array element by index. Plain data, so pushing and popping steps costs no copies of keys.
struct CodingStep {
    /// The key node of a member, or -1 for an array element.
    var keyNode: Int32
    /// The element's index (unused for members).
    var index: Int32

    static func member(_ keyNode: Int) -> CodingStep { CodingStep(keyNode: Int32(keyNode), index: -1) }
    static func element(_ index: Int) -> CodingStep { CodingStep(keyNode: -1, index: Int32(index)) }
}

/// A coding key on a decoding path: the member's key (converted as the key strategy says) or an
/// array index, spelled as `JSONDecoder` spells it.
package struct PayloadCodingKey: CodingKey, Sendable, Hashable {
    /// The key, or `Index N` for an array element.
    package var stringValue: String
    /// The index, for an array element.
    package var intValue: Int?

    /// A member key.
    package init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    /// An array index.
    package init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// The `Decoder` over a document's tape: one instance per top-level decode, moved from value to
/// value, with the coding path kept as a stack so that decoding a member allocates nothing.
///
/// The moving parts live behind a pointer rather than in stored properties, which spares every
/// step the runtime's exclusivity bookkeeping for class properties.
final class TapeDecoder: Decoder {
    struct State {
        var node: Int
        var path: [CodingStep]
    }

    let context: DecodingContext
    private let state: UnsafeMutablePointer<State>

    init(context: DecodingContext, node: Int, path: [CodingStep] = []) {
        self.context = context
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(node: node, path: path))
        state.pointee.path.reserveCapacity(16)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The node being decoded.
    var node: Int {
        get { state.pointee.node }
        set { state.pointee.node = newValue }
    }

    /// The path to `node`.
    var path: [CodingStep] {
        get { state.pointee.path }
        _modify { yield &state.pointee.path }
    }

    var codingPath: [any CodingKey] { codingKeys(path[...]) }

    /// Coding keys for path steps.
    func codingKeys(_ steps: ArraySlice<CodingStep>) -> [any CodingKey] {
        let converts = context.options.keyDecodingStrategy == .convertFromSnakeCase
        return steps.map { step in
            guard step.keyNode >= 0 else { return PayloadCodingKey(intValue: Int(step.index)) }
            let key = context.string(at: Int(step.keyNode))
            return PayloadCodingKey(stringValue: converts ? SnakeCase.toCamelCase(key) : key)
        }
    }
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard context.nodes[node].kind == .object else { throw mismatch(expected: "an object", at: node) }
        return KeyedDecodingContainer(
            TapeKeyedContainer<Key>(decoder: self, object: node, base: path.count, ownSteps: []))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard context.nodes[node].kind == .array else { throw mismatch(expected: "an array", at: node) }
        return TapeUnkeyedContainer(decoder: self, array: node, base: path.count, ownSteps: [])
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// The members of the object being decoded (first occurrences), for a reader that takes them
    /// straight from the tape; `nil` when the node is not an object or the decode must go through
    /// a container: it records itself, orders members, or converts keys.
    func plainMembers() -> [(key: Int, value: Int)]? {
        guard context.nodes[node].kind == .object, context.observer == nil, !context.ordersMembers,
            context.options.keyDecodingStrategy == .useDefaultKeys
        else { return nil }
        let index =
            TapeKeyedContainer<PayloadCodingKey>.exceedsLinearLimit(context.nodes, node)
            ? MemberIndex(object: node, in: context, convertsFromSnakeCase: false) : nil
        return context.firstOccurrences(in: node, index: index)
    }

    /// The object being decoded as members (first occurrences), read straight from the tape; `nil`
    /// where ``plainMembers()`` is.
    func plainObject() -> JSONObject? {
        plainMembers().map { JSONMaterializer.object($0, nodes: context.nodes, bytes: context.source) }
    }

    // MARK: Moving through the document

    /// Runs `body` with the path set to the first `base` steps of the current path, then `steps`,
    /// then `step`; restores the path and the current node afterwards.
    @inline(__always)
    func withPath<Result>(
        base: Int, steps: [CodingStep], step: CodingStep?, _ body: () throws -> Result
    ) throws -> Result {
        let savedNode = node
        if path.count == base, steps.isEmpty {
            // The usual case: a member or element of the container being decoded.
            if let step { path.append(step) }
            defer {
                node = savedNode
                if step != nil { path.removeLast() }
            }
            return try body()
        }
        // Containers are used in the scope that made them, so nothing is normally cut here.
        let cut = path.count > base ? Array(path[base...]) : []
        path.removeLast(cut.count)
        let mark = path.count
        path.append(contentsOf: steps)
        if let step { path.append(step) }
        defer {
            node = savedNode
            path.removeLast(path.count - mark)
            path.append(contentsOf: cut)
        }
        return try body()
    }

    /// Decodes `type` from `node` with the current path.
    func unwrap<T: Decodable>(_ type: T.Type, at node: Int) throws -> T {
        // A decode that records itself takes its own path, so this one stays as small as it was.
        if context.observer != nil { return try unwrapObserved(type, at: node) }
        return try unwrapValue(type, at: node)
    }

    @inline(__always)
    private func unwrapValue<T: Decodable>(_ type: T.Type, at node: Int) throws -> T {
        if isSpecial(type) { return try unwrapSpecial(type, at: node) }
        // Only an array node can hold an array, so other values pay no conformance check.
        if context.nodes[node].kind == .array, let arrayType = type as? any TapeDecodableArray.Type {
            return try unwrapArray(arrayType, as: type, at: node)
        }
        let saved = self.node
        self.node = node
        defer { self.node = saved }
        return try T(from: self)
    }

    /// ``unwrap(_:at:)`` telling the observer what was decoded as what, and what failed.
    @inline(never)
    private func unwrapObserved<T: Decodable>(_ type: T.Type, at node: Int) throws -> T {
        do {
            let value = try unwrapValue(type, at: node)
            context.observer?.decoded(type, at: node)
            return value
        } catch {
            context.observer?.failed(type, at: node)
            throw error
        }
    }

    /// Whether the decoder reads `type` itself (compared by metatype: no cast, no optional).
    @inline(__always)
    private func isSpecial<T>(_ type: T.Type) -> Bool {
        type == JSONValue.self || type == JSONNumber.self || type == URL.self || type == Decimal.self
            || (type == Date.self && context.options.dateDecodingStrategy != .deferredToDate)
            || (type == Data.self && context.options.dataDecodingStrategy == .base64)
    }

    /// Types the decoder reads itself rather than through their own `Decodable`: as `JSONDecoder`
    /// does for dates, data, URLs and decimals, and to hand JSON values over unchanged.
    private func unwrapSpecial<T: Decodable>(_ type: T.Type, at node: Int) throws -> T {
        if type == JSONNumber.self {
            // The most frequent special type (typed number members read their literal): handed
            // over without boxing it in `Any`; `T` is `JSONNumber` here.
            guard context.nodes[node].kind == .number else { throw mismatch(expected: "a number", at: node) }
            return unsafeBitCast(
                JSONMaterializer.number(at: node, nodes: context.nodes, bytes: context.source), to: T.self)
        }
        let value: Any
        if type == JSONValue.self {
            let materialized = JSONMaterializer.value(at: node, nodes: context.nodes, bytes: context.source)
            value = context.ordersMembers ? KeyByteOrder.ordering(materialized) : materialized
        } else if type == Date.self {
            value = try date(at: node)
        } else if type == Data.self {
            let text = try lift(node) { try string(at: $0, expected: "a base64 string") }
            guard let data = Data(base64Encoded: text) else { throw corrupted("a base64 string", at: node) }
            value = data
        } else if type == URL.self {
            let text = try lift(node) { try string(at: $0, expected: "a URL string") }
            guard let url = URL(string: text) else { throw corrupted("a URL string", at: node) }
            value = url
        } else {
            value = try decimal(at: node)
        }
        guard let typed = value as? T else { throw corrupted("a \(T.self)", at: node) }
        return typed
    }

    private func date(at node: Int) throws -> Date {
        switch context.options.dateDecodingStrategy {
        case .deferredToDate:
            return try Date(from: self)
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try lift(node) { try floating(Double.self, at: $0) })
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try lift(node) { try floating(Double.self, at: $0) } / 1000)
        case .iso8601:
            let text = try lift(node) { try string(at: $0, expected: "an ISO 8601 date string") }
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw corrupted("an ISO 8601 date string", at: node)
            }
            return date
        }
    }

    private func decimal(at node: Int) throws -> Decimal {
        guard context.nodes[node].kind == .number else { throw mismatch(expected: "a number", at: node) }
        let literal = context.withLiteral(at: node) { String(decoding: $0, as: UTF8.self) }
        // Decimal holds 38 significant digits; more cannot be exact.
        guard NormalizedDecimal(literal: literal.utf8).digits.count <= 38, let value = Decimal(string: literal) else {
            throw corrupted("a number with at most 38 significant digits", at: node)
        }
        return value
    }
}

extension Decoder {
    /// Whether the value being decoded is a JSON string, when the decoder can tell without trying
    /// (the library's own); `nil` for any other decoder. A type that is a string or an object asks
    /// first, so the library's decoder never builds an error only to catch it.
    var holdsString: Bool? {
        (self as? TapeDecoder).map { $0.context.nodes[$0.node].kind == .string }
    }
}
