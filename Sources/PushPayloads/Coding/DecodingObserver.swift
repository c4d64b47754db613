#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a decode did, for checks that learn the app's types by decoding with them (the
/// Live Activity conformance rules): the objects the type opened and the keys it asked for, the
/// values it read as `Date`, and the innermost value whose decoding failed, with its type.
///
/// Only decodes that ask for it carry one; others pay a `nil` check where it would record.
final class DecodingObserver {
    /// Objects opened by keyed containers, in order (an object can appear more than once).
    private(set) var openedObjects: [Int] = []
    /// Whether each node is a key the decode found (by node, so recording costs no string).
    private(set) var foundKeys: [Bool]
    /// The names asked for that an object does not have, by object: the properties an unknown
    /// key may have been meant as.
    private(set) var missedKeys: [Int: [String]] = [:]
    /// Objects whose every key was listed (`allKeys`): a type that reads all keys has no unknown ones.
    private(set) var listedObjects: Set<Int> = []
    /// Values decoded as `Date`.
    private(set) var dateNodes: [Int] = []
    /// The innermost value whose decoding threw, and the type it was decoded as; cleared when a
    /// later decode succeeds (the failure was caught and handled by the type).
    private(set) var failure: (node: Int, type: Any.Type)?

    /// An observer of a decode over a document of `nodeCount` nodes.
    init(nodeCount: Int) {
        foundKeys = Array(repeating: false, count: nodeCount)
    }

    func opened(_ object: Int) { openedObjects.append(object) }

    /// Records a key lookup: the key node found, or the name an object lacks.
    func looked(up name: @autoclosure () -> String, in object: Int, found key: Int?) {
        if let key {
            if key < foundKeys.count { foundKeys[key] = true }
        } else {
            missedKeys[object, default: []].append(name())
        }
    }

    func listedAllKeys(of object: Int) { listedObjects.insert(object) }

    func decoded(_ type: Any.Type, at node: Int) {
        failure = nil
        if type == Date.self { dateNodes.append(node) }
    }

    func failed(_ type: Any.Type, at node: Int) {
        if failure == nil { failure = (node, type) }
    }
}
