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
        case stringKeyed(Dictionary<String, Any>.Iterator)
        case hashableKeyed(Dictionary<AnyHashable, Any>.Iterator)
        case bridgedObject(NSDictionary, keys: [UnsafeRawPointer?], values: [UnsafeRawPointer?])
        case swiftArray([Any])
        case bridgedArray(NSArray, CFArray, count: Int)
        case done
    }

    private var source: Source
    /// How many children have been handed out.
    private var position = 0
    /// The key of the last member handed out.
    private var key = ""
    /// The container's identity when it is a Foundation object, which alone can hold itself.
    let identity: ObjectIdentifier?

    init(_ object: FoundationObject) {
        switch object {
        case .stringKeyed(let dictionary):
            source = .stringKeyed(dictionary.makeIterator())
            identity = nil
        case .hashableKeyed(let dictionary):
            source = .hashableKeyed(dictionary.makeIterator())
            identity = nil
        case .bridged(let dictionary):
            let table = unsafeBitCast(dictionary, to: CFDictionary.self)
            let count = CFDictionaryGetCount(table)
            var keys = [UnsafeRawPointer?](repeating: nil, count: count)
            var values = [UnsafeRawPointer?](repeating: nil, count: count)
            if count > 0 { CFDictionaryGetKeysAndValues(table, &keys, &values) }
            source = .bridgedObject(dictionary, keys: keys, values: values)
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
        case .stringKeyed, .hashableKeyed, .bridgedObject: key
        case .swiftArray, .bridgedArray, .done: String(position - 1)
        }
    }

    /// The container's type, for an error that refuses it.
    var typeName: String {
        switch source {
        case .stringKeyed: String(describing: [String: Any].self)
        case .hashableKeyed: String(describing: [AnyHashable: Any].self)
        case .bridgedObject(let dictionary, _, _): String(describing: type(of: dictionary))
        case .swiftArray: String(describing: [Any].self)
        case .bridgedArray(let array, _, _): String(describing: type(of: array))
        case .done: "container"
        }
    }

    /// Hands the children, keys first in an object, to `visitor` through `walker`, until one is a
    /// container: returns its cursor, or `nil` when all children have been handed out.
    ///
    /// - Throws: ``UserInfoConversionError`` for a key that is not a string or a value with no
    ///   JSON form.
    mutating func advance<Visitor: FoundationVisitor & ~Copyable>(
        _ walker: FoundationWalker, _ visitor: inout Visitor
    ) throws -> FoundationCursor? {
        // The source is taken out while it is read, so its iterator advances in place.
        let taken = source
        source = .done
        switch taken {
        case .stringKeyed(var iterator):
            defer { source = .stringKeyed(iterator) }
            while let (key, value) = iterator.next() {
                position += 1
                self.key = key
                visitor.key(key)
                if let child = try walker.visit(value, &visitor) { return child }
            }
        case .hashableKeyed(var iterator):
            defer { source = .hashableKeyed(iterator) }
            while let (key, value) = iterator.next() {
                position += 1
                self.key = try walker.name(of: key.base)
                visitor.key(self.key)
                if let child = try walker.visit(value, &visitor) { return child }
            }
        case .bridgedObject(let dictionary, let keys, let values):
            defer { source = taken }
            while position < keys.count {
                position += 1
                guard let keyPointer = keys[position - 1], let valuePointer = values[position - 1] else { continue }
                let key = Unmanaged<AnyObject>.fromOpaque(keyPointer).takeUnretainedValue()
                let stored = Unmanaged<AnyObject>.fromOpaque(valuePointer).takeUnretainedValue()
                self.key = try walker.name(of: key)
                visitor.key(self.key)
                let value = isContainer(stored) ? stored : (dictionary.object(forKey: key) ?? stored)
                if let child = try walker.visit(value, &visitor) { return child }
            }
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

/// Whether `object` is a Foundation container, read one level at a time.
private func isContainer(_ object: AnyObject) -> Bool {
    object is NSDictionary || object is NSArray
}
