/// The value being encoded: a flat list of nodes whose children are linked, so members can be
/// added to any open container in any order without an allocation per container.
///
/// The nodes live behind a pointer the tree owns, which spares each update the runtime's
/// exclusivity bookkeeping for class properties.
final class EncodingTree {
    enum Kind: UInt8 {
        /// Not written yet (a value that encodes nothing becomes `{}`, as `JSONEncoder` does).
        case placeholder
        case null, `false`, `true`, number, string, array, object
        /// A JSON value given whole (its index in `jsonValues` is kept in `first`).
        case json
    }

    struct Node {
        var kind: Kind = .placeholder
        /// Whether an object's members are written in sorted key order (dictionaries).
        var sortsKeys = false
        /// The member's key, for children of objects.
        var key: String = ""
        /// A number's literal or a string's text.
        var text: String = ""
        var parent: Int32 = -1
        var first: Int32 = -1
        var last: Int32 = -1
        var next: Int32 = -1
        var count: Int32 = 0
    }

    private let storage: UnsafeMutablePointer<[Node]>
    /// Whole JSON values placed in the tree, referred to by `.json` nodes.
    private(set) var jsonValues: [JSONValue] = []
    /// The first misuse found, thrown when encoding ends (container calls cannot throw).
    private(set) var problem: EncodingError?

    init() {
        storage = UnsafeMutablePointer<[Node]>.allocate(capacity: 1)
        storage.initialize(to: [Node()])
        storage.pointee.reserveCapacity(64)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    var nodes: [Node] {
        get { storage.pointee }
        _modify { yield &storage.pointee }
    }

    /// Records the first misuse.
    func record(_ message: String, at node: Int) {
        guard problem == nil else { return }
        problem = .invalidValue(
            message, EncodingError.Context(codingPath: codingPath(to: node), debugDescription: message))
    }

    /// Adds a child to a container node and returns its index.
    @discardableResult
    func append(to parent: Int, key: String = "", kind: Kind = .placeholder, text: String = "") -> Int {
        let index = storage.pointee.count
        storage.pointee.append(Node(kind: kind, key: key, text: text, parent: Int32(parent)))
        let last = storage.pointee[parent].last
        if last >= 0 {
            storage.pointee[Int(last)].next = Int32(index)
        } else {
            storage.pointee[parent].first = Int32(index)
        }
        storage.pointee[parent].last = Int32(index)
        storage.pointee[parent].count += 1
        return index
    }

    /// Makes `node` hold a whole JSON value.
    func setJSON(_ value: JSONValue, at node: Int) {
        storage.pointee[node].kind = .json
        storage.pointee[node].first = Int32(jsonValues.count)
        jsonValues.append(value)
    }

    /// The coding path of a node, from the parent links: members by key, elements by index.
    func codingPath(to node: Int) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = node
        while current > 0, case let parent = Int(storage.pointee[current].parent), parent >= 0 {
            if storage.pointee[parent].kind == .array {
                var position = 0
                var sibling = Int(storage.pointee[parent].first)
                while sibling >= 0, sibling != current {
                    position += 1
                    sibling = Int(storage.pointee[sibling].next)
                }
                keys.append(PayloadCodingKey(intValue: position))
            } else {
                keys.append(PayloadCodingKey(stringValue: storage.pointee[current].key))
            }
            current = parent
        }
        return keys.reversed()
    }

    /// The children of a container node in writing order.
    private func children(of node: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(Int(storage.pointee[node].count))
        var child = Int(storage.pointee[node].first)
        while child >= 0 {
            result.append(child)
            child = Int(storage.pointee[child].next)
        }
        guard storage.pointee[node].sortsKeys else { return result }
        return PayloadEncoder.dictionaryOrder(result.map { storage.pointee[$0].key }).map { result[$0] }
    }

    /// Writes the subtree at `node` as compact JSON.
    func write<Output: JSONOutput & ~Copyable>(_ node: Int, to output: inout Output) {
        storage.pointee.withUnsafeBufferPointer { nodes in write(node, nodes: nodes, to: &output) }
    }

    private func write<Output: JSONOutput & ~Copyable>(
        _ node: Int, nodes: UnsafeBufferPointer<Node>, to output: inout Output
    ) {
        switch nodes[node].kind {
        case .placeholder:
            output.write(UInt8(ascii: "{"))
            output.write(UInt8(ascii: "}"))
        case .null: JSONWriter.writeStatic("null", to: &output)
        case .false: JSONWriter.writeStatic("false", to: &output)
        case .true: JSONWriter.writeStatic("true", to: &output)
        case .number: JSONWriter.writeRaw(nodes[node].text, to: &output)
        case .string: JSONWriter.writeString(nodes[node].text, to: &output)
        case .json: JSONWriter.write(jsonValues[Int(nodes[node].first)], to: &output)
        case .array, .object:
            let isObject = nodes[node].kind == .object
            output.write(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
            if nodes[node].sortsKeys {
                for (position, child) in children(of: node).enumerated() {
                    if position > 0 { output.write(UInt8(ascii: ",")) }
                    writeMember(child, nodes: nodes, isObject: isObject, to: &output)
                }
            } else {
                var child = Int(nodes[node].first)
                while child >= 0 {
                    writeMember(child, nodes: nodes, isObject: isObject, to: &output)
                    child = Int(nodes[child].next)
                    if child >= 0 { output.write(UInt8(ascii: ",")) }
                }
            }
            output.write(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    @inline(__always)
    private func writeMember<Output: JSONOutput & ~Copyable>(
        _ child: Int, nodes: UnsafeBufferPointer<Node>, isObject: Bool, to output: inout Output
    ) {
        if isObject {
            JSONWriter.writeString(nodes[child].key, to: &output)
            output.write(UInt8(ascii: ":"))
        }
        write(child, nodes: nodes, to: &output)
    }

    /// The subtree at `node` as a ``JSONValue``.
    func value(at node: Int) -> JSONValue {
        let current = storage.pointee[node]
        switch current.kind {
        case .placeholder: return .object(JSONObject())
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(JSONNumber(uncheckedLiteral: current.text))
        case .string: return .string(current.text)
        case .json: return jsonValues[Int(current.first)]
        case .array: return .array(children(of: node).map(value(at:)))
        case .object:
            return .object(
                JSONObject(
                    children(of: node).map { JSONObject.Member(key: storage.pointee[$0].key, value: value(at: $0)) }))
        }
    }
}
