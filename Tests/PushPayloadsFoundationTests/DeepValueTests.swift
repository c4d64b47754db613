import Foundation
import PushPayloads
import PushPayloadsFoundation
import Testing

/// Values built in code may be nested far deeper than any reader allows; comparing, hashing and
/// converting them must not exhaust the stack.
///
/// The checks run on a thread with a 1 MiB stack, which recursion 50,000 levels deep would overflow.
/// The values are kept alive afterwards on purpose: destroying them is Swift's own recursion, not
/// the library's.
@Suite("Deep values")
struct DeepValueTests {
    final class Kept: @unchecked Sendable {
        var values: [Any] = []
    }

    /// Runs `body` on a thread with a small stack and waits for it.
    static func onSmallStack(_ body: @escaping @Sendable (Kept) -> Void) {
        let kept = Kept()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body(kept)
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
        _ = Unmanaged.passRetained(kept)
    }

    static func nested(_ depth: Int, leaf: JSONValue, object: Bool) -> JSONValue {
        var value = leaf
        for _ in 0..<depth { value = object ? ["k": value] : .array([value]) }
        return value
    }

    @Test("50,000 levels: equality, hashing and the Foundation conversion", arguments: [false, true])
    func deep(_ object: Bool) {
        Self.onSmallStack { kept in
            let one = Self.nested(50_000, leaf: 1, object: object)
            let same = Self.nested(50_000, leaf: 1, object: object)
            let other = Self.nested(50_000, leaf: 2, object: object)
            kept.values = [one, same, other]
            #expect(one == same)
            #expect(one != other)
            #expect(one.hashValue == same.hashValue)
            let converted = one.foundationObject
            kept.values.append(converted)
            #expect(Self.depth(of: converted) == 50_000)
        }
    }

    /// The nesting depth of single-child arrays and `["k": ...]` dictionaries, and the leaf.
    static func depth(of value: Any) -> Int? {
        var converted = value
        var depth = 0
        while true {
            if let array = converted as? [Any], array.count == 1 {
                converted = array[0]
            } else if let dictionary = converted as? [String: Any], let inner = dictionary["k"] {
                converted = inner
            } else {
                break
            }
            depth += 1
        }
        return converted as? Int == 1 ? depth : nil
    }

    @Test("the conversion keeps order, the first of repeated keys, and every scalar kind")
    func shapes() throws {
        let value = try JSONValue(parsing: Array(#"{"a":[1,2.5,"x",true,null,{}],"b":{"c":[]},"a":0}"#.utf8))
        let object = try #require(value.foundationObject as? [String: Any])
        let array = try #require(object["a"] as? [Any])
        #expect(array.count == 6)
        #expect(array[0] as? Int == 1 && array[1] as? Double == 2.5 && array[2] as? String == "x")
        #expect(array[3] as? Bool == true && array[4] is NSNull && (array[5] as? [String: Any])?.isEmpty == true)
        #expect(((object["b"] as? [String: Any])?["c"] as? [Any])?.isEmpty == true)
    }
}
