import Foundation
import PushPayloads
import PushPayloadsFoundation
import Testing

/// Every `userInfo` path puts a dictionary's members in one order, sorted by the keys' UTF-8
/// bytes, whatever order the dictionary iterates in; and a refusal names the same place every
/// time. (Scripts/check-userinfo-order.sh checks the same across separate processes, whose hash
/// seeds differ.)
@Suite("userInfo member order")
struct UserInfoOrderTests {
    /// Keys whose UTF-8 order differs from other orders: case, digits, accents, a decomposed
    /// accent (`e` and U+0301, which Swift's `<` compares as `é`), an emoji; then 40 plain ones so
    /// that a dictionary's iteration order is almost never sorted by chance.
    static let keys =
        ["b", "a", "Z", "ä", "10", "9", "éa", "e\u{301}x", "~", "😀", "a-b", "a_b", ""]
        + (0..<40).map { "key\($0 * 17 % 40)" }

    /// The keys in UTF-8 byte order, written out by hand for the first ones.
    static let sortedKeys =
        ["", "10", "9", "Z", "a", "a-b", "a_b", "b", "e\u{301}x"]
        + (0..<40).map { "key\($0)" }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        + ["~", "ä", "éa", "😀"]

    /// A dictionary of `keys` in each of the kinds a userInfo holds, nested.
    static func userInfo() -> [AnyHashable: Any] {
        var swift: [String: Any] = [:]
        let foundation = NSMutableDictionary()
        var root: [AnyHashable: Any] = [:]
        for (index, key) in keys.enumerated() {
            swift[key] = index
            foundation.setObject(NSNumber(value: index), forKey: NSString(string: key))
            root[index % 2 == 0 ? AnyHashable(key) : AnyHashable(NSString(string: key))] = "v\(index)"
        }
        root["aps"] = ["alert": "Hi", "nested": swift]
        root["~"] = foundation
        return root
    }

    /// The member keys of the object at `pointer` in compact JSON `bytes`, in order.
    static func keys(in bytes: [UInt8], at pointer: JSONPointer) throws -> [String] {
        let value = try JSONValue(parsing: bytes)
        let object = try #require(value[pointer]?.objectValue)
        return object.members.map(\.key)
    }

    /// The public ways in, each giving the JSON bytes it makes of a userInfo.
    enum Path: String, CaseIterable, Sendable {
        case jsonValue, foundationObject, decoder, dictionary, apnsPayload, fcmUserInfo, mpaas

        func bytes(_ userInfo: [AnyHashable: Any]) throws -> [UInt8] {
            switch self {
            case .jsonValue: try JSONValue(userInfo: userInfo).jsonBytes()
            case .foundationObject: try JSONValue(foundationObject: NSDictionary(dictionary: userInfo)).jsonBytes()
            case .decoder: try PayloadDecoder().decode(JSONValue.self, fromUserInfo: userInfo).jsonBytes()
            case .dictionary:
                try PayloadDecoder().decode(
                    JSONValue.self, fromDictionary: try #require(userInfo as? [String: Any])
                ).jsonBytes()
            case .apnsPayload: try APNs.Payload(userInfo: userInfo).jsonBytes()
            case .fcmUserInfo: try FCM.UserInfo(userInfo: userInfo).jsonBytes()
            case .mpaas: try MPaaS.SimplePush(userInfo: userInfo).jsonBytes()
            }
        }
    }

    @Test("members are sorted by the keys' UTF-8 bytes, at every level", arguments: Path.allCases)
    func sorted(_ path: Path) throws {
        let userInfo = Self.userInfo()
        let bytes = try path.bytes(userInfo)
        let root = try Self.keys(in: bytes, at: "")
        #expect(root == root.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(root.first == "" && root.contains("aps"))
        #expect(try Self.keys(in: bytes, at: "/aps/nested") == Self.sortedKeys)
        #expect(try Self.keys(in: bytes, at: "/~0") == Self.sortedKeys)
        #expect(bytes == (try JSONValue(userInfo: userInfo).jsonBytes()))
    }

    /// The ways in that refuse a userInfo, each giving its refusal.
    enum Entry: String, CaseIterable, Sendable {
        case jsonValue, decoder, apnsPayload, validator

        func refusal(_ userInfo: [AnyHashable: Any]) -> UserInfoConversionError? {
            #expect(throws: UserInfoConversionError.self) {
                switch self {
                case .jsonValue: _ = try JSONValue(userInfo: userInfo)
                case .decoder: _ = try PayloadDecoder().decode(JSONValue.self, fromUserInfo: userInfo)
                case .apnsPayload: _ = try APNs.Payload(userInfo: userInfo)
                case .validator: _ = try PayloadValidator.validate(userInfo: userInfo, as: .apns)
                }
            }
        }
    }

    @Test("a key that is not a string is refused at the dictionary that holds it", arguments: Entry.allCases)
    func nonStringKey(_ entry: Entry) throws {
        var aps: [AnyHashable: Any] = ["alert": "Hi"]
        for key in Self.keys { aps[key] = 1 }
        aps[7] = "seven"
        var userInfo = Self.userInfo()
        userInfo["aps"] = aps
        let one = entry.refusal(userInfo)
        #expect(one?.code == .nonStringKey)
        #expect(one?.pointer == "/aps")
        #expect(one?.typeName == "Int")
        #expect(one?.message == "a dictionary key of type Int, 7, is not a string")

        // Several: the one whose description sorts first, and how many others.
        aps[NSNumber(value: 12)] = "twelve"
        aps[30] = "thirty"
        userInfo["aps"] = aps
        let several = entry.refusal(userInfo)
        #expect(several?.pointer == "/aps")
        #expect(several?.message.hasPrefix("a dictionary key of type ") == true)
        #expect(several?.message.hasSuffix(", 12, is not a string (nor are 2 other keys of the dictionary)") == true)

        // At the root, the pointer is the root's; deeper, the dictionary's path.
        let root = entry.refusal([1: "x", "aps": ["alert": "Hi"]])
        #expect(root?.code == .nonStringKey && root?.pointer == "")
        let nested = NSMutableDictionary(dictionary: ["b": 1, "a": 2])
        nested.setObject("x", forKey: NSNumber(value: 1))
        let deep = entry.refusal(["aps": ["alert": "Hi"], "data": ["list": [["ok": 1], nested]]])
        #expect(deep?.code == .nonStringKey && deep?.pointer == "/data/list/1")
    }

    @Test("a refusal names the first value in the order, whatever order the dictionary has", arguments: Entry.allCases)
    func firstRefusal(_ entry: Entry) {
        var userInfo = Self.userInfo()
        userInfo["bad-b"] = NSObject()
        userInfo["bad-a"] = Double.nan
        userInfo["bad-c"] = NSObject()
        let refusal = entry.refusal(userInfo)
        #expect(refusal?.code == .nonFiniteNumber)
        #expect(refusal?.pointer == "/bad-a")
    }

    @Test("two keys of the same text are refused, not written twice", arguments: Entry.allCases)
    func duplicateKey(_ entry: Entry) throws {
        // A String and an NSString of the same text: two keys on Linux, one on Apple platforms.
        var userInfo: [AnyHashable: Any] = ["aps": ["alert": "Hi"], "dup": 1]
        userInfo[AnyHashable(NSString(string: "dup"))] = 2
        guard userInfo.count == 3 else { return }
        let refusal = entry.refusal(userInfo)
        #expect(refusal?.code == .duplicateKey)
        #expect(refusal?.pointer == "/dup")
    }
}
