import Foundation
import PushPayloads
import PushPayloadsFoundation
import Testing

/// `userInfo` dictionaries no notification would carry, but code can build: Foundation containers
/// that hold themselves, and chains nested far past the reader's limit. Every entry point refuses
/// them with an error naming the key path; none overflows the stack.
///
/// Each check runs on a thread with a 1 MiB stack. The values are kept alive afterwards: freeing a
/// chain 10,000 deep is Foundation's own recursion, not the library's.
@Suite("Hostile userInfo")
struct UserInfoHostileTests {
    /// A `userInfo` no conversion can accept, and what the refusal must say.
    enum Shape: String, CaseIterable, Sendable {
        case dictionaryHoldingItself, arrayHoldingItself, cycleThroughTwo, deepDictionaries, deepArrays

        /// The dictionary, and the objects to keep alive.
        func build() -> [AnyHashable: Any] {
            switch self {
            case .dictionaryHoldingItself:
                let dictionary = NSMutableDictionary()
                dictionary.setObject(NSNumber(value: 1), forKey: NSString(string: "n"))
                dictionary.setObject(dictionary, forKey: NSString(string: "self"))
                return ["aps": ["badge": 1], "data": dictionary]
            case .arrayHoldingItself:
                let array = NSMutableArray()
                array.add(NSString(string: "x"))
                array.add(array)
                return ["aps": ["badge": 1], "list": ["inner": array]]
            case .cycleThroughTwo:
                let dictionary = NSMutableDictionary()
                let array = NSMutableArray()
                array.add(dictionary)
                dictionary.setObject(array, forKey: NSString(string: "list"))
                return ["data": dictionary]
            case .deepDictionaries:
                var inner: AnyObject = NSString(string: "leaf")
                for _ in 0..<10_000 { inner = NSDictionary(object: inner, forKey: NSString(string: "k")) }
                return ["deep": inner]
            case .deepArrays:
                var inner: AnyObject = NSNumber(value: 1)
                for _ in 0..<10_000 { inner = NSArray(object: inner) }
                return ["deep": inner]
            }
        }

        /// Checks the refusal: where it points and why.
        func expect(_ error: any Error) {
            guard let error = error as? UserInfoConversionError else {
                Issue.record("expected a UserInfoConversionError, got \(error)")
                return
            }
            let tokens = error.pointer.tokens
            switch self {
            case .dictionaryHoldingItself:
                #expect(tokens == ["data", "self"])
                #expect(error.typeName.contains("Dictionary"))
                #expect(error.code == .cycle)
                #expect(error.message.contains("holds itself"))
            case .arrayHoldingItself:
                #expect(tokens == ["list", "inner", "1"])
                #expect(error.typeName.contains("Array"))
                #expect(error.code == .cycle)
                #expect(error.message.contains("holds itself"))
            case .cycleThroughTwo:
                #expect(tokens == ["data", "list", "0"])
                #expect(error.code == .cycle)
                #expect(error.message.contains("holds itself"))
            case .deepDictionaries, .deepArrays:
                // The userInfo is level 0; the pointer names the first container at level 512.
                #expect(tokens.count == 512)
                #expect(tokens.first == "deep")
                #expect(Set(tokens.dropFirst()) == [self == .deepDictionaries ? "k" : "0"])
                #expect(error.code == .tooDeep)
                #expect(error.message.contains("more than 512 levels"))
            }
        }
    }

    /// The public ways in from a `userInfo`.
    enum Entry: String, CaseIterable, Sendable {
        case jsonValue, decoder, apnsPayload, validator

        func run(_ userInfo: [AnyHashable: Any]) throws {
            switch self {
            case .jsonValue: _ = try JSONValue(userInfo: userInfo)
            case .decoder: _ = try PayloadDecoder().decode(JSONValue.self, fromUserInfo: userInfo)
            case .apnsPayload: _ = try APNs.Payload(userInfo: userInfo)
            case .validator: _ = try PayloadValidator.validate(userInfo: userInfo, as: .apns)
            }
        }
    }

    @Test("refused with the key path, on a small stack", arguments: Shape.allCases, Entry.allCases)
    func refused(_ shape: Shape, _ entry: Entry) {
        DeepValueTests.onSmallStack { kept in
            let userInfo = shape.build()
            kept.values.append(userInfo)
            do {
                try entry.run(userInfo)
                Issue.record("\(shape) was accepted by \(entry)")
            } catch {
                shape.expect(error)
            }
        }
    }

    @Test("a container met twice side by side is no cycle, and Foundation's boxed values are read")
    func sharedAndBoxed() throws {
        let shared = NSDictionary(object: NSNumber(value: true), forKey: NSString(string: "on"))
        let bridged = NSArray(array: ["text", 7, 2.5, false, ["k": "v"] as [String: Any]])
        let outer = NSMutableArray(array: [shared, shared, bridged])
        let value = try JSONValue(userInfo: ["list": outer])
        let expected = try JSONValue(
            parsing: Array(#"{"list":[{"on":true},{"on":true},["text",7,2.5,false,{"k":"v"}]]}"#.utf8))
        #expect(value == expected)
        let decoded = try PayloadDecoder().decode(JSONValue.self, fromUserInfo: ["list": outer])
        #expect(decoded == expected)
    }
}
