import Foundation
import PushPayloads
import PushPayloadsFoundation
import Testing

/// APNs bodies as iOS hands them to an app: `NSNumber` flags and badges, nested dictionaries.
@Suite("APNs userInfo")
struct APNsUserInfoTests {
    /// A `userInfo` built with public Foundation API only, as an app receives it.
    static func userInfo() -> [AnyHashable: Any] {
        let alert: NSDictionary = [
            "title": "Order shipped", "body": "Arrives today", "loc-args": ["A", "B"] as NSArray,
        ]
        let aps: NSDictionary = [
            "alert": alert, "badge": NSNumber(value: 3), "sound": "default", "mutable-content": NSNumber(value: 1),
            "relevance-score": NSNumber(value: 0.5), "interruption-level": "time-sensitive",
        ]
        return [
            "aps": aps, "orderID": "A-99812", "gift": NSNumber(value: true), "items": [NSNumber(value: 2)] as NSArray,
        ]
    }

    @Test("a userInfo decodes into the typed body, custom keys and Boolean NSNumbers kept")
    func decodes() throws {
        let payload = try APNs.Payload(userInfo: Self.userInfo())
        let aps = try #require(payload.aps)
        #expect(
            aps.alert
                == .content(APNs.AlertContent(title: "Order shipped", body: "Arrives today", locArgs: ["A", "B"])))
        #expect(aps.badge == 3 && aps.sound == .default && aps.mutableContent == true)
        #expect(aps.relevanceScore == 0.5 && aps.interruptionLevel == .timeSensitive)
        #expect(payload.members["orderID"] == "A-99812")
        #expect(payload.members["gift"] == true)
        #expect(payload.members["items"] == [2])
    }

    @Test("the body goes back to a dictionary that decodes to the same body")
    func roundTrip() throws {
        let payload = try APNs.Payload(userInfo: Self.userInfo())
        let dictionary = try payload.userInfo()
        let aps = try #require(dictionary["aps"] as? [String: Any])
        #expect((aps["mutable-content"] as? NSNumber)?.intValue == 1)
        #expect(try APNs.Payload(userInfo: dictionary) == payload)
    }

    @Test("a value with no JSON form is an error, not a crash")
    func unsupported() {
        #expect(throws: UserInfoConversionError.self) {
            try APNs.Payload(userInfo: ["aps": ["alert": "Hi"], "when": NSObject()])
        }
    }
}
