import Foundation
import PushPayloads
import PushPayloadsFoundation
import Testing

/// `userInfo` dictionaries as real SDKs hand them over, decoded and encoded without `Data`. Every
/// test builds its input with public Foundation API only, so it holds on Apple platforms too.
@Suite("userInfo bridge")
struct UserInfoTests {
    struct Notification: Codable, Equatable {
        struct APS: Codable, Equatable {
            struct Alert: Codable, Equatable {
                var title: String
                var body: String
            }

            var alert: Alert
            var badge: Int?
            var contentAvailable: Int?

            enum CodingKeys: String, CodingKey {
                case alert, badge
                case contentAvailable = "content-available"
            }
        }

        var aps: APS
        var messageID: String
        var orderID: String
        var express: Bool
        var weight: Double
        var tags: [String]

        enum CodingKeys: String, CodingKey {
            case aps
            case messageID = "gcm.message_id"
            case orderID, express, weight, tags
        }
    }

    static let expected = Notification(
        aps: .init(alert: .init(title: "Order shipped", body: "Arriving today"), badge: 3, contentAvailable: 1),
        messageID: "0:1767225600%abc", orderID: "A-99812", express: true, weight: 1.25, tags: ["food", "fresh"]
    )

    static let json = #"""
        {"aps":{"alert":{"title":"Order shipped","body":"Arriving today"},"badge":3,"content-available":1},
         "gcm.message_id":"0:1767225600%abc","orderID":"A-99812","express":true,"weight":1.25,"tags":["food","fresh"]}
        """#

    /// What `JSONSerialization` (and so APNs delivery on the device) produces: NSNumber numbers,
    /// Boolean NSNumbers, nested dictionaries and arrays.
    static func serializationUserInfo() throws -> [AnyHashable: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [AnyHashable: Any])
    }

    @Test("decodes what JSONSerialization produces")
    func fromSerialization() throws {
        let userInfo = try Self.serializationUserInfo()
        #expect(try PayloadDecoder().decode(Notification.self, fromUserInfo: userInfo) == Self.expected)
    }

    @Test("decodes hand-built NSNumber, NSString, NSArray, NSDictionary and NSNull values")
    func fromFoundationObjects() throws {
        let alert = NSDictionary(dictionary: [
            "title": NSString(string: "Order shipped"), "body": NSString(string: "Arriving today"),
        ])
        let aps = NSDictionary(dictionary: [
            "alert": alert, "badge": NSNumber(value: 3), "content-available": NSNumber(value: 1),
        ])
        let userInfo: [AnyHashable: Any] = [
            "aps": aps, "gcm.message_id": NSString(string: "0:1767225600%abc"), "orderID": "A-99812",
            "express": NSNumber(value: true), "weight": NSNumber(value: 1.25),
            "tags": NSArray(array: [NSString(string: "food"), "fresh"]), "unused": NSNull(),
        ]
        #expect(try PayloadDecoder().decode(Notification.self, fromUserInfo: userInfo) == Self.expected)
    }

    @Test("Boolean NSNumbers stay Booleans and numeric ones stay numbers")
    func booleansApart() throws {
        let value = try JSONValue(userInfo: [
            "yes": NSNumber(value: true), "no": NSNumber(value: false), "one": NSNumber(value: 1),
            "zero": NSNumber(value: 0),
            "swiftTrue": true, "swiftOne": 1, "half": NSNumber(value: 0.5), "big": NSNumber(value: UInt64.max),
        ])
        #expect(value["yes"] == true)
        #expect(value["no"] == false)
        #expect(value["one"] == 1)
        #expect(value["zero"] == 0)
        #expect(value["swiftTrue"] == true)
        #expect(value["swiftOne"] == 1)
        #expect(value["half"] == 0.5)
        #expect(value["big"]?.numberValue?.uint64Value == .max)
    }

    @Test("a number where a Boolean is expected is refused, as in JSON")
    func numberIsNotBoolean() throws {
        var userInfo = try Self.serializationUserInfo()
        userInfo["express"] = NSNumber(value: 1)
        #expect(throws: DecodingError.self) { try PayloadDecoder().decode(Notification.self, fromUserInfo: userInfo) }
    }

    @Test("Data and URL follow the decoder's strategies; a Date the strategy the caller chose")
    func foundationScalars() throws {
        struct Stamped: Decodable, Equatable {
            var at: Date
            var blob: Data
            var link: URL
        }
        let date = Date(timeIntervalSince1970: 1_767_225_600.25)
        let userInfo: [AnyHashable: Any] = [
            "at": date, "blob": Data([1, 2, 3]), "link": URL(string: "https://example.com/a")!,
        ]
        let expected = Stamped(at: date, blob: Data([1, 2, 3]), link: URL(string: "https://example.com/a")!)
        let refused = #expect(throws: UserInfoConversionError.self) {
            try PayloadDecoder().decode(Stamped.self, fromUserInfo: userInfo)
        }
        #expect(refused?.code == .dateWithoutStrategy && refused?.pointer == "/at")
        let deferred = JSONValue.FoundationValueStrategy(dates: .deferredToDate)
        #expect(try PayloadDecoder().decode(Stamped.self, fromUserInfo: userInfo, strategy: deferred) == expected)
        var decoder = PayloadDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        let milliseconds = JSONValue.FoundationValueStrategy(dates: .millisecondsSince1970)
        #expect(try decoder.decode(Stamped.self, fromUserInfo: userInfo, strategy: milliseconds) == expected)
        decoder.dataDecodingStrategy = .deferredToData
        let asBytes = try decoder.decode(
            Stamped.self, fromUserInfo: userInfo,
            strategy: JSONValue.FoundationValueStrategy(dates: .millisecondsSince1970, data: .deferredToData))
        #expect(asBytes == expected)
    }

    /// Dictionaries of every kind of value the bridge accepts, nested in Swift and Foundation
    /// containers.
    static func assortedUserInfos() throws -> [[AnyHashable: Any]] {
        [
            try serializationUserInfo(),
            [
                "ints": [Int8(-8), Int16(-16), Int32(-32), Int64.min, UInt8(8), UInt16(16), UInt32(32), UInt64.max],
                "floats": [Float(0.5), 1e-7, -0.0, 3.0],
                "flags": NSArray(array: [NSNumber(value: true), false, NSNumber(value: 0)]),
                "nested": NSDictionary(dictionary: ["list": NSArray(array: [NSNull(), "x\"y\n"])]),
                "empty": [String: Any](), "none": [Any](), "deep": [[["x"]], [[String: Any]()], [[1, [2.5]]]],
                "at": Date(timeIntervalSinceReferenceDate: 1.5), "blob": Data([0, 255]),
                "link": URL(string: "https://example.com/a?b=c")!,
            ],
        ]
    }

    @Test("the decoder reads a userInfo as the value conversion converts it")
    func decoderMatchesConversion() throws {
        let strategy = JSONValue.FoundationValueStrategy(dates: .deferredToDate)
        for userInfo in try Self.assortedUserInfos() {
            let decoded = try PayloadDecoder().decode(JSONValue.self, fromUserInfo: userInfo, strategy: strategy)
            #expect(decoded == (try JSONValue(userInfo: userInfo, strategy: strategy)))
            #expect(decoded.jsonBytes() == (try JSONValue(userInfo: userInfo, strategy: strategy)).jsonBytes())
        }
    }

    @Test("a decoding error names the dictionary's key path, with no line or column")
    func decodingErrorPath() throws {
        var userInfo = try Self.serializationUserInfo()
        userInfo["aps"] = ["alert": ["title": "t", "body": "b"], "badge": "3"]
        do {
            _ = try PayloadDecoder().decode(Notification.self, fromUserInfo: userInfo)
            Issue.record("expected an error")
        } catch DecodingError.typeMismatch(_, let context) {
            let details = try #require(context.underlyingError as? PayloadDecodingError)
            #expect(details.pointer == "/aps/badge")
            #expect(details.location == nil)
            #expect(details.description == #"/aps/badge: expected an integer, found the string "3""#)
            #expect(context.codingPath.map(\.stringValue) == ["aps", "badge"])
        }
    }

    @Test("strings and keys come through exactly, whatever characters they hold")
    func strings() throws {
        let texts = ["quote \" backslash \\", "nul \u{0} unit \u{1F} newline \n", "é 🚲 \u{2028}", "", "/"]
        var userInfo: [AnyHashable: Any] = [:]
        for (index, text) in texts.enumerated() {
            userInfo[text] = text
            userInfo["\(index)"] = NSString(string: text)
        }
        let decoded = try PayloadDecoder().decode([String: String].self, fromUserInfo: userInfo)
        #expect(decoded.count == texts.count * 2)
        for (index, text) in texts.enumerated() {
            #expect(decoded[text] == text)
            #expect(decoded["\(index)"] == text)
        }
    }

    /// The two ways a `userInfo` is read: into a value, and by the decoder from its tape.
    enum Conversion: String, CaseIterable, Sendable {
        case value, decoder

        func run(_ userInfo: [AnyHashable: Any]) throws {
            switch self {
            case .value: _ = try JSONValue(userInfo: userInfo)
            case .decoder: _ = try PayloadDecoder().decode(JSONValue.self, fromUserInfo: userInfo)
            }
        }
    }

    @Test("a value with no JSON form is an error naming its key path", arguments: Conversion.allCases)
    func unsupported(_ conversion: Conversion) {
        final class Opaque {}
        let userInfo: [AnyHashable: Any] = ["aps": ["alert": NSDictionary(dictionary: ["attachments": [1, Opaque()]])]]
        do {
            try conversion.run(userInfo)
            Issue.record("expected an error")
        } catch let error as UserInfoConversionError {
            #expect(error.code == .unsupportedType)
            #expect(error.pointer == "/aps/alert/attachments/1")
            #expect(error.typeName == "Opaque")
        } catch {
            Issue.record("\(error)")
        }
        let key = #expect(throws: UserInfoConversionError.self) { try conversion.run(["a": [2: "numeric key"]]) }
        #expect(key?.code == .nonStringKey)
        #expect(key?.pointer == "/a")
        let nan = #expect(throws: UserInfoConversionError.self) { try conversion.run(["nan": Double.nan]) }
        #expect(nan?.code == .nonFiniteNumber)
        #expect(nan?.pointer == "/nan")
        let infinity = #expect(throws: UserInfoConversionError.self) { try conversion.run(["a": [Float.infinity]]) }
        #expect(infinity?.code == .nonFiniteNumber)
        #expect(infinity?.pointer == "/a/0")
    }

    @Test("nesting past 512 levels is an error, not a crash", arguments: Conversion.allCases)
    func tooDeep(_ conversion: Conversion) throws {
        var deep: Any = "leaf"
        for _ in 0..<600 { deep = [deep] }
        let error = #expect(throws: UserInfoConversionError.self) { try conversion.run(["deep": deep]) }
        #expect(error?.code == .tooDeep)
        var shallow: Any = "leaf"
        for _ in 0..<100 { shallow = [shallow] }
        try conversion.run(["shallow": shallow])
    }

    @Test("encodes back to a dictionary that decodes to the same value")
    func roundTrip() throws {
        let dictionary = try PayloadEncoder().encodeUserInfo(Self.expected)
        #expect(dictionary["orderID"] as? String == "A-99812")
        #expect(dictionary["express"] as? Bool == true)
        #expect((dictionary["aps"] as? [String: Any])?["badge"] as? Int == 3)
        #expect(try PayloadDecoder().decode(Notification.self, fromDictionary: dictionary) == Self.expected)
        let value = try JSONValue(foundationObject: dictionary)
        #expect(value == (try JSONValue(parsing: Self.json)))
    }

    @Test("a userInfo validates like the JSON it came from")
    func validate() throws {
        let report = try PayloadValidator.validate(
            userInfo: try Self.serializationUserInfo(), as: .json, options: .init(maxBytes: 50))
        #expect(report.byteCount == (try JSONValue(userInfo: try Self.serializationUserInfo())).compactByteCount)
        #expect(report.diagnostics.map(\.ruleID) == ["json.max-bytes"])
        #expect(report.diagnostics.first?.location == nil)
    }
}
