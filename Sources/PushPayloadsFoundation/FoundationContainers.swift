import Foundation

#if canImport(CoreFoundation)
    import CoreFoundation
#endif

/// The dictionaries a `userInfo` can hold: Swift's own (as `JSONSerialization` makes them on
/// Linux, and as apps write them) and `NSDictionary`.
enum FoundationObject {
    case stringKeyed([String: Any])
    case hashableKeyed([AnyHashable: Any])
    case bridged(NSDictionary)

    var count: Int {
        switch self {
        case .stringKeyed(let dictionary): dictionary.count
        case .hashableKeyed(let dictionary): dictionary.count
        case .bridged(let dictionary): dictionary.count
        }
    }
}

/// The arrays a `userInfo` can hold: Swift's own and `NSArray`.
enum FoundationArray {
    case swift([Any])
    case bridged(NSArray)

    var count: Int {
        switch self {
        case .swift(let array): array.count
        case .bridged(let array): array.count
        }
    }
}

/// A container being walked: hands its children to the visitor until one is a container, and
/// knows the pointer token of the last child (for the key path of an error).
///
/// Iterating an `NSDictionary` or `NSArray`, or asking one for a value, bridges a value that is
/// itself a Foundation container to a Swift one, all the way down: on Linux a dictionary that
/// holds itself, or one nested 10,000 deep, overflows the stack before a walk sees it. A cursor
/// reads Foundation containers through Core Foundation instead, which hands out the objects as
/// stored; only a value that is not a container is fetched the usual way, which unboxes what
/// Foundation keeps boxed.
struct FoundationCursor {
    private enum Source {
        /// A dictionary's members, in ``FoundationMemberOrder``; the dictionary, for an error.
        case object([FoundationMember], FoundationObject)
        /// A `[String: Any]` and the positions of its members, in ``FoundationMemberOrder``.
        case stringKeyed([String: Any], [Dictionary<String, Any>.Index])
        /// A `[String: Any]` read in its own order: the next position, and the last handed out.
        case stringKeyedInPlace(
            [String: Any], next: Dictionary<String, Any>.Index, last: Dictionary<String, Any>.Index?)
        /// A `[AnyHashable: Any]` whose keys are all `String`s, read in its own order.
        case hashableKeyedInPlace(
            [AnyHashable: Any], next: Dictionary<AnyHashable, Any>.Index, last: Dictionary<AnyHashable, Any>.Index?)
        case swiftArray([Any])
        case bridgedArray(NSArray, CFArray, count: Int)
        case done
    }

    private var source: Source
    /// How many children have been handed out.
    private var position = 0
    /// The container's identity when it is a Foundation object, which alone can hold itself.
    let identity: ObjectIdentifier?

    /// A cursor over a dictionary's members in ``FoundationMemberOrder``.
    ///
    /// - Throws: ``UserInfoConversionError`` for a key that is not a string, or two keys with the
    ///   same text.
    init(_ object: FoundationObject, _ walker: FoundationWalker) throws {
        switch object {
        case .stringKeyed(let dictionary):
            source =
                walker.ordersMembers
                ? .stringKeyed(dictionary, try FoundationMemberOrder.positions(dictionary))
                : .stringKeyedInPlace(dictionary, next: dictionary.startIndex, last: nil)
            identity = nil
        case .hashableKeyed(let dictionary)
        where !walker.ordersMembers && dictionary.keys.allSatisfy({ walker.isSwiftString($0.base) }):
            source = .hashableKeyedInPlace(dictionary, next: dictionary.startIndex, last: nil)
            identity = nil
        case .hashableKeyed(let dictionary):
            source = .object(
                try FoundationMemberOrder.members(walker, dictionary.lazy.map { ($0.key.base, $0.value) }), object)
            identity = nil
        case .bridged(let dictionary):
            let table = unsafeBitCast(dictionary, to: CFDictionary.self)
            let count = CFDictionaryGetCount(table)
            var keys = [UnsafeRawPointer?](repeating: nil, count: count)
            var values = [UnsafeRawPointer?](repeating: nil, count: count)
            if count > 0 { CFDictionaryGetKeysAndValues(table, &keys, &values) }
            let entries = zip(keys, values).lazy.compactMap { keyPointer, valuePointer -> (Any, Any)? in
                guard let keyPointer, let valuePointer else { return nil }
                let key = Unmanaged<AnyObject>.fromOpaque(keyPointer).takeUnretainedValue()
                let stored = Unmanaged<AnyObject>.fromOpaque(valuePointer).takeUnretainedValue()
                return (key, isContainer(stored) ? stored : (dictionary.object(forKey: key) ?? stored))
            }
            source = .object(
                try FoundationMemberOrder.members(walker, entries, ordered: walker.ordersMembers), object)
            identity = ObjectIdentifier(dictionary)
        }
    }

    init(_ array: FoundationArray) {
        switch array {
        case .swift(let elements):
            source = .swiftArray(elements)
            identity = nil
        case .bridged(let elements):
            let list = unsafeBitCast(elements, to: CFArray.self)
            source = .bridgedArray(elements, list, count: CFArrayGetCount(list))
            identity = ObjectIdentifier(elements)
        }
    }

    /// The pointer token of the child handed out last: its key, or its index.
    var token: String {
        switch source {
        case .object(let members, _): position > 0 ? members[position - 1].name : ""
        case .stringKeyed(let dictionary, let order): position > 0 ? dictionary[order[position - 1]].key : ""
        case .stringKeyedInPlace(let dictionary, _, let last): last.map { dictionary[$0].key } ?? ""
        case .hashableKeyedInPlace(let dictionary, _, let last): last.map { "\(dictionary[$0].key.base)" } ?? ""
        case .swiftArray, .bridgedArray, .done: String(position - 1)
        }
    }

    /// The container's type, for an error that refuses it.
    var typeName: String {
        switch source {
        case .object(_, .stringKeyed), .stringKeyed, .stringKeyedInPlace: String(describing: [String: Any].self)
        case .object(_, .hashableKeyed), .hashableKeyedInPlace: String(describing: [AnyHashable: Any].self)
        case .object(_, .bridged(let dictionary)): String(describing: type(of: dictionary))
        case .swiftArray: String(describing: [Any].self)
        case .bridgedArray(let array, _, _): String(describing: type(of: array))
        case .done: "container"
        }
    }

    /// Hands the children, keys first in an object, to `visitor` through `walker`, until one is a
    /// container: returns its cursor, or `nil` when all children have been handed out.
    ///
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form.
    mutating func advance<Visitor: FoundationVisitor & ~Copyable>(
        _ walker: FoundationWalker, _ visitor: inout Visitor
    ) throws -> FoundationCursor? {
        // The source is taken out while it is read, and put back when the reading stops.
        let taken = source
        source = .done
        switch taken {
        case .object(let members, _):
            defer { source = taken }
            while position < members.count {
                position += 1
                visitor.key(members[position - 1].name)
                if let child = try walker.visit(members[position - 1].value, &visitor) { return child }
            }
        case .stringKeyed(let dictionary, let order):
            defer { source = taken }
            while position < order.count {
                position += 1
                let member = dictionary[order[position - 1]]
                visitor.key(member.key)
                if let child = try walker.visit(member.value, &visitor) { return child }
            }
        case .stringKeyedInPlace(let dictionary, var next, var last):
            defer { source = .stringKeyedInPlace(dictionary, next: next, last: last) }
            return try Self.advance(dictionary, &next, &last, &position, name: { $0 }, walker, &visitor)
        case .hashableKeyedInPlace(let dictionary, var next, var last):
            defer { source = .hashableKeyedInPlace(dictionary, next: next, last: last) }
            // Every key is a String: checked when the cursor was made.
            return try Self.advance(
                dictionary, &next, &last, &position, name: { walker.name(of: $0.base) ?? "" }, walker, &visitor)
        case .swiftArray(let elements):
            defer { source = taken }
            while position < elements.count {
                position += 1
                if let child = try walker.visit(elements[position - 1], &visitor) { return child }
            }
        case .bridgedArray(let array, let list, let count):
            defer { source = taken }
            while position < count {
                position += 1
                guard let pointer = CFArrayGetValueAtIndex(list, position - 1) else { continue }
                let stored = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
                let value = isContainer(stored) ? stored : array.object(at: position - 1)
                if let child = try walker.visit(value, &visitor) { return child }
            }
        case .done:
            break
        }
        return nil
    }
}

extension FoundationCursor {
    /// Hands a dictionary's members from `next` on, in its own order, to `visitor` until one is a
    /// container: returns its cursor, or `nil` at the end. `last` is the member handed out last.
    @inline(__always)
    fileprivate static func advance<Key: Hashable, Visitor: FoundationVisitor & ~Copyable>(
        _ dictionary: [Key: Any], _ next: inout Dictionary<Key, Any>.Index, _ last: inout Dictionary<Key, Any>.Index?,
        _ position: inout Int, name: (Key) -> String, _ walker: FoundationWalker, _ visitor: inout Visitor
    ) throws -> FoundationCursor? {
        while next != dictionary.endIndex {
            let member = dictionary[next]
            last = next
            next = dictionary.index(after: next)
            position += 1
            visitor.key(name(member.key))
            if let child = try walker.visit(member.value, &visitor) { return child }
        }
        return nil
    }
}

/// Whether `object` is a Foundation container, read one level at a time.
private func isContainer(_ object: AnyObject) -> Bool {
    object is NSDictionary || object is NSArray
}
